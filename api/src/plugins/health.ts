// Liveness and readiness: /api/health answers while the process runs (never touches the database);
// /api/ready answers 200 only when the database answers a SELECT 1 within a short timeout, 503 otherwise, and
// 503 while the instance drains before stopping (the load balancer sends it nothing new). With a read replica it
// also says where the marked reads go and why.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { MESSAGES } from './errors';

/** How long readiness waits for the database before answering 503. */
export const READY_TIMEOUT_MS = 2_000;

const DatabaseKindSchema = Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]);

const ReplicaSchema = Type.Object({
  state: Type.Union([Type.Literal('up'), Type.Literal('lagging'), Type.Literal('down')], { description: 'up: se lee de ella; lagging: va atrasada más del límite; down: inaccesible o no es réplica' }),
  reads: Type.Union([Type.Literal('replica'), Type.Literal('primary')], { description: 'A dónde van ahora los reportes, tableros y exportaciones' }),
  lagMs: Type.Union([Type.Integer(), Type.Null()], { description: 'Retraso de la réplica en milisegundos (null si está inaccesible)' }),
  reason: Type.Optional(Type.String()),
  served: Type.Object({ replica: Type.Integer(), primary: Type.Integer() }, { description: 'Lecturas marcadas atendidas por cada lado desde el arranque' }),
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the instance is stopping: readiness answers 503 so the load balancer drains it. */
    readiness: { draining: boolean };
  }
}

/** Readiness's message while the instance drains. */
export const DRAINING_MESSAGE = 'El servidor se está deteniendo; su solicitud la atenderá otro servidor';

export const healthPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('readiness', { draining: false });
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
            200: Type.Object({ status: Type.Literal('ready'), database: DatabaseKindSchema, replica: Type.Optional(ReplicaSchema) }),
            503: Type.Object({ statusCode: Type.Integer(), error: Type.String(), message: Type.String() }),
          },
        },
      },
      async (_request, reply) => {
        if (app.readiness.draining) {
          return reply.status(503).header('retry-after', '5').send({ statusCode: 503, error: 'Service Unavailable', message: DRAINING_MESSAGE });
        }
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
        const replica = app.database.replica;
        if (outcome === 'ok') {
          if (!replica) return { status: 'ready' as const, database: app.dbKind };
          return { status: 'ready' as const, database: app.dbKind, replica: { ...replica.status(), served: replica.counters() } };
        }
        return reply
          .status(503)
          .header('retry-after', '5')
          .send({ statusCode: 503, error: 'Service Unavailable', message: MESSAGES.databaseUnavailable });
      },
    );
  },
  { name: 'health', dependencies: ['database'] },
);
