// Issuing CFDI: store sales to a named customer, global invoices, credit notes, payment complements;
// durable stamping (the row is 'pendiente' before the PAC is called), cancellation, lists and detail.
import { INSTITUTION_TIME_ZONE } from '@mikro/domain';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  BillingModule,
  CancelInvoiceRequest,
  CfdiStatus,
  CfdiType,
  CreditNoteRequest,
  GlobalBillingRequest,
  InvoiceDetail,
  InvoiceList,
  InvoiceListQuery,
  InvoiceReceiverInput,
  InvoiceStatusAnswer,
  InvoiceSummary,
  NotInvoicedItem,
  PaymentInvoices,
} from '@mikro/contracts';
import {
  MAX_MONEY,
  Money,
  formatMoney,
  PUBLIC_RECEIVER,
  cfdiDate,
  chargedLineTax,
  dateInGlobalPeriod,
  globalPeriodLabel,
  creditNoteRemaining,
  findPaymentMethod,
  fiscalName,
  invoicedSaleLineAmount,
  netLineSubtotal,
  predominantPaymentForm,
  validateCancellation,
  validateGlobalPeriod,
  validateReceiver,
  type ConceptTax,
} from '@mikro/domain';
import type { Database } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { cfdiInvoiceSources, cfdiInvoices, chargePayments, companies, products, storeSaleLines, storeSalePayments, storeSales } from '../../db/schema/index';
import { HttpError, badRequest, notFound } from '../../plugins/errors';
import { buildCfdi, cfdiXml } from './cfdi/build';
import type { CfdiConceptInput, CfdiInput, CfdiReceiver } from './cfdi/model';
import { documentTaxGroups } from './cfdi/read';
import { sealComprobante } from './cfdi/seal';
import { creditNoteConcepts } from './credit-note';
import { folioCollision, isFolioCollision } from './folios';
import { loadIssuer, type Issuer } from './company.service';
import { PacError, type PacAdapter } from './pac/pac';
import { chargePaymentsForInvoice, notInvoicedChargePayments, syncChargeStampedFlag, type PaymentForInvoice } from './charge-sources';
import type { SecretBox } from './secrets';
import { rememberReceiver } from './fiscal-book/fiscal-book.service';
import { ppdStates } from './ppd.service';

export const MODULE = { store: 1, academy: 2, school: 3 } as const satisfies Record<string, BillingModule>;

export interface BillingContext {
  companyId: number;
  userId: number;
  branchOfficeId: number | null;
}

