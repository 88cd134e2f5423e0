// Self-invoicing: a store ticket, or a school or academy receipt, prints a link with a one-time code; whoever
// holds it invoices that ticket to their RFC without a session, through the same invoicing service the staff
// use (invoicePayments), within the ticket's calendar month and once per ticket.
//
// This file has the three steps (the link, the ticket's summary, the invoice); the ticket behind a code is in
// `tickets.ts`, the download links in `downloads.service.ts` and the e-mail in `mail.service.ts`.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { renderSVG } from 'uqr';
import type { BillingModule, SelfInvoiceLink, SelfInvoiceResult, SelfInvoiceTicket } from '@mikro/contracts';
import { validateReceiver } from '@mikro/domain';
import type { Database } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { selfInvoiceCodes } from '../../../db/schema/index';
import { HttpError, badRequest, notFound } from '../../../plugins/errors';
import { MODULE } from '../documents';
import { invoicePayments } from '../invoice-issue.service';
import { resultOf } from './downloads.service';
import { sendClaimed } from './mail.service';
import { UNKNOWN_CODE, hashCode, invoiceRowById, loadSource, resolveCode, stateOf, type LiveInvoice, type SelfInvoiceOptions } from './tickets';

/** Random bytes of a code: 18 bytes = 144 bits, 24 base64url characters. */
const CODE_BYTES = 18;

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

export const CODE_USED_BY_ANOTHER_RFC = 'Este ticket ya se facturó a otro RFC; solo ese RFC puede volver a facturarlo. Solicite la factura en la sucursal.';

/**
 * Invoices the code's ticket to the customer's fiscal data with the staff's invoicing service: 404 unknown or
 * expired code, 400 naming the field for fiscal data SAT would refuse, 409 with the reason when the ticket is
 * cancelled, unpaid or already invoiced. The invoice is e-mailed (queued in the mail outbox) when an address is given: at once
 * when stamped at once, or by the retry job when it stamps it later.
 */
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
