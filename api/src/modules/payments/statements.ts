// The payment's fixed statements (ADR 0013). The same texts run on PGlite (as drizzle SQL with parameters), on
// PostgreSQL (prepared once per connection; the opening sent with the BEGIN, the writing and folio statements
// with the COMMIT) and in the bench's pgbench ceiling (print-payment-sql.ts). Every parameter is cast where it
// is used, so PREPARE knows its type.
import { APPLICATION_FORM, EXTRA_CHARGE_KIND } from '@mikro/domain';
import { WRITE_PAYMENT_INCOME } from './income-rollup';
import { WRITE_PAYMENT_PAID } from './paid-amount';
import { CONTEXT_COLUMNS_TEXT, CONTEXT_JOINS_TEXT } from './pricing';
import type { FixedStatement } from './transaction';

/** An extra charge as chargeBookOf reads it (BookRow), numbers and days as text like drizzle answers them. */
const chargeJson = (extra = '') => `json_build_object('id', ec.id, 'name', ec.name, 'quantity', ec.quantity::text,
      'typeApplication', ec.type_application, 'operation', ec.operation, 'startDay', ec.start_day, 'endDay', ec.end_day,
      'startDate', ec.start_date::text, 'endDate', ec.end_date::text, 'isActive', ec.is_active, 'applicationForm', ec.application_form,
      'kind', t.kind, 'extraChargesCampusId', ec.extra_charges_campus_id, 'extraChargesCycleId', ec.extra_charges_cycle_id${extra})`;

/**
 * What a payment reads before it writes, in one statement: the Idempotency-Key claimed (`claimed_key` 0 when
 * another request holds it; nothing else is then touched), the payment's id, the requested charges claimed —
 * locked in id order (no deadlock between two cashiers) and marked paid by this payment when still pending —
 * and, for those claimed, everything pricing and the receipt read: their pricing context, the company's active
 * automatic charges and the manual ones asked for, the paying students' scholarships, their families' names,
 * the receipt's heading and the cashier's name; and the ids of the lines and methods to write. `created_at` is
 * the transaction's time, the payment's. Fewer charges than asked means another payment won them.
 */
function openingStatement(withKey: boolean): FixedStatement {
  // $1 company, $2 module, $3 charge ids, $4 manual charge ids, $5 branch office, $6 user, $7 number of methods;
  // with a key $8 key, $9 scope, $10 status.
  const claim = withKey
    ? `claim AS (
        INSERT INTO idempotency_keys (company_id, key, scope, user_id, status_code) VALUES ($1::int, $8::text, $9::text, $6::int, $10::int)
        ON CONFLICT DO NOTHING RETURNING 1),`
    : '';
  const claimed = withKey ? 'EXISTS (SELECT FROM claim)' : 'true';
  return {
    name: withKey ? 'payment_opening_key' : 'payment_opening',
    text: `WITH ${claim}
    payment AS MATERIALIZED (SELECT nextval(pg_get_serial_sequence('charge_payments', 'id'))::int AS id WHERE ${claimed}),
    claimed AS (
      UPDATE charges SET status = 'paid', payment_id = (SELECT id FROM payment), updated_at = now()
      WHERE id IN (SELECT id FROM charges WHERE id = ANY($3::int[]) AND company_id = $1::int AND module = $2::smallint AND status = 'pending'
                   AND ${claimed} ORDER BY id FOR UPDATE)
        AND status = 'pending'
      RETURNING *),
    paying AS MATERIALIZED (SELECT ${CONTEXT_COLUMNS_TEXT} FROM claimed c ${CONTEXT_JOINS_TEXT})
    SELECT ${withKey ? '(SELECT count(*) FROM claim)::int' : 'NULL::int'} AS claimed_key, (SELECT id FROM payment) AS payment_id, now() AS created_at,
      (SELECT json_agg(p ORDER BY p.id) FROM paying p) AS charges,
      (SELECT json_agg(${chargeJson()} ORDER BY ec.id)
        FROM extra_charges ec JOIN extra_charge_types t ON t.id = ec.extra_charges_type_id
        WHERE ec.company_id = $1::int AND ec.is_active AND ec.deleted_at IS NULL
          AND (ec.application_form = ${APPLICATION_FORM.Automatic} OR ec.id = ANY($4::int[]))) AS book,
      (SELECT json_agg(${chargeJson(", 'studentId', ss.student_id, 'conceptIds', ss.concept_ids")} ORDER BY ss.id)
        FROM student_scholarships ss JOIN extra_charges ec ON ec.id = ss.extra_charge_id JOIN extra_charge_types t ON t.id = ec.extra_charges_type_id
        WHERE ss.company_id = $1::int AND ss.student_id IN (SELECT student_id FROM paying) AND ss.is_active
          AND ec.is_active AND ec.deleted_at IS NULL AND t.kind = ${EXTRA_CHARGE_KIND.Becas}) AS scholarships,
      (SELECT json_agg(json_build_object('id', f.id, 'name', f.name)) FROM families f WHERE f.id IN (SELECT family_id FROM paying)) AS families,
      (SELECT json_build_object(
          'company', json_build_object('name', co.name, 'businessName', co.business_name, 'rfc', co.rfc, 'address', co.address, 'zip', co.zip),
          'branchOffice', json_build_object('id', b.id, 'name', b.name, 'address', b.address))
        FROM companies co JOIN branch_offices b ON b.company_id = co.id WHERE co.id = $1::int AND b.id = $5::int) AS heading,
      coalesce((SELECT name FROM users WHERE id = $6::int), '') AS cashier_name,
      (SELECT array_agg(nextval(pg_get_serial_sequence('charge_payment_lines', 'id'))::int) FROM paying) AS line_ids,
      (SELECT array_agg(nextval(pg_get_serial_sequence('charge_payment_methods', 'id'))::int) FROM generate_series(1, $7::int)
        WHERE EXISTS (SELECT FROM paying)) AS method_ids`,
  };
}