export interface BillingDeps {
  db: Database;
  box: SecretBox;
  pacFor: (issuer: Issuer) => PacAdapter;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type InvoiceRow = typeof cfdiInvoices.$inferSelect;

const conflict = (message: string) => new HttpError(409, message);
/** Invoices that cover their sources: pending or stamped (a rejected or cancelled one frees them). */
const LIVE = ['pendiente', 'timbrada'] as const;

export function summary(row: InvoiceRow): InvoiceSummary {
  return {
    id: row.id,
    module: row.module as BillingModule,
    type: row.type as CfdiType,
    isGlobal: row.isGlobal,
    serie: row.serie,
    folio: row.folio,
    uuid: row.uuid,
    status: row.status as CfdiStatus,
    receiverRfc: row.receiverRfc,
    receiverName: row.receiverName,
    total: row.total,
    issuedAt: row.issuedAt,
    sandbox: row.sandbox,
    relatedInvoiceId: row.relatedInvoiceId,
    lastError: row.lastError,
  };
}

/** Next folio of a series kind, taken inside the document's transaction (the company row is the counter). */
async function nextFolio(tx: Tx, companyId: number, kind: 'I' | 'E' | 'P'): Promise<number> {
  const column = kind === 'I' ? companies.foliajeFactura : kind === 'E' ? companies.foliajeNota : companies.foliajePago;
  const field = kind === 'I' ? 'foliajeFactura' : kind === 'E' ? 'foliajeNota' : 'foliajePago';
  const row = onlyRow(
    await tx
      .update(companies)
      .set({ [field]: sql`${column} + 1` })
      .where(eq(companies.id, companyId))
      .returning({ next: column }),
    'company folio counter',
  );
  return row.next - 1;
}

interface NewDocument {
  module: BillingModule;
  type: 'I' | 'E' | 'P';
  isGlobal?: boolean;
  receiver: CfdiReceiver;
  paymentForm?: string;
  paymentMethod?: 'PUE' | 'PPD';
  concepts: CfdiConceptInput[];
  global?: CfdiInput['global'];
  related?: { invoice: InvoiceRow; type: string };
  payment?: CfdiInput['payment'];
  sources: { module: BillingModule; sourceId: number; reference: string; amount: string }[];
}

/** Builds, seals and stores the document as 'pendiente' (no PAC call here), in the caller's transaction. */
async function writeDocument(tx: Tx, ctx: BillingContext, issuer: Issuer, pac: PacAdapter, doc: NewDocument, now: Date): Promise<InvoiceRow> {
  const folio = await nextFolio(tx, ctx.companyId, doc.type);
  const serie = doc.type === 'I' ? issuer.serieFactura : doc.type === 'E' ? issuer.serieNota : issuer.seriePago;
  const date = cfdiDate(now, INSTITUTION_TIME_ZONE);
  const built = buildCfdi({
    type: doc.type,
    serie,
    folio: String(folio),
    date,
    paymentForm: doc.paymentForm,
    paymentMethod: doc.paymentMethod,
    placeOfIssue: issuer.zip,
    issuer: { rfc: issuer.rfc, name: issuer.name, regime: issuer.regime },
    receiver: doc.receiver,
    global: doc.global,
    related: doc.related && doc.type !== 'P' ? { type: doc.related.type, uuids: [doc.related.invoice.uuid ?? ''] } : undefined,
    concepts: doc.concepts,
    payment: doc.payment,
  });
  sealComprobante(built.comprobante, issuer.signer);
  // A folio its series already used (a counter set back before the check existed, or by hand) is the user's to fix.
  const inserted = await tx
    .insert(cfdiInvoices)
    .values({
      companyId: ctx.companyId,
      branchOfficeId: ctx.branchOfficeId,
      module: doc.module,
      type: doc.type,
      isGlobal: doc.isGlobal ?? false,
      serie,
      folio,
      status: 'pendiente',
      receiverRfc: doc.receiver.rfc,
      receiverName: doc.receiver.name,
      receiverRegime: doc.receiver.regime,
      receiverZip: doc.receiver.zip,
      cfdiUse: doc.type === 'P' ? 'CP01' : doc.receiver.cfdiUse,
      paymentForm: doc.paymentForm ?? null,
      paymentMethod: doc.paymentMethod ?? null,
      subtotal: built.subtotal,
      discount: built.discount,
      iva: built.iva,
      total: doc.type === 'P' ? Money.of(doc.payment?.amount ?? 0).toFixed2() : built.total,
      issuedAt: date,
      xml: cfdiXml(built.comprobante),
      pac: pac.name,
      sandbox: pac.sandbox,
      relatedInvoiceId: doc.related?.invoice.id ?? null,
      relatedUuid: doc.related?.invoice.uuid ?? null,
      globalPeriodicity: doc.global?.periodicity ?? null,
      globalMonths: doc.global?.months ?? null,
      globalYear: doc.global?.year ?? null,
      createdBy: ctx.userId,
    })
    .returning()
    .catch((error: unknown) => {
      throw isFolioCollision(error) ? folioCollision(serie, folio) : error;
    });
  const row = onlyRow(inserted, 'invoice');
  for (let i = 0; i < doc.sources.length; i += 1000) {
    await tx.insert(cfdiInvoiceSources).values(doc.sources.slice(i, i + 1000).map((s) => ({ ...s, invoiceId: row.id })));
  }
  return row;
}

/**
 * Sends a pending document to the PAC once: the row is claimed first (attempts + 1), so a retry job and
 * a request never call the PAC for the same row at the same time. A timeout or 5xx leaves it pending;
 * a rejection marks it 'rechazada' (its sources are free again).
 */
export async function stampInvoice(deps: BillingDeps, invoiceId: number, staleAfterMs = 0): Promise<InvoiceRow> {
  const [claimed] = await deps.db
    .update(cfdiInvoices)
    .set({ attempts: sql`${cfdiInvoices.attempts} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(cfdiInvoices.id, invoiceId),
        eq(cfdiInvoices.status, 'pendiente'),
        staleAfterMs > 0 ? sql`${cfdiInvoices.updatedAt} < now() - make_interval(secs => ${staleAfterMs / 1000})` : undefined,
      ),
    )
    .returning();
  if (!claimed) return onlyRow(await deps.db.select().from(cfdiInvoices).where(eq(cfdiInvoices.id, invoiceId)), 'invoice');
  const issuer = await loadIssuer(deps.db, deps.box, claimed.companyId);
  const pac = deps.pacFor(issuer);
  try {
    const result = await pac.stamp(claimed.xml);
    const [row] = await deps.db
      .update(cfdiInvoices)
      // The PAC that stamps the document (not the one configured when it was sealed) says whether it is a sandbox stamp.
      .set({ status: 'timbrada', uuid: result.uuid.toUpperCase(), stampedXml: result.xml, stampedAt: new Date(), lastError: '', pac: pac.name, sandbox: pac.sandbox })
      .where(and(eq(cfdiInvoices.id, invoiceId), eq(cfdiInvoices.status, 'pendiente')))
      .returning();
    if (claimed.module !== MODULE.store) await syncChargeStampedFlag(deps.db, invoiceId);
    // The fiscal-data book is a convenience: failing to note the receptor never fails a stamped invoice.
    if (row) await rememberReceiver(deps.db, row).catch(() => undefined);
    return row ?? claimed;
  } catch (error) {
    const retryable = !(error instanceof PacError) || error.retryable;
    const message = error instanceof Error ? error.message : String(error);
    return onlyRow(
      await deps.db
        .update(cfdiInvoices)
        .set(retryable ? { lastError: `Pendiente de timbrar: ${message}` } : { status: 'rechazada', lastError: message })
        .where(eq(cfdiInvoices.id, invoiceId))
        .returning(),
      'invoice',
    );
  }
}

/** The retry job: every pending document whose last attempt is older than `staleAfterMs`. */
export async function retryPending(deps: BillingDeps, staleAfterMs = 30_000): Promise<number> {
  const rows = await deps.db
    .select({ id: cfdiInvoices.id })
    .from(cfdiInvoices)
    .where(and(eq(cfdiInvoices.status, 'pendiente'), sql`${cfdiInvoices.updatedAt} < now() - make_interval(secs => ${staleAfterMs / 1000})`))
    .orderBy(asc(cfdiInvoices.id))
    .limit(100);
  let stamped = 0;
  for (const { id } of rows) {
    const row = await stampInvoice(deps, id, staleAfterMs);
    if (row.status === 'timbrada') stamped += 1;
  }
  return stamped;
}

function checkedReceiver(input: InvoiceReceiverInput): CfdiReceiver {
  const receiver = { rfc: input.rfc.trim().toUpperCase(), name: fiscalName(input.name), regime: input.regime, cfdiUse: input.cfdiUse, zip: input.zip.trim() };
  const errors = validateReceiver(receiver);
  const [firstError] = errors;
  if (firstError) throw badRequest(firstError.message, errors);
  return receiver;
}

// ---- store sales ----

type SaleForInvoice = PaymentForInvoice;

async function storeSalesForInvoice(tx: Pick<Database, 'select'>, companyId: number, saleIds: number[], branchOfficeId: number | null): Promise<SaleForInvoice[]> {
  if (saleIds.length === 0) return [];
  // Read first and held (FOR SHARE) until the invoice is written: a return of one of these sales (which locks
  // it for update) waits, then sees the invoice and is refused; one that committed first is seen here.
  const sales = await tx
    .select({ id: storeSales.id, serie: storeSales.serie, folio: storeSales.folio, status: storeSales.status })
    .from(storeSales)
    .where(and(eq(storeSales.companyId, companyId), inArray(storeSales.id, saleIds), branchOfficeId === null ? undefined : eq(storeSales.branchOfficeId, branchOfficeId)))
    .orderBy(asc(storeSales.id))
    .for('share');
  const ids = sales.map((s) => s.id);
  if (ids.length === 0) return [];
  const lines = await tx
    .select({
      saleId: storeSaleLines.saleId,
      productName: storeSaleLines.productName,
      productCode: storeSaleLines.productCode,
      quantity: storeSaleLines.quantity,
      returnedQuantity: storeSaleLines.returnedQuantity,
      unitMeasurement: storeSaleLines.unitMeasurement,
      isIva: storeSaleLines.isIva,
      subtotal: storeSaleLines.subtotal,
      satCode: products.sat_code,
      objetoImp: products.objetoImp,
      taxObject: products.taxObject,
    })
    .from(storeSaleLines)
    .innerJoin(products, eq(products.id, storeSaleLines.productId))
    .where(inArray(storeSaleLines.saleId, ids))
    .orderBy(asc(storeSaleLines.id));
  const payments = await tx
    .select({ saleId: storeSalePayments.saleId, methodId: storeSalePayments.methodId, amount: storeSalePayments.amount, kind: storeSalePayments.kind })
    .from(storeSalePayments)
    .where(inArray(storeSalePayments.saleId, ids));
  return sales.map((sale) => {
    const concepts: CfdiConceptInput[] = [];
    let amount = Money.ZERO;
    for (const line of lines.filter((l) => l.saleId === sale.id)) {
      const net = netLineSubtotal(line.subtotal, line.quantity, line.returnedQuantity);
      if (!Money.of(net).isPositive()) continue;
      const quantity = Money.of(line.quantity).minus(line.returnedQuantity).toString();
      const tax = chargedLineTax(line.isIva, line.taxObject, line.objetoImp);
      concepts.push({ productKey: line.satCode, unitKey: line.unitMeasurement, sku: line.productCode, description: line.productName, quantity, amount: net, tax });
      amount = amount.plus(invoicedSaleLineAmount(line));
    }
    const paidWith = payments.filter((p) => p.saleId === sale.id && p.kind === 'pago').map((p) => ({ code: findPaymentMethod(p.methodId)?.code ?? '99', amount: p.amount }));
    return {
      id: sale.id,
      reference: `${sale.serie}-${sale.folio}`,
      concepts,
      amount: amount.toFixed2(),
      paymentForm: predominantPaymentForm(paidWith),
      paid: sale.status === 'pagada' || sale.status === 'devuelta parcial',
      onCredit: sale.status === 'pendiente',
    };
  });
}

async function liveInvoiceOfSources(tx: Pick<Database, 'select'>, module: BillingModule, sourceIds: number[]): Promise<Map<number, number>> {
  if (sourceIds.length === 0) return new Map();
  const rows = await tx
    .select({ sourceId: cfdiInvoiceSources.sourceId, invoiceId: cfdiInvoices.id })
    .from(cfdiInvoiceSources)
    .innerJoin(cfdiInvoices, eq(cfdiInvoices.id, cfdiInvoiceSources.invoiceId))
    .where(and(eq(cfdiInvoiceSources.module, module), inArray(cfdiInvoiceSources.sourceId, sourceIds), eq(cfdiInvoices.type, 'I'), inArray(cfdiInvoices.status, [...LIVE])));
  return new Map(rows.map((r) => [r.sourceId, r.invoiceId]));
}

/**
 * The branch office whose payments a request may name by id, or null for the whole company. A store sale and an
 * academy payment belong to the branch office that sold or charged them (their detail, receipt and cancellation
 * answer 404 elsewhere), so the request must work in one and sees only its own. A school payment is the
 * company's: a family pays the charges of all its children, whatever campus and branch office enrolled them, at
 * one counter, and the school history, detail and cancellation read it company-wide (docs/rules.md).
 */
export function sourceBranch(ctx: BillingContext, module: BillingModule): number | null {
  if (module === MODULE.school) return null;
  if (ctx.branchOfficeId === null) {
    throw badRequest('Seleccione una sucursal (encabezado X-Branch-Office)', [{ field: 'X-Branch-Office', message: 'Este campo es requerido' }]);
  }
  return ctx.branchOfficeId;
}

/** Whether the request may see this payment of the module (see sourceBranch): its invoice panel is 404 otherwise. */
export async function paymentVisible(db: Pick<Database, 'select'>, ctx: BillingContext, module: BillingModule, id: number): Promise<boolean> {
  const branch = sourceBranch(ctx, module);
  if (module === MODULE.store) {
    const rows = await db
      .select({ id: storeSales.id })
      .from(storeSales)
      .where(and(eq(storeSales.id, id), eq(storeSales.companyId, ctx.companyId), branch === null ? undefined : eq(storeSales.branchOfficeId, branch)));
    return rows.length > 0;
  }
  const rows = await db
    .select({ id: chargePayments.id })
    .from(chargePayments)
    .where(and(eq(chargePayments.id, id), eq(chargePayments.companyId, ctx.companyId), eq(chargePayments.module, module), branch === null ? undefined : eq(chargePayments.branchOfficeId, branch)));
  return rows.length > 0;
}

/** The payments of these ids the request may name (see sourceBranch), locked FOR SHARE until the invoice is written. */
function paymentsForInvoice(tx: Tx | Database, ctx: BillingContext, module: BillingModule, ids: number[], iedu: { payerRfc: string } | null): Promise<PaymentForInvoice[]> {
  const branch = sourceBranch(ctx, module);
  return module === MODULE.store ? storeSalesForInvoice(tx, ctx.companyId, ids, branch) : chargePaymentsForInvoice(tx, ctx.companyId, module, ids, iedu, branch);
}

/** Paid payments of a module in a period that no live invoice covers (the candidates of its global invoice). */
export function notInvoiced(db: Database | Tx, ctx: BillingContext, module: BillingModule, range: { from: string; to: string }): Promise<NotInvoicedItem[]> {
  checkRange(range);
  return module === MODULE.store ? notInvoicedStoreSales(db as Database, ctx, range) : notInvoicedChargePayments(db, ctx, module, range);
}

/** Invoices paid store sales to a named customer (one CFDI, one concept per sale line left after returns). */
export function invoiceStoreSales(deps: BillingDeps, ctx: BillingContext, input: { saleIds: number[]; receiver: InvoiceReceiverInput; paymentForm?: string }): Promise<InvoiceDetail> {
  return invoicePayments(deps, ctx, MODULE.store, { ids: input.saleIds, receiver: input.receiver, paymentForm: input.paymentForm });
}

/**
 * Invoices paid payments of one module to a named customer: one CFDI, one concept per line (store: what is
 * left after returns; school tuition with IEDU).
 */
export async function invoicePayments(deps: BillingDeps, ctx: BillingContext, module: BillingModule, input: { ids: number[]; receiver: InvoiceReceiverInput; paymentForm?: string }): Promise<InvoiceDetail> {
  const receiver = checkedReceiver(input.receiver);
  const saleIds = [...new Set(input.ids)];
  if (saleIds.length === 0) throw badRequest('Indique al menos un pago.', [{ field: 'ids', message: 'Indique al menos un pago.' }]);
  const issuer = await loadIssuer(deps.db, deps.box, ctx.companyId);
  const pac = deps.pacFor(issuer);
  const row = await deps.db.transaction(async (tx) => {
    // Serialises invoicing of the same sales: a second request waits here and then sees the first invoice.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(724101, ${ctx.companyId})`);
    return writeDocument(tx, ctx, issuer, pac, await paymentsDocument(tx, ctx, module, saleIds, receiver, input.paymentForm, null), new Date());
  });
  await stampInvoice(deps, row.id);
  return invoiceDetail(deps.db, ctx, row.id);
}

