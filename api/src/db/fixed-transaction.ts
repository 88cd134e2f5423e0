// A transaction of fixed statements in few round trips (ADR 0011 checkout, ADR 0013 payments). On PostgreSQL it
// holds one pooled connection of its own, so that several statements can travel in one simple-protocol message
// (their values written into the text as literals): the opening of the transaction with its first statement, the
// last statements with the COMMIT. On PGlite the database is in this process, there is no round trip to save, and
// the same statements run as ordinary ones in a drizzle transaction. Each caller only says how its messages look
// (a TransactionShape); the runner is one.
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql, type SQL } from 'drizzle-orm';
import { queryPreparedOn, type AppDatabase, type Database, type Executor } from './client';
import * as schema from './schema/index';

/** A statement whose text never changes (its values do); `name` is its prepared name on a connection. */
export interface FixedStatement {
  name: string;
  text: string;
}

/** A fixed statement with its values. */
export type Step = readonly [FixedStatement, unknown[]];

/** How a transaction runs its fixed statements. */
export interface FixedStatements {
  /** Drizzle on the same transaction (on PostgreSQL valid once the transaction has begun). */
  db: Executor;
  /** A statement on its own (on PostgreSQL a named statement of the extended protocol, prepared by the driver). */
  run<R>(statement: FixedStatement, values: unknown[]): Promise<R[]>;
  /** The transaction's first statement (on PostgreSQL sent in one message with the opening); its rows. */
  first<R>(statement: FixedStatement, values: unknown[]): Promise<R[]>;
  /** The transaction's last statements, in order (on PostgreSQL sent with the COMMIT, in one message); the rows of each. */
  last(steps: readonly Step[]): Promise<Record<string, unknown>[][]>;
}

/** How a transaction's messages look on PostgreSQL. */
export interface TransactionShape {
  /** Named in the errors of a misused transaction. */
  label: string;
  /** What opens the transaction: BEGIN, then whatever is local to it (SET LOCAL). */
  opening: readonly string[];
  /** 'alone': the opening is its own message, sent before `work` runs; 'with-first': it travels with `first`. */
  openingSent: 'alone' | 'with-first';
  /**
   * How the statements sharing a message are written: 'execute' PREPAREs each once per connection and EXECUTEs it
   * with literal values (the plan is reused); 'text' sends the statement's own text with the literals in it.
   */
  inMessage: InMessage;
  /** How the last statements are written, when not as `inMessage` says. */
  lastInMessage?: InMessage;
}

type InMessage = 'execute' | 'text';

/** A fixed statement as drizzle SQL ($n placeholders become parameters). */
function asSql(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`)));
}

/** Fixed statements on a drizzle executor (a transaction of PGlite or PostgreSQL, or tests), as ordinary statements. */
export function onExecutor(db: Executor): FixedStatements {
  const run = async <R>(statement: FixedStatement, values: unknown[]) => {
    const result = await db.execute(asSql(statement.text, values));
    return (result as unknown as { rows: R[] }).rows;
  };
  return {
    db,
    run,
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
 * A value written into a statement: integers as they are, text quoted (JSON travels as text), booleans, arrays of
 * integers as an array literal, null as NULL. The statement's casts give them their types.
 */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string') return quoteText(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (Array.isArray(value) && value.every((item) => typeof item === 'number' && Number.isSafeInteger(item))) return `'{${value.join(',')}}'`;
  throw new Error(`a value of type ${typeof value} cannot be sent as a literal`);
}

/** A statement's text with its values written in as literals. */
export function withLiterals(statement: FixedStatement, values: unknown[]): string {
  return statement.text.replace(/\$(\d+)/g, (_, n: string) => literal(values[Number(n) - 1]));
}

/**
 * The statements SQL-PREPAREd on each pooled connection. Unlike queryPreparedOn's statements these need no bound:
 * only fixed statements are prepared this way, a handful whatever the traffic.
 */
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();
/** A drizzle executor per pooled connection (made once: the schema's relations are worked out on creation). */
const executors = new WeakMap<pg.PoolClient, Database>();

export function executorOf(client: pg.PoolClient): Database {
  let db = executors.get(client);
  if (!db) {
    db = drizzle({ client, schema });
    executors.set(client, db);
  }
  return db;
}

/** Names SQL-prepared statements apart from the driver's own (which share the connection's namespace). */
export const preparedName = (statement: FixedStatement) => `sql_${statement.name}`;

/**
 * Runs `work` in one transaction: on PostgreSQL on a pooled connection of its own, its messages shaped by `shape`
 * (a transaction `work` leaves without `last` is committed after it); on PGlite in a drizzle transaction. A failure
 * rolls back; a connection that could not roll back, or may hold a half-made prepared statement, is dropped.
 */
export async function inFixedTransaction<T>(database: AppDatabase, shape: TransactionShape, work: (statements: FixedStatements) => Promise<T>): Promise<T> {
  const pool = database.pool;
  if (!pool) return database.db.transaction((tx) => work(onExecutor(tx)));
  const client = await pool.connect();
  const prepared = preparedOn.get(client) ?? new Set<string>();
  preparedOn.set(client, prepared);
  let begun = false;
  let committed = false;
  let lost: Error | undefined;
  /** One simple-protocol message: PREPARE of what the connection lacks (for 'execute'), `before`, the steps and `after`. */
  const send = async (steps: readonly Step[], before: readonly string[], after: readonly string[], how: InMessage): Promise<Record<string, unknown>[][]> => {
    const executing = how === 'execute';
    const preparing = executing ? [...new Set(steps.map(([statement]) => statement).filter((statement) => !prepared.has(preparedName(statement))))] : [];
    const text = [
      ...preparing.map((statement) => `PREPARE ${preparedName(statement)} AS ${statement.text}`),
      ...before,
      ...steps.map(([statement, values]) =>
        executing ? `EXECUTE ${preparedName(statement)}(${values.map(literal).join(', ')})` : withLiterals(statement, values),
      ),
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
    if (executed.length !== steps.length) throw new Error(`${shape.label}: a statement gave no result`);
    return executed.map((result) => result.rows as Record<string, unknown>[]);
  };
  const statements: FixedStatements = {
    db: executorOf(client),
    run: async <R>(statement: FixedStatement, values: unknown[]) => {
      if (!begun) throw new Error(`${shape.label}: the transaction has not begun`);
      return (await queryPreparedOn<R>(client, { ...statement, values })).rows;
    },
    first: async <R>(statement: FixedStatement, values: unknown[]) => {
      if (begun) throw new Error(`${shape.label}: the transaction has begun already`);
      begun = true;
      const [rows] = await send([[statement, values]], shape.opening, [], shape.inMessage);
      return rows as R[];
    },
    last: async (steps) => {
      if (!begun) throw new Error(`${shape.label}: the transaction has not begun`);
      const rows = await send(steps, [], ['COMMIT'], shape.lastInMessage ?? shape.inMessage);
      committed = true;
      return rows;
    },
  };
  try {
    if (shape.openingSent === 'alone') {
      begun = true;
      await client.query(shape.opening.join(';\n'));
    }
    const result = await work(statements);
    if (begun && !committed) await client.query('COMMIT');
    committed = true;
    return result;
  } catch (error) {
    // After a failed COMMIT the transaction is over already, and before a BEGIN there is none (ROLLBACK then only warns).
    if (begun && !committed) await client.query('ROLLBACK').catch((rollbackError: Error) => (lost = rollbackError));
    throw error;
  } finally {
    client.release(lost);
  }
}
