// Behind PgBouncer in transaction mode (DATABASE_DIRECT_URL set) the ordinary pool must leave nothing on a server
// connection that the next transaction could miss: no named statement, no LISTEN. What needs a session (the
// fixed transactions, the start-up lock, the listener) goes to the direct pool. Runs against the PostgreSQL server
// of DATABASE_URL, which stands in for both PgBouncer and the session connection.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase } from '../test-support/databases';
import { withDatabase } from '../test-support/template-database';
import { openDatabase, queryPrepared, type AppDatabase } from './client';
import { inFixedTransaction } from './fixed-transaction';
import { onlyRow, rowsOf } from './rows';
import { companies } from './schema/index';

const serverUrl = process.env.DATABASE_URL;

(serverUrl ? describe : describe.skip)('the API behind a transaction-mode pooler', () => {
  let created: Awaited<ReturnType<typeof createTestDatabase>>;
  let pooled: AppDatabase;

  beforeAll(async () => {
    created = await createTestDatabase('postgres');
    const { name } = onlyRow(await rowsOf<{ name: string }>(created.database.db, sql`SELECT current_database() AS name`), 'database');
    const url = withDatabase(serverUrl!, name);
    // One connection in the ordinary pool, so every statement below runs on the same server connection.
    pooled = await openDatabase({ kind: 'postgres', url, poolSize: 1, directUrl: url, directPoolSize: 1 });
  });

  afterAll(async () => {
    await pooled.close();
    await created.dispose();
  });

  const ordinaryPool = () => (pooled.db as unknown as { $client: pg.Pool }).$client;

  it('sends named statements unnamed, so none is left prepared on the server connection', async () => {
    const first = await queryPrepared<{ n: number }>(ordinaryPool(), { name: 'pooled_probe', text: 'SELECT $1::int AS n', values: [7] });
    const again = await queryPrepared<{ n: number }>(ordinaryPool(), { name: 'pooled_probe', text: 'SELECT $1::int AS n', values: [8] });
    // drizzle's .prepare(name), as the session check of every request uses it.
    const companiesQuery = pooled.db.select({ id: companies.id }).from(companies).prepare('pooled_drizzle_probe');
    await companiesQuery.execute();
    await companiesQuery.execute();
    const prepared = await rowsOf<{ n: number }>(pooled.db, sql`SELECT count(*)::int AS n FROM pg_prepared_statements`);
    expect([first.rows[0]?.n, again.rows[0]?.n]).toEqual([7, 8]);
    expect(prepared).toEqual([{ n: 0 }]);
  });

  it('does not LISTEN on the ordinary pool', async () => {
    const channels = await rowsOf<{ n: number }>(pooled.db, sql`SELECT count(*)::int AS n FROM pg_listening_channels()`);
    expect(channels).toEqual([{ n: 0 }]);
  });

  it('runs the fixed transactions on the session pool, prepared once per connection', async () => {
    expect(pooled.pool).not.toBe(ordinaryPool());
    const shape = { label: 'probe', opening: ['BEGIN'], openingSent: 'alone', inMessage: 'execute' } as const;
    const statement = { name: 'pooled_fixed_probe', text: 'SELECT $1::int AS n' };
    const run = () => inFixedTransaction(pooled, shape, async (statements) => (await statements.last([[statement, [5]]]))[0]);
    expect(await run()).toEqual([{ n: 5 }]);
    expect(await run()).toEqual([{ n: 5 }]);
    const session = await pooled.pool!.connect();
    try {
      const { rows } = await session.query<{ name: string }>('SELECT name FROM pg_prepared_statements');
      expect(rows.map((row) => row.name)).toContain('sql_pooled_fixed_probe');
    } finally {
      session.release();
    }
  });

  it('runs the migrations under the start-up lock on the session pool, even when it is configured with one connection', async () => {
    const migrated = await pooled.withStartupLock(async () => {
      await pooled.migrate();
      return 'migrated';
    });
    expect(migrated).toBe('migrated');
  });

  it('hears access changes through the listener on the direct connection', async () => {
    const heard: string[] = [];
    let live = false;
    const unsubscribe = pooled.onAccessChange({ message: (payload) => heard.push(payload), live: (receiving) => (live = receiving) });
    try {
      const deadline = Date.now() + 10_000;
      while (!live && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(live).toBe(true);
      await pooled.db.execute(sql`SELECT pg_notify('mikro_auth_changes', 'pooled-probe')`);
      while (!heard.includes('pooled-probe') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard).toContain('pooled-probe');
    } finally {
      unsubscribe();
    }
  });
});