/**
 * The invoice of a module's payments to a receiver, checked: every payment exists and is paid (or, in the store, a
 * whole sale on credit, invoiced PPD), has something to invoice, and no live invoice covers it — but `replacing`,
 * the invoice a substitute replaces (related to it with TipoRelacion 04).
 */
async function paymentsDocument(tx: Tx, ctx: BillingContext, module: BillingModule, saleIds: number[], receiver: CfdiReceiver, paymentForm: string | undefined, replacing: InvoiceRow | null): Promise<NewDocument> {
  const store = module === MODULE.store;
  const noun = store ? 'La venta' : 'El pago';
  const sales = await paymentsForInvoice(tx, ctx, module, saleIds, { payerRfc: receiver.rfc });
  const [firstSale] = sales;
  if (!firstSale || sales.length !== saleIds.length) throw notFound(`${noun} no existe.`);
  // Unpaid store sales on credit are invoiced PPD (FormaPago 99); their abonos then get payment complements.
  const deferred = store && sales.every((s) => !s.paid && s.onCredit);
  const unpaid = deferred ? undefined : sales.find((s) => !s.paid);
  if (unpaid) throw conflict(`${noun} ${unpaid.reference} no está ${store ? 'pagada' : 'pagado'}; sólo se facturan pagos cobrados (o ventas a crédito completas, en parcialidades).`);
  const invoiced = await liveInvoiceOfSources(tx, module, saleIds);
  const already = sales.find((s) => invoiced.has(s.id) && invoiced.get(s.id) !== replacing?.id);
  if (already) throw conflict(`${noun} ${already.reference} ya está ${store ? 'facturada' : 'facturado'}.`);
  const empty = sales.find((s) => s.concepts.length === 0);
  if (empty) throw conflict(`${noun} ${empty.reference} no tiene nada que facturar (devuelto o cancelado).`);
  return {
    module,
    type: 'I',
    receiver,
    paymentForm: deferred ? '99' : (paymentForm ?? firstSale.paymentForm),
    paymentMethod: deferred ? 'PPD' : 'PUE',
    concepts: sales.flatMap((s) => s.concepts),
    related: replacing ? { invoice: replacing, type: '04' } : undefined,
    sources: sales.map((s) => ({ module, sourceId: s.id, reference: s.reference, amount: s.amount })),
  };
}

