// The tutor's side of invoicing in the portal: the family's saved fiscal data (its default business name, the one
// the desk also invoices to), «Facturar» for one of the family's receipts through billing's self-invoicing flow, and
// the XML and PDF of the invoices that cover the family's receipts. Scoped to the tutor's family like every portal read.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { PortalAccount, PortalFiscalData, SelfInvoiceResult } from '@mikro/contracts';
import { validateReceiver } from '@mikro/domain';
import type { Database, Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { cfdiInvoices, familyBusinessNames } from '../../db/schema/index';
import { HttpError, badRequest, notFound } from '../../plugins/errors';
import { invoiceFileName, invoicePdf, issueSelfInvoiceLink, selfInvoice, type SelfInvoiceOptions } from '../billing/index';
import { MODULE_SCHOOL } from '../payments/index';
import { familyReceipt } from './portal.service';
import type { Tutor } from './tutors.service';

export const INVOICE_NOT_FOUND = 'Factura no encontrada';
export const NO_FISCAL_DATA = 'Capture primero los datos fiscales de su familia en «Mis datos»';

/** The family's fiscal data: its default business name, else the first one captured. */
async function fiscalRow(db: Executor, tutor: Tutor) {
  const [row] = await db
    .select()
    .from(familyBusinessNames)
    .where(and(eq(familyBusinessNames.companyId, tutor.companyId), eq(familyBusinessNames.familyId, tutor.familyId)))
    .orderBy(desc(familyBusinessNames.isDefault), asc(familyBusinessNames.id))
    .limit(1);
  return row ?? null;
}

const toFiscalData = (row: NonNullable<Awaited<ReturnType<typeof fiscalRow>>>): PortalFiscalData => ({
  rfc: row.rfc,
  name: row.businessName,
  regime: row.taxRegime,
  zip: row.zip,
  cfdiUse: row.cfdiUse,
  email: row.email,
});

export async function portalAccount(db: Executor, tutor: Tutor): Promise<PortalAccount> {
  const row = await fiscalRow(db, tutor);
  return {
    tutor: { id: tutor.userId, name: tutor.name, email: tutor.email },
    family: { id: tutor.familyId, name: tutor.familyName },
    fiscal: row ? toFiscalData(row) : null,
  };
}

/**
 * Saves the family's fiscal data, checked as SAT checks a receiver (RFC, name, regime, postal code and a use the
 * regime allows): 400 naming the field otherwise. It replaces the family's default business name, or becomes it.
 */
export async function saveFiscalData(db: Database, tutor: Tutor, input: PortalFiscalData): Promise<PortalAccount> {
  const data = { rfc: input.rfc.trim().toUpperCase(), name: input.name.trim(), regime: input.regime, zip: input.zip.trim(), cfdiUse: input.cfdiUse, email: input.email.trim() };
  const errors = validateReceiver({ rfc: data.rfc, name: data.name, regime: data.regime, cfdiUse: data.cfdiUse, zip: data.zip });
  const [first] = errors;
  if (first) throw badRequest(first.message, errors);
  const values = { rfc: data.rfc, businessName: data.name, taxRegime: data.regime, zip: data.zip, cfdiUse: data.cfdiUse, email: data.email };
  await db.transaction(async (tx) => {
    const current = await fiscalRow(tx, tutor);
    if (current) await tx.update(familyBusinessNames).set({ ...values, isDefault: true }).where(eq(familyBusinessNames.id, current.id));
    else await tx.insert(familyBusinessNames).values({ ...values, companyId: tutor.companyId, familyId: tutor.familyId, isDefault: true });
  });
  return portalAccount(db, tutor);
}

/**
 * «Facturar»: invoices one of the family's receipts to its saved fiscal data through the self-invoicing flow (a code
 * issued for the receipt, then redeemed at once), so the same rules hold as for a printed link: within the month of
 * the payment, once per receipt, paid receipts only, and the invoice e-mailed (to the fiscal e-mail, else the tutor's).
 */
export async function invoiceReceipt(options: SelfInvoiceOptions, tutor: Tutor, paymentId: number): Promise<SelfInvoiceResult> {
  const receipt = await familyReceipt(options.deps.db, tutor, paymentId);
  const fiscal = await fiscalRow(options.deps.db, tutor);
  if (!fiscal) throw new HttpError(409, NO_FISCAL_DATA);
  const link = await issueSelfInvoiceLink(options, { companyId: tutor.companyId, userId: tutor.userId, branchOfficeId: null }, MODULE_SCHOOL, receipt.id);
  if (!link.available || !link.url) throw new HttpError(409, link.reason ?? 'Este recibo no se puede facturar.');
  const code = link.url.slice(link.url.lastIndexOf('/') + 1);
  const data = toFiscalData(fiscal);
  return selfInvoice(options, { code, rfc: data.rfc, name: data.name, regime: data.regime, cfdiUse: data.cfdiUse, zip: data.zip, email: data.email || tutor.email });
}

/**
 * A stamped invoice to a receiver (not a global one) whose every receipt is the family's; any other id is "not found".
 */
async function familyInvoice(db: Executor, tutor: Tutor, invoiceId: number) {
  const [invoice] = await db
    .select()
    .from(cfdiInvoices)
    .where(and(eq(cfdiInvoices.id, invoiceId), eq(cfdiInvoices.companyId, tutor.companyId), eq(cfdiInvoices.isGlobal, false)));
  const covered = invoice
    ? await rowsOf<{ payment_id: number }>(db, sql`SELECT source_id AS payment_id FROM cfdi_invoice_sources WHERE invoice_id = ${invoice.id} AND module = ${MODULE_SCHOOL}`)
    : [];
  if (!invoice?.stampedXml || covered.length === 0) throw notFound(INVOICE_NOT_FOUND);
  for (const { payment_id } of covered) {
    try {
      await familyReceipt(db, tutor, Number(payment_id));
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) throw notFound(INVOICE_NOT_FOUND);
      throw error;
    }
  }
  return invoice;
}

export async function portalInvoiceFile(db: Executor, tutor: Tutor, invoiceId: number, format: 'xml' | 'pdf'): Promise<{ name: string; type: string; body: Buffer | string }> {
  const invoice = await familyInvoice(db, tutor, invoiceId);
  if (format === 'xml') return { name: `${invoiceFileName(invoice)}.xml`, type: 'application/xml; charset=utf-8', body: invoice.stampedXml! };
  return { name: `${invoiceFileName(invoice)}.pdf`, type: 'application/pdf', body: await invoicePdf(invoice) };
}
