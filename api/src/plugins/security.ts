import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Helmet's headers with these options, read once: its middleware sets the same static values on every response
 * (no option used here depends on the request), so replaying them is cheaper than running it per request.
 */
function helmetHeaders(): { set: [string, string][]; removed: string[] } {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void set.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
  };
  let finished = false;
  helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false })({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously');
  return { set, removed };
}

/**
 * Security headers. Request limits are counted in the database instead (modules/system/attempt-limit.service),
 * so that every API instance counts the same attempts. Helmet's generic CSP is left off: the
 * shell page gets its own (static.ts, allowing the remotes' configured origins) and the API docs page uses
 * inline scripts; API answers are JSON, and uploaded images carry `default-src 'none'`.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const { set, removed } = helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    const response = reply.raw;
    for (const [name, value] of set) response.setHeader(name, value);
    for (const name of removed) response.removeHeader(name);
    done();
  });
});
