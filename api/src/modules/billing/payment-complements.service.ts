// Payment complements (CFDI type P, Pagos 2.0) for what is received on an invoice paid in instalments (PPD).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BillingModule, InvoiceDetail } from '@mikro/contracts';
import { INSTITUTION_TIME_ZONE, Money, cfdiDate } from '@mikro/domain';
import { cfdiInvoices } from '../../db/schema/index';
import { badRequest } from '../../plugins/errors';
import { documentTaxGroups } from './cfdi/read';
import { loadIssuer } from './company.service';
import { type BillingContext, type BillingDeps, LIVE, conflict, ownInvoice, writeDocument } from './documents';
import { invoiceDetail } from './invoice-queries';
import { stampInvoice } from './stamping';

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
