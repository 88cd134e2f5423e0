// The school's and academies' income per day, payer and key (table charge_income_rollup, migration 0077,
// ADR 0041): what the income reports by method, concept and inscription (grade, level, group, activity) read
// over long ranges instead of joining every payment with its methods or lines. It is written in the payment's
// own transaction: the payment's writing statement adds it (WRITE_PAYMENT_INCOME, from the same JSON rows it
// writes), and a cancellation takes the payment's part out before it changes anything and puts back what is
// left after (applyPaymentIncome). contributionsSql is the one definition of what a payment contributes; the
// tests compare the table with it after payments and cancellations.
import { sql, type SQL } from 'drizzle-orm';
import { INSTITUTION_TIME_ZONE } from '@mikro/domain';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';

export const INCOME_KIND = { method: 1, concept: 2, inscription: 3, split: 4 } as const;

const ZONE = `'${INSTITUTION_TIME_ZONE.replace(/'/g, "''")}'`;
const COLUMNS = 'company_id, branch_office_id, module, kind, day, cashier_id, payer, key_int, key_text, pagos, importe';
/** The payer as the reports count it: the student, minus the external, or beyond both the payment itself. */
const payerOf = (p: string) => `coalesce(${p}.student_id::bigint, -${p}.external_id::bigint, -2147483648 - ${p}.id::bigint)`;
const dayOf = (p: string) => `(${p}.created_at AT TIME ZONE ${ZONE})::date`;
const inscriptionOf = (p: string) => `coalesce(CASE WHEN ${p}.module = 3 THEN c.school_inscription_id ELSE c.academy_inscription_id END, 0)`;

/**
 * What the payments chosen by `where` (a condition on `p`, a charge payment) contribute, one row per key of the
 * table, already summed over those payments: (company … key_text, pagos, importe). Cancelled payments and
 * cancelled lines contribute nothing.
 */
export function contributionsSql(where: SQL): SQL {
  const head = (p: string) => sql.raw(`${p}.company_id, ${p}.branch_office_id, ${p}.module`);
  const common = sql.raw(`${dayOf('p')} AS day, p.cashier_id, ${payerOf('p')} AS payer`);
  return sql`SELECT k.company_id, k.branch_office_id, k.module, k.kind, k.day, k.cashier_id, k.payer, k.key_int, k.key_text, count(*)::int AS pagos, sum(k.importe) AS importe
    FROM (
      SELECT ${head('p')}, 1::smallint AS kind, ${common}, m.method_id::int AS key_int, ''::varchar AS key_text, sum(m.applied) AS importe
      FROM charge_payments p JOIN charge_payment_methods m ON m.payment_id = p.id
      WHERE p.status <> 'cancelled' AND ${where}
      GROUP BY p.id, m.method_id
      UNION ALL
      SELECT ${head('p')}, 2::smallint, ${common}, 0, l.concept_name, sum(l.total)
      FROM charge_payments p JOIN charge_payment_lines l ON l.payment_id = p.id AND l.status = 'paid'
      WHERE p.status <> 'cancelled' AND ${where}
      GROUP BY p.id, l.concept_name
      UNION ALL
      SELECT ${head('p')}, 3::smallint, ${common}, ${sql.raw(inscriptionOf('p'))}, '', sum(l.total)
      FROM charge_payments p JOIN charge_payment_lines l ON l.payment_id = p.id AND l.status = 'paid' LEFT JOIN charges c ON c.id = l.charge_id
      WHERE p.status <> 'cancelled' AND ${where}
      GROUP BY p.id, 8
      UNION ALL
      SELECT company_id, branch_office_id, module, 4::smallint, day, cashier_id, payer, key_int, id::text, 0
      FROM (SELECT p.id, ${head('p')}, ${common}, ${sql.raw(inscriptionOf('p'))} AS key_int, count(*) OVER (PARTITION BY p.id) AS inscriptions
        FROM charge_payments p JOIN charge_payment_lines l ON l.payment_id = p.id AND l.status = 'paid' LEFT JOIN charges c ON c.id = l.charge_id
        WHERE p.status <> 'cancelled' AND ${where}
        GROUP BY p.id, 8) split
      WHERE inscriptions > 1
    ) k
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9`;
}

/**
 * Rows are added in the order of the table's key, so two payments of one payer, day and cashier at once lock
 * the rows they share in the same order (one waits for the other instead of a deadlock).
 */
const KEY_ORDER = 'kind, key_int, key_text';
const UPSERT = `ON CONFLICT ON CONSTRAINT charge_income_rollup_pk DO UPDATE SET pagos = r.pagos + excluded.pagos, importe = r.importe + excluded.importe`;

