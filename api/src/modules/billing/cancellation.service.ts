// Cancellation at the PAC (motives 01–04), SAT's substitution flow (the replacement first, related with 04), and
// the settling of cancellations that wait for the receiver's acceptance.
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { BillingModule, CancelInvoiceRequest, InvoiceDetail, InvoiceReceiverInput } from '@mikro/contracts';
import { validateCancellation } from '@mikro/domain';
import { cfdiInvoiceSources, cfdiInvoices } from '../../db/schema/index';
import { HttpError, badRequest } from '../../plugins/errors';
import { loadIssuer } from './company.service';
import { PacError } from './pac/pac';
import { syncChargeStampedFlag } from './charge-sources';
import { type BillingContext, type BillingDeps, LIVE, MODULE, checkedReceiver, conflict, ownInvoice, writeDocument } from './documents';
import { paymentsDocument } from './invoice-issue.service';
import { invoiceDetail } from './invoice-queries';
import { stampInvoice } from './stamping';

/**
 * SAT's substitution (cancellation with motive 01): the replacement of a stamped invoice is issued first — the
 * same payments, the receiver corrected if need be, related to the original with TipoRelacion 04 — and once it is
 * stamped the original is cancelled with motive 01 naming it. A replacement the PAC leaves pending stays so, the
 * original live: it is cancelled with 01 naming the replacement once that is stamped. The answer is the replacement.
 */
export async function substituteInvoice(deps: BillingDeps, ctx: BillingContext, id: number, input: { receiver?: InvoiceReceiverInput }): Promise<InvoiceDetail> {
  const issuer = await loadIssuer(deps.db, deps.box, ctx.companyId);
  const pac = deps.pacFor(issuer);
  const row = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(724101, ${ctx.companyId})`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(724102, ${id})`);
    const original = await ownInvoice(tx, ctx, id);
    if (original.type !== 'I' || original.isGlobal) throw conflict('Sólo se sustituye una factura de ingreso a un cliente (una factura global se cancela y se emite de nuevo).');
    if (original.status !== 'timbrada' || !original.uuid) throw conflict('Sólo se sustituye una factura timbrada y vigente.');
    const related = await tx
      .select({ type: cfdiInvoices.type, serie: cfdiInvoices.serie, folio: cfdiInvoices.folio })
      .from(cfdiInvoices)
      .where(and(eq(cfdiInvoices.relatedInvoiceId, original.id), inArray(cfdiInvoices.status, [...LIVE])));
    const replacement = related.find((r) => r.type === 'I');
    if (replacement) throw conflict(`La factura ya tiene un sustituto (${replacement.serie}-${replacement.folio}); cancélela con motivo 01 indicando su folio fiscal.`);
    if (related.length > 0) throw conflict('La factura tiene notas de crédito o complementos de pago vigentes o por timbrar; cancélelos antes de sustituirla.');
    const receiver = checkedReceiver(
      input.receiver ?? { rfc: original.receiverRfc, name: original.receiverName, regime: original.receiverRegime, cfdiUse: original.cfdiUse, zip: original.receiverZip },
    );
    const sources = await tx.select({ sourceId: cfdiInvoiceSources.sourceId }).from(cfdiInvoiceSources).where(eq(cfdiInvoiceSources.invoiceId, original.id));
    const module = original.module as BillingModule;
    const doc = await paymentsDocument(tx, ctx, module, sources.map((s) => s.sourceId), receiver, original.paymentForm ?? undefined, original);
    return writeDocument(tx, ctx, issuer, pac, doc, new Date());
  });
  const stamped = await stampInvoice(deps, row.id);
  if (stamped.status === 'timbrada' && stamped.uuid) await cancelInvoice(deps, ctx, id, { motive: '01', substituteUuid: stamped.uuid });
  return invoiceDetail(deps.db, ctx, row.id);
}

/**
 * Cancels a stamped invoice at the PAC. Under the invoice's lock (the one credit notes and payment complements
 * take): two cancellations at once call the PAC once, and a credit note or complement is either written before
 * (and refuses the cancellation while it is pending or stamped) or after (and is refused on a cancelled invoice).
 */
