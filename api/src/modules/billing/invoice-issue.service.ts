// Invoices to a named customer: paid store sales (or a whole sale on credit, PPD) and school or academy payments.
import { sql } from 'drizzle-orm';
import type { BillingModule, InvoiceDetail, InvoiceReceiverInput } from '@mikro/contracts';
import { badRequest, notFound } from '../../plugins/errors';
import type { CfdiReceiver } from './cfdi/model';
import { loadIssuer } from './company.service';
import { type BillingContext, type BillingDeps, type InvoiceRow, MODULE, type NewDocument, type Tx, checkedReceiver, conflict, writeDocument } from './documents';
import { invoiceDetail } from './invoice-queries';
import { liveInvoiceOfSources, paymentsForInvoice } from './payment-sources';
import { stampInvoice } from './stamping';

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
export async function paymentsDocument(tx: Tx, ctx: BillingContext, module: BillingModule, saleIds: number[], receiver: CfdiReceiver, paymentForm: string | undefined, replacing: InvoiceRow | null): Promise<NewDocument> {
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