/**
 * Adds (sign 1) or takes out (sign -1) what one payment contributes now; rows left at no payment are removed.
 * A cancellation calls it with -1 before it changes the payment and with 1 after, in its transaction.
 */
export async function applyPaymentIncome(tx: Executor, paymentId: number, sign: 1 | -1): Promise<void> {
  await tx.execute(sql`INSERT INTO charge_income_rollup AS r (${sql.raw(COLUMNS)})
    SELECT company_id, branch_office_id, module, kind, day, cashier_id, payer, key_int, key_text, ${sign}::int * pagos, ${sign}::int * importe
    FROM (${contributionsSql(sql`p.id = ${paymentId}`)}) x
    ORDER BY ${sql.raw(KEY_ORDER)}
    ${sql.raw(UPSERT)}`);
  if (sign === -1) {
    await tx.execute(sql`DELETE FROM charge_income_rollup r USING charge_payments p
      WHERE p.id = ${paymentId} AND r.company_id = p.company_id AND r.branch_office_id = p.branch_office_id AND r.module = p.module
        AND r.day = ${sql.raw(dayOf('p'))} AND r.cashier_id = p.cashier_id AND r.payer = ${sql.raw(payerOf('p'))} AND r.pagos = 0`);
  }
}

/**
 * The statements that fill the whole table again from the payments: for the volume seed, which writes its
 * payments by set-based SQL, not through the payment's statement.
 */
export function refillIncomeRollupSql(): SQL[] {
  return [sql`DELETE FROM charge_income_rollup`, sql`INSERT INTO charge_income_rollup (${sql.raw(COLUMNS)}) ${contributionsSql(sql`true`)}`];
}

/** Rows where the table and a computation from the payments differ (none when it is right), for the tests. */
export async function incomeRollupDifferences(db: Executor, companyId: number): Promise<Record<string, unknown>[]> {
  const scope = sql`p.company_id = ${companyId}`;
  return rowsOf(db, sql`SELECT 'missing' AS side, * FROM ((${contributionsSql(scope)}) EXCEPT ALL (SELECT ${sql.raw(COLUMNS)} FROM charge_income_rollup WHERE company_id = ${companyId})) a
    UNION ALL
    SELECT 'extra', * FROM ((SELECT ${sql.raw(COLUMNS)} FROM charge_income_rollup WHERE company_id = ${companyId}) EXCEPT ALL (${contributionsSql(scope)})) b`);
}

/**
 * The part of the payment's writing statement (payments/statements.ts) that adds the payment to the table, from
 * the same JSON rows it writes: $1 the header, $3 the lines, $5 the methods. The same rows as contributionsSql
 * for one payment; a statement cannot read rows its own other parts insert, hence this form.
 */
export const WRITE_PAYMENT_INCOME = `income_lines AS (
      SELECT h.id, l.concept_name, l.total, ${inscriptionOf('h')} AS key_int
      FROM jsonb_populate_record(NULL::charge_payments, $1::jsonb) AS h, jsonb_populate_recordset(NULL::charge_payment_lines, $3::jsonb) AS l
        LEFT JOIN charges c ON c.id = l.charge_id
      WHERE l.status = 'paid'),
    income AS (
      INSERT INTO charge_income_rollup AS r (${COLUMNS})
      SELECT h.company_id, h.branch_office_id, h.module, k.kind, ${dayOf('h')}, h.cashier_id, ${payerOf('h')}, k.key_int, k.key_text, 1, k.importe
      FROM jsonb_populate_record(NULL::charge_payments, $1::jsonb) AS h,
        LATERAL (
          SELECT 1::smallint AS kind, m.method_id::int AS key_int, ''::varchar AS key_text, sum(m.applied) AS importe
          FROM jsonb_populate_recordset(NULL::charge_payment_methods, $5::jsonb) AS m GROUP BY m.method_id
          UNION ALL
          SELECT 2::smallint, 0, i.concept_name, sum(i.total) FROM income_lines i GROUP BY i.concept_name
          UNION ALL
          SELECT 3::smallint, i.key_int, '', sum(i.total) FROM income_lines i GROUP BY i.key_int
          UNION ALL
          SELECT 4::smallint, s.key_int, h.id::text, 0
          FROM (SELECT i.key_int, count(*) OVER () AS inscriptions FROM income_lines i GROUP BY i.key_int) s WHERE s.inscriptions > 1
        ) AS k
      WHERE h.status <> 'cancelled'
      ORDER BY ${KEY_ORDER}
      ${UPSERT}
      RETURNING 1)`;