/**
 * SAT's substitution (cancellation with motive 01): the replacement of a stamped invoice is issued first — the
 * same payments, the receiver corrected if need be, related to the original with TipoRelacion 04 — and once it is
 * stamped the original is cancelled with motive 01 naming it. A replacement the PAC leaves pending stays so, the
 * original live: it is cancelled with 01 naming the replacement once that is stamped. The answer is the replacement.
 */
export async function substituteInvoice(deps: BillingDeps, ctx: BillingContext, id: number, input: { receiver?: InvoiceReceiverInput }): Promise<InvoiceDetail> {
  const issuer = await loadIssuer(deps.db, deps.box, ctx.companyId);
  const pac = deps.pacFor(issuer);
  const row = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(724101, ${ctx.companyId})`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(724102, ${id})`);
    const original = await ownInvoice(tx, ctx, id);
    if (original.type !== 'I' || original.isGlobal) throw conflict('Sólo se sustituye una factura de ingreso a un cliente (una factura global se cancela y se emite de nuevo).');
    if (original.status !== 'timbrada' || !original.uuid) throw conflict('Sólo se sustituye una factura timbrada y vigente.');
    const related = await tx
      .select({ type: cfdiInvoices.type, serie: cfdiInvoices.serie, folio: cfdiInvoices.folio })
      .from(cfdiInvoices)
      .where(and(eq(cfdiInvoices.relatedInvoiceId, original.id), inArray(cfdiInvoices.status, [...LIVE])));
    const replacement = related.find((r) => r.type === 'I');
    if (replacement) throw conflict(`La factura ya tiene un sustituto (${replacement.serie}-${replacement.folio}); cancélela con motivo 01 indicando su folio fiscal.`);
    if (related.length > 0) throw conflict('La factura tiene notas de crédito o complementos de pago vigentes o por timbrar; cancélelos antes de sustituirla.');
    const receiver = checkedReceiver(
      input.receiver ?? { rfc: original.receiverRfc, name: original.receiverName, regime: original.receiverRegime, cfdiUse: original.cfdiUse, zip: original.receiverZip },
    );
    const sources = await tx.select({ sourceId: cfdiInvoiceSources.sourceId }).from(cfdiInvoiceSources).where(eq(cfdiInvoiceSources.invoiceId, original.id));
    const module = original.module as BillingModule;
    const doc = await paymentsDocument(tx, ctx, module, sources.map((s) => s.sourceId), receiver, original.paymentForm ?? undefined, original);
    return writeDocument(tx, ctx, issuer, pac, doc, new Date());
  });
  const stamped = await stampInvoice(deps, row.id);
  if (stamped.status === 'timbrada' && stamped.uuid) await cancelInvoice(deps, ctx, id, { motive: '01', substituteUuid: stamped.uuid });
  return invoiceDetail(deps.db, ctx, row.id);
}

