// Invoices paid in instalments (PPD): what their payment complements and credit notes left to pay, and the
// store payments received on them that still wait for a complement, with SAT's deadline for each.
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ComplementDue, InvoiceSummary, PpdInvoiceList, PpdInvoiceQuery, PpdState } from '@mikro/contracts';
import { INSTITUTION_TIME_ZONE, Money, findPaymentMethod, institutionToday, paymentsAwaitingComplement } from '@mikro/domain';
import type { Database } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { cfdiInvoiceSources, cfdiInvoices, storeSalePayments } from '../../db/schema/index';

type InvoiceRow = typeof cfdiInvoices.$inferSelect;
type Reader = Pick<Database, 'select'>;

const STORE = 1;
/** How many open PPD invoices the reminders read at most (a school's store has a handful). */
const REMINDER_SCAN = 2000;

/** Complements and credit notes that count: pending or stamped. */
const liveRelated = (ids: number[]) =>
  and(inArray(cfdiInvoices.relatedInvoiceId, ids), inArray(cfdiInvoices.type, ['P', 'E']), inArray(cfdiInvoices.status, ['pendiente', 'timbrada']));

const isStampedPpd = (row: Pick<InvoiceRow, 'type' | 'paymentMethod' | 'status'>) => row.type === 'I' && row.paymentMethod === 'PPD' && row.status === 'timbrada';

/** The PPD state of each stamped PPD invoice among `rows` (others are left out), as of `today`. */
export async function ppdStates(db: Reader, rows: Pick<InvoiceRow, 'id' | 'type' | 'paymentMethod' | 'status' | 'total'>[], today = institutionToday()): Promise<Map<number, PpdState>> {
  const invoices = rows.filter(isStampedPpd);
  const ids = invoices.map((r) => r.id);
  if (ids.length === 0) return new Map();
  const related = await db.select({ invoiceId: cfdiInvoices.relatedInvoiceId, type: cfdiInvoices.type, total: cfdiInvoices.total }).from(cfdiInvoices).where(liveRelated(ids));
  // A PPD invoice covers store sales on credit; what the store received on them is what the complements document.
  const payments = await db
    .select({
      invoiceId: cfdiInvoiceSources.invoiceId,
      id: storeSalePayments.id,
      methodId: storeSalePayments.methodId,
      amount: storeSalePayments.amount,
      paidOn: sql<string>`((${storeSalePayments.createdAt} AT TIME ZONE ${INSTITUTION_TIME_ZONE})::date)::text`,
    })
    .from(cfdiInvoiceSources)
    .innerJoin(storeSalePayments, eq(storeSalePayments.saleId, cfdiInvoiceSources.sourceId))
    .where(and(inArray(cfdiInvoiceSources.invoiceId, ids), eq(cfdiInvoiceSources.module, STORE), inArray(storeSalePayments.kind, ['pago', 'abono'])))
    .orderBy(asc(storeSalePayments.id));
  const states = new Map<number, PpdState>();
  for (const invoice of invoices) {
    const mine = related.filter((r) => r.invoiceId === invoice.id);
    const paid = Money.sum(mine.filter((r) => r.type === 'P').map((r) => r.total));
    const credited = Money.sum(mine.filter((r) => r.type === 'E').map((r) => r.total));
    const received = payments.filter((p) => p.invoiceId === invoice.id);
    const formOf = new Map(received.map((p) => [p.id, findPaymentMethod(p.methodId)?.code ?? '99']));
    const complementsDue: ComplementDue[] = paymentsAwaitingComplement(received, paid, today).map((due) => ({
      paymentId: due.id,
      paidOn: due.paidOn,
      pending: due.pending,
      form: formOf.get(due.id) ?? '99',
      deadline: due.deadline,
      daysLeft: due.daysLeft,
      overdue: due.overdue,
    }));
    states.set(invoice.id, {
      paid: paid.toFixed2(),
      credited: credited.toFixed2(),
      balance: Money.max(Money.ZERO, Money.of(invoice.total).minus(paid).minus(credited)).toFixed2(),
      complementsDue,
    });
  }
  return states;
}

/** The company's stamped PPD invoices, newest first, each with its balance and the complements it owes. */
export async function listPpdInvoices(db: Reader, companyId: number, query: PpdInvoiceQuery, toSummary: (row: InvoiceRow) => InvoiceSummary, today = institutionToday()): Promise<PpdInvoiceList> {
  const limit = Math.min(Math.max(query.limit ?? 20, 1), 100);
  const page = Math.max(query.page ?? 1, 1);
  const owed = sql`${cfdiInvoices.total} > COALESCE((SELECT sum(r.total) FROM ${cfdiInvoices} r
    WHERE r.related_invoice_id = ${cfdiInvoices.id} AND r.type IN ('P', 'E') AND r.status IN ('pendiente', 'timbrada')), 0)`;
  const ppd: SQL[] = [eq(cfdiInvoices.companyId, companyId), eq(cfdiInvoices.type, 'I'), eq(cfdiInvoices.paymentMethod, 'PPD'), eq(cfdiInvoices.status, 'timbrada')];
  const conditions = [...ppd];
  if (query.open) conditions.push(owed);
  const q = query.q?.trim();
  if (q) {
    const like = `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(cfdiInvoices.receiverRfc, like), ilike(cfdiInvoices.receiverName, like), sql`(${cfdiInvoices.serie} || '-' || ${cfdiInvoices.folio}) ILIKE ${like}`)!);
  }
  const where = and(...conditions);
  const { total } = onlyRow(await db.select({ total: sql<number>`count(*)::int` }).from(cfdiInvoices).where(where));
  const rows = await db.select().from(cfdiInvoices).where(where).orderBy(desc(cfdiInvoices.issuedAt), desc(cfdiInvoices.id)).limit(limit).offset((page - 1) * limit);
  const states = await ppdStates(db, rows, today);
  // The reminders look past the page: every open PPD invoice of the company.
  const open = await db.select().from(cfdiInvoices).where(and(...ppd, owed)).orderBy(asc(cfdiInvoices.id)).limit(REMINDER_SCAN);
  const due = [...(await ppdStates(db, open, today)).values()].flatMap((s) => s.complementsDue);
  const deadlines = due.map((d) => d.deadline).sort();
  return {
    data: rows.flatMap((row) => {
      const state = states.get(row.id);
      return state ? [{ ...toSummary(row), ...state }] : [];
    }),
    count: rows.length,
    total,
    page,
    pageCount: Math.ceil(total / limit),
    reminders: { due: due.length, overdue: due.filter((d) => d.overdue).length, nextDeadline: deadlines[0] ?? null },
  };
}