export async function cancelInvoice(deps: BillingDeps, ctx: BillingContext, id: number, input: CancelInvoiceRequest): Promise<InvoiceDetail> {
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(724102, ${id})`);
    const invoice = await ownInvoice(tx, ctx, id);
    if (invoice.status === 'cancelada') throw conflict('La factura ya está cancelada.');
    if (invoice.status !== 'timbrada' || !invoice.uuid) throw conflict('Sólo se cancela una factura timbrada.');
    const errors = validateCancellation({ motive: input.motive, substituteUuid: input.substituteUuid, uuid: invoice.uuid });
    const [firstError] = errors;
    if (firstError) throw badRequest(firstError.message, errors);
    const substitute = input.motive === '01' ? input.substituteUuid!.trim().toUpperCase() : null;
    if (substitute) {
      const [replacement] = await tx
        .select({ id: cfdiInvoices.id, type: cfdiInvoices.type, relatedInvoiceId: cfdiInvoices.relatedInvoiceId })
        .from(cfdiInvoices)
        .where(and(eq(cfdiInvoices.companyId, ctx.companyId), eq(cfdiInvoices.uuid, substitute), eq(cfdiInvoices.status, 'timbrada')));
      if (!replacement) throw conflict('El folio fiscal sustituto no es una factura timbrada de la empresa.');
      // SAT's motive 01: the substitute names the original (TipoRelacion 04), as «Sustituir» issues it.
      if (replacement.type !== 'I' || replacement.relatedInvoiceId !== invoice.id) {
        throw conflict('La factura sustituta debe relacionar a esta con tipo de relación 04 (sustitución); emítala con «Sustituir».');
      }
    }
    const live = await tx
      .select({ id: cfdiInvoices.id })
      .from(cfdiInvoices)
      .where(and(eq(cfdiInvoices.relatedInvoiceId, invoice.id), inArray(cfdiInvoices.type, ['E', 'P']), inArray(cfdiInvoices.status, [...LIVE])));
    if (live.length > 0) throw conflict('La factura tiene notas de crédito o complementos de pago vigentes o por timbrar; cancélelos primero.');
    // Read through the transaction: PGlite has one connection, which the transaction holds.
    const issuer = await loadIssuer(tx, deps.box, ctx.companyId);
    let result;
    try {
      result = await deps.pacFor(issuer).cancel({
        issuerRfc: issuer.rfc,
        uuid: invoice.uuid,
        motive: input.motive,
        substituteUuid: substitute ?? undefined,
        cerDer: issuer.csd.cer,
        keyDer: issuer.csd.key,
        password: issuer.csd.password,
      });
    } catch (error) {
      if (error instanceof PacError) throw new HttpError(error.retryable ? 503 : 409, `El PAC no canceló la factura: ${error.message}`);
      throw error;
    }
    await tx
      .update(cfdiInvoices)
      .set({
        status: result.status === 'cancelada' ? 'cancelada' : invoice.status,
        cancelMotive: input.motive,
        substituteUuid: substitute,
        cancelReceipt: result.receipt,
        cancelledAt: result.status === 'cancelada' ? new Date() : null,
        lastError: result.status === 'cancelada' ? '' : CANCELLATION_IN_PROCESS,
      })
      .where(eq(cfdiInvoices.id, invoice.id));
    if (invoice.module !== MODULE.store) await syncChargeStampedFlag(tx, invoice.id);
  });
  return invoiceDetail(deps.db, ctx, id);
}

/** What an invoice whose cancellation waits for the receiver's acceptance says until SAT settles it. */
export const CANCELLATION_IN_PROCESS = 'En proceso de cancelación: el receptor debe aceptarla.';

/**
 * Cancellations that wait for the receiver's acceptance: SAT holds the invoice vigente meanwhile, so it stays live
 * here («En proceso de cancelación») until the PAC's status says SAT cancelled it; then it is cancelled and frees
 * what it covered. A receiver who refuses leaves it vigente (it may be cancelled again). Run by the retry job;
 * answers how many were settled.
 */
export async function settleCancellations(deps: BillingDeps, limit = 100): Promise<number> {
  const waiting = await deps.db
    .select({ id: cfdiInvoices.id, companyId: cfdiInvoices.companyId, uuid: cfdiInvoices.uuid, module: cfdiInvoices.module })
    .from(cfdiInvoices)
    .where(and(eq(cfdiInvoices.status, 'timbrada'), isNotNull(cfdiInvoices.cancelMotive), isNull(cfdiInvoices.cancelledAt)))
    .orderBy(asc(cfdiInvoices.id))
    .limit(limit);
  let settled = 0;
  for (const row of waiting) {
    if (!row.uuid) continue;
    let state: string;
    try {
      state = (await deps.pacFor(await loadIssuer(deps.db, deps.box, row.companyId)).status(row.uuid)).state;
    } catch {
      // The PAC or the company's CSD is not reachable now: the next run asks again.
      continue;
    }
    if (state !== 'cancelada') continue;
    await deps.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(724102, ${row.id})`);
      const [updated] = await tx
        .update(cfdiInvoices)
        .set({ status: 'cancelada', cancelledAt: new Date(), lastError: '' })
        .where(and(eq(cfdiInvoices.id, row.id), eq(cfdiInvoices.status, 'timbrada')))
        .returning({ id: cfdiInvoices.id });
      if (updated && row.module !== MODULE.store) await syncChargeStampedFlag(tx, row.id);
      if (updated) settled += 1;
    });
  }
  return settled;
}
