// Cancelling a paid line (or a whole payment) with a reason: its charge goes back to pending, the line and
// the payment keep their amounts and say why and when; nothing is deleted. A payment an invoice covers —
// stamped, or still waiting for the PAC — is refused (its invoice must be cancelled first).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ChargePaymentDetail } from '@mikro/contracts';
import type { Database, Executor } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { cfdiInvoiceSources, cfdiInvoices, chargePaymentLines, chargePayments, charges } from '../../db/schema/index';
import { HttpError, notFound } from '../../plugins/errors';
import { applyPaymentIncome } from './income-rollup';
import type { PaymentContext, PaymentModule } from './context';
import { paymentDetail } from './read';
import { validateReason } from './validate';

async function lockPayment(tx: Executor, ctx: PaymentContext, module: PaymentModule, paymentId: number) {
  const [payment] = await tx
    .select()
    .from(chargePayments)
    .where(and(eq(chargePayments.id, paymentId), eq(chargePayments.companyId, ctx.companyId), eq(chargePayments.module, module)))
    .for('update');
  if (!payment) throw notFound('Pago no encontrado');
  if (payment.status === 'cancelled') throw new HttpError(409, 'El pago ya está cancelado');
  if (payment.stamped === 1) throw new HttpError(409, 'El pago está facturado: cancele primero su factura');
  // The stamped flag is set only once the PAC answers: an invoice still pending covers the payment too, and
  // would be stamped later for a payment that no longer exists. Invoicing locks the payment (FOR SHARE) while
  // it writes the invoice, so this row lock waits for it and then sees its invoice.
  const [invoice] = await tx
    .select({ status: cfdiInvoices.status })
    .from(cfdiInvoiceSources)
    .innerJoin(cfdiInvoices, eq(cfdiInvoices.id, cfdiInvoiceSources.invoiceId))
    .where(
      and(
        eq(cfdiInvoiceSources.module, module),
        eq(cfdiInvoiceSources.sourceId, paymentId),
        eq(cfdiInvoices.type, 'I'),
        inArray(cfdiInvoices.status, ['pendiente', 'timbrada']),
      ),
    )
    .limit(1);
  if (invoice?.status === 'timbrada') throw new HttpError(409, 'El pago está facturado: cancele primero su factura');
  if (invoice) throw new HttpError(409, 'El pago tiene una factura pendiente de timbrar: cuando se timbre, cancele primero la factura');
  return payment;
}

async function cancelLines(tx: Executor, ctx: PaymentContext, paymentId: number, lineIds: number[], reason: string): Promise<void> {
  const now = new Date();
  // The income reports' per-day table: the payment's part out now, what is left of it back at the end.
  await applyPaymentIncome(tx, paymentId, -1);
  const cancelled = await tx
    .update(chargePaymentLines)
    .set({ status: 'cancelled', cancelReason: reason, cancelledAt: now })
    .where(and(eq(chargePaymentLines.paymentId, paymentId), inArray(chargePaymentLines.id, lineIds), eq(chargePaymentLines.status, 'paid')))
    .returning({ chargeId: chargePaymentLines.chargeId });
  const chargeIds = cancelled.map((l) => l.chargeId).filter((id): id is number => id !== null);
  if (chargeIds.length > 0) {
    // The paid amount (paid-amount.ts) goes with the status, in the same statement.
    await tx
      .update(charges)
      .set({ status: 'pending', paymentId: null, paidAmount: null })
      .where(and(inArray(charges.id, chargeIds), eq(charges.paymentId, paymentId), eq(charges.status, 'paid')));
  }
  const { open } = onlyRow(
    await tx
      .select({ open: sql<number>`count(*)::int` })
      .from(chargePaymentLines)
      .where(and(eq(chargePaymentLines.paymentId, paymentId), eq(chargePaymentLines.status, 'paid'))),
  );
  await tx
    .update(chargePayments)
    .set(
      Number(open) === 0
        ? { status: 'cancelled', cancelReason: reason, cancelledAt: now, cancelledBy: ctx.userId }
        : { status: 'partial' },
    )
    .where(eq(chargePayments.id, paymentId));
  await applyPaymentIncome(tx, paymentId, 1);
}

/** Cancels one paid line of a payment; its charge is pending again. 404 unknown line, 409 already cancelled. */
export async function cancelPaymentLine(
  db: Database,
  ctx: PaymentContext,
  input: { module: PaymentModule; paymentId: number; lineId: number; reason: unknown },
): Promise<ChargePaymentDetail> {
  const reason = validateReason(input.reason);
  return db.transaction(async (tx) => {
    await lockPayment(tx, ctx, input.module, input.paymentId);
    const [line] = await tx
      .select({ status: chargePaymentLines.status })
      .from(chargePaymentLines)
      .where(and(eq(chargePaymentLines.id, input.lineId), eq(chargePaymentLines.paymentId, input.paymentId)));
    if (!line) throw notFound('Línea de pago no encontrada');
    if (line.status === 'cancelled') throw new HttpError(409, 'La línea ya está cancelada');
    await cancelLines(tx, ctx, input.paymentId, [input.lineId], reason);
    return paymentDetail(tx, ctx.companyId, input.module, input.paymentId);
  });
}

/** Cancels every paid line of a payment; their charges are pending again. */
export async function cancelPayment(
  db: Database,
  ctx: PaymentContext,
  input: { module: PaymentModule; paymentId: number; reason: unknown },
): Promise<ChargePaymentDetail> {
  const reason = validateReason(input.reason);
  return db.transaction(async (tx) => {
    await lockPayment(tx, ctx, input.module, input.paymentId);
    const lines = await tx
      .select({ id: chargePaymentLines.id })
      .from(chargePaymentLines)
      .where(and(eq(chargePaymentLines.paymentId, input.paymentId), eq(chargePaymentLines.status, 'paid')));
    await cancelLines(tx, ctx, input.paymentId, lines.map((l) => l.id), reason);
    return paymentDetail(tx, ctx.companyId, input.module, input.paymentId);
  });
}
