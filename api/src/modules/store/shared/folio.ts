// Folios without gaps or duplicates: a counter row per company and series, advanced inside the
// document's own transaction (the row lock serialises concurrent documents; a rollback gives the number back).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { onlyRow } from '../../../db/rows';
import { rowsOf } from '../../../db/rows';
import type { IdempotencyClaim } from '../../../shared/idempotency';

/** The sales series of a branch office, e.g. "V1". */
export const saleSerie = (branchOfficeId: number) => `V${branchOfficeId}`;

/**
 * Gives a sale (inserted with a provisional negative folio) its folio in one statement, as the last
 * write of its transaction, so the counter row stays locked only until the commit that follows.
 */
export async function assignSaleFolio(db: Executor, companyId: number, serie: string, saleId: number, first = 1): Promise<{ folio: number; createdAt: Date }> {
  const row = onlyRow(
    await rowsOf<{ folio: number; created_at: string | Date }>(
      db,
      sql`WITH counter AS (
            INSERT INTO store_folio_counters (company_id, serie, next) VALUES (${companyId}, ${serie}, ${first + 1})
            ON CONFLICT (company_id, serie) DO UPDATE SET next = store_folio_counters.next + 1
            RETURNING next - 1 AS folio)
          UPDATE store_sales SET folio = counter.folio FROM counter WHERE store_sales.id = ${saleId}
          RETURNING store_sales.folio, store_sales.created_at`,
    ),
  );
  return { folio: Number(row.folio), createdAt: new Date(row.created_at) };
}

/**
 * assignSaleFolio and the idempotency key's stored response in one statement: the folio counter stays
 * locked one round trip less (the response is the sale as answered, its folio filled in by the database).
 */
export async function assignSaleFolioStoring(
  db: Executor,
  input: { companyId: number; serie: string; saleId: number; claim: IdempotencyClaim; response: object },
): Promise<number> {
  const row = onlyRow(
    await rowsOf<{ folio: number }>(
      db,
      sql`WITH counter AS (
            INSERT INTO store_folio_counters (company_id, serie, next) VALUES (${input.companyId}, ${input.serie}, 2)
            ON CONFLICT (company_id, serie) DO UPDATE SET next = store_folio_counters.next + 1
            RETURNING next - 1 AS folio),
          sale AS (UPDATE store_sales SET folio = counter.folio FROM counter WHERE store_sales.id = ${input.saleId} RETURNING store_sales.folio)
          UPDATE idempotency_keys SET response = jsonb_set(${JSON.stringify(input.response)}::jsonb, '{folio}', to_jsonb(sale.folio))
          FROM sale WHERE idempotency_keys.company_id = ${input.claim.companyId} AND idempotency_keys.key = ${input.claim.key}
          RETURNING sale.folio`,
    ),
  );
  input.claim.stored = true;
  return Number(row.folio);
}
