import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDatabase, Database, DatabaseKind } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseKind;
    /** The opened database itself (its access-change notifications feed the session cache). */
    database: AppDatabase;
    /**
     * A read marked for the read replica (reports, dashboards, exports): on the replica when one is configured and
     * the rule of ADR 0024 allows, else on the primary. Nothing that writes, and nothing the caller must read
     * back from its own write elsewhere, goes through here.
     */
    replicaRead<T>(work: (db: Database) => Promise<T>, options?: { retry?: boolean }): Promise<T>;
  }
}

/** Exposes the opened database; its owner (main.ts or a test) opens and closes it. */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { database: AppDatabase }) => {
    app.decorate('db', options.database.db);
    app.decorate('dbKind', options.database.kind);
    app.decorate('database', options.database);
    const { replica, db } = options.database;
    app.decorate('replicaRead', <T>(work: (db: Database) => Promise<T>, readOptions?: { retry?: boolean }) =>
      replica ? replica.read(work, readOptions) : work(db),
    );
  },
  { name: 'database' },
);
