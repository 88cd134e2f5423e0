// Reading invoices: detail (credit notes, complements, PPD balance), list, a payment's invoice panel, the state
// by UUID and the stamped rows a zip carries.
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { BillingModule, CfdiStatus, InvoiceDetail, InvoiceList, InvoiceListQuery, InvoiceStatusAnswer, PaymentInvoices } from '@mikro/contracts';
import { creditNoteRemaining } from '@mikro/domain';
import type { Database } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { cfdiInvoiceSources, cfdiInvoices } from '../../db/schema/index';
import { notFound } from '../../plugins/errors';
import { type BillingContext, type InvoiceRow, LIVE, ownInvoice, summary } from './documents';
import { ppdStates } from './ppd.service';

export async function invoiceDetail(db: Pick<Database, 'select'>, ctx: BillingContext, id: number): Promise<InvoiceDetail> {
  const row = await ownInvoice(db, ctx, id);
  const sources = await db.select().from(cfdiInvoiceSources).where(eq(cfdiInvoiceSources.invoiceId, id)).orderBy(asc(cfdiInvoiceSources.id));
  const related = await db.select().from(cfdiInvoices).where(and(eq(cfdiInvoices.relatedInvoiceId, id), inArray(cfdiInvoices.type, ['E', 'P']))).orderBy(asc(cfdiInvoices.id));
  const notes = related.filter((r) => r.type === 'E');
  const ppd = (await ppdStates(db, [row])).get(row.id) ?? null;
  return {
    ...summary(row),
    receiverRegime: row.receiverRegime,
    receiverZip: row.receiverZip,
    cfdiUse: row.cfdiUse,
    paymentForm: row.paymentForm,
    paymentMethod: row.paymentMethod,
    subtotal: row.subtotal,
    discount: row.discount,
    iva: row.iva,
    relatedUuid: row.relatedUuid,
    cancelMotive: row.cancelMotive,
    substituteUuid: row.substituteUuid,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    stampedAt: row.stampedAt?.toISOString() ?? null,
    globalPeriodicity: row.globalPeriodicity,
    globalMonths: row.globalMonths,
    globalYear: row.globalYear,
    sources: sources.map((s) => ({ module: s.module as BillingModule, sourceId: s.sourceId, reference: s.reference, amount: s.amount })),
    creditNotes: notes.map(summary),
    creditable: row.type === 'I' ? creditNoteRemaining(row.total, creditedOrPaid(row, related).map((r) => r.total)) : '0.00',
    complements: related.filter((r) => r.type === 'P').map(summary),
    ppd,
  };
}

/** What a further credit note cannot cover: the live notes, and on a PPD invoice the live payment complements too. */
function creditedOrPaid(invoice: InvoiceRow, related: InvoiceRow[]): InvoiceRow[] {
  const live = related.filter((r) => LIVE.includes(r.status as (typeof LIVE)[number]));
  return live.filter((r) => r.type === 'E' || (r.type === 'P' && invoice.paymentMethod === 'PPD'));
}

export async function invoiceRow(db: Pick<Database, 'select'>, ctx: BillingContext, id: number): Promise<InvoiceRow> {
  return ownInvoice(db, ctx, id);
}

const SORTS = { issuedAt: cfdiInvoices.issuedAt, folio: cfdiInvoices.folio, total: cfdiInvoices.total } as const;

export async function listInvoices(db: Database, ctx: BillingContext, query: InvoiceListQuery): Promise<InvoiceList> {
  const limit = Math.min(Math.max(query.limit ?? 20, 1), 100);
  const page = Math.max(query.page ?? 1, 1);
  const conditions: (SQL | undefined)[] = [eq(cfdiInvoices.companyId, ctx.companyId)];
  if (query.from) conditions.push(sql`${cfdiInvoices.issuedAt} >= ${query.from}`);
  if (query.to) conditions.push(sql`${cfdiInvoices.issuedAt} < (${query.to}::date + 1)::text`);
  if (query.module) conditions.push(eq(cfdiInvoices.module, query.module));
  if (query.status) conditions.push(eq(cfdiInvoices.status, query.status));
  if (query.type) conditions.push(eq(cfdiInvoices.type, query.type));
  const q = query.q?.trim();
  if (q) {
    const like = `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(cfdiInvoices.receiverRfc, like), ilike(cfdiInvoices.receiverName, like), ilike(cfdiInvoices.uuid, like), sql`(${cfdiInvoices.serie} || '-' || ${cfdiInvoices.folio}) ILIKE ${like}`));
  }
  const where = and(...conditions);
  const column = SORTS[query.sort ?? 'issuedAt'];
  const { total } = onlyRow(await db.select({ total: sql<number>`count(*)::int` }).from(cfdiInvoices).where(where));
  const rows = await db
    .select()
    .from(cfdiInvoices)
    .where(where)
    .orderBy(query.order === 'asc' ? asc(column) : desc(column), desc(cfdiInvoices.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { data: rows.map(summary), count: rows.length, total, page, pageCount: Math.ceil(total / limit) };
}

/** The invoice panel of one payment: its invoices (with their credit notes) and the stamping flag. */
export async function paymentInvoices(db: Pick<Database, 'select'>, ctx: BillingContext, module: BillingModule, sourceId: number): Promise<PaymentInvoices> {
  const rows = await db
    .select({ invoice: cfdiInvoices })
    .from(cfdiInvoiceSources)
    .innerJoin(cfdiInvoices, eq(cfdiInvoices.id, cfdiInvoiceSources.invoiceId))
    .where(and(eq(cfdiInvoiceSources.module, module), eq(cfdiInvoiceSources.sourceId, sourceId), eq(cfdiInvoices.companyId, ctx.companyId)))
    .orderBy(asc(cfdiInvoices.id));
  const invoiceIds = rows.map((r) => r.invoice.id);
  const notes = invoiceIds.length
    ? await db.select().from(cfdiInvoices).where(and(inArray(cfdiInvoices.relatedInvoiceId, invoiceIds), eq(cfdiInvoices.type, 'E'))).orderBy(asc(cfdiInvoices.id))
    : [];
  return {
    stamped: rows.some((r) => r.invoice.status === 'timbrada') ? 1 : 0,
    invoices: rows.map((r) => ({ ...summary(r.invoice), creditNotes: notes.filter((n) => n.relatedInvoiceId === r.invoice.id).map(summary) })),
  };
}

export async function statusByUuid(db: Pick<Database, 'select'>, ctx: BillingContext, uuid: string): Promise<InvoiceStatusAnswer> {
  const [row] = await db.select().from(cfdiInvoices).where(and(eq(cfdiInvoices.companyId, ctx.companyId), eq(cfdiInvoices.uuid, uuid.trim().toUpperCase())));
  if (!row || !row.uuid) throw notFound('No hay una factura de la empresa con ese folio fiscal.');
  return {
    uuid: row.uuid,
    status: row.status as CfdiStatus,
    sandbox: row.sandbox,
    invoiceId: row.id,
    serie: row.serie,
    folio: row.folio,
    total: row.total,
    stampedAt: row.stampedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

/** The rows for a zip: own, stamped invoices among the ids given (in the order given). */
export async function stampedRows(db: Pick<Database, 'select'>, ctx: BillingContext, ids: number[]): Promise<InvoiceRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(cfdiInvoices).where(and(eq(cfdiInvoices.companyId, ctx.companyId), inArray(cfdiInvoices.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is InvoiceRow => r !== undefined && r.stampedXml !== null);
}
