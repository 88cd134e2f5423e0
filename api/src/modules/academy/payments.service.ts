// Academy payments through the shared payment engine (module 2), their history, the invoice state of a
// payment and the academy reports of the payments and charges.
import { sql, type SQL } from 'drizzle-orm';
import type {
  AcademyChargeStatusRow,
  AcademyConceptsToday,
  AcademyIncomeReport,
  AcademyPaymentReport,
  AcademyPaymentsQuery,
  AcademySaleDetailRow,
  ChargePayment,
  Paginated,
  PaymentInvoiceState,
} from '@mikro/contracts';
import type { Executor } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { paginate } from '../../crud/index';
import { chargePayments } from '../../db/schema/index';
import { notFound } from '../../plugins/errors';
import { MODULE_ACADEMY, paymentsWithCashier } from '../payments/index';
import { type AcademyContext } from './context';
import { Money, institutionToday, INSTITUTION_TIME_ZONE } from '@mikro/domain';
import { rowsOf } from '../../db/rows';
import { likePattern } from '../../db/search';


/** Mexico City calendar day of a timestamp column. */
const dayOf = (column: SQL) => sql`(${column} at time zone ${INSTITUTION_TIME_ZONE})::date`;

function paymentConditions(ctx: AcademyContext, query: Omit<AcademyPaymentsQuery, 'page' | 'limit'>): SQL {
  const conditions: SQL[] = [sql`p.company_id = ${ctx.companyId}`, sql`p.branch_office_id = ${ctx.branchOfficeId}`, sql`p.module = ${MODULE_ACADEMY}`, sql`p.folio > 0`];
  if (query.from) conditions.push(sql`${dayOf(sql`p.created_at`)} >= ${query.from}::date`);
  if (query.to) conditions.push(sql`${dayOf(sql`p.created_at`)} <= ${query.to}::date`);
  if (query.status) conditions.push(sql`p.status = ${query.status}`);
  if (query.folio) conditions.push(sql`p.folio = ${query.folio}`);
  const text = query.search?.trim();
  if (text) conditions.push(sql`p.payer_name ilike ${likePattern(text)}`);
  return sql.join(conditions, sql` and `);
}

/** The company's active discounts and surcharges (automatic and manual) the academy counter offers. */
export async function activeExtraCharges(db: Executor, ctx: AcademyContext) {
  return rowsOf(
    db,
    sql`select c.id, c.name, c.quantity::text as quantity, c.type_application as "typeApplication", c.operation, c.application_form as "applicationForm",
               t.kind as "kind"
        from extra_charges c join extra_charge_types t on t.id = c.extra_charges_type_id
        where c.company_id = ${ctx.companyId} and c.is_active and c.deleted_at is null order by c.application_form desc, c.name`,
  );
}

