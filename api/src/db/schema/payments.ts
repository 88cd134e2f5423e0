// The payment engine shared by the school (module 3) and the academies (module 2): the charges owed,
// the payments that settle them (header with folio, lines, payment methods). Nothing is deleted:
// a cancelled payment line puts its charge back to pending.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './access';
import { academyInscriptions, externals } from './academy';
import { timestamps } from './columns';
import { families, schoolInscriptionConcepts, schoolInscriptions, students } from './school';
import { branchOfficeColumn, companyColumn, money } from './scoping';

/** A charge owed by a student or an external: one month (or the one time) of a concept. */
export const charges = pgTable(
  'charges',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    branchOfficeId: branchOfficeColumn(),
    /** 2 academia, 3 colegio. */
    module: smallint('module').notNull(),
    studentId: integer('student_id').references(() => students.id),
    externalId: integer('external_id').references(() => externals.id),
    schoolInscriptionId: integer('school_inscription_id').references(() => schoolInscriptions.id),
    schoolInscriptionConceptId: integer('school_inscription_concept_id').references(() => schoolInscriptionConcepts.id),
    academyInscriptionId: integer('academy_inscription_id').references(() => academyInscriptions.id),
    /** The school concept or the academy concept charged (idConceptoCobro on academy lines). */
    conceptId: integer('concept_id'),
    name: varchar('name', { length: 150 }).notNull(),
    satCode: varchar('sat_code', { length: 8 }).notNull(),
    unitCode: varchar('unit_code', { length: 3 }).notNull(),
    unit: varchar('unit', { length: 30 }).notNull().default('Servicio'),
    withIva: boolean('with_iva').notNull().default(false),
    quantity: integer('quantity').notNull().default(1),
    price: money('price').notNull(),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    paymentDay: smallint('payment_day').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** pending, paid, cancelled. */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    paymentId: integer('payment_id'),
    /**
     * While the charge is paid: what the paid lines of its payment paid for it (null otherwise, or for a paid charge
     * with no line, which then counts as its amount). Written by the payment's writing statement and cleared by a
     * cancellation, in their transaction (migration 0078, ADR 0043): the account statement sums it in one pass.
     */
    paidAmount: money('paid_amount'),
    cancelReason: text('cancel_reason').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    check('charges_status_ck', sql`${t.status} IN ('pending', 'paid', 'cancelled')`),
    check('charges_module_ck', sql`${t.module} IN (2, 3)`),
    check('charges_price_ck', sql`${t.price} >= 0 AND ${t.quantity} > 0`),
    index('charges_student_idx').on(t.studentId, t.status, t.dueDate),
    index('charges_external_idx').on(t.externalId, t.status),
    index('charges_school_inscription_idx').on(t.schoolInscriptionId),
    index('charges_academy_inscription_idx').on(t.academyInscriptionId),
    index('charges_company_due_idx').on(t.companyId, t.module, t.dueDate),
    // Debts (reports, dashboard): only the pending charges of a branch office, by due date, with every column
    // the debts reports read, so they are answered from the index alone.
    index('charges_pending_cover_idx')
      .on(t.branchOfficeId, t.module, t.dueDate, t.companyId, t.studentId, t.externalId, t.schoolInscriptionId, t.academyInscriptionId, t.price, t.quantity)
      .where(sql`${t.status} = 'pending'`),
    // The account statement's walk by debtor name reaches the charges of no student and no external here (ADR 0043).
    index('charges_no_debtor_idx').on(t.companyId).where(sql`${t.studentId} IS NULL AND ${t.externalId} IS NULL`),
    // Also charges_statement_cover_idx (migration 0078): (branch_office_id, module, due_date) INCLUDE (company_id,
    // status, price, quantity, paid_amount) WHERE status <> 'cancelled', the statement's totals from the index
    // alone; written in SQL only, as drizzle's index builder has no INCLUDE.
    uniqueIndex('charges_inscription_concept_month_uq')
      .on(t.schoolInscriptionConceptId, t.year, t.month)
      .where(sql`${t.status} <> 'cancelled'`),
  ],
);

