// The payments an invoice covers: store sales (lines left after returns) and school or academy payments, the
// branch office a request may name them in, which of them a live invoice already covers, and the paid ones that
// no invoice covers yet (the candidates of a global invoice).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { BillingModule, NotInvoicedItem } from '@mikro/contracts';
import { Money, chargedSaleLineTax, findPaymentMethod, invoicedSaleLineAmount, netLineSubtotal, predominantPaymentForm, INSTITUTION_TIME_ZONE } from '@mikro/domain';
import type { Database } from '../../db/client';
import { cfdiInvoiceSources, cfdiInvoices, chargePayments, products, storeSaleLines, storeSalePayments, storeSales } from '../../db/schema/index';
import { badRequest } from '../../plugins/errors';
import type { CfdiConceptInput } from './cfdi/model';
import { chargePaymentsForInvoice, notInvoicedChargePayments, type PaymentForInvoice } from './charge-sources';
import { type BillingContext, LIVE, MODULE, type Tx } from './documents';

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
      tax: storeSaleLines.tax,
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
      // The rate the line charged (8 % or 16 % for IVA), whatever the product says now.
      const tax = chargedSaleLineTax(line);
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

export async function liveInvoiceOfSources(tx: Pick<Database, 'select'>, module: BillingModule, sourceIds: number[]): Promise<Map<number, number>> {
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
export function paymentsForInvoice(tx: Tx | Database, ctx: BillingContext, module: BillingModule, ids: number[], iedu: { payerRfc: string } | null): Promise<PaymentForInvoice[]> {
  const branch = sourceBranch(ctx, module);
  return module === MODULE.store ? storeSalesForInvoice(tx, ctx.companyId, ids, branch) : chargePaymentsForInvoice(tx, ctx.companyId, module, ids, iedu, branch);
}

/** Paid payments of a module in a period that no live invoice covers (the candidates of its global invoice). */
export function notInvoiced(db: Database | Tx, ctx: BillingContext, module: BillingModule, range: { from: string; to: string }): Promise<NotInvoicedItem[]> {
  checkRange(range);
  return module === MODULE.store ? notInvoicedStoreSales(db as Database, ctx, range) : notInvoicedChargePayments(db, ctx, module, range);
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

export function checkRange(range: { from: string; to: string }): void {
  const date = /^\d{4}-\d{2}-\d{2}$/;
  if (!date.test(range.from)) throw badRequest('La fecha inicial no es válida.', [{ field: 'from', message: 'Use el formato AAAA-MM-DD.' }]);
  if (!date.test(range.to)) throw badRequest('La fecha final no es válida.', [{ field: 'to', message: 'Use el formato AAAA-MM-DD.' }]);
  if (range.from > range.to) throw badRequest('La fecha inicial es posterior a la final.', [{ field: 'from', message: 'Debe ser anterior a la fecha final.' }]);
}
