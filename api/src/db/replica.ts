// The read replica (DATABASE_REPLICA_URL): a second pool that only explicitly marked reads use (reports,
// dashboards, exports), with the rule that decides, read by read, whether the replica may answer it. A marked
// read goes to the replica only when the replica is up, not lagging past its bound, and has replayed the
// primary's flushed position as of the moment the read starts (waited for at most `waitMs`): so a report asked
// right after the caller's own payment already counts it. Otherwise it reads the primary, which is always right.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { isDatabaseUnavailable } from '../plugins/errors';
import type { Database } from './client';
import * as schema from './schema/index';

export interface ReadReplicaOptions {
  url: string;
  /** Connections kept to the replica per instance. */
  poolSize?: number;
  /** Past this lag the replica is left aside and marked reads go to the primary until it catches up. */
  maxLagMs: number;
  /** How long a marked read waits for the replica to replay the primary's position before reading the primary. */
  waitMs: number;
  /** How often the replica's state is probed (default 1 s). */
  checkEveryMs?: number;
  /** Hook for a client made by the pool (the pooled topology strips statement names from it). */
  onClient?: (client: pg.PoolClient) => void;
}

/** up: reads may go to it; lagging: it replays but too far behind; down: unreachable or not a standby. */
export type ReplicaState = 'up' | 'lagging' | 'down';

export interface ReplicaStatus {
  state: ReplicaState;
  /** Where marked reads go now. */
  reads: 'replica' | 'primary';
  /** How long the replica has been missing WAL the primary had flushed (0 when caught up); null while down. */
  lagMs: number | null;
  /** Why it is not used, in the operator's words (Spanish, as the rest of the readiness output). */
  reason?: string;
}

/** Marked reads served by each side since start (the readiness output and the scale test read them). */
export interface ReplicaCounters {
  replica: number;
  primary: number;
}

export interface ReadReplica {
  /**
   * Runs a read on the replica when the rule allows, else on the primary. A read that fails because the replica's
   * connection was lost is run again on the primary, unless `retry` is false (a streamed export that has already
   * written part of its answer).
   */
  read<T>(work: (db: Database) => Promise<T>, options?: { retry?: boolean }): Promise<T>;
  status(): ReplicaStatus;
  counters(): ReplicaCounters;
  /** Probes the replica now (the monitor does it every `checkEveryMs`); answers the new status. */
  check(): Promise<ReplicaStatus>;
  close(): Promise<void>;
}

