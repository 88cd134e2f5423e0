// The payment's folio from the company's counter of its series (the store's folio counters table), taken
// as the transaction's last write: no gaps (a rollback gives the number back), no duplicates (row lock).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { rowsOf } from '../store/shared/db';
import type { IdempotencyClaim } from '../store/shared/idempotency';

export async function assignPaymentFolio(
  db: Executor,
  input: { companyId: number; serie: string; paymentId: number; claim: IdempotencyClaim | null; response: object },
): Promise<number> {
  const counter = sql`WITH counter AS (
      INSERT INTO store_folio_counters (company_id, serie, next) VALUES (${input.companyId}, ${input.serie}, 2)
      ON CONFLICT (company_id, serie) DO UPDATE SET next = store_folio_counters.next + 1
      RETURNING next - 1 AS folio),
    payment AS (UPDATE charge_payments SET folio = counter.folio FROM counter WHERE charge_payments.id = ${input.paymentId} RETURNING charge_payments.folio)`;
  if (!input.claim) {
    const row = onlyRow(await rowsOf<{ folio: number }>(db, sql`${counter} SELECT folio FROM payment`), 'payment folio');
    return Number(row.folio);
  }
  // The idempotency key's stored answer is written by the same statement (the counter stays locked one round trip less).
  const rows = await rowsOf<{ folio: number }>(
    db,
    sql`${counter}
        UPDATE idempotency_keys SET response = jsonb_set(${JSON.stringify(input.response)}::jsonb, '{folio}', to_jsonb(payment.folio))
        FROM payment WHERE idempotency_keys.company_id = ${input.claim.companyId} AND idempotency_keys.key = ${input.claim.key}
        RETURNING payment.folio`,
  );
  const row = onlyRow(rows, 'payment folio');
  input.claim.stored = true;
  return Number(row.folio);
}
