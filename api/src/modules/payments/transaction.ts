// A payment's transaction in two messages to PostgreSQL (ADR 0013): the opening statement travels with the
// BEGIN, the writing statement (which takes the folio) with the COMMIT. Between them the API prices the
// payment; nothing outside the database runs while the folio counter is locked. Both statements are
// prepared once per connection with SQL PREPARE, since only the simple protocol carries several statements
// in one message, and EXECUTE then reuses the plan.
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase, Database, Executor } from '../../db/client';
import * as schema from '../../db/schema/index';
import { rowsOf } from '../store/shared/db';

/** A statement whose text never changes (its values do); `name` is its prepared name on a connection. */
export interface FixedStatement {
  name: string;
  text: string;
}

/** How a payment's transaction runs its statements. */
export interface PaymentStatements {
  /** Drizzle on the same transaction, for what only a refusal reads (after `first`). */
  db: Executor;
  /** The transaction's first statement (on PostgreSQL sent with the BEGIN). */
  first<R>(statement: FixedStatement, values: unknown[]): Promise<R[]>;
  /** The transaction's last statement (on PostgreSQL sent with the COMMIT). */
  last<R>(statement: FixedStatement, values: unknown[]): Promise<R[]>;
}

/** A fixed statement as drizzle SQL ($n placeholders become parameters). */
function asSql(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`)));
}

/** Fixed statements on a drizzle transaction (PGlite, or tests): ordinary statements with parameters. */
export function onExecutor(db: Executor): PaymentStatements {
  const run = <R>(statement: FixedStatement, values: unknown[]) => rowsOf<R>(db, asSql(statement.text, values));
  return { db, first: run, last: run };
}

/**
 * A value written into an EXECUTE: integers as they are, text quoted by the driver (JSON travels as text),
 * arrays of integers as an array literal, null as NULL. The prepared statement's casts give them their types.
 */
export function literal(client: Pick<pg.PoolClient, 'escapeLiteral'>, value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string') return client.escapeLiteral(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (Array.isArray(value) && value.every((item) => typeof item === 'number' && Number.isSafeInteger(item))) return `'{${value.join(',')}}'`;
  throw new Error(`payments: a value of type ${typeof value} cannot be sent as a literal`);
}

/** The statements already PREPAREd on each pooled connection. */
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();
/** A drizzle executor per pooled connection (made once: the schema's relations are worked out on creation). */
const executors = new WeakMap<pg.PoolClient, Database>();

function executorOf(client: pg.PoolClient): Database {
  let db = executors.get(client);
  if (!db) {
    db = drizzle({ client, schema });
    executors.set(client, db);
  }
  return db;
}

/** Names its prepared statements apart from the driver's own (which share the connection's namespace). */
const preparedName = (statement: FixedStatement) => `sql_${statement.name}`;

/**
 * Runs `work` in one transaction: on PostgreSQL on a pooled connection of its own, `first` sent with the BEGIN
 * and `last` with the COMMIT (a transaction `work` leaves without `last` is committed after it); on PGlite in a
 * drizzle transaction, where the database is in this process and there is no round trip to save.
 */
export async function inPaymentTransaction<T>(database: AppDatabase, work: (statements: PaymentStatements) => Promise<T>): Promise<T> {
  const pool = database.pool;
  if (!pool) return database.db.transaction((tx) => work(onExecutor(tx)));
  const client = await pool.connect();
  const prepared = preparedOn.get(client) ?? new Set<string>();
  preparedOn.set(client, prepared);
  let begun = false;
  let committed = false;
  let lost: Error | undefined;
  /** One simple-protocol message: PREPARE on the connection's first use, then `before`, EXECUTE and `after`. */
  const send = async <R>(statement: FixedStatement, values: unknown[], before: string, after: string): Promise<R[]> => {
    const name = preparedName(statement);
    const preparing = !prepared.has(name);
    const execute = `EXECUTE ${name}(${values.map((value) => literal(client, value)).join(', ')})`;
    const text = [preparing ? `PREPARE ${name} AS ${statement.text}` : '', before, execute, after].filter(Boolean).join(';\n');
    let results: pg.QueryResult | pg.QueryResult[];
    try {
      results = (await client.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
    } catch (error) {
      // Whether the PREPARE went through before the failure is unknown: the connection is not reused.
      if (preparing) lost = error as Error;
      throw error;
    }
    if (preparing) prepared.add(name);
    const list = Array.isArray(results) ? results : [results];
    // The EXECUTE's result: the last one, or the one before the COMMIT's.
    const result = list[list.length - (after ? 2 : 1)];
    if (!result) throw new Error(`payments: ${statement.name} gave no result`);
    return result.rows as R[];
  };
  const statements: PaymentStatements = {
    db: executorOf(client),
    first: async <R>(statement: FixedStatement, values: unknown[]) => {
      if (begun) throw new Error('payments: the transaction has begun already');
      begun = true;
      return send<R>(statement, values, 'BEGIN', '');
    },
    last: async <R>(statement: FixedStatement, values: unknown[]) => {
      if (!begun) throw new Error('payments: the transaction has not begun');
      const rows = await send<R>(statement, values, '', 'COMMIT');
      committed = true;
      return rows;
    },
  };
  try {
    const result = await work(statements);
    if (begun && !committed) await client.query('COMMIT');
    committed = true;
    return result;
  } catch (error) {
    // After a failed COMMIT the transaction is over already, and before a BEGIN there is none (ROLLBACK then only warns).
    if (begun && !committed) await client.query('ROLLBACK').catch((rollbackError: Error) => (lost = rollbackError));
    throw error;
  } finally {
    // A connection that could not roll back (or may hold a half-made statement) is dropped, not returned to the pool.
    client.release(lost);
  }
}
