// Returns and cancellations: stock goes back (kardex), the money owed back leaves the caller's open
// register as a refund payment, and the sale's status follows.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SaleReturnRequest, SaleReturnResponse } from '@mikro/contracts';
import { TRANSACTION_TYPE } from '@mikro/contracts';
import { MODULE_TYPE, Money, invoicedSaleLineAmount, refundDue, returnableQuantity, returnedValue, uncreditedReturns } from '@mikro/domain';
import type { Executor } from '../../../db/client';
import { onlyRow } from '../../../db/rows';
import { cashRegisterTransactions, cfdiInvoices, cfdiInvoiceSources, storeSaleLines, storeSalePayments, storeSales } from '../../../db/schema/index';
import { badRequest, HttpError, notFound } from '../../../plugins/errors';
import { positiveQuantity } from '../shared/amounts';
import type { StoreContext } from '../shared/context';
import { requireMethod } from '../shared/mappers';
import { putStock } from '../shared/stock';
import { requireOpenRegister } from '../cash-register/cash-register.service';
import { registerFlows } from '../cash-register/summary';
import { loadSaleDetail } from './sales.service';

export interface PreparedReturn {
  /** null = cancel the whole sale. */
  lines: { lineId: number; quantity: Money }[] | null;
  reason: string;
  methodId: number;
}

/** The return asked for (shaped by the route schema): a reason that is not blank, each line once, quantities above zero. */
export function prepareReturn(body: SaleReturnRequest): PreparedReturn {
  const reason = body.reason.trim();
  if (!reason) throw badRequest('Indique el motivo de la devolución', [{ field: 'reason', message: 'Este campo es requerido' }]);
  const methodId = body.methodId === undefined ? 1 : requireMethod(body.methodId, 'methodId');
  if (body.lines === undefined) return { lines: null, reason, methodId };
  const seen = new Set<number>();
  const lines = body.lines.map(({ lineId, quantity }, index) => {
    if (seen.has(lineId)) throw badRequest('Línea repetida', [{ field: `lines.${index}.lineId`, message: 'Repetida' }]);
    seen.add(lineId);
    return { lineId, quantity: positiveQuantity(quantity, `lines.${index}.quantity`) };
  });
  return { lines, reason, methodId };
}

type SaleLineRow = typeof storeSaleLines.$inferSelect;

/**
 * A sale covered by an invoice to a named customer (pending at the PAC or stamped) gives nothing back that no
 * credit note of that invoice covers: the customer would keep an invoice for goods returned or money refunded.
 * The invoice is cancelled first, or a credit note is issued for what goes back (the 409 says how much). A
 * global invoice (to the public in general) does not hold a return back. Invoicing reads the sale FOR SHARE
 * while it writes the invoice, and the sale is locked for update here: one of the two waits for the other and
 * sees what it did. The invoice's own lock (the one credit notes and its cancellation take) is held too, so
 * the credit notes counted are the ones that stand.
 */
async function refuseUncreditedInvoice(
  tx: Executor,
  sale: typeof storeSales.$inferSelect,
  lines: SaleLineRow[],
  stockBack: { lineId: number; returnedAfter: Money }[],
): Promise<void> {
  const [invoice] = await tx
    .select({ id: cfdiInvoices.id, serie: cfdiInvoices.serie, folio: cfdiInvoices.folio, status: cfdiInvoices.status })
    .from(cfdiInvoiceSources)
    .innerJoin(cfdiInvoices, eq(cfdiInvoices.id, cfdiInvoiceSources.invoiceId))
    .where(
      and(
        eq(cfdiInvoiceSources.module, MODULE_TYPE.tienda),
        eq(cfdiInvoiceSources.sourceId, sale.id),
        eq(cfdiInvoices.type, 'I'),
        eq(cfdiInvoices.isGlobal, false),
        inArray(cfdiInvoices.status, ['pendiente', 'timbrada']),
      ),
    )
    .limit(1);
  if (!invoice) return;
  const saleRef = `${sale.serie}-${sale.folio}`;
  const invoiceRef = `${invoice.serie}-${invoice.folio}`;
  if (invoice.status === 'pendiente') {
    throw new HttpError(409, `La venta ${saleRef} tiene la factura ${invoiceRef} pendiente de timbrar: cuando se timbre, cancele la factura o emita una nota de crédito por lo que se devuelve, y después haga la devolución`);
  }
  await tx.execute(sql`SELECT pg_advisory_xact_lock(724102, ${invoice.id})`);
  const sources = await tx
    .select({ saleId: cfdiInvoiceSources.sourceId, amount: cfdiInvoiceSources.amount })
    .from(cfdiInvoiceSources)
    .where(and(eq(cfdiInvoiceSources.invoiceId, invoice.id), eq(cfdiInvoiceSources.module, MODULE_TYPE.tienda)));
  const others = sources.map((source) => source.saleId).filter((id) => id !== sale.id);
  const otherLines = others.length === 0 ? [] : await tx.select().from(storeSaleLines).where(inArray(storeSaleLines.saleId, others));
  const after = new Map(stockBack.map((item) => [item.lineId, item.returnedAfter.toString()]));
  const left = [...lines.map((line) => ({ ...line, returnedQuantity: after.get(line.id) ?? line.returnedQuantity })), ...otherLines].map(invoicedSaleLineAmount);
  const notes = await tx
    .select({ total: cfdiInvoices.total })
    .from(cfdiInvoices)
    .where(and(eq(cfdiInvoices.relatedInvoiceId, invoice.id), eq(cfdiInvoices.type, 'E'), inArray(cfdiInvoices.status, ['pendiente', 'timbrada'])));
  const missing = uncreditedReturns(sources.map((source) => source.amount), left, notes.map((note) => note.total));
  if (Money.of(missing).isPositive()) {
    throw new HttpError(409, `La venta ${saleRef} está facturada (factura ${invoiceRef}): cancele primero la factura, o emita una nota de crédito de $${missing} por lo que se devuelve, y después haga la devolución`);
  }
}

