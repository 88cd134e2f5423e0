// A payment's transaction in two messages to PostgreSQL (ADR 0013): the opening statement travels with the
// BEGIN, the last statements (the writing one, then the folio) with the COMMIT. Between them the API prices the
// payment; nothing outside the database runs while the folio counter is locked. The statements are prepared
// once per connection with SQL PREPARE, since only the simple protocol carries several statements in one
// message, and EXECUTE then reuses the plan.
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

/** A fixed statement with its values. */
export type Step = readonly [FixedStatement, unknown[]];

/** How a payment's transaction runs its statements. */
export interface PaymentStatements {
  /** Drizzle on the same transaction, for what only a refusal reads (after `first`). */
  db: Executor;
  /** The transaction's first statement (on PostgreSQL sent with the BEGIN); its rows. */
  first<R>(statement: FixedStatement, values: unknown[]): Promise<R[]>;
  /** The transaction's last statements, in order (on PostgreSQL sent with the COMMIT, in one message); the rows of each. */
  last(steps: readonly Step[]): Promise<Record<string, unknown>[][]>;
}

/** A fixed statement as drizzle SQL ($n placeholders become parameters). */
function asSql(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`)));
}

/** Fixed statements on a drizzle transaction (PGlite, or tests): ordinary statements with parameters. */
export function onExecutor(db: Executor): PaymentStatements {
  const run = <R>(statement: FixedStatement, values: unknown[]) => rowsOf<R>(db, asSql(statement.text, values));
  return {
    db,
    first: run,
    last: async (steps) => {
      const results: Record<string, unknown>[][] = [];
      for (const [statement, values] of steps) results.push(await run<Record<string, unknown>>(statement, values));
      return results;
    },
  };
}

/** Text as an SQL literal: quotes doubled; with a backslash an E'' literal with it doubled (right whatever standard_conforming_strings says), as the driver's escapeLiteral does, by whole-string replaces. */
function quoteText(text: string): string {
  const quoted = text.replace(/'/g, "''");
  return text.includes('\\') ? ` E'${quoted.replace(/\\/g, '\\\\')}'` : `'${quoted}'`;
}

/**
 * A value written into an EXECUTE: integers as they are, text quoted (JSON travels as text), arrays of integers as
 * an array literal, null as NULL. The prepared statement's casts give them their types.
 */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string') return quoteText(value);
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

/**
 * What the first message sends before its statement. The statements' plans do not depend on their values (ids
 * through primary keys, small catalogues), but the planner's cost comparison keeps re-planning the opening for
 * every execution (its generic estimate for `= ANY($n)` looks dearer), which was more than half of PostgreSQL's CPU per
 * payment: the transaction uses the generic plans.
 */
export const OPENING_MESSAGE = ['BEGIN', 'SET LOCAL plan_cache_mode = force_generic_plan'];

/** Names its prepared statements apart from the driver's own (which share the connection's namespace). */
export const preparedName = (statement: FixedStatement) => `sql_${statement.name}`;

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
  /** One simple-protocol message: PREPARE of what the connection has not prepared yet, `before`, the EXECUTEs and `after`. */
  const send = async (steps: readonly Step[], before: readonly string[], after: readonly string[]): Promise<Record<string, unknown>[][]> => {
    const preparing = [...new Set(steps.map(([statement]) => statement).filter((statement) => !prepared.has(preparedName(statement))))];
    const text = [
      ...preparing.map((statement) => `PREPARE ${preparedName(statement)} AS ${statement.text}`),
      ...before,
      ...steps.map(([statement, values]) => `EXECUTE ${preparedName(statement)}(${values.map(literal).join(', ')})`),
      ...after,
    ].join(';\n');
    let results: pg.QueryResult | pg.QueryResult[];
    try {
      results = (await client.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
    } catch (error) {
      // Whether the PREPAREs went through before the failure is unknown: the connection is not reused.
      if (preparing.length > 0) lost = error as Error;
      throw error;
    }
    for (const statement of preparing) prepared.add(preparedName(statement));
    const list = Array.isArray(results) ? results : [results];
    const executed = list.slice(preparing.length + before.length, preparing.length + before.length + steps.length);
    if (executed.length !== steps.length) throw new Error('payments: a statement gave no result');
    return executed.map((result) => result.rows as Record<string, unknown>[]);
  };
  const statements: PaymentStatements = {
    db: executorOf(client),
    first: async <R>(statement: FixedStatement, values: unknown[]) => {
      if (begun) throw new Error('payments: the transaction has begun already');
      begun = true;
      const [rows] = await send([[statement, values]], OPENING_MESSAGE, []);
      return rows as R[];
    },
    last: async (steps) => {
      if (!begun) throw new Error('payments: the transaction has not begun');
      const rows = await send(steps, [], ['COMMIT']);
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
