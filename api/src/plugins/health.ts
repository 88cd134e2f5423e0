// Liveness and readiness: /api/health answers while the process runs (never touches the database);
// /api/ready answers 200 only when the database answers a SELECT 1 within a short timeout, 503 otherwise.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { MESSAGES } from './errors';

/** How long readiness waits for the database before answering 503. */
export const READY_TIMEOUT_MS = 2_000;

const DatabaseKindSchema = Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]);

export const healthPlugin = fp(
  async (app: FastifyInstance) => {
    app.get(
      '/api/health',
      {
        config: { public: true },
        schema: {
          tags: ['health'],
          summary: 'Vivacidad: el proceso responde (no consulta la base de datos)',
          response: { 200: Type.Object({ status: Type.Literal('ok'), database: DatabaseKindSchema }) },
        },
      },
      async () => ({ status: 'ok' as const, database: app.dbKind }),
    );

    app.get(
      '/api/ready',
      {
        config: { public: true },
        schema: {
          tags: ['health'],
          summary: 'Disponibilidad: la base de datos responde SELECT 1 en poco tiempo',
          response: {
            200: Type.Object({ status: Type.Literal('ready'), database: DatabaseKindSchema }),
            503: Type.Object({ statusCode: Type.Integer(), error: Type.String(), message: Type.String() }),
          },
        },
      },
      async (_request, reply) => {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), READY_TIMEOUT_MS);
        });
        const probe = app.db.execute(sql`SELECT 1`).then(
          () => 'ok' as const,
          () => 'failed' as const,
        );
        const outcome = await Promise.race([probe, timeout]);
        clearTimeout(timer);
        if (outcome === 'ok') return { status: 'ready' as const, database: app.dbKind };
        return reply
          .status(503)
          .header('retry-after', '5')
          .send({ statusCode: 503, error: 'Service Unavailable', message: MESSAGES.databaseUnavailable });
      },
    );
  },
  { name: 'health', dependencies: ['database'] },
);
