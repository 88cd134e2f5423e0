// Writing charges (what an enrolment owes): one multi-row insert per call, chunked for large enrolments.
import type { Executor } from '../../db/client';
import { charges } from '../../db/schema/index';

export type NewCharge = typeof charges.$inferInsert;

const CHUNK = 1000;

/** Inserts charges in chunks of 1,000 rows (one statement each); answers how many were written. */
export async function insertCharges(db: Executor, rows: readonly NewCharge[]): Promise<number> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db.insert(charges).values(rows.slice(start, start + CHUNK));
  }
  return rows.length;
}