/** Paid store sales of a period (local dates) that no live invoice covers. */
export async function notInvoicedStoreSales(db: Database, ctx: BillingContext, range: { from: string; to: string }): Promise<NotInvoicedItem[]> {
  const localDay = sql`(${storeSales.createdAt} AT TIME ZONE ${INSTITUTION_TIME_ZONE})::date`;
  const rows = await db
    .select({ id: storeSales.id, serie: storeSales.serie, folio: storeSales.folio, createdAt: storeSales.createdAt, total: storeSales.total, returnedTotal: storeSales.returnedTotal })
    .from(storeSales)
    .where(
      and(
        eq(storeSales.companyId, ctx.companyId),
        ctx.branchOfficeId === null ? undefined : eq(storeSales.branchOfficeId, ctx.branchOfficeId),
        inArray(storeSales.status, ['pagada', 'devuelta parcial']),
        sql`${localDay} BETWEEN ${range.from}::date AND ${range.to}::date`,
        sql`NOT EXISTS (SELECT 1 FROM ${cfdiInvoiceSources} s JOIN ${cfdiInvoices} i ON i.id = s.invoice_id
              WHERE s.module = ${MODULE.store} AND s.source_id = ${storeSales.id} AND i.type = 'I' AND i.status IN ('pendiente', 'timbrada'))`,
      ),
    )
    .orderBy(asc(storeSales.createdAt));
  return rows.map((r) => ({
    id: r.id,
    reference: `${r.serie}-${r.folio}`,
    date: r.createdAt.toISOString(),
    total: Money.of(r.total).minus(r.returnedTotal).toFixed2(),
  }));
}

function checkRange(range: { from: string; to: string }): void {
  const date = /^\d{4}-\d{2}-\d{2}$/;
  if (!date.test(range.from)) throw badRequest('La fecha inicial no es válida.', [{ field: 'from', message: 'Use el formato AAAA-MM-DD.' }]);
  if (!date.test(range.to)) throw badRequest('La fecha final no es válida.', [{ field: 'to', message: 'Use el formato AAAA-MM-DD.' }]);
  if (range.from > range.to) throw badRequest('La fecha inicial es posterior a la final.', [{ field: 'from', message: 'Debe ser anterior a la fecha final.' }]);
}

/**
 * Global invoice to the public in general of the store's paid, not invoiced sales in a period:
 * one concept per ticket (NoIdentificacion = ticket), InformacionGlobal with the period.
 */
export function globalStoreInvoice(deps: BillingDeps, ctx: BillingContext, input: GlobalBillingRequest, now = new Date()): Promise<InvoiceDetail> {
  return globalInvoice(deps, ctx, MODULE.store, input, now);
}

