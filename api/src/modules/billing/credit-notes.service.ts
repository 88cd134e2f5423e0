// Credit notes (CFDI type E) related to a stamped invoice: returned concepts or a discount prorated by rate.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BillingModule, CreditNoteRequest, InvoiceDetail } from '@mikro/contracts';
import { Money, PUBLIC_RECEIVER } from '@mikro/domain';
import { cfdiInvoices } from '../../db/schema/index';
import { badRequest } from '../../plugins/errors';
import { creditNoteConcepts } from './credit-note';
import { loadIssuer } from './company.service';
import { type BillingContext, type BillingDeps, type InvoiceRow, LIVE, conflict, ownInvoice, writeDocument } from './documents';
import { invoiceDetail } from './invoice-queries';
import { stampInvoice } from './stamping';

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
    const related = await tx
      .select({ type: cfdiInvoices.type, total: cfdiInvoices.total, xml: cfdiInvoices.xml })
      .from(cfdiInvoices)
      .where(and(eq(cfdiInvoices.relatedInvoiceId, invoice.id), inArray(cfdiInvoices.type, ['E', 'P']), inArray(cfdiInvoices.status, [...LIVE])));
    const notes = related.filter((r) => r.type === 'E');
    // On an invoice paid in instalments what its complements received is no longer owed: a note credits at most the rest.
    const paid = invoice.paymentMethod === 'PPD' ? related.filter((r) => r.type === 'P').map((r) => r.total) : [];
    const concepts = creditNoteConcepts({ invoiceXml: invoice.xml, invoiceTotal: invoice.total, notes, paid, amount, returns, description });
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
