// Where a read marked for the replica goes. The PostgreSQL server of DATABASE_URL plays both sides: the primary is
// the test database, and the "replica" is the same database seen through a search_path that puts a schema of
// stand-ins first (pg_is_in_recovery answers true, pg_last_wal_replay_lsn answers a position the test sets), so a
// replica that lags or has caught up is one UPDATE away; an unreachable replica is a port nothing listens on.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../app';
import { createTestDatabase, testConfig } from '../test-support/databases';
import { withDatabase } from '../test-support/template-database';
import { branchSession } from '../test-support/session';
import type { AppDatabase, Database } from './client';
import { onlyRow, rowsOf } from './rows';
import { lsnBytes, openReadReplica, type ReadReplica, type ReadReplicaOptions } from './replica';

const serverUrl = process.env.DATABASE_URL;

/** Which side answered: the replica's pool names its connections. */
async function side(db: Database): Promise<'replica' | 'primary'> {
  const { name } = onlyRow(await rowsOf<{ name: string }>(db, sql`SELECT current_setting('application_name') AS name`), 'application name');
  return name === 'mikro-replica-reads' ? 'replica' : 'primary';
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

(serverUrl ? describe : describe.skip)('reads marked for the replica', () => {
  let created: Awaited<ReturnType<typeof createTestDatabase>>;
  let standbyUrl = '';
  const opened: ReadReplica[] = [];

  /** Sets the position the stand-in replica says it has replayed. */
  const replayedUpTo = (lsn: string) => created.database.db.execute(sql`UPDATE fake_standby.position SET lsn = ${lsn}::pg_lsn`);
  const open = (options: Partial<ReadReplicaOptions> = {}) => {
    const replica = openReadReplica(created.database.db, { url: standbyUrl, maxLagMs: 60_000, waitMs: 10_000, checkEveryMs: 3_600_000, ...options });
    opened.push(replica);
    return replica;
  };

  beforeAll(async () => {
    created = await createTestDatabase('postgres');
    const { name } = onlyRow(await rowsOf<{ name: string }>(created.database.db, sql`SELECT current_database() AS name`), 'database');
    await created.database.db.execute(sql.raw(`
      CREATE SCHEMA fake_standby;
      CREATE TABLE fake_standby.position (lsn pg_lsn NOT NULL);
      INSERT INTO fake_standby.position VALUES ('0/0');
      CREATE FUNCTION fake_standby.pg_is_in_recovery() RETURNS boolean LANGUAGE sql AS 'SELECT true';
      CREATE FUNCTION fake_standby.pg_last_wal_replay_lsn() RETURNS pg_lsn LANGUAGE sql AS 'SELECT lsn FROM fake_standby.position';
    `));
    standbyUrl = `${withDatabase(serverUrl!, name)}?options=${encodeURIComponent('-c search_path=fake_standby,pg_catalog,public')}`;
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((replica) => replica.close()));
  });

  afterAll(async () => {
    await created.dispose();
  });

  it('reads from a replica that has replayed what the primary had flushed when the read began', async () => {
    await replayedUpTo('FFFFFFFF/0');
    const replica = open();
    expect(await replica.check()).toEqual({ state: 'up', reads: 'replica', lagMs: 0 });
    expect(await replica.read(side)).toBe('replica');
    expect(replica.counters()).toEqual({ replica: 1, primary: 0 });
  });

  it('waits for the replica to replay the caller’s own write before reading it there', async () => {
    await replayedUpTo('0/0');
    const replica = open();
    expect((await replica.check()).state).toBe('up');
    await created.database.db.execute(sql`CREATE TABLE written_before_the_read (id int)`);
    const reading = replica.read(side);
    // Past any position: other test files write WAL on the same server meanwhile, so the exact LSN of this
    // write may already be behind the position the read waits for.
    await replayedUpTo('FFFFFFFF/0');
    expect(await reading).toBe('replica');
  });

  it('reads the primary when the replica does not replay the primary’s position within the wait bound', async () => {
    await replayedUpTo('0/0');
    const replica = open({ waitMs: 20 });
    expect((await replica.check()).state).toBe('up');
    expect(await replica.read(side)).toBe('primary');
    expect(replica.counters()).toEqual({ replica: 0, primary: 1 });
  });

  it('leaves a replica lagging past its bound aside until it catches up, and says by how much', async () => {
    await replayedUpTo('0/0');
    const replica = open({ maxLagMs: 1 });
    await replica.check();
    await delay(20);
    const lagging = await replica.check();
    expect(lagging).toMatchObject({ state: 'lagging', reads: 'primary' });
    expect(lagging.lagMs).toBeGreaterThan(1);
    expect(await replica.read(side)).toBe('primary');
    await replayedUpTo('FFFFFFFF/0');
    expect(await replica.check()).toEqual({ state: 'up', reads: 'replica', lagMs: 0 });
    expect(await replica.read(side)).toBe('replica');
  });

  it('reads the primary while the replica is unreachable', async () => {
    const replica = openReadReplica(created.database.db, { url: withDatabase(serverUrl!.replace(/:\d+\//, ':1/'), 'nowhere'), maxLagMs: 60_000, waitMs: 1_000, checkEveryMs: 3_600_000 });
    opened.push(replica);
    expect(await replica.check()).toMatchObject({ state: 'down', reads: 'primary', lagMs: null });
    expect(await replica.read(side)).toBe('primary');
  });

  it('takes a server that is not in recovery for no replica', async () => {
    const replica = openReadReplica(created.database.db, { url: serverUrl!, maxLagMs: 60_000, waitMs: 1_000, checkEveryMs: 3_600_000 });
    opened.push(replica);
    expect(await replica.check()).toMatchObject({ state: 'down', reads: 'primary' });
  });

  it('runs a read again on the primary when the replica’s connection is lost under it, unless told not to', async () => {
    await replayedUpTo('FFFFFFFF/0');
    const replica = open();
    await replica.check();
    const killedOnTheReplica = async (db: Database) => {
      if ((await side(db)) === 'replica') await db.execute(sql`SELECT pg_terminate_backend(pg_backend_pid())`);
      return side(db);
    };
    expect(await replica.read(killedOnTheReplica)).toBe('primary');
    expect(replica.status().state).toBe('down');
    expect(await replica.check()).toMatchObject({ state: 'up' });
    await expect(replica.read(killedOnTheReplica, { retry: false })).rejects.toThrow();
  });

  it('compares WAL positions as numbers', () => {
    expect(lsnBytes('1/0') > lsnBytes('0/FFFFFFFF')).toBe(true);
    expect(lsnBytes('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
  });

  describe('through the API', () => {
    let app: FastifyInstance;
    let replica: ReadReplica;

    beforeAll(async () => {
      replica = openReadReplica(created.database.db, { url: standbyUrl, maxLagMs: 60_000, waitMs: 10_000, checkEveryMs: 3_600_000 });
      const database: AppDatabase = { ...created.database, replica };
      app = await buildApp(testConfig(), database);
    });

    afterAll(async () => {
      await app.close();
      await replica.close();
    });

    it('serves reports from the replica and says so in the readiness output', async () => {
      await replayedUpTo('FFFFFFFF/0');
      await replica.check();
      const session = await branchSession(app, 'admin@mikro.mx');
      const before = replica.counters().replica;
      const report = await session.send('GET', '/api/reports/dashboard?module=2');
      expect(report.statusCode).toBe(200);
      expect(replica.counters().replica).toBe(before + 1);
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: 'ready', database: 'postgres', replica: { state: 'up', reads: 'replica', lagMs: 0 } });
    });

    it('reads the primary for a report when the replica has not replayed the write before it', async () => {
      await replayedUpTo('0/0');
      await created.database.db.execute(sql`CREATE TABLE written_while_lagging (id int)`);
      const status = await replica.check();
      expect(status.state).toBe('up');
      const session = await branchSession(app, 'admin@mikro.mx');
      const before = replica.counters().primary;
      expect((await session.send('GET', '/api/reports/dashboard?module=2')).statusCode).toBe(200);
      expect(replica.counters().primary).toBe(before + 1);
    });

    it('says in the readiness output that reads fall back to the primary while the replica is unreachable', async () => {
      const unreachable = openReadReplica(created.database.db, { url: withDatabase(serverUrl!.replace(/:\d+\//, ':1/'), 'nowhere'), maxLagMs: 60_000, waitMs: 1_000, checkEveryMs: 3_600_000 });
      const other = await buildApp(testConfig(), { ...created.database, replica: unreachable });
      try {
        await unreachable.check();
        const ready = await other.inject({ method: 'GET', url: '/api/ready' });
        expect(ready.statusCode).toBe(200);
        expect(ready.json()).toMatchObject({ status: 'ready', replica: { state: 'down', reads: 'primary', lagMs: null } });
      } finally {
        await other.close();
        await unreachable.close();
      }
    });

    it('answers readiness 503 while the instance drains', async () => {
      app.readiness.draining = true;
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      app.readiness.draining = false;
      expect(ready.statusCode).toBe(503);
    });
  });
});
