import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';

/**
 * Security headers and the rate limiter (used per route, e.g. login). Helmet's generic CSP is left off: the
 * shell page gets its own (static.ts, allowing the remotes' configured origins) and the API docs page uses
 * inline scripts; API answers are JSON, and uploaded images carry `default-src 'none'`.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  // preHandler: the key of the login limit includes the e-mail, so the body must be parsed first.
  await app.register(rateLimit, { global: false, hook: 'preHandler' });
});
