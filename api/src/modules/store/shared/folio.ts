// Folios without gaps or duplicates: a counter row per company and series, advanced inside the
// document's own transaction (the row lock serialises concurrent documents; a rollback gives the number back).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { rowsOf } from './db';

export async function nextFolio(db: Executor, companyId: number, serie: string, first = 1): Promise<number> {
  const [row] = await rowsOf<{ folio: number }>(
    db,
    sql`INSERT INTO store_folio_counters (company_id, serie, next) VALUES (${companyId}, ${serie}, ${first + 1})
        ON CONFLICT (company_id, serie) DO UPDATE SET next = store_folio_counters.next + 1
        RETURNING next - 1 AS folio`,
  );
  return Number(row.folio);
}

/** The sales series of a branch office, e.g. "V1". */
export const saleSerie = (branchOfficeId: number) => `V${branchOfficeId}`;