/** A WAL position ('16/B374D848') as a number of bytes. */
export function lsnBytes(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  if (high === undefined || low === undefined) throw new Error(`not a WAL position: ${lsn}`);
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** How long positions of the primary are remembered to date the replica's lag. */
const HISTORY_MS = 10 * 60_000;
/** Between two polls of the replica's replay position while a read waits for it. */
const WAIT_POLL_MS = 5;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function openReadReplica(primary: Database, options: ReadReplicaOptions): ReadReplica {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 5,
    // A stopped replica must cost a read milliseconds, not the driver's default wait.
    connectionTimeoutMillis: 1_000,
    application_name: 'mikro-replica-reads',
  });
  pool.on('error', (error) => console.warn(`Réplica: conexión inactiva cerrada (${error.message})`));
  pool.on('connect', (client) => {
    client.on('error', (error) => console.warn(`Réplica: conexión perdida (${error.message})`));
    options.onClient?.(client);
  });
  const replica: Database = drizzle(pool, { schema });

  /** Primary positions sampled by the monitor, oldest first: when the primary first had each. */
  const history: { at: number; lsn: bigint }[] = [];
  let current: ReplicaStatus = { state: 'down', reads: 'primary', lagMs: null, reason: 'aún no se ha consultado' };
  let replayed = -1n;
  const served: ReplicaCounters = { replica: 0, primary: 0 };

  const primaryPosition = async (): Promise<bigint> => {
    const result = (await primary.execute(sql`SELECT pg_current_wal_flush_lsn()::text AS lsn`)) as unknown as { rows: { lsn: string }[] };
    const row = result.rows[0];
    if (!row) throw new Error('the primary gave no WAL position');
    return lsnBytes(row.lsn);
  };

  /** The replica's replayed position, or null when it is not a standby (a promoted or misnamed server). */
  const replayPosition = async (): Promise<bigint | null> => {
    const result = await pool.query<{ standby: boolean; replayed: string | null }>(
      'SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS replayed',
    );
    const row = result.rows[0];
    if (!row?.standby || row.replayed === null) {
      replayed = -1n;
      return null;
    }
    // Taken as it is, not as a high-water mark: a replica rebuilt from a new base backup starts behind again.
    replayed = lsnBytes(row.replayed);
    return replayed;
  };

  const down = (reason: string): ReplicaStatus => {
    replayed = -1n;
    return (current = { state: 'down', reads: 'primary', lagMs: null, reason });
  };

  const check = async (): Promise<ReplicaStatus> => {
    let primaryAt: bigint;
    try {
      primaryAt = await primaryPosition();
    } catch (error) {
      // The primary's own trouble is the readiness probe's business; the replica's state stays as it was.
      console.warn(`Réplica: no se pudo leer la posición del primario (${(error as Error).message})`);
      return current;
    }
    const now = Date.now();
    const last = history.at(-1);
    if (!last || primaryAt > last.lsn) history.push({ at: now, lsn: primaryAt });
    while (history.length > 1 && history[0]!.at < now - HISTORY_MS) history.shift();
    let position: bigint | null;
    try {
      position = await replayPosition();
    } catch (error) {
      return down(`réplica inaccesible (${(error as Error).message})`);
    }
    if (position === null) return down('el servidor de DATABASE_REPLICA_URL no es una réplica en recuperación');
    // The lag is how long ago the primary first had WAL the replica has not replayed yet.
    const missing = history.find((sample) => sample.lsn > position);
    const lagMs = missing ? Date.now() - missing.at : 0;
    if (missing && lagMs > options.maxLagMs) {
      current = { state: 'lagging', reads: 'primary', lagMs, reason: `la réplica va ${lagMs} ms atrás (límite ${options.maxLagMs} ms)` };
    } else {
      current = { state: 'up', reads: 'replica', lagMs };
    }
    return current;
  };

  let checking: Promise<ReplicaStatus> | null = null;
  const checkOnce = () => (checking ??= check().finally(() => (checking = null)));
  const monitor = setInterval(() => void checkOnce(), options.checkEveryMs ?? 1_000);
  monitor.unref();
  void checkOnce();

  /** Whether the replica reaches `target` within the wait bound. */
  const reaches = async (target: bigint): Promise<boolean> => {
    const deadline = Date.now() + options.waitMs;
    while (replayed < target) {
      if (Date.now() >= deadline) return false;
      try {
        const position = await replayPosition();
        if (position === null) {
          down('el servidor de DATABASE_REPLICA_URL no es una réplica en recuperación');
          return false;
        }
        if (position >= target) return true;
      } catch (error) {
        down(`réplica inaccesible (${(error as Error).message})`);
        return false;
      }
      await delay(WAIT_POLL_MS);
    }
    return true;
  };

  const onPrimary = <T>(work: (db: Database) => Promise<T>) => {
    served.primary += 1;
    return work(primary);
  };

  return {
    async read(work, readOptions) {
      if (current.state !== 'up') return onPrimary(work);
      if (!(await reaches(await primaryPosition()))) return onPrimary(work);
      try {
        const answer = await work(replica);
        served.replica += 1;
        return answer;
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        down(`réplica inaccesible (${(error as Error).message})`);
        if (readOptions?.retry === false) throw error;
        return onPrimary(work);
      }
    },
    status: () => current,
    counters: () => ({ ...served }),
    check: checkOnce,
    async close() {
      clearInterval(monitor);
      await checking?.catch(() => undefined);
      await pool.end();
    },
  };
}
