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

/**
 * The shell page's Content-Security-Policy: scripts, styles, manifests and images only from this server and
 * the remotes' allowed origins (REMOTE_ORIGINS); styles may be inline because emotion (Chakra) injects
 * <style> tags at run time; no plugins, no framing by other sites, forms and <base> only to this server.
 */
export function contentSecurityPolicy(remoteOrigins: string[]): string {
  const from = ["'self'", ...remoteOrigins].join(' ');
  return [
    `default-src ${from}`,
    `script-src ${from}`,
    `style-src ${from} 'unsafe-inline'`,
    `img-src ${from} data: blob:`,
    `font-src ${from} data:`,
    `connect-src ${from}`,
    `frame-src 'self' blob:`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function send(reply: FastifyReply, root: string, relative: string, policy?: string) {
  const name = basename(relative);
  if (policy && name.endsWith('.html')) reply.header('content-security-policy', policy);
  const cacheControl = NO_CACHE.has(name) || !HASHED.test(name) ? 'no-cache' : 'public, max-age=31536000, immutable';
  reply.header('cache-control', cacheControl);
  return reply.sendFile(relative, root, { cacheControl: false });
}

export const staticPlugin = fp(async (app: FastifyInstance, options: { staticRoot: string; remoteOrigins?: string[] }) => {
  const shellRoot = normalize(join(options.staticRoot, 'shell', 'dist'));
  const policy = contentSecurityPolicy(options.remoteOrigins ?? []);
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
      return send(reply, root, relative, policy);
    },
  );

  app.get<{ Params: { '*': string } }>('/*', { config: { public: true }, schema: { hide: true } }, (request, reply) => {
    const path = request.params['*'];
    if (path === 'api' || path.startsWith('api/') || path.startsWith('remotes/')) return reply.callNotFound();
    const full = path ? inside(shellRoot, path) : null;
    if (full && isFile(full)) return send(reply, shellRoot, path, policy);
    if (isFile(join(shellRoot, 'index.html'))) return send(reply, shellRoot, 'index.html', policy);
    return reply.callNotFound();
  });
});
