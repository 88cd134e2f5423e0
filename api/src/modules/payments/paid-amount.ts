// What a paid charge's payment paid for it, kept on the charge (charges.paid_amount, migration 0078, ADR 0043):
// the account statements sum it in one pass over the charges instead of looking up, or merging, the paid lines of
// every paid charge (955,000 over five years of the volume seed). The payment's writing statement sets it from the
// same JSON lines it writes (WRITE_PAYMENT_PAID); a cancellation clears it in the very update that puts the charge
// back to pending (cancel.ts). Both are statements of the payment's transaction: the charge's row is already locked
// by the opening (a charge is paid once), so two API instances cannot interleave on it.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * The part of the payment's writing statement that sets the paid amount of the charges its lines pay: $1 the
 * header, $3 the lines (a statement cannot read the lines its other parts insert, hence the JSON).
 */
export const WRITE_PAYMENT_PAID = `paid_charges AS (
      UPDATE charges SET paid_amount = x.total
      FROM (SELECT l.charge_id, sum(l.total) AS total FROM jsonb_populate_recordset(NULL::charge_payment_lines, $3::jsonb) AS l
            WHERE l.status = 'paid' AND l.charge_id IS NOT NULL GROUP BY l.charge_id) x,
        jsonb_populate_record(NULL::charge_payments, $1::jsonb) AS h
      WHERE charges.id = x.charge_id AND charges.payment_id = h.id AND charges.status = 'paid'
      RETURNING 1)`;

/** The paid amount of each charge chosen by `where` (on `c`), computed from the paid lines: what the column must hold. */
function paidAmountSql(where: SQL): SQL {
  return sql`SELECT c.id, (SELECT sum(l.total) FROM charge_payment_lines l WHERE l.payment_id = c.payment_id AND l.charge_id = c.id AND l.status = 'paid') AS paid_amount
    FROM charges c WHERE c.status = 'paid' AND ${where}
    UNION ALL SELECT c.id, NULL FROM charges c WHERE c.status <> 'paid' AND ${where}`;
}

/** Charges whose stored paid amount differs from the one computed from the lines (none when it is right), for the tests. */
export async function paidAmountDifferences(db: Executor, companyId: number): Promise<Record<string, unknown>[]> {
  return rowsOf(db, sql`SELECT x.id, x.paid_amount::text AS computed, c.paid_amount::text AS stored
    FROM (${paidAmountSql(sql`c.company_id = ${companyId}`)}) x JOIN charges c ON c.id = x.id
    WHERE c.paid_amount IS DISTINCT FROM x.paid_amount ORDER BY x.id`);
}