/** Global invoice of one module's paid, not invoiced payments of a period (see globalStoreInvoice). */
export async function globalInvoice(deps: BillingDeps, ctx: BillingContext, module: BillingModule, input: GlobalBillingRequest, now = new Date()): Promise<InvoiceDetail> {
  checkRange(input);
  const period = { periodicity: input.periodicity, months: input.months, year: input.year };
  const errors = validateGlobalPeriod(period, Number(cfdiDate(now, INSTITUTION_TIME_ZONE).slice(0, 4)));
  const [firstError] = errors;
  if (firstError) throw badRequest(firstError.message, errors);
  const issuer = await loadIssuer(deps.db, deps.box, ctx.companyId);
  const pac = deps.pacFor(issuer);
  const row = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(724101, ${ctx.companyId})`);
    let pending = await notInvoiced(tx, ctx, module, input);
    if (input.ids) {
      const wanted = new Set(input.ids);
      pending = pending.filter((p) => wanted.has(p.id));
    }
    if (pending.length === 0) throw conflict('No hay pagos sin facturar en el periodo.');
    // InformacionGlobal declares the period of every ticket it covers: a ticket of another month (or two-month
    // period, or year) belongs to another global invoice.
    for (const ticket of pending) {
      const day = cfdiDate(new Date(ticket.date), INSTITUTION_TIME_ZONE).slice(0, 10);
      if (!dateInGlobalPeriod(day, period)) {
        throw conflict(`El ticket ${ticket.reference} del ${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)} no corresponde al periodo declarado (${globalPeriodLabel(period)}); facture cada periodo por separado.`);
      }
    }
    const sales = await paymentsForInvoice(tx, ctx, module, pending.map((p) => p.id), null);
    // One invoice's total is stored in a money column (MAX_MONEY; a CFDI could hold more): past it, fewer tickets.
    if (Money.sum(sales.map((sale) => sale.amount)).gt(Money.of(MAX_MONEY))) {
      throw conflict(
        `Los tickets suman más de ${formatMoney(MAX_MONEY)}, el mayor total que se puede guardar en una factura; elija menos tickets y facture el resto en otra factura global.`,
      );
    }
    const concepts: CfdiConceptInput[] = [];
    for (const sale of sales) {
      // One concept per ticket and kind of tax (a ticket mixing taxed and exempt goods gives two).
      const byTax = new Map<ConceptTax, Money>();
      for (const c of sale.concepts) byTax.set(c.tax, (byTax.get(c.tax) ?? Money.ZERO).plus(c.amount));
      for (const [tax, amount] of byTax) {
        concepts.push({ productKey: '01010101', unitKey: 'ACT', sku: sale.reference, description: 'Venta', quantity: '1', amount: amount.toFixed2(), tax });
      }
    }
    if (concepts.length === 0) throw conflict('Los pagos del periodo no tienen nada que facturar.');
    return writeDocument(tx, ctx, issuer, pac, {
      module,
      type: 'I',
      isGlobal: true,
      receiver: { ...PUBLIC_RECEIVER, zip: issuer.zip },
      paymentForm: predominantPaymentForm(sales.map((s) => ({ code: s.paymentForm, amount: s.amount }))),
      paymentMethod: 'PUE',
      global: period,
      concepts,
      sources: sales.map((s) => ({ module, sourceId: s.id, reference: s.reference, amount: s.amount })),
    }, now);
  });
  await stampInvoice(deps, row.id);
  return invoiceDetail(deps.db, ctx, row.id);
}

// ---- credit notes, cancellation ----

async function ownInvoice(db: Pick<Database, 'select'>, ctx: BillingContext, id: number): Promise<InvoiceRow> {
  const [row] = await db.select().from(cfdiInvoices).where(and(eq(cfdiInvoices.id, id), eq(cfdiInvoices.companyId, ctx.companyId)));
  if (!row) throw notFound('La factura no existe.');
  return row;
}

/**
 * Credit note (type E, TipoRelacion 01 to the stamped invoice) for concepts given back — each with its own tax — or
 * for a discount or bonus, prorated over the invoice's rates. The live notes of an invoice never credit more than
 * its total, nor more base or tax of a rate than it carries at that rate.
 */
export async function issueCreditNote(deps: BillingDeps, ctx: BillingContext, input: CreditNoteRequest): Promise<InvoiceDetail> {
  const description = input.description.trim();
  if (description.length === 0) throw badRequest('Indique el concepto de la nota de crédito.', [{ field: 'description', message: 'Este campo es requerido' }]);
  const returns = input.returns ?? [];
  if ((input.amount === undefined) === (returns.length === 0)) {
    throw badRequest('Indique el importe de la bonificación o los conceptos devueltos (uno de los dos).', [{ field: 'amount', message: 'Indique el importe o los conceptos devueltos.' }]);
  }
  const amount = input.amount === undefined ? null : Money.of(input.amount);
  if (amount && (!amount.isPositive() || !amount.eq(amount.round()))) throw badRequest('El importe debe ser mayor que cero, con dos decimales.', [{ field: 'amount', message: 'Importe no válido.' }]);
  const issuer = await loadIssuer(deps.db, deps.box, ctx.companyId);
  const pac = deps.pacFor(issuer);
  const row = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(724102, ${input.invoiceId})`);
    const invoice = await ownInvoice(tx, ctx, input.invoiceId);
    if (invoice.type !== 'I') throw conflict('Sólo una factura de ingreso lleva notas de crédito.');
    if (invoice.status !== 'timbrada' || !invoice.uuid) throw conflict('La factura debe estar timbrada y vigente para emitir una nota de crédito.');
    const notes = await tx
      .select({ total: cfdiInvoices.total, xml: cfdiInvoices.xml })
      .from(cfdiInvoices)
      .where(and(eq(cfdiInvoices.relatedInvoiceId, invoice.id), eq(cfdiInvoices.type, 'E'), inArray(cfdiInvoices.status, [...LIVE])));
    const concepts = creditNoteConcepts({ invoiceXml: invoice.xml, invoiceTotal: invoice.total, notes, amount, returns, description });
    const isPublic = invoice.receiverRfc === PUBLIC_RECEIVER.rfc;
    // SAT asks for InformacionGlobal whenever the receiver is the public in general: the note carries the period
    // of the global invoice it credits, and the receiver's postal code is the place of issue.
    const global = isPublic ? globalPeriodOf(invoice) : undefined;
    return writeDocument(tx, ctx, issuer, pac, {
      module: invoice.module as BillingModule,
      type: 'E',
      receiver: {
        rfc: invoice.receiverRfc,
        name: invoice.receiverName,
        regime: invoice.receiverRegime,
        zip: isPublic ? issuer.zip : invoice.receiverZip,
        cfdiUse: isPublic ? PUBLIC_RECEIVER.cfdiUse : 'G02',
      },
      // A note is PUE, whose FormaPago is never 99: on an invoice still to be paid (PPD) it forgives part of the
      // debt (15, condonación); otherwise it is returned as the invoice was paid.
      paymentForm: invoice.paymentForm && invoice.paymentForm !== '99' ? invoice.paymentForm : '15',
      paymentMethod: 'PUE',
      global,
      related: { invoice, type: '01' },
      concepts,
      sources: [],
    }, new Date());
  });
  await stampInvoice(deps, row.id);
  return invoiceDetail(deps.db, ctx, row.id);
}

