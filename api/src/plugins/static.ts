// Serves the builds from one port: the shell at / (SPA fallback) and each remote at /remotes/<x>/ from mfe-<x>/dist.
import { statSync } from 'node:fs';
import { basename, join, normalize, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

const NO_CACHE = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js']);
// webpack's [contenthash] names (e.g. main.3f9a1c2b7d.js) never change content: cache them for a year.
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpe?g|webp|ico)$/i;

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** `relative` inside `root`, or null when it escapes it. */
function inside(root: string, relative: string): string | null {
  const full = normalize(join(root, relative));
  return full === root || full.startsWith(root + sep) ? full : null;
}

function send(reply: FastifyReply, root: string, relative: string) {
  const name = basename(relative);
  const cacheControl = NO_CACHE.has(name) || !HASHED.test(name) ? 'no-cache' : 'public, max-age=31536000, immutable';
  reply.header('cache-control', cacheControl);
  return reply.sendFile(relative, root, { cacheControl: false });
}

export const staticPlugin = fp(async (app: FastifyInstance, options: { staticRoot: string }) => {
  const shellRoot = normalize(join(options.staticRoot, 'shell', 'dist'));
  await app.register(fastifyStatic, { root: options.staticRoot, serve: false });

  app.get<{ Params: { remote: string; '*': string } }>(
    '/remotes/:remote/*',
    { config: { public: true }, schema: { hide: true } },
    (request, reply) => {
      const { remote } = request.params;
      if (!/^[a-z0-9-]+$/.test(remote)) return reply.callNotFound();
      const root = normalize(join(options.staticRoot, `mfe-${remote}`, 'dist'));
      const relative = request.params['*'] || 'index.html';
      const full = inside(root, relative);
      if (!full || !isFile(full)) return reply.callNotFound();
      return send(reply, root, relative);
    },
  );

  app.get<{ Params: { '*': string } }>('/*', { config: { public: true }, schema: { hide: true } }, (request, reply) => {
    const path = request.params['*'];
    if (path === 'api' || path.startsWith('api/') || path.startsWith('remotes/')) return reply.callNotFound();
    const full = path ? inside(shellRoot, path) : null;
    if (full && isFile(full)) return send(reply, shellRoot, path);
    if (isFile(join(shellRoot, 'index.html'))) return send(reply, shellRoot, 'index.html');
    return reply.callNotFound();
  });
});
