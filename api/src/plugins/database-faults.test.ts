// A lost PostgreSQL connection must not end the process: the request that was using it answers 503 with a
// Spanish message, its transaction leaves nothing behind, and the next requests succeed on fresh connections.
// Runs against the PostgreSQL server (DATABASE_URL); PGlite has no server connection to lose.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { onlyRow } from '../db/rows';
import { seedDatabase } from '../db/seed/index';
import { createTestDatabase, testConfig } from '../test-support/databases';
import { bearer, loginAs } from '../test-support/session';
import { MESSAGES } from './errors';

const serverUrl = process.env.DATABASE_URL;

async function withServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function terminateBackends(databaseName: string): Promise<number> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const result = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [databaseName],
    );
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

async function selectRows<T>(database: { db: { execute(query: unknown): Promise<unknown> } }, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as { rows: T[] }).rows;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

(serverUrl ? describe : describe.skip)('lost PostgreSQL connections', () => {
  let app: FastifyInstance;
  let created: Awaited<ReturnType<typeof createTestDatabase>>;
  let databaseName = '';

  beforeAll(async () => {
    created = await createTestDatabase('postgres');
    const { name } = onlyRow(await selectRows<{ name: string }>(created.database, sql`SELECT current_database() AS name`));
    databaseName = name;
    await created.database.db.execute(sql`CREATE TABLE fault_probe (id serial PRIMARY KEY, note text NOT NULL)`);
    app = await buildApp(testConfig(), created.database);
    // Routes that keep a connection busy long enough for the fault to hit them mid-query.
    app.get('/api/test/slow', { config: { public: true } }, async () => {
      await app.db.execute(sql`SELECT pg_sleep(2)`);
      return { ok: true };
    });
    app.post('/api/test/slow-write', { config: { public: true } }, async () => {
      await app.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO fault_probe (note) VALUES ('half')`);
        await tx.execute(sql`SELECT pg_sleep(2)`);
        await tx.execute(sql`INSERT INTO fault_probe (note) VALUES ('whole')`);
      });
      return { ok: true };
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await created?.dispose();
  });

  it('answers 503 in Spanish to the requests whose connection was terminated, writes nothing half, and recovers', async () => {
    const inFlight = [
      app.inject({ method: 'GET', url: '/api/test/slow' }),
      app.inject({ method: 'POST', url: '/api/test/slow-write' }),
      app.inject({ method: 'GET', url: '/api/test/slow' }),
    ];
    await delay(400);
    expect(await terminateBackends(databaseName)).toBeGreaterThanOrEqual(2);
    const answers = await Promise.all(inFlight);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ statusCode: 503, message: MESSAGES.databaseUnavailable });
      expect(answer.headers['retry-after']).toBe('5');
    }
    // The process is alive and the pool opens new connections.
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    const probe = onlyRow(await selectRows<{ n: number }>(created.database, sql`SELECT count(*)::int AS n FROM fault_probe`));
    expect(probe.n).toBe(0);
  });

  it('answers 503 on ordinary routes while the database refuses new connections, and recovers', async () => {
    const admin = await loginAs(app, 'admin@mikro.mx');
    const headers = { ...bearer(admin.token), 'x-branch-office': String(admin.branchOffices[0]!.id) };
    await withServer((client) => client.query(`ALTER DATABASE ${databaseName} WITH ALLOW_CONNECTIONS false`));
    try {
      await terminateBackends(databaseName);
      const answers = [
        await app.inject({ method: 'GET', url: '/api/mini-store/products?limit=2', headers }),
        await app.inject({ method: 'GET', url: '/api/system/users', headers }),
        await app.inject({ method: 'POST', url: '/api/system/auth/login', payload: { email: 'admin@mikro.mx', password: 'x' } }),
      ];
      for (const answer of answers) {
        expect({ status: answer.statusCode, message: answer.json().message, retryAfter: answer.headers['retry-after'] }).toEqual({ status: 503, message: MESSAGES.databaseUnavailable, retryAfter: '5' });
      }
    } finally {
      await withServer((client) => client.query(`ALTER DATABASE ${databaseName} WITH ALLOW_CONNECTIONS true`));
    }
    expect((await app.inject({ method: 'GET', url: '/api/mini-store/products?limit=2', headers })).statusCode).toBe(200);
  });

  it('keeps serving a load of logins and lists while backends are terminated repeatedly', async () => {
    const statuses: number[] = [];
    let stop = false;
    const worker = async () => {
      while (!stop) {
        const answer = await app.inject({ method: 'POST', url: '/api/system/auth/login', payload: { email: 'nadie@mikro.mx', password: 'x' } });
        statuses.push(answer.statusCode);
      }
    };
    const workers = Array.from({ length: 4 }, worker);
    for (let round = 0; round < 3; round++) {
      await delay(150);
      await terminateBackends(databaseName);
    }
    stop = true;
    await Promise.all(workers);
    expect(statuses.every((status) => status === 401 || status === 429 || status === 503)).toBe(true);
    const after = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(after.statusCode).toBe(200);
  });
});

(serverUrl ? describe : describe.skip)('start-up on PostgreSQL', () => {
  it('lets two instances migrate and seed one empty database at the same time', async () => {
    const name = `mikro_t_race_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const open = () => openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 3 });
    const instances = await Promise.all([open(), open(), open()]);
    try {
      await Promise.all(
        instances.map((database) =>
          database.withStartupLock(async () => {
            await database.migrate();
            await seedDatabase(database.db);
          }),
        ),
      );
      const companies = onlyRow(await selectRows<{ n: number }>(instances[0], sql`SELECT count(*)::int AS n FROM companies`));
      expect(companies.n).toBe(1);
    } finally {
      await Promise.all(instances.map((database) => database.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });

  it('answers liveness but not readiness while the database refuses connections', async () => {
    const unreachable = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/none', poolSize: 1 });
    const app = await buildApp(testConfig(), unreachable);
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().message).toBe(MESSAGES.databaseUnavailable);
      const login = await app.inject({ method: 'POST', url: '/api/system/auth/login', payload: { email: 'a@b.mx', password: 'x' } });
      expect(login.statusCode).toBe(503);
    } finally {
      await app.close();
      await unreachable.close();
    }
  });
});
