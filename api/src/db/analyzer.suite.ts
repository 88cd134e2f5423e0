// The statistics of a PostgreSQL server without autovacuum are kept by the API: a table that has changed is
// analysed, by one instance at a time. (PGlite's own turn is checked by pos-search.suite.ts.)
import { sql } from 'drizzle-orm';
import { expect, it } from '@jest/globals';
import { forEachDatabase } from '../test-support/databases';
import { ANALYZER_LOCK_KEY, analyzeWithoutAutovacuum } from './analyzer';

forEachDatabase((ctx) => {
  const onPostgres = ctx.kind === 'postgres' ? it : it.skip;
  onPostgres('analyses the tables that changed when the server has no autovacuum, one instance at a time', async () => {
    const pool = ctx.database.pool!;
    const db = ctx.database.db;
    const lastAnalyze = async () =>
      ((await db.execute(sql`SELECT last_analyze FROM pg_stat_user_tables WHERE relname = 'store_classifications'`)) as unknown as { rows: { last_analyze: Date | null }[] }).rows[0]?.last_analyze ?? null;
    await db.execute(sql`INSERT INTO store_classifications (company_id, branch_office_id, name)
      SELECT 1, 1, 'Clasificación ' || g FROM generate_series(1, 300) g`);
    await db.execute(sql`SELECT pg_stat_force_next_flush()`);
    const before = await lastAnalyze();
    const { rows } = (await db.execute(sql`SHOW autovacuum`)) as unknown as { rows: { autovacuum: string }[] };
    if (rows[0]?.autovacuum === 'on') {
      expect(await analyzeWithoutAutovacuum(pool)).toBeNull();
      return;
    }

    // Another instance holds the turn: this one skips it.
    const other = await pool.connect();
    try {
      await other.query('SELECT pg_advisory_lock($1)', [ANALYZER_LOCK_KEY]);
      expect(await analyzeWithoutAutovacuum(pool)).toBeNull();
      await other.query('SELECT pg_advisory_unlock($1)', [ANALYZER_LOCK_KEY]);
    } finally {
      other.release();
    }
    expect(await lastAnalyze()).toEqual(before);

    expect(await analyzeWithoutAutovacuum(pool)).toContain('public.store_classifications');
    expect(await lastAnalyze()).not.toEqual(before);
    expect(await lastAnalyze()).not.toBeNull();
  });
});