export async function returnItems(tx: Executor, ctx: StoreContext, saleId: number, request: PreparedReturn): Promise<SaleReturnResponse> {
  const [sale] = await tx
    .select()
    .from(storeSales)
    .where(and(eq(storeSales.id, saleId), eq(storeSales.companyId, ctx.companyId), eq(storeSales.branchOfficeId, ctx.branchOfficeId)))
    .for('update');
  if (!sale) throw notFound('Venta no encontrada');
  if (sale.status === 'cancelada') throw new HttpError(409, 'La venta ya está cancelada');
  // Locked for update: a concurrent refund from the same register waits, then sees the cash this one took out.
  const register = await requireOpenRegister(tx, ctx, 'update');
  const lines = await tx.select().from(storeSaleLines).where(eq(storeSaleLines.saleId, saleId));

  const wanted =
    request.lines ??
    lines
      .map((l) => ({ lineId: l.id, quantity: returnableQuantity(l) }))
      .filter((l) => l.quantity.isPositive());
  if (wanted.length === 0) throw new HttpError(409, 'No quedan productos por devolver');

  let value = Money.ZERO;
  const stockBack: { productId: number; quantity: Money; lineId: number; returnedAfter: Money }[] = [];
  for (const item of wanted) {
    const line = lines.find((l) => l.id === item.lineId);
    if (!line) throw badRequest(`La línea ${item.lineId} no pertenece a la venta`);
    const returnable = returnableQuantity(line);
    if (item.quantity.gt(returnable)) {
      throw new HttpError(409, `No se pueden devolver más unidades de "${line.productName}" que las vendidas (pendientes: ${returnable.toString()})`);
    }
    const before = Money.of(line.returnedQuantity);
    const after = before.plus(item.quantity);
    value = value.plus(returnedValue(line, after).minus(returnedValue(line, before)));
    stockBack.push({ productId: line.productId, quantity: item.quantity, lineId: line.id, returnedAfter: after });
  }

  await refuseUncreditedInvoice(tx, sale, lines, stockBack);

  const cancelled = request.lines === null;
  const kind = cancelled ? 'cancelacion' : 'devolucion';
  for (const item of [...stockBack].sort((a, b) => a.productId - b.productId)) {
    await tx.update(storeSaleLines).set({ returnedQuantity: item.returnedAfter.toString() }).where(eq(storeSaleLines.id, item.lineId));
    await putStock(tx, ctx, {
      productId: item.productId,
      quantity: item.quantity.toString(),
      type: kind,
      reason: request.reason,
      referenceType: 'sale',
      referenceId: saleId,
    });
  }

  const returnedTotal = Money.of(sale.returnedTotal).plus(value);
  // What the sale was paid, kept on its row (ADR 0043), locked above; the refund below is taken off it.
  const paid = Money.of(sale.paid);
  // Give back what was paid beyond what the customer still keeps.
  const refund = refundDue({ total: sale.total, returnedTotal, paid });
  if (refund.isPositive()) {
    const available = (await registerFlows(tx, register)).expected.get(request.methodId) ?? Money.ZERO;
    if (refund.gt(available)) throw new HttpError(409, `No hay suficiente dinero en caja para la devolución (disponible: ${available.toFixed2()})`);
    const payment = onlyRow(
      await tx
        .insert(storeSalePayments)
        .values({
          saleId,
          cashRegisterId: register.id,
          kind: 'devolucion',
          methodId: request.methodId,
          amount: refund.negated().toFixed2(),
          received: refund.negated().toFixed2(),
          reference: request.reason.slice(0, 100),
          userId: ctx.userId,
        })
        .returning({ id: storeSalePayments.id }),
    );
    await tx.insert(cashRegisterTransactions).values({
      cashRegisterId: register.id,
      agentId: ctx.userId,
      transactionTypeId: TRANSACTION_TYPE.devolucion,
      paymentId: payment.id,
      saleId,
      methodId: request.methodId,
      amount: refund.toFixed2(),
      notes: request.reason,
    });
  }
  const everythingBack = lines.every((l) => {
    const item = stockBack.find((s) => s.lineId === l.id);
    return (item ? item.returnedAfter : Money.of(l.returnedQuantity)).eq(l.quantity);
  });
  const balanceLeft = Money.of(sale.total).minus(returnedTotal).minus(paid.minus(refund));
  const status = everythingBack ? 'cancelada' : balanceLeft.isPositive() ? 'pendiente' : 'devuelta parcial';
  await tx
    .update(storeSales)
    .set({
      status,
      returnedTotal: returnedTotal.toFixed2(),
      refunded: Money.of(sale.refunded).plus(refund).toFixed2(),
      // The refund written above (a negative payment) comes off the sale's net paid (ADR 0043), in the database.
      ...(refund.isPositive() ? { paid: sql`${storeSales.paid} - ${refund.toFixed2()}::numeric` } : {}),
    })
    .where(eq(storeSales.id, saleId));
  return { sale: await loadSaleDetail(tx, ctx, saleId), refunded: refund.toFixed2() };
}