/** The academy payments of the branch office, newest first. */
export async function listPayments(db: Executor, ctx: AcademyContext, query: AcademyPaymentsQuery): Promise<Paginated<ChargePayment>> {
  const limit = query.limit ?? 10;
  const skip = ((query.page ?? 1) - 1) * limit;
  const where = paymentConditions(ctx, query);
  const { total } = onlyRow(await rowsOf<{ total: number }>(db, sql`select count(*)::int as total from charge_payments p where ${where}`));
  const ids = await rowsOf<{ id: number }>(db, sql`select p.id from charge_payments p where ${where} order by p.created_at desc, p.id desc limit ${limit} offset ${skip}`);
  const rows = ids.length
    ? await db
        .select()
        .from(chargePayments)
        .where(sql`${chargePayments.id} in (${sql.join(ids.map((r) => sql`${r.id}`), sql`, `)})`)
    : [];
  const order = new Map(ids.map((r, index) => [r.id, index]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return paginate(await paymentsWithCashier(db, rows), total, limit, skip);
}

/** 404 unless the payment is an academy payment of this branch office. */
export async function assertAcademyPayment(db: Executor, ctx: AcademyContext, id: number): Promise<void> {
  const [row] = await rowsOf(db, sql`select id from charge_payments where id = ${id} and company_id = ${ctx.companyId} and branch_office_id = ${ctx.branchOfficeId} and module = ${MODULE_ACADEMY}`);
  if (!row) throw notFound('Pago no encontrado');
}

/**
 * Academy charges are quoted and paid only in the branch office that charged them, as store sales are sold: a
 * charge of another branch office (or company, or the school) is not found here, so its price is not shown
 * and a payment recorded here never settles another branch office's charge.
 */
export async function assertAcademyCharges(db: Executor, ctx: AcademyContext, chargeIds: number[]): Promise<void> {
  const ids = [...new Set(chargeIds)];
  if (ids.length === 0) return;
  const found = await rowsOf<{ id: number }>(
    db,
    sql`select id from charges where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
        and company_id = ${ctx.companyId} and branch_office_id = ${ctx.branchOfficeId} and module = ${MODULE_ACADEMY}`,
  );
  if (found.length !== ids.length) throw notFound('Cargo no encontrado');
}

/** The invoice state of a payment: stamped flag and the CFDI that cover it, if any. */
export async function invoiceState(db: Executor, ctx: AcademyContext, paymentId: number): Promise<PaymentInvoiceState> {
  const [payment] = await rowsOf<{ id: number; serie: string; folio: number; stamped: number }>(
    db,
    sql`select id, serie, folio, stamped from charge_payments where id = ${paymentId} and company_id = ${ctx.companyId} and branch_office_id = ${ctx.branchOfficeId} and module = ${MODULE_ACADEMY}`,
  );
  if (!payment) throw notFound('Pago no encontrado');
  const invoices = await rowsOf<PaymentInvoiceState['invoices'][number]>(
    db,
    sql`select i.id, coalesce(i.uuid, '') as uuid, i.serie, i.folio::text as folio, i.status, i.total::text as total, i.created_at::text as "createdAt"
        from cfdi_invoice_sources src join cfdi_invoices i on i.id = src.invoice_id
        where src.module = ${MODULE_ACADEMY} and src.source_id = ${paymentId} and i.company_id = ${ctx.companyId}
        order by i.id`,
  );
  return { paymentId: payment.id, serie: payment.serie, folio: payment.folio, stamped: payment.stamped === 1 ? 1 : 0, invoices };
}


/** Payments of a period (default today) with their totals: the academy payment report. */
export async function paymentReport(db: Executor, ctx: AcademyContext, query: { from?: string; to?: string; status?: AcademyPaymentsQuery['status'] }): Promise<AcademyPaymentReport> {
  const today = institutionToday();
  const where = paymentConditions(ctx, { from: query.from ?? today, to: query.to ?? today, status: query.status });
  const rows = await rowsOf<AcademyPaymentReport['rows'][number]>(
    db,
    sql`select p.id, p.serie, p.folio, ${dayOf(sql`p.created_at`)}::text as date, p.payer_name as "payerName", u.name as cashier, p.status, p.stamped,
               p.subtotal::text as subtotal, p.tax::text as tax, p.total::text as total,
               coalesce((select string_agg(distinct m.method_id::text, ',') from charge_payment_methods m where m.payment_id = p.id), '') as methods
        from charge_payments p join users u on u.id = p.cashier_id where ${where} order by p.created_at, p.id`,
  );
  const totals = onlyRow(
    await rowsOf<AcademyPaymentReport['totals']>(
      db,
      sql`select count(*)::int as count, coalesce(sum(p.subtotal), 0)::numeric(14,2)::text as subtotal, coalesce(sum(p.tax), 0)::numeric(14,2)::text as tax,
                 coalesce(sum(p.total), 0)::numeric(14,2)::text as total
          from charge_payments p where ${where} and p.status <> 'cancelled'`,
    ),
  );
  return { rows, totals };
}


/** Income of a period (default this month) by concept and activity, and by payment method; cancelled lines excluded. */
export async function incomeReport(db: Executor, ctx: AcademyContext, query: { from?: string; to?: string; activityId?: number; groupId?: number }): Promise<AcademyIncomeReport> {
  const today = institutionToday();
  const from = query.from ?? `${today.slice(0, 8)}01`;
  const to = query.to ?? today;
  const where = paymentConditions(ctx, { from, to });
  const lineFilter = sql.join(
    [
      sql`l.status = 'paid'`,
      query.activityId ? sql`g.activity_id = ${query.activityId}` : sql`true`,
      query.groupId ? sql`g.id = ${query.groupId}` : sql`true`,
    ],
    sql` and `,
  );
  const byConcept = await rowsOf<AcademyIncomeReport['byConcept'][number]>(
    db,
    sql`select l.id_concepto_cobro as "conceptId", l.concept_name as concept, coalesce(a.name, '') as activity, count(*)::int as lines, sum(l.total)::numeric(14,2)::text as total
        from charge_payments p join charge_payment_lines l on l.payment_id = p.id
        left join charges ch on ch.id = l.charge_id left join academy_inscriptions i on i.id = ch.academy_inscription_id
        left join academy_groups g on g.id = i.group_id left join academy_activities a on a.id = g.activity_id
        where ${where} and ${lineFilter}
        group by 1, 2, 3 order by 3, 2`,
  );
  const byMethod = await rowsOf<AcademyIncomeReport['byMethod'][number]>(
    db,
    sql`select m.method_id as "methodId", sum(m.applied)::numeric(14,2)::text as amount
        from charge_payments p join charge_payment_methods m on m.payment_id = p.id where ${where} and p.status <> 'cancelled' group by 1 order by 1`,
  );
  return { from, to, byConcept, byMethod, total: Money.sum(byConcept.map((row) => row.total)).toFixed2() };
}


/** Every payment line of a period (default today): the academy sales detail. */
export async function saleDetails(db: Executor, ctx: AcademyContext, query: { from?: string; to?: string }): Promise<AcademySaleDetailRow[]> {
  const today = institutionToday();
  const where = paymentConditions(ctx, { from: query.from ?? today, to: query.to ?? today });
  return rowsOf<AcademySaleDetailRow>(
    db,
    sql`select p.id as "paymentId", p.serie, p.folio, ${dayOf(sql`p.created_at`)}::text as date, p.payer_name as "payerName", l.id_concepto_cobro as "conceptId",
               l.concept_name as concept, l.year, l.month, l.quantity, l.price::text as price, l.subtotal::text as subtotal, l.tax::text as tax, l.total::text as total, l.status
        from charge_payments p join charge_payment_lines l on l.payment_id = p.id where ${where} order by p.created_at, p.id, l.id`,
  );
}


/** Academy concepts collected on a day (default today). */
export async function conceptsToday(db: Executor, ctx: AcademyContext, date?: string): Promise<AcademyConceptsToday> {
  const day = date ?? institutionToday();
  const where = paymentConditions(ctx, { from: day, to: day });
  const rows = await rowsOf<AcademyConceptsToday['rows'][number]>(
    db,
    sql`select coalesce(l.id_concepto_cobro, 0) as "conceptId", l.concept_name as concept, count(*)::int as "paidLines", sum(l.total)::numeric(14,2)::text as total
        from charge_payments p join charge_payment_lines l on l.payment_id = p.id where ${where} and l.status = 'paid'
        group by 1, 2 order by 2`,
  );
  return { date: day, rows };
}


/** The charges of the academy inscriptions by payment status (pending by default), with filters by group and month. */
export async function chargesByStatus(
  db: Executor,
  ctx: AcademyContext,
  query: { status?: 'pending' | 'paid' | 'cancelled'; groupId?: number; year?: number; month?: number; page?: number; limit?: number },
): Promise<Paginated<AcademyChargeStatusRow>> {
  const conditions: SQL[] = [sql`ch.company_id = ${ctx.companyId}`, sql`ch.branch_office_id = ${ctx.branchOfficeId}`, sql`ch.module = ${MODULE_ACADEMY}`, sql`ch.status = ${query.status ?? 'pending'}`];
  if (query.groupId) conditions.push(sql`i.group_id = ${query.groupId}`);
  if (query.year) conditions.push(sql`ch.year = ${query.year}`);
  if (query.month) conditions.push(sql`ch.month = ${query.month}`);
  const where = sql.join(conditions, sql` and `);
  const from = sql`from charges ch left join academy_inscriptions i on i.id = ch.academy_inscription_id left join academy_groups g on g.id = i.group_id
    left join students s on s.id = ch.student_id left join externals e on e.id = ch.external_id where ${where}`;
  const limit = query.limit ?? 50;
  const skip = ((query.page ?? 1) - 1) * limit;
  const { total } = onlyRow(await rowsOf<{ total: number }>(db, sql`select count(*)::int as total ${from}`));
  const data = await rowsOf<AcademyChargeStatusRow>(
    db,
    sql`select ch.id as "chargeId", ch.academy_inscription_id as "inscriptionId",
               coalesce(trim(s.name || ' ' || s.last_name_father || ' ' || s.last_name_mother), trim(e.name || ' ' || e.last_name_father || ' ' || e.last_name_mother)) as "personName",
               case when ch.student_id is null then 'externo' else 'alumno' end as kind, coalesce(g.name, '') as "groupName", ch.name as concept, ch.year, ch.month,
               ch.due_date::text as "dueDate", (ch.price * ch.quantity)::numeric(14,2)::text as amount, ch.status
        ${from} order by ch.due_date, 3, ch.id limit ${limit} offset ${skip}`,
  );
  return paginate(data, total, limit, skip);
}
