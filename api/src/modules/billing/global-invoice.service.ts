// Global invoices to the public in general: a module's paid, not invoiced payments of a declared period.
import { sql } from 'drizzle-orm';
import type { BillingModule, GlobalBillingRequest, InvoiceDetail } from '@mikro/contracts';
import {
  MAX_MONEY,
  Money,
  formatMoney,
  cfdiDate,
  dateInGlobalPeriod,
  globalPeriodLabel,
  PUBLIC_RECEIVER,
  predominantPaymentForm,
  validateGlobalPeriod,
  type ConceptTax,
  INSTITUTION_TIME_ZONE,
} from '@mikro/domain';
import { badRequest } from '../../plugins/errors';
import type { CfdiConceptInput } from './cfdi/model';
import { loadIssuer } from './company.service';
import { type BillingContext, type BillingDeps, MODULE, conflict, writeDocument } from './documents';
import { invoiceDetail } from './invoice-queries';
import { checkRange, notInvoiced, paymentsForInvoice } from './payment-sources';
import { stampInvoice } from './stamping';

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
