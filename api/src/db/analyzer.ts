// Keeps the planner's statistics current where nothing else does: PGlite has no autovacuum, and a PostgreSQL
// server may run without it. Without fresh statistics the planner does not choose the search indexes, and a
// long-lived connection keeps the plans it made while a table was small — PostgreSQL's own foreign-key checks
// among them, which then read a whole table at every sale (ADR 0049). An ANALYZE makes every connection plan anew.
import type pg from 'pg';

/** What the analyzer needs of a connection: PGlite's and node-postgres's `query` both fit. */
export interface AnalyzerConnection {
  query<R>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
}

/** How often the tables are looked at. */
export const ANALYZE_INTERVAL_MS = 60_000;

/**
 * Does what autovacuum's analyze does: every table changed by more than 50 rows plus 10 % of its size since it was
 * last analyzed is analyzed again, and its GIN pending lists are merged into the indexes (which every search
 * through them reads whole otherwise). Answers the tables analyzed.
 */
export async function analyzeStaleTables(connection: AnalyzerConnection): Promise<string[]> {
  const { rows } = await connection.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, relname) AS name FROM pg_stat_user_tables
     WHERE n_mod_since_analyze > 50 + 0.1 * n_live_tup ORDER BY n_mod_since_analyze DESC`,
  );
  for (const { name } of rows) {
    await connection.query(`ANALYZE ${name}`);
    await connection.query(
      `SELECT gin_clean_pending_list(i.indexrelid) FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
       JOIN pg_am am ON am.oid = c.relam WHERE i.indrelid = $1::regclass AND am.amname = 'gin'`,
      [name],
    );
  }
  return rows.map((row) => row.name);
}

/** Whichever instance takes it analyzes; the others skip that turn. */
export const ANALYZER_LOCK_KEY = 0x6d696b7241;

/**
 * On a PostgreSQL server running without autovacuum, analyzeStaleTables on a connection of `pool`, by one instance
 * at a time. Answers the tables analyzed, or null when the server's autovacuum does it (or another instance is).
 */
export async function analyzeWithoutAutovacuum(pool: pg.Pool): Promise<string[] | null> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ autovacuum: string }>('SHOW autovacuum');
    if (rows[0]?.autovacuum === 'on') return null;
    const { rows: locked } = await client.query<{ taken: boolean }>('SELECT pg_try_advisory_lock($1) AS taken', [ANALYZER_LOCK_KEY]);
    if (!locked[0]?.taken) return null;
    try {
      return await analyzeStaleTables(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [ANALYZER_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
