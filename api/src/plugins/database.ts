import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDatabase, Database, DatabaseKind } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseKind;
    /** The opened database itself (its access-change notifications feed the session cache). */
    database: AppDatabase;
  }
}

/** Exposes the opened database; its owner (main.ts or a test) opens and closes it. */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { database: AppDatabase }) => {
    app.decorate('db', options.database.db);
    app.decorate('dbKind', options.database.kind);
    app.decorate('database', options.database);
  },
  { name: 'database' },
);
