// Self-invoicing: a store ticket, or a school or academy receipt, prints a link with a one-time code; whoever
// holds it invoices that ticket to their RFC without a session, through the same invoicing service the staff
// use (invoicePayments), within the ticket's calendar month and once per ticket.
//
// The code is 144 random bits (base64url), never derived from the ticket; only its SHA-256 is stored. Every
// printing issues a new code; all of a ticket's codes lead to the one ticket, which takes one live invoice.
import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { renderSVG } from 'uqr';
import type { BillingModule, SelfInvoiceDownloads, SelfInvoiceLink, SelfInvoiceResult, SelfInvoiceState, SelfInvoiceTicket } from '@mikro/contracts';
import { Money, selfInvoiceWindow, toCalendarDate, validateReceiver, INSTITUTION_TIME_ZONE } from '@mikro/domain';
import type { Database, Executor } from '../../../db/client';
import { onlyRow } from '../../../db/rows';
import { cfdiInvoices, selfInvoiceCodes } from '../../../db/schema/index';
import { HttpError, badRequest, notFound } from '../../../plugins/errors';
import { rowsOf } from '../../../db/rows';
import { MODULE, type BillingDeps } from '../documents';
import { invoicePayments } from '../invoice-issue.service';
import { queueMail } from '../../mail/index';
import { invoicePdf } from '../pdf';

/** Random bytes of a code: 18 bytes = 144 bits, 24 base64url characters. */
const CODE_BYTES = 18;
/** How long a download link given to the customer works. */
export const DOWNLOAD_LINK_DAYS = 30;
/** The one answer for a code that does not exist and for one whose month is over (no oracle between them). */
export const UNKNOWN_CODE = 'El enlace de facturación no existe o ya venció. Las facturas se solicitan dentro del mes de la compra.';
export const BAD_DOWNLOAD = 'El enlace de descarga no es válido o ya venció.';

export interface SelfInvoiceOptions {
  deps: BillingDeps;
  /** The public address of the application (the link and QR point at `<publicUrl>/autofactura/<code>`). */
  publicUrl: string;
  /** Key of the download links' signatures (derived from the application's secret). */
  downloadKey: Buffer;
}

export function downloadKeyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'mikro', 'self-invoice download links', 32));
}

export const hashCode = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');

/** A ticket or receipt as self-invoicing sees it. */
interface Source {
  module: BillingModule;
  id: number;
  companyId: number;
  branchOfficeId: number;
  reference: string;
  soldAt: Date;
  /** Store: pagada, devuelta parcial, pendiente, cancelada; charges: paid, partial, cancelled. */
  status: string;
  total: string;
  companyName: string;
  branchOfficeName: string;
}

interface SourceRow {
  id: number;
  company_id: number;
  branch_office_id: number;
  serie: string;
  folio: number;
  status: string;
  total: string;
  returned_total: string;
  created_at: string | Date;
  company_name: string;
  branch_name: string;
}

async function loadSource(db: Executor, module: BillingModule, id: number): Promise<Source | null> {
  const from =
    module === MODULE.store
      ? sql`SELECT t.id, t.company_id, t.branch_office_id, t.serie, t.folio, t.status, t.total, t.returned_total, t.created_at FROM store_sales t WHERE t.id = ${id}`
      : sql`SELECT t.id, t.company_id, t.branch_office_id, t.serie, t.folio, t.status, t.total, 0 AS returned_total, t.created_at FROM charge_payments t WHERE t.id = ${id} AND t.module = ${module} AND t.folio > 0`;
  const [row] = await rowsOf<SourceRow>(
    db,
    sql`SELECT s.*, coalesce(nullif(c.business_name, ''), c.name) AS company_name, b.name AS branch_name
          FROM (${from}) s JOIN companies c ON c.id = s.company_id JOIN branch_offices b ON b.id = s.branch_office_id`,
  );
  if (!row) return null;
  return {
    module,
    id: row.id,
    companyId: row.company_id,
    branchOfficeId: row.branch_office_id,
    reference: `${row.serie}-${row.folio}`,
    soldAt: new Date(row.created_at),
    status: row.status,
    total: Money.of(row.total).minus(row.returned_total).toFixed2(),
    companyName: row.company_name,
    branchOfficeName: row.branch_name,
  };
}

interface LiveInvoice {
  id: number;
  isGlobal: boolean;
  receiverRfc: string;
  /** Issued through one of this ticket's self-invoicing codes. */
  selfInvoiced: boolean;
}