/** The InformacionGlobal of a global invoice, for the documents related to it. */
function globalPeriodOf(invoice: InvoiceRow): { periodicity: string; months: string; year: number } {
  if (!invoice.isGlobal || !invoice.globalPeriodicity || !invoice.globalMonths || !invoice.globalYear) {
    throw conflict('La factura al público en general no tiene su periodo (InformacionGlobal); no se le pueden relacionar documentos.');
  }
  return { periodicity: invoice.globalPeriodicity, months: invoice.globalMonths, year: invoice.globalYear };
}

/**
 * Cancels a stamped invoice at the PAC. Under the invoice's lock (the one credit notes and payment complements
 * take): two cancellations at once call the PAC once, and a credit note or complement is either written before
 * (and refuses the cancellation while it is pending or stamped) or after (and is refused on a cancelled invoice).
 */
export async function cancelInvoice(deps: BillingDeps, ctx: BillingContext, id: number, input: CancelInvoiceRequest): Promise<InvoiceDetail> {
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(724102, ${id})`);
    const invoice = await ownInvoice(tx, ctx, id);
    if (invoice.status === 'cancelada') throw conflict('La factura ya está cancelada.');
    if (invoice.status !== 'timbrada' || !invoice.uuid) throw conflict('Sólo se cancela una factura timbrada.');
    const errors = validateCancellation({ motive: input.motive, substituteUuid: input.substituteUuid, uuid: invoice.uuid });
    const [firstError] = errors;
    if (firstError) throw badRequest(firstError.message, errors);
    const substitute = input.motive === '01' ? input.substituteUuid!.trim().toUpperCase() : null;
    if (substitute) {
      const [replacement] = await tx
        .select({ id: cfdiInvoices.id, type: cfdiInvoices.type, relatedInvoiceId: cfdiInvoices.relatedInvoiceId })
        .from(cfdiInvoices)
        .where(and(eq(cfdiInvoices.companyId, ctx.companyId), eq(cfdiInvoices.uuid, substitute), eq(cfdiInvoices.status, 'timbrada')));
      if (!replacement) throw conflict('El folio fiscal sustituto no es una factura timbrada de la empresa.');
      // SAT's motive 01: the substitute names the original (TipoRelacion 04), as «Sustituir» issues it.
      if (replacement.type !== 'I' || replacement.relatedInvoiceId !== invoice.id) {
        throw conflict('La factura sustituta debe relacionar a esta con tipo de relación 04 (sustitución); emítala con «Sustituir».');
      }
    }
    const live = await tx
      .select({ id: cfdiInvoices.id })
      .from(cfdiInvoices)
      .where(and(eq(cfdiInvoices.relatedInvoiceId, invoice.id), inArray(cfdiInvoices.type, ['E', 'P']), inArray(cfdiInvoices.status, [...LIVE])));
    if (live.length > 0) throw conflict('La factura tiene notas de crédito o complementos de pago vigentes o por timbrar; cancélelos primero.');
    // Read through the transaction: PGlite has one connection, which the transaction holds.
    const issuer = await loadIssuer(tx, deps.box, ctx.companyId);
    let result;
    try {
      result = await deps.pacFor(issuer).cancel({
        issuerRfc: issuer.rfc,
        uuid: invoice.uuid,
        motive: input.motive,
        substituteUuid: substitute ?? undefined,
        cerDer: issuer.csd.cer,
        keyDer: issuer.csd.key,
        password: issuer.csd.password,
      });
    } catch (error) {
      if (error instanceof PacError) throw new HttpError(error.retryable ? 503 : 409, `El PAC no canceló la factura: ${error.message}`);
      throw error;
    }
    await tx
      .update(cfdiInvoices)
      .set({
        status: result.status === 'cancelada' ? 'cancelada' : invoice.status,
        cancelMotive: input.motive,
        substituteUuid: substitute,
        cancelReceipt: result.receipt,
        cancelledAt: result.status === 'cancelada' ? new Date() : null,
        lastError: result.status === 'cancelada' ? '' : CANCELLATION_IN_PROCESS,
      })
      .where(eq(cfdiInvoices.id, invoice.id));
    if (invoice.module !== MODULE.store) await syncChargeStampedFlag(tx, invoice.id);
  });
  return invoiceDetail(deps.db, ctx, id);
}

/** What an invoice whose cancellation waits for the receiver's acceptance says until SAT settles it. */
export const CANCELLATION_IN_PROCESS = 'En proceso de cancelación: el receptor debe aceptarla.';

/**
 * Cancellations that wait for the receiver's acceptance: SAT holds the invoice vigente meanwhile, so it stays live
 * here («En proceso de cancelación») until the PAC's status says SAT cancelled it; then it is cancelled and frees
 * what it covered. A receiver who refuses leaves it vigente (it may be cancelled again). Run by the retry job;
 * answers how many were settled.
 */
export async function settleCancellations(deps: BillingDeps, limit = 100): Promise<number> {
  const waiting = await deps.db
    .select({ id: cfdiInvoices.id, companyId: cfdiInvoices.companyId, uuid: cfdiInvoices.uuid, module: cfdiInvoices.module })
    .from(cfdiInvoices)
    .where(and(eq(cfdiInvoices.status, 'timbrada'), isNotNull(cfdiInvoices.cancelMotive), isNull(cfdiInvoices.cancelledAt)))
    .orderBy(asc(cfdiInvoices.id))
    .limit(limit);
  let settled = 0;
  for (const row of waiting) {
    if (!row.uuid) continue;
    let state: string;
    try {
      state = (await deps.pacFor(await loadIssuer(deps.db, deps.box, row.companyId)).status(row.uuid)).state;
    } catch {
      // The PAC or the company's CSD is not reachable now: the next run asks again.
      continue;
    }
    if (state !== 'cancelada') continue;
    await deps.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(724102, ${row.id})`);
      const [updated] = await tx
        .update(cfdiInvoices)
        .set({ status: 'cancelada', cancelledAt: new Date(), lastError: '' })
        .where(and(eq(cfdiInvoices.id, row.id), eq(cfdiInvoices.status, 'timbrada')))
        .returning({ id: cfdiInvoices.id });
      if (updated && row.module !== MODULE.store) await syncChargeStampedFlag(tx, row.id);
      if (updated) settled += 1;
    });
  }
  return settled;
}

