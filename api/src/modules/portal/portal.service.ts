// What a tutor reads in the portal, always of their own family: the children with each pending charge priced as of
// today (by the fee counter's read, i.e. the payment engine), the statement, the receipts and their invoices.
// Every id a tutor sends is checked against that family; another family's or company's id is "not found".
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Paginated, PortalChildren, PortalReceipt, PortalStatement } from '@mikro/contracts';
import { INSTITUTION_TIME_ZONE, Money, selfInvoiceWindow } from '@mikro/domain';
import type { Executor } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { cfdiInvoiceSources, cfdiInvoices, chargePayments, students } from '../../db/schema/index';
import { notFound } from '../../plugins/errors';
import { MODULE_SCHOOL, paymentReceiptPdf, paymentsToday, paymentsWithCashier, type PaymentContext, type ReceiptPdf } from '../payments/index';
import { accountStatement, feeCounter } from '../school/index';
import type { Tutor } from './tutors.service';

export const CHILD_NOT_FOUND = 'Alumno no encontrado';
export const RECEIPT_NOT_FOUND = 'Recibo no encontrado';
/** An invoice that covers its receipt: being stamped, or stamped. */
const LIVE_INVOICE = new Set(['pendiente', 'timbrada']);

/**
 * The reads take the payment engine's context; the portal works in no branch office (a family's children may study
 * in several) and writes nothing, so the branch office is left 0.
 */
const readContext = (tutor: Tutor): PaymentContext => ({ companyId: tutor.companyId, userId: tutor.userId, branchOfficeId: 0 });

/** The family's children (not deleted), in name order. */
async function childIds(db: Executor, tutor: Tutor): Promise<number[]> {
  const rows = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.companyId, tutor.companyId), eq(students.familyId, tutor.familyId), isNull(students.deletedAt)))
    .orderBy(asc(students.name), asc(students.id));
  return rows.map((r) => r.id);
}

/** The children to read: all of them, or the one asked for when it is one of them (else 404). */
async function chosenChildren(db: Executor, tutor: Tutor, studentId: number | undefined): Promise<number[]> {
  const ids = await childIds(db, tutor);
  if (studentId === undefined) return ids;
  if (!ids.includes(studentId)) throw notFound(CHILD_NOT_FOUND);
  return [studentId];
}

export async function portalChildren(db: Executor, tutor: Tutor): Promise<PortalChildren> {
  const counter = await feeCounter(db, readContext(tutor), { familyId: tutor.familyId });
  const children = counter.students.map((student) => ({ ...student, total: Money.sum(student.charges.map((c) => c.today.total)).toFixed2() }));
  return { today: counter.today, children, total: Money.sum(children.map((c) => c.total)).toFixed2() };
}

export async function portalStatement(db: Executor, tutor: Tutor, query: { studentId?: number }): Promise<PortalStatement> {
  const ids = await chosenChildren(db, tutor, query.studentId);
  const children: PortalStatement['children'] = [];
  for (const id of ids) children.push(await accountStatement(db, readContext(tutor), id));
  const sum = (pick: (t: PortalStatement['totals']) => string) => Money.sum(children.map((c) => pick(c.totals))).toFixed2();
  return {
    today: paymentsToday(),
    children,
    totals: { charged: sum((t) => t.charged), paid: sum((t) => t.paid), pending: sum((t) => t.pending), overdue: sum((t) => t.overdue) },
  };
}

/** A school payment of the company that paid a charge of one of these students. */
const paidFor = (companyId: number, studentIds: number[]): SQL =>
  and(
    eq(chargePayments.companyId, companyId),
    eq(chargePayments.module, MODULE_SCHOOL),
    sql`EXISTS (SELECT 1 FROM charge_payment_lines l WHERE l.payment_id = ${chargePayments.id} AND l.student_id IN (${sql.join(studentIds.map((id) => sql`${id}`), sql`, `)}))`,
  )!;

export async function portalReceipts(db: Executor, tutor: Tutor, query: { studentId?: number; page?: number; limit?: number }): Promise<Paginated<PortalReceipt>> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 10;
  const ids = await chosenChildren(db, tutor, query.studentId);
  if (ids.length === 0) return { data: [], count: 0, total: 0, page, pageCount: 0 };
  const where = paidFor(tutor.companyId, ids);
  const [rows, totals] = await Promise.all([
    db.select().from(chargePayments).where(where).orderBy(desc(chargePayments.createdAt), desc(chargePayments.id)).limit(limit).offset((page - 1) * limit),
    db.select({ total: count() }).from(chargePayments).where(where),
  ]);
  const total = Number(onlyRow(totals).total);
  const payments = await paymentsWithCashier(db, rows);
  const invoiceRows =
    rows.length === 0
      ? []
      : await db
          .select({ paymentId: cfdiInvoiceSources.sourceId, id: cfdiInvoices.id, uuid: cfdiInvoices.uuid, serie: cfdiInvoices.serie, folio: cfdiInvoices.folio, status: cfdiInvoices.status, total: cfdiInvoices.total, createdAt: cfdiInvoices.createdAt })
          .from(cfdiInvoiceSources)
          .innerJoin(cfdiInvoices, eq(cfdiInvoices.id, cfdiInvoiceSources.invoiceId))
          .where(and(eq(cfdiInvoiceSources.module, MODULE_SCHOOL), inArray(cfdiInvoiceSources.sourceId, rows.map((r) => r.id)), eq(cfdiInvoices.companyId, tutor.companyId)))
          .orderBy(asc(cfdiInvoices.id));
  const now = new Date();
  const data = payments.map((payment) => {
    const invoices = invoiceRows
      .filter((i) => i.paymentId === payment.id)
      .map((i) => ({ id: i.id, uuid: i.uuid ?? '', serie: i.serie, folio: String(i.folio), status: i.status, total: i.total, createdAt: i.createdAt.toISOString() }));
    // What «Facturar» would accept (the self-invoicing flow decides again when asked): paid, not invoiced, in its month.
    const invoiceable =
      payment.status !== 'cancelled' &&
      !invoices.some((i) => LIVE_INVOICE.has(i.status)) &&
      selfInvoiceWindow(new Date(payment.createdAt), now, INSTITUTION_TIME_ZONE).open;
    return { ...payment, invoices, invoiceable };
  });
  return { data, count: data.length, total, page, pageCount: Math.ceil(total / limit) };
}

/** One of the family's receipts (a school payment of one of its children); any other id is "not found". */
export async function familyReceipt(db: Executor, tutor: Tutor, paymentId: number): Promise<{ id: number }> {
  const ids = await childIds(db, tutor);
  if (ids.length === 0) throw notFound(RECEIPT_NOT_FOUND);
  const [row] = await db.select({ id: chargePayments.id }).from(chargePayments).where(and(eq(chargePayments.id, paymentId), paidFor(tutor.companyId, ids)));
  if (!row) throw notFound(RECEIPT_NOT_FOUND);
  return row;
}

/** The receipt PDF of one of the family's payments; any other id is "not found". */
export async function portalReceiptPdf(db: Executor, tutor: Tutor, paymentId: number): Promise<ReceiptPdf> {
  const row = await familyReceipt(db, tutor, paymentId);
  return paymentReceiptPdf(db, tutor.companyId, MODULE_SCHOOL, row.id);
}