/** The pending or stamped invoice of type I that covers the ticket, if any. */
async function liveInvoiceOf(db: Executor, source: Pick<Source, 'module' | 'id'>): Promise<LiveInvoice | null> {
  const [row] = await rowsOf<{ id: number; is_global: boolean; receiver_rfc: string; self_invoiced: boolean }>(
    db,
    sql`SELECT i.id, i.is_global, i.receiver_rfc,
               EXISTS (SELECT 1 FROM self_invoice_codes c WHERE c.invoice_id = i.id AND c.module = ${source.module} AND c.source_id = ${source.id}) AS self_invoiced
          FROM cfdi_invoice_sources s JOIN cfdi_invoices i ON i.id = s.invoice_id
         WHERE s.module = ${source.module} AND s.source_id = ${source.id} AND i.type = 'I' AND i.status IN ('pendiente', 'timbrada')
         ORDER BY i.id DESC LIMIT 1`,
  );
  return row ? { id: row.id, isGlobal: row.is_global, receiverRfc: row.receiver_rfc, selfInvoiced: row.self_invoiced } : null;
}

const PAID = new Set(['pagada', 'devuelta parcial', 'paid', 'partial']);
const CANCELLED = new Set(['cancelada', 'cancelled']);

/** Whether the ticket can be self-invoiced now, and if not why (Spanish, for the customer). */
async function stateOf(db: Executor, source: Source, now: Date): Promise<{ state: SelfInvoiceState; message: string | null; live: LiveInvoice | null; lastDay: string; open: boolean }> {
  const { open, lastDay } = selfInvoiceWindow(source.soldAt, now, INSTITUTION_TIME_ZONE);
  const noun = source.module === MODULE.store ? 'La venta' : 'El pago';
  const live = await liveInvoiceOf(db, source);
  if (live) {
    const message = live.isGlobal
      ? 'Este ticket ya se incluyó en la factura global del periodo; no se puede facturar de nuevo.'
      : 'Este ticket ya fue facturado; sólo se emite una factura por ticket.';
    return { state: 'facturado', message, live, lastDay, open };
  }
  if (CANCELLED.has(source.status)) return { state: 'cancelado', message: `${noun} fue cancelad${source.module === MODULE.store ? 'a' : 'o'}; no se puede facturar.`, live, lastDay, open };
  if (!PAID.has(source.status)) {
    return { state: 'no-disponible', message: `${noun} tiene saldo pendiente; solicite su factura en la caja.`, live, lastDay, open };
  }
  if (!open) return { state: 'no-disponible', message: `El plazo para facturar este ticket terminó el ${displayDay(lastDay)}.`, live, lastDay, open };
  return { state: 'disponible', message: null, live, lastDay, open };
}