export const OPENING = openingStatement(false);
export const OPENING_WITH_KEY = openingStatement(true);

/**
 * The payment written in one statement with the provisional folio -id: header, lines and methods, given as JSON
 * rows named by their columns, with the ids the opening drew, and with a key its stored answer (the receipt; its
 * folio is read from the payment when the answer is replayed). The same rows add the payment to the income
 * reports' per-day table (income-rollup.ts) and set what the paid charges were paid (paid-amount.ts). All of it
 * before the folio counter is locked.
 */
export const WRITE_PAYMENT: FixedStatement = {
  name: 'payment_write',
  // $1 header, $2 line ids, $3 lines, $4 method ids, $5 methods, $6 key (or null), $7 stored answer (or null).
  text: `WITH header AS (
      INSERT INTO charge_payments (id, company_id, branch_office_id, module, serie, folio, student_id, external_id, family_id, payer_name,
        cashier_id, gross, discounts, surcharges, subtotal, tax, total, received, change, status, stamped, notes, cancel_reason, created_at, updated_at)
      SELECT h.id, h.company_id, h.branch_office_id, h.module, h.serie, -h.id, h.student_id, h.external_id, h.family_id, h.payer_name,
        h.cashier_id, h.gross, h.discounts, h.surcharges, h.subtotal, h.tax, h.total, h.received, h.change, h.status, h.stamped, h.notes,
        h.cancel_reason, h.created_at, h.created_at
      FROM jsonb_populate_record(NULL::charge_payments, $1::jsonb) AS h
      RETURNING id, company_id),
    lines AS (
      INSERT INTO charge_payment_lines (id, payment_id, charge_id, student_id, external_id, concept_name, sat_code, unit_code, unit, year, month,
        quantity, price, base, adjustments, subtotal, tax, total, with_iva, id_concepto_cobro, status, cancel_reason)
      SELECT i.id, header.id, r.charge_id, r.student_id, r.external_id, r.concept_name, r.sat_code, r.unit_code, r.unit, r.year, r.month,
        r.quantity, r.price, r.base, r.adjustments, r.subtotal, r.tax, r.total, r.with_iva, r.id_concepto_cobro, r.status, r.cancel_reason
      FROM header, unnest($2::int[]) WITH ORDINALITY AS i(id, n)
        JOIN jsonb_array_elements($3::jsonb) WITH ORDINALITY AS l(line, n) USING (n),
        jsonb_populate_record(NULL::charge_payment_lines, l.line) AS r
      RETURNING 1),
    methods AS (
      INSERT INTO charge_payment_methods (id, payment_id, method_id, bank_id, amount, applied, reference)
      SELECT i.id, header.id, r.method_id, r.bank_id, r.amount, r.applied, r.reference
      FROM header, unnest($4::int[]) WITH ORDINALITY AS i(id, n)
        JOIN jsonb_array_elements($5::jsonb) WITH ORDINALITY AS m(method, n) USING (n),
        jsonb_populate_record(NULL::charge_payment_methods, m.method) AS r
      RETURNING 1),
    ${WRITE_PAYMENT_INCOME},
    ${WRITE_PAYMENT_PAID},
    stored AS (
      UPDATE idempotency_keys SET response = $7::jsonb
      FROM header WHERE idempotency_keys.company_id = header.company_id AND idempotency_keys.key = $6::text
      RETURNING 1)
    SELECT (SELECT count(*) FROM header)::int AS payments, (SELECT count(*) FROM lines)::int AS lines, (SELECT count(*) FROM methods)::int AS methods,
      (SELECT count(*) FROM stored)::int AS stored`,
};

/**
 * What the desk conceded on the payment's lines (the audit trail), as JSON rows named by their columns; sent
 * between the writing and the folio statements, and only by a payment that concedes something (the usual
 * payment's messages stay as they are).
 */
export const WRITE_CONCESSIONS: FixedStatement = {
  name: 'payment_concessions',
  // $1 concessions.
  text: `INSERT INTO fee_concessions (company_id, branch_office_id, module, payment_id, payment_line_id, charge_id, student_id, external_id,
      kind, name, amount, reason, user_id, created_at)
    SELECT r.company_id, r.branch_office_id, r.module, r.payment_id, r.payment_line_id, r.charge_id, r.student_id, r.external_id,
      r.kind, r.name, r.amount, r.reason, r.user_id, r.created_at
    FROM jsonb_populate_recordset(NULL::fee_concessions, $1::jsonb) AS r
    RETURNING id`,
};

/**
 * The folio, from the series' counter: the transaction's last statement, sent with the COMMIT right after the
 * writing one, so the counter stays locked for this update of the payment and the commit only. A rollback gives
 * the number back: no gaps.
 */
export const FOLIO: FixedStatement = {
  name: 'payment_folio',
  // $1 company, $2 serie, $3 payment id.
  text: `WITH counter AS (
      INSERT INTO store_folio_counters (company_id, serie, next) VALUES ($1::int, $2::text, 2)
      ON CONFLICT (company_id, serie) DO UPDATE SET next = store_folio_counters.next + 1
      RETURNING next - 1 AS folio)
    UPDATE charge_payments SET folio = counter.folio FROM counter WHERE charge_payments.id = $3::int
    RETURNING charge_payments.folio`,
};
