// Opens the database: embedded PGlite (a folder, or memory for tests) or a PostgreSQL server. Same drizzle API on both.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { analyzeStaleTables, analyzeWithoutAutovacuum, ANALYZE_INTERVAL_MS } from './analyzer';
import { lockDataDir } from './lock';
import { openReadReplica, type ReadReplica, type ReadReplicaOptions } from './replica';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Database | Transaction;
export type DatabaseKind = 'pglite' | 'postgres';

export interface AppDatabase {
  db: Database;
  kind: DatabaseKind;
  /**
   * The PostgreSQL connection pool (null on PGlite), for work that holds one connection itself and names its
   * statements (the fixed transactions): the DATABASE_DIRECT_URL pool when the API sits behind a transaction-mode
   * pooler, else the one pool.
   */
  pool: pg.Pool | null;
  /** The read replica of DATABASE_REPLICA_URL, for explicitly marked reads (absent: every read is the primary's). */
  replica?: ReadReplica;
  /** Applies pending migrations of api/drizzle. */
  migrate(): Promise<void>;
  /**
   * Runs `work` (migrations + seed at start-up) while holding a PostgreSQL advisory lock, so instances starting
   * together on one database take turns instead of racing the DDL. On PGlite the folder lock already excludes others.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Subscribes to the access-change channel (AUTH_CHANGES_CHANNEL), which database triggers notify when a session,
   * user, role, permission or branch-office access changes. `message` gets each payload; `live` says whether
   * messages from every writer are being received (false until listening, and while the listener reconnects).
   * On PostgreSQL every pooled connection listens too, so this instance's own change is seen before its commit
   * resolves; on PGlite (one process, one connection) that holds by construction. Answers the unsubscription.
   */
  onAccessChange(listener: AccessChangeListener): () => void;
  close(): Promise<void>;
}

export interface AccessChangeListener {
  message(payload: string): void;
  live(receiving: boolean): void;
}

/** The channel the access-change triggers notify (migration 0019): 's:<session>', 'u:<user>', 'r:<role>' or '*'. */
export const AUTH_CHANGES_CHANNEL = 'mikro_auth_changes';

/** application_name of the dedicated listener connection (pg_stat_activity tells it apart). */
export const ACCESS_LISTENER_NAME = 'mikro-access-listener';

/** How long the PostgreSQL listener waits before connecting again after losing its connection. */
const LISTENER_RETRY_MS = 1_000;

/** Fans the channel's messages and its live state out to the subscribers. */
class AccessChanges {
  private readonly listeners = new Set<AccessChangeListener>();
  private receiving = false;

  subscribe(listener: AccessChangeListener): () => void {
    this.listeners.add(listener);
    listener.live(this.receiving);
    return () => {
      this.listeners.delete(listener);
    };
  }

  message(payload: string): void {
    for (const listener of this.listeners) listener.message(payload);
  }

  live(receiving: boolean): void {
    if (receiving === this.receiving) return;
    this.receiving = receiving;
    for (const listener of this.listeners) listener.live(receiving);
  }
}

/**
 * A dedicated PostgreSQL connection that LISTENs to the access-change channel and reconnects when lost, so the
 * changes written by any instance reach this one even while the pool has no idle connection.
 */