export const chargePayments = pgTable(
  'charge_payments',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    branchOfficeId: branchOfficeColumn(),
    module: smallint('module').notNull(),
    serie: varchar('serie', { length: 25 }).notNull(),
    /** Provisional negative number until the folio is assigned as the transaction's last write. */
    folio: integer('folio').notNull(),
    studentId: integer('student_id').references(() => students.id),
    externalId: integer('external_id').references(() => externals.id),
    familyId: integer('family_id').references(() => families.id),
    payerName: varchar('payer_name', { length: 400 }).notNull().default(''),
    cashierId: integer('cashier_id').notNull().references(() => users.id),
    gross: money('gross').notNull(),
    discounts: money('discounts').notNull(),
    surcharges: money('surcharges').notNull(),
    subtotal: money('subtotal').notNull(),
    tax: money('tax').notNull(),
    total: money('total').notNull(),
    received: money('received').notNull(),
    change: money('change').notNull(),
    /** paid, partial, cancelled. */
    status: varchar('status', { length: 10 }).notNull().default('paid'),
    /** 1 once an invoice was stamped for it. */
    stamped: smallint('stamped').notNull().default(0),
    notes: text('notes').notNull().default(''),
    cancelReason: text('cancel_reason').notNull().default(''),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    cancelledBy: integer('cancelled_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    check('charge_payments_status_ck', sql`${t.status} IN ('paid', 'partial', 'cancelled')`),
    uniqueIndex('charge_payments_folio_uq').on(t.companyId, t.serie, t.folio),
    index('charge_payments_company_created_idx').on(t.companyId, t.module, t.createdAt),
    // Income (reports, dashboard): the payments of a branch office in a date range, with the columns the income
    // reports read (index-only scans).
    index('charge_payments_income_cover_idx').on(t.branchOfficeId, t.module, t.createdAt, t.status, t.companyId, t.total, t.cashierId, t.studentId, t.externalId),
    index('charge_payments_student_idx').on(t.studentId),
    index('charge_payments_family_idx').on(t.familyId),
  ],
);

export const chargePaymentLines = pgTable(
  'charge_payment_lines',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id').notNull().references(() => chargePayments.id),
    chargeId: integer('charge_id').references(() => charges.id),
    studentId: integer('student_id').references(() => students.id),
    externalId: integer('external_id').references(() => externals.id),
    conceptName: varchar('concept_name', { length: 150 }).notNull(),
    satCode: varchar('sat_code', { length: 8 }).notNull(),
    unitCode: varchar('unit_code', { length: 3 }).notNull(),
    unit: varchar('unit', { length: 30 }).notNull().default('Servicio'),
    year: smallint('year'),
    month: smallint('month'),
    quantity: integer('quantity').notNull(),
    price: money('price').notNull(),
    base: money('base').notNull(),
    /** [{chargeId, name, kind, amount, automatic}] as applied by packages/domain. */
    adjustments: jsonb('adjustments').notNull(),
    subtotal: money('subtotal').notNull(),
    tax: money('tax').notNull(),
    total: money('total').notNull(),
    withIva: boolean('with_iva').notNull().default(false),
    /** Academy lines: the academy concept charged. */
    idConceptoCobro: integer('id_concepto_cobro'),
    /** paid, cancelled. */
    status: varchar('status', { length: 10 }).notNull().default('paid'),
    cancelReason: text('cancel_reason').notNull().default(''),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('charge_payment_lines_payment_idx').on(t.paymentId),
    index('charge_payment_lines_charge_idx').on(t.chargeId),
    // Income by concept, grade or activity (reports, dashboard) read from the index alone.
    index('charge_payment_lines_income_cover_idx').on(t.paymentId, t.status, t.conceptName, t.total, t.chargeId),
  ],
);

export const chargePaymentMethods = pgTable(
  'charge_payment_methods',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id').notNull().references(() => chargePayments.id),
    methodId: smallint('method_id').notNull(),
    bankId: smallint('bank_id'),
    /** What was handed over with this method. */
    amount: money('amount').notNull(),
    /** What it settles (amount minus change given from it). */
    applied: money('applied').notNull(),
    reference: varchar('reference', { length: 100 }).notNull().default(''),
  },
  (t) => [
    index('charge_payment_methods_payment_idx').on(t.paymentId),
    // Income by payment method (reports, dashboard) read from the index alone.
    index('charge_payment_methods_income_cover_idx').on(t.paymentId, t.methodId, t.applied),
  ],
);

/**
 * The audit trail of what the desk conceded on a payment line (the counter route's 'condonar' action): an
 * automatic surcharge waived, with the amount it would have added, or a discount granted, with what it took off.
 */
export const feeConcessions = pgTable(
  'fee_concessions',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    branchOfficeId: branchOfficeColumn(),
    module: smallint('module').notNull(),
    paymentId: integer('payment_id').notNull().references(() => chargePayments.id),
    paymentLineId: integer('payment_line_id').notNull().references(() => chargePaymentLines.id),
    chargeId: integer('charge_id').notNull().references(() => charges.id),
    studentId: integer('student_id').references(() => students.id),
    externalId: integer('external_id').references(() => externals.id),
    /** condonacion (a surcharge waived) or descuento (a discount granted). */
    kind: varchar('kind', { length: 12 }).notNull(),
    name: varchar('name', { length: 150 }).notNull(),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    userId: integer('user_id').notNull().references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('fee_concessions_kind_ck', sql`${t.kind} IN ('condonacion', 'descuento')`),
    check('fee_concessions_module_ck', sql`${t.module} IN (2, 3)`),
    check('fee_concessions_amount_ck', sql`${t.amount} > 0`),
    index('fee_concessions_company_created_idx').on(t.companyId, t.module, t.createdAt),
    index('fee_concessions_student_idx').on(t.studentId),
    index('fee_concessions_payment_idx').on(t.paymentId),
  ],
);