/**
 * Payment complement (CFDI type P, Pagos 2.0) for a payment received on a PPD invoice: installment
 * number and balances follow the earlier complements; each rate of the invoice is paid in proportion (Pagos 2.0).
 */
export async function issuePaymentComplement(deps: BillingDeps, ctx: BillingContext, invoiceId: number, input: { amount: string; form: string; paidAt?: string }): Promise<InvoiceDetail> {
  const amount = Money.of(input.amount);
  if (!amount.isPositive() || !amount.eq(amount.round())) throw badRequest('El importe debe ser mayor que cero, con dos decimales.', [{ field: 'amount', message: 'Importe no válido.' }]);
  if (input.form === '99') throw badRequest('La forma de pago del complemento no puede ser 99.', [{ field: 'form', message: 'Indique la forma en que se pagó.' }]);
  const issuer = await loadIssuer(deps.db, deps.box, ctx.companyId);
  const pac = deps.pacFor(issuer);
  const now = new Date();
  const row = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(724102, ${invoiceId})`);
    const invoice = await ownInvoice(tx, ctx, invoiceId);
    if (invoice.type !== 'I' || invoice.paymentMethod !== 'PPD') throw conflict('Sólo una factura en parcialidades (PPD) lleva complementos de pago.');
    if (invoice.status !== 'timbrada' || !invoice.uuid) throw conflict('La factura debe estar timbrada y vigente.');
    const related = await tx
      .select({ type: cfdiInvoices.type, total: cfdiInvoices.total })
      .from(cfdiInvoices)
      .where(and(eq(cfdiInvoices.relatedInvoiceId, invoice.id), inArray(cfdiInvoices.type, ['P', 'E']), inArray(cfdiInvoices.status, [...LIVE])));
    const earlier = related.filter((r) => r.type === 'P');
    // What is still owed: the total less what earlier complements received and what credit notes forgave.
    const previousBalance = Money.of(invoice.total).minus(Money.sum(related.map((r) => r.total)));
    if (amount.gt(previousBalance)) throw conflict(`El pago excede el saldo de la factura (${previousBalance.toFixed2()}).`);
    return writeDocument(tx, ctx, issuer, pac, {
      module: invoice.module as BillingModule,
      type: 'P',
      receiver: { rfc: invoice.receiverRfc, name: invoice.receiverName, regime: invoice.receiverRegime, zip: invoice.receiverZip, cfdiUse: 'CP01' },
      concepts: [],
      related: { invoice, type: '' },
      payment: {
        date: input.paidAt ?? cfdiDate(now, INSTITUTION_TIME_ZONE),
        form: input.form,
        amount: amount.toFixed2(),
        docs: [
          {
            uuid: invoice.uuid,
            serie: invoice.serie,
            folio: String(invoice.folio),
            installment: earlier.length + 1,
            previousBalance: previousBalance.toFixed2(),
            paid: amount.toFixed2(),
            docTotal: invoice.total,
            transfers: documentTaxGroups(invoice.xml),
          },
        ],
      },
      sources: [],
    }, now);
  });
  await stampInvoice(deps, row.id);
  return invoiceDetail(deps.db, ctx, row.id);
}

// ---- reading ----

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
    creditable: row.type === 'I' ? creditNoteRemaining(row.total, notes.filter((n) => LIVE.includes(n.status as (typeof LIVE)[number])).map((n) => n.total)) : '0.00',
    complements: related.filter((r) => r.type === 'P').map(summary),
    ppd,
  };
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