function displayDay(isoDay: string): string {
  const { year, month, day } = toCalendarDate(isoDay);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

// ---- staff: the link a ticket or receipt prints ----

/**
 * Issues a new code for a ticket of the caller's company (and branch office, when the request names one) and
 * answers its link and QR; a ticket that cannot be self-invoiced answers why instead (nothing is written).
 */
export async function issueSelfInvoiceLink(
  options: SelfInvoiceOptions,
  ctx: { companyId: number; userId: number; branchOfficeId: number | null },
  module: BillingModule,
  id: number,
  now = new Date(),
): Promise<SelfInvoiceLink> {
  const db = options.deps.db;
  const source = await loadSource(db, module, id);
  if (!source || source.companyId !== ctx.companyId || (ctx.branchOfficeId !== null && source.branchOfficeId !== ctx.branchOfficeId)) {
    throw notFound(module === MODULE.store ? 'La venta no existe.' : 'El pago no existe.');
  }
  const { state, message, lastDay } = await stateOf(db, source, now);
  if (state !== 'disponible') return { available: false, reason: message, url: null, qrSvg: null, lastDay };
  const code = randomBytes(CODE_BYTES).toString('base64url');
  await db.insert(selfInvoiceCodes).values({
    companyId: source.companyId,
    branchOfficeId: source.branchOfficeId,
    module,
    sourceId: source.id,
    codeHash: hashCode(code),
    createdBy: ctx.userId,
  });
  const url = `${options.publicUrl}/autofactura/${code}`;
  return { available: true, reason: null, url, qrSvg: renderSVG(url, { ecc: 'M', border: 2, pixelSize: 4 }), lastDay };
}

// ---- public: what the customer's page calls ----

interface ResolvedCode {
  codeId: number;
  createdBy: number;
  source: Source;
}

/** The code's ticket; null (→ the one 404) when the code is unknown or the ticket's month is over. */
async function resolveCode(db: Database, code: string, now: Date): Promise<ResolvedCode | null> {
  const [row] = await db
    .select({ id: selfInvoiceCodes.id, module: selfInvoiceCodes.module, sourceId: selfInvoiceCodes.sourceId, createdBy: selfInvoiceCodes.createdBy })
    .from(selfInvoiceCodes)
    .where(eq(selfInvoiceCodes.codeHash, hashCode(code)));
  if (!row) return null;
  const source = await loadSource(db, row.module as BillingModule, row.sourceId);
  if (!source || !selfInvoiceWindow(source.soldAt, now, INSTITUTION_TIME_ZONE).open) return null;
  return { codeId: row.id, createdBy: row.createdBy, source };
}

/** The ticket's summary for the customer's page: folio, date, total, issuer and branch office, and its state. */
export async function selfInvoiceTicket(db: Database, code: string, now = new Date()): Promise<SelfInvoiceTicket> {
  const resolved = await resolveCode(db, code, now);
  if (!resolved) throw notFound(UNKNOWN_CODE);
  const { source } = resolved;
  const { state, message, lastDay } = await stateOf(db, source, now);
  return {
    module: source.module,
    reference: source.reference,
    date: source.soldAt.toISOString(),
    total: source.total,
    companyName: source.companyName,
    branchOfficeName: source.branchOfficeName,
    lastDay,
    state,
    message,
  };
}

type InvoiceRow = typeof cfdiInvoices.$inferSelect;

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

function resultOf(key: Buffer, row: InvoiceRow, now: Date, emailedTo: string | null): SelfInvoiceResult {
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

/** An invoice whose id the caller just read or wrote (invoices are never deleted). */
async function invoiceRowById(db: Database, id: number): Promise<InvoiceRow> {
  return onlyRow(await db.select().from(cfdiInvoices).where(eq(cfdiInvoices.id, id)), 'invoice');
}

/**
 * The 409 of a ticket that already has its invoice. Its download links go only to whoever invoiced it
 * through a self-invoicing link and asks again with the same RFC; anyone else learns only that it is invoiced.
 */
async function alreadyInvoiced(options: SelfInvoiceOptions, live: LiveInvoice, message: string, rfc: string, now: Date): Promise<HttpError> {
  if (live.selfInvoiced && live.receiverRfc === rfc) {
    const row = await invoiceRowById(options.deps.db, live.id);
    return new HttpError(409, 'Este ticket ya fue facturado a su RFC; descargue su factura.', { invoice: resultOf(options.downloadKey, row, now, null) });
  }
  return new HttpError(409, message);
}

export interface SelfInvoiceInput {
  code: string;
  rfc: string;
  name: string;
  regime: string;
  cfdiUse: string;
  zip: string;
  email?: string;
}

/**
 * Invoices the code's ticket to the customer's fiscal data with the staff's invoicing service: 404 unknown or
 * expired code, 400 naming the field for fiscal data SAT would refuse, 409 with the reason when the ticket is
 * cancelled, unpaid or already invoiced. The invoice is e-mailed (queued in the mail outbox) when an address is given: at once
 * when stamped at once, or by the retry job when it stamps it later.
 */
export const CODE_USED_BY_ANOTHER_RFC = 'Este ticket ya se facturó a otro RFC; solo ese RFC puede volver a facturarlo. Solicite la factura en la sucursal.';

export async function selfInvoice(options: SelfInvoiceOptions, input: SelfInvoiceInput, now = new Date()): Promise<SelfInvoiceResult> {
  const db = options.deps.db;
  const resolved = await resolveCode(db, input.code, now);
  if (!resolved) throw notFound(UNKNOWN_CODE);
  const receiver = { rfc: input.rfc.trim().toUpperCase(), name: input.name, regime: input.regime, cfdiUse: input.cfdiUse, zip: input.zip.trim() };
  const errors = validateReceiver(receiver);
  const [firstError] = errors;
  if (firstError) throw badRequest(firstError.message, errors);
  const { source } = resolved;
  const state = await stateOf(db, source, now);
  if (state.live) throw await alreadyInvoiced(options, state.live, state.message!, receiver.rfc, now);
  if (state.state !== 'disponible') throw new HttpError(409, state.message!);
  // A ticket self-invoiced once stays its customer's: after that invoice is cancelled, only the same RFC may
  // invoice it again by self-invoicing (its codes are not a voucher for whoever holds the ticket next).
  const earlier = await rowsOf<{ rfc: string }>(
    db,
    sql`SELECT DISTINCT i.receiver_rfc AS rfc FROM self_invoice_codes c JOIN cfdi_invoices i ON i.id = c.invoice_id
        WHERE c.company_id = ${source.companyId} AND c.module = ${source.module} AND c.source_id = ${source.id}`,
  );
  if (earlier.length > 0 && !earlier.some((row) => row.rfc === receiver.rfc)) throw new HttpError(409, CODE_USED_BY_ANOTHER_RFC);

  const ctx = { companyId: source.companyId, userId: resolved.createdBy, branchOfficeId: source.branchOfficeId };
  let detail;
  try {
    detail = await invoicePayments(options.deps, ctx, source.module, { ids: [source.id], receiver });
  } catch (error) {
    // Another link of the same ticket won the race: answer as a second attempt does.
    if (error instanceof HttpError && error.statusCode === 409) {
      const after = await stateOf(db, source, now);
      if (after.live) throw await alreadyInvoiced(options, after.live, after.message!, receiver.rfc, now);
    }
    throw error;
  }
  // The code keeps the e-mail wanted; the send is claimed in this same UPDATE when the invoice is already
  // stamped, and otherwise by the retry job once it stamps it (mailStampedSelfInvoices): never both.
  const email = (detail.status !== 'rechazada' && input.email?.trim()) || null;
  const [code] = await db
    .update(selfInvoiceCodes)
    .set({
      invoiceId: detail.id,
      usedAt: now,
      mailTo: email,
      mailedAt: email ? sql`CASE WHEN EXISTS (SELECT 1 FROM cfdi_invoices i WHERE i.id = ${detail.id} AND i.status = 'timbrada') THEN now() END` : null,
    })
    .where(eq(selfInvoiceCodes.id, resolved.codeId))
    .returning({ mailedAt: selfInvoiceCodes.mailedAt });
  const row = await invoiceRowById(db, detail.id);
  if (row.status === 'rechazada') throw new HttpError(409, `El SAT o el PAC rechazó la factura: ${row.lastError}`);
  let emailedTo: string | null = null;
  if (email && code?.mailedAt && row.stampedXml) {
    await sendClaimed(options.deps.db, resolved.codeId, row, email);
    emailedTo = email;
  }
  return resultOf(options.downloadKey, row, now, emailedTo);
}

/** Queues a claimed e-mail; a failure to queue it (its PDF, say) gives the claim back, so the retry job queues it later. */
async function sendClaimed(db: Database, codeId: number, row: InvoiceRow, to: string): Promise<void> {
  try {
    await emailInvoice(db, row, to);
  } catch (error) {
    await db.update(selfInvoiceCodes).set({ mailedAt: null }).where(eq(selfInvoiceCodes.id, codeId));
    throw error;
  }
}

/**
 * E-mails the self-issued invoices that were stamped after their request answered (left pending by the PAC,
 * stamped later by the retry job or the staff): each is claimed by the UPDATE that selects it (mailed_at goes
 * from null to now), so two instances running the job never send the same one twice. Answers how many were sent.
 */
export async function mailStampedSelfInvoices(db: Database): Promise<number> {
  const claimed = await db
    .update(selfInvoiceCodes)
    .set({ mailedAt: sql`now()` })
    .from(cfdiInvoices)
    .where(and(eq(selfInvoiceCodes.invoiceId, cfdiInvoices.id), eq(cfdiInvoices.status, 'timbrada'), isNotNull(selfInvoiceCodes.mailTo), isNull(selfInvoiceCodes.mailedAt)))
    .returning({ codeId: selfInvoiceCodes.id, to: selfInvoiceCodes.mailTo, invoiceId: selfInvoiceCodes.invoiceId });
  let sent = 0;
  let failure: unknown;
  for (const { codeId, to, invoiceId } of claimed) {
    try {
      await sendClaimed(db, codeId, await invoiceRowById(db, invoiceId!), to!);
      sent += 1;
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure !== undefined) throw failure;
  return sent;
}

async function emailInvoice(db: Database, row: InvoiceRow, to: string): Promise<void> {
  const name = fileName(row);
  await queueMail(db, {
    companyId: row.companyId,
    kind: 'invoice',
    to,
    subject: `Factura ${row.serie}-${row.folio}`,
    text: `Adjuntamos el CFDI ${row.serie}-${row.folio} (folio fiscal ${row.uuid}) en XML y PDF.`,
    attachments: [
      { name: `${name}.xml`, type: 'application/xml', content: Buffer.from(row.stampedXml!, 'utf8') },
      { name: `${name}.pdf`, type: 'application/pdf', content: await invoicePdf(row) },
    ],
  });
}

export function fileName(row: { serie: string; folio: number; uuid: string | null }): string {
  return `${row.serie ? `${row.serie}-` : ''}${row.folio}${row.uuid ? `_${row.uuid}` : ''}`;
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

