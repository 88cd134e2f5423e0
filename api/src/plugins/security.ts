import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers. Request limits are counted in the database instead (modules/system/attempt-limit.service),
 * so that every API instance counts the same attempts. Helmet's generic CSP is left off: the
 * shell page gets its own (static.ts, allowing the remotes' configured origins) and the API docs page uses
 * inline scripts; API answers are JSON, and uploaded images carry `default-src 'none'`.
 * Helmet's middleware is built once here: the Fastify wrapper built it again on every request.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const setHeaders = helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, () => done());
  });
});
