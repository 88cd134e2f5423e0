// Runs a suite against a real database: PGlite in memory always, and a fresh PostgreSQL database too when
// DATABASE_URL is set (created on that server for the suite and dropped afterwards). Both start migrated and
// seeded, copied from a template built once (template-database.ts).
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, jest } from '@jest/globals';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import { openDatabase, type AppDatabase, type DatabaseKind } from '../db/client';
import { createSeededPostgresDatabase, openSeededPglite, withDatabase } from './template-database';

export interface TestContext {
  kind: DatabaseKind;
  readonly app: FastifyInstance;
  readonly database: AppDatabase;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    databasePoolSize: 20,
    dataDir: '/nonexistent',
    jwtSecret: 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
    staticRoot: '/nonexistent',
    logger: false,
    loginRateLimit: { max: 10, timeWindowMs: 60_000 },
    publicUrl: 'http://localhost:3000',
    ...overrides,
  };
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A migrated and seeded database of the given kind, with its disposal: a copy of the run's template. */
export async function createTestDatabase(kind: DatabaseKind): Promise<{ database: AppDatabase; dispose: () => Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openSeededPglite();
    return { database, dispose: () => database.close() };
  }
  const serverUrl = process.env.DATABASE_URL!;
  const name = await createSeededPostgresDatabase(serverUrl);
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, name) });
  return {
    database,
    dispose: async () => {
      await database.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export function databaseKinds(): DatabaseKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export function forEachDatabase(suite: (ctx: TestContext) => void, config: Partial<AppConfig> = {}): void {
  for (const kind of databaseKinds()) {
    describe(`on ${kind}`, () => {
      let app: FastifyInstance | undefined;
      let created: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
      const ctx: TestContext = {
        kind,
        get app() {
          if (!app) throw new Error('app not ready');
          return app;
        },
        get database() {
          if (!created) throw new Error('database not ready');
          return created.database;
        },
      };
      beforeAll(async () => {
        created = await createTestDatabase(kind);
        app = await buildApp(testConfig(config), created.database);
        await app.ready();
      });
      afterAll(async () => {
        // Suites share a module graph (test-support/suites.ts): a spy (a stopped clock) ends with its suite.
        jest.restoreAllMocks();
        await app?.close();
        await created?.dispose();
      });
      suite(ctx);
    });
  }
}
