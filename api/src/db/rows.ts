// Reading the rows a statement returned when the statement itself guarantees how many there are: an
// INSERT … RETURNING of one row, an aggregate, a SELECT by a key just written in the same transaction.
// Where a missing row is a business case (an id from the request that may not exist), check it and answer
// 404/409 instead; these are for rows whose absence would be a bug.
import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';

/** The rows a raw SQL statement returned (drizzle's execute answers the driver's result). */
export async function rowsOf<T = Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** The one row a statement always returns; throws (a 500, a bug) if it returned none. */
export function onlyRow<T>(rows: readonly T[], what = 'row'): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`expected a ${what}, the statement returned none`);
  return row;
}
