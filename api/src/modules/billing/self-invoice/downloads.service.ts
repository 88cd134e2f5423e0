// What a self-invoicing customer takes away: the invoice as the page shows it, with download links signed by
// the application (HMAC of the invoice and the expiry) that work without a session for DOWNLOAD_LINK_DAYS,
// the links again for a lost page, and the XML or PDF behind a link.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SelfInvoiceDownloads, SelfInvoiceResult } from '@mikro/contracts';
import { cfdiInvoices, selfInvoiceCodes } from '../../../db/schema/index';
import { HttpError, notFound } from '../../../plugins/errors';
import { invoicePdf } from '../pdf';
import { fileName } from '../routes-common';
import { UNKNOWN_CODE, invoiceRowById, liveInvoiceOf, resolveCode, type InvoiceRow, type SelfInvoiceOptions } from './tickets';

/** How long a download link given to the customer works. */
const DOWNLOAD_LINK_DAYS = 30;
const BAD_DOWNLOAD = 'El enlace de descarga no es válido o ya venció.';

export function downloadKeyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'mikro', 'self-invoice download links', 32));
}

function sign(key: Buffer, invoiceId: number, expires: number): string {
  return createHmac('sha256', key).update(`${invoiceId}.${expires}`).digest('base64url');
}

/** Download links of a self-issued invoice, signed and valid for DOWNLOAD_LINK_DAYS. */
function downloadsOf(key: Buffer, row: InvoiceRow, now: Date): SelfInvoiceDownloads | null {
  if (!row.stampedXml) return null;
  const expires = Math.floor(now.getTime() / 1000) + DOWNLOAD_LINK_DAYS * 86_400;
  const query = `invoice=${row.id}&expires=${expires}&token=${sign(key, row.id, expires)}`;
  return { xml: `/api/self-invoice/download/xml?${query}`, pdf: `/api/self-invoice/download/pdf?${query}`, expiresAt: new Date(expires * 1000).toISOString() };
}

/** The invoice as the customer's page shows it, with its download links once stamped. */
export function resultOf(key: Buffer, row: InvoiceRow, now: Date, emailedTo: string | null): SelfInvoiceResult {
  return {
    status: row.status as SelfInvoiceResult['status'],
    serie: row.serie,
    folio: row.folio,
    uuid: row.uuid,
    total: row.total,
    issuedAt: row.issuedAt,
    sandbox: row.sandbox,
    receiverRfc: row.receiverRfc,
    receiverName: row.receiverName,
    downloads: downloadsOf(key, row, now),
    emailedTo,
  };
}

/**
 * The download links again, for whoever self-invoiced the ticket and gives the same RFC (a lost page);
 * 409 otherwise (not invoiced yet, invoiced by the staff or globally, or another RFC).
 */
export async function selfInvoiceDownloads(options: SelfInvoiceOptions, input: { code: string; rfc: string }, now = new Date()): Promise<SelfInvoiceResult> {
  const resolved = await resolveCode(options.deps.db, input.code, now);
  if (!resolved) throw notFound(UNKNOWN_CODE);
  const live = await liveInvoiceOf(options.deps.db, resolved.source);
  const rfc = input.rfc.trim().toUpperCase();
  if (!live) throw new HttpError(409, 'Este ticket aún no se factura.');
  if (!live.selfInvoiced || live.receiverRfc !== rfc) throw new HttpError(409, 'El RFC no corresponde a la factura de este ticket.');
  return resultOf(options.downloadKey, await invoiceRowById(options.deps.db, live.id), now, null);
}

/** The stamped XML or PDF of a signed download link; the one 404 when the link is forged, altered or expired. */
export async function selfInvoiceFile(
  options: SelfInvoiceOptions,
  format: 'xml' | 'pdf',
  link: { invoice: number; expires: number; token: string },
  now = new Date(),
): Promise<{ name: string; type: string; body: Buffer | string }> {
  const expected = Buffer.from(sign(options.downloadKey, link.invoice, link.expires));
  const given = Buffer.from(link.token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected) || link.expires * 1000 < now.getTime()) throw notFound(BAD_DOWNLOAD);
  const [row] = await options.deps.db
    .select({ invoice: cfdiInvoices })
    .from(cfdiInvoices)
    .innerJoin(selfInvoiceCodes, eq(selfInvoiceCodes.invoiceId, cfdiInvoices.id))
    .where(eq(cfdiInvoices.id, link.invoice))
    .limit(1);
  if (!row?.invoice.stampedXml) throw notFound(BAD_DOWNLOAD);
  const invoice = row.invoice;
  if (format === 'xml') return { name: `${fileName(invoice)}.xml`, type: 'application/xml; charset=utf-8', body: invoice.stampedXml! };
  return { name: `${fileName(invoice)}.pdf`, type: 'application/pdf', body: await invoicePdf(invoice) };
}