function startListener(url: string, changes: AccessChanges): { stop(): Promise<void> } {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async () => {
    retry = null;
    if (stopped) return;
    const next = new pg.Client({ connectionString: url, application_name: ACCESS_LISTENER_NAME });
    client = next;
    const lost = () => {
      if (client !== next) return;
      client = null;
      changes.live(false);
      next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(), LISTENER_RETRY_MS);
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (notification) => {
      if (notification.channel === AUTH_CHANGES_CHANNEL && notification.payload !== undefined) changes.message(notification.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${AUTH_CHANGES_CHANNEL}`);
      if (client === next && !stopped) changes.live(true);
    } catch {
      lost();
    }
  };
  void connect();
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      changes.live(false);
      await current?.end().catch(() => undefined);
    },
  };
}

/** Key of the start-up advisory lock (any constant bigint; "mikro" in ASCII). */
export const STARTUP_LOCK_KEY = 0x6d696b726f;

/** Prepared statements a pooled PostgreSQL connection keeps at most before the least recently used is dropped. */
export const PREPARED_STATEMENTS_PER_CONNECTION = 200;

interface NamedStatementClient {
  query(config: { name?: string; text: string; values?: unknown[] } | string): Promise<{ rows: unknown[] }>;
  connection?: { parsedStatements?: Record<string, string> };
}

const preparedByClient = new WeakMap<object, Map<string, true>>();

/** Connections through a transaction-mode pooler, whose statements are sent unnamed (sendUnnamed). */
const unnamedClients = new WeakSet<object>();

function withoutName(config: unknown): unknown {
  // A Query object of its own (a cursor, a stream) is the driver's business and passes as it is.
  if (!config || typeof config !== 'object' || !('name' in config) || 'submit' in config) return config;
  const copy: Record<string, unknown> = { ...config };
  delete copy.name;
  return copy;
}

/**
 * Behind PgBouncer in transaction mode each transaction may run on another server connection, so a statement the
 * driver prepared under a name on one is unknown on the next ("prepared statement does not exist"). A connection
 * marked here sends every statement unnamed: parsed and planned each time, valid wherever it lands.
 */
export function sendUnnamed(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  Object.assign(client, { query: (config: unknown, ...rest: unknown[]) => query(withoutName(config), ...rest) });
  unnamedClients.add(client);
}

/**
 * Runs a named (prepared) statement on a pooled PostgreSQL connection, keeping at most
 * PREPARED_STATEMENTS_PER_CONNECTION of them per connection: each distinct SQL text the server prepares costs
 * backend memory until the connection closes, so the least recently used one is DEALLOCATEd first.
 */
export async function queryPrepared<R>(pool: pg.Pool, statement: { name: string; text: string; values: unknown[] }): Promise<{ rows: R[] }> {
  const client = await pool.connect();
  try {
    return await queryPreparedOn<R>(client, statement);
  } finally {
    // pg-pool discards a connection that is no longer queryable (lost mid-query) instead of reusing it.
    client.release();
  }
}

/** queryPrepared on a connection already checked out (e.g. inside its transaction). */
export async function queryPreparedOn<R>(client: pg.PoolClient, statement: { name: string; text: string; values: unknown[] }): Promise<{ rows: R[] }> {
  if (unnamedClients.has(client)) return (await client.query({ text: statement.text, values: statement.values })) as unknown as { rows: R[] };
  const named = client as unknown as NamedStatementClient;
  let lru = preparedByClient.get(client);
  if (!lru) {
    lru = new Map();
    preparedByClient.set(client, lru);
  }
  if (lru.has(statement.name)) {
    lru.delete(statement.name);
  } else {
    while (lru.size >= PREPARED_STATEMENTS_PER_CONNECTION) {
      const oldest = lru.keys().next().value as string;
      lru.delete(oldest);
      await named.query(`DEALLOCATE ${oldest}`);
      if (named.connection?.parsedStatements) delete named.connection.parsedStatements[oldest];
    }
  }
  lru.set(statement.name, true);
  return (await client.query(statement)) as unknown as { rows: R[] };
}

/** A pg client that is checked out when PostgreSQL drops it must not crash the process. */
function guardClient(client: pg.PoolClient | pg.Client): void {
  client.on('error', (error) => console.warn(`PostgreSQL: conexión perdida (${error.message})`));
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * PGlite loads the trigram extension it ships (contrib pg_trgm), so the point of sale's search by name or code
 * (LIKE '%text%') is answered from the trigram indexes of migration 0020 instead of a scan of every product.
 */
const PGLITE_OPTIONS = { extensions: { pg_trgm } };

export interface PostgresOptions {
  kind: 'postgres';
  /** Ordinary queries: the server, or PgBouncer in transaction mode when `directUrl` is given too. */
  url: string;
  poolSize?: number;
  /**
   * Set when `url` is a transaction-mode pooler: a connection that keeps its session (the server itself or a
   * session-mode pool) for what transaction pooling breaks: the access-change listener, the start-up advisory
   * lock with the migrations, and the fixed transactions' prepared statements (ADR 0023).
   */
  directUrl?: string;
  directPoolSize?: number;
  /** A streaming replica for the marked reads (ADR 0024). */
  replica?: Omit<ReadReplicaOptions, 'onClient'>;
}

export type OpenDatabaseOptions =
  | PostgresOptions
  | { kind: 'pglite'; dataDir: string }
  /** In memory, empty until migrated. */
  | { kind: 'pglite-memory' };

export async function openDatabase(options: OpenDatabaseOptions): Promise<AppDatabase> {
  if (options.kind === 'postgres') {
    // Every pooled connection listens to the access-change channel before its first use: PostgreSQL delivers a
    // transaction's own notifications to its connection before the COMMIT completes, so this instance forgets a
    // revoked session before the request that revoked it answers.
    const changes = new AccessChanges();
    const listening = async (client: pg.ClientBase) => {
      client.on('notification', (notification) => {
        if (notification.channel === AUTH_CHANGES_CHANNEL && notification.payload !== undefined) changes.message(notification.payload);
      });
      await client.query(`LISTEN ${AUTH_CHANGES_CHANNEL}`);
    };
    // Behind a transaction-mode pooler a LISTEN would be left on whichever server connection ran it: the ordinary
    // pool neither listens nor names its statements, and the session-bound work gets the direct pool.
    const pooled = options.directUrl !== undefined;
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20, ...(pooled ? {} : { onConnect: listening }) });
    // At least two: the start-up lock holds one while the migrations run on another.
    const direct = pooled ? new pg.Pool({ connectionString: options.directUrl, max: Math.max(2, options.directPoolSize ?? 5), onConnect: listening }) : pool;
    for (const each of new Set([pool, direct])) {
      // An idle connection the server closes (restart, failover, admin command) must not crash the process:
      // the pool drops it and opens a new one on the next query.
      each.on('error', (error) => console.warn(`PostgreSQL: conexión inactiva cerrada por el servidor (${error.message})`));
      // The pool's listener covers idle connections only: a connection checked out by a request (or held by a
      // transaction) emits 'error' on itself when the server terminates it, and an unhandled 'error' event
      // ends the process. Every connection gets its own listener; the failed query rejects and answers 503.
      each.on('connect', guardClient);
    }
    if (pooled) pool.on('connect', sendUnnamed);
    let listener: { stop(): Promise<void> } | null = null;
    // A server without autovacuum leaves the statistics as the first rows found them (see db/analyzer.ts).
    let analyzing: Promise<unknown> = Promise.resolve();
    const analyzer = setInterval(() => {
      analyzing = analyzeWithoutAutovacuum(direct).catch((error: Error) => console.warn(`PostgreSQL: ANALYZE falló (${error.message})`));
    }, ANALYZE_INTERVAL_MS);
    analyzer.unref();
    const db = drizzlePg(pool, { schema });
    const replica = options.replica ? openReadReplica(db, { ...options.replica, ...(pooled ? { onClient: sendUnnamed } : {}) }) : undefined;
    return {
      db,
      kind: 'postgres',
      pool: direct,
      ...(replica ? { replica } : {}),
      onAccessChange: (subscriber) => {
        listener ??= startListener(options.directUrl ?? options.url, changes);
        return changes.subscribe(subscriber);
      },
      // Migrations run on the session that holds the start-up lock's server, never split across pooled ones.
      migrate: () => migratePg(pooled ? drizzlePg(direct, { schema }) : db, { migrationsFolder }),
      withStartupLock: async (work) => {
        const client = await direct.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          try {
            return await work();
          } finally {
            await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
          }
        } finally {
          client.release();
        }
      },
      close: async () => {
        clearInterval(analyzer);
        await analyzing;
        await listener?.stop();
        await replica?.close();
        await pool.end();
        if (direct !== pool) await direct.end();
      },
    };
  }
  let releaseLock: (() => Promise<void>) | undefined;
  let client: PGlite;
  if (options.kind === 'pglite') {
    mkdirSync(options.dataDir, { recursive: true });
    releaseLock = await lockDataDir(options.dataDir);
    try {
      client = await PGlite.create(join(options.dataDir, 'pglite'), PGLITE_OPTIONS);
    } catch (error) {
      await releaseLock();
      throw error;
    }
  } else {
    client = await PGlite.create(PGLITE_OPTIONS);
  }
  // One process owns the folder and every write goes through this one connection, which hears its own notifications
  // before each statement's promise resolves.
  const changes = new AccessChanges();
  const unlisten = await client.listen(AUTH_CHANGES_CHANNEL, (payload) => changes.message(payload));
  changes.live(true);
  const db = drizzlePglite(client, { schema });
  const pglite = client;
  let analyzing: Promise<unknown> = Promise.resolve();
  const analyze = () => (analyzing = analyzing.then(() => analyzeStaleTables(pglite)).catch((error: Error) => console.warn(`PGlite: ANALYZE falló (${error.message})`)));
  const analyzer = setInterval(() => void analyze(), ANALYZE_INTERVAL_MS);
  analyzer.unref();
  return {
    db,
    kind: 'pglite',
    pool: null,
    onAccessChange: (subscriber) => changes.subscribe(subscriber),
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
      await analyze();
    },
    withStartupLock: (work) => work(),
    close: async () => {
      clearInterval(analyzer);
      await analyzing;
      await unlisten().catch(() => undefined);
      await client.close();
      await releaseLock?.();
    },
  };
}
