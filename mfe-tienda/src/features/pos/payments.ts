// What the payment dialog shows: received, still due and change. The server recomputes all of it.
import { Money, allocatePayments, isValidAmount } from '@mikro/domain';

export interface PaymentRow {
  methodId: number;
  bankId: number | null;
  /** What the customer hands over with this method. */
  amount: string;
  reference: string;
}

/** Methods that carry a bank (cheque, transfer, cards). */
export const BANK_METHOD_IDS: ReadonlySet<number> = new Set([2, 3, 4, 6]);

export interface PaymentSummary {
  received: string;
  /** Still to pay (0 when covered). */
  remaining: string;
  change: string;
  /** Non-cash payments above the total: change can only come from cash. */
  overpaidWithoutCash: boolean;
  /** A row has an amount that is not a positive number. */
  invalidRow: boolean;
}

const amountOf = (row: PaymentRow) => (isValidAmount(row.amount) && row.amount.trim() !== '' ? Money.of(row.amount) : Money.ZERO);

export function summarizePayments(total: string, rows: PaymentRow[]): PaymentSummary {
  const counted = rows.map((row) => ({ methodId: row.methodId, amount: amountOf(row) })).filter((row) => row.amount.isPositive());
  const allocation = allocatePayments(total, counted, { allowPartial: true });
  return {
    received: allocation.received,
    remaining: allocation.remaining,
    change: allocation.change,
    overpaidWithoutCash: allocation.error?.code === 'change-without-cash',
    invalidRow: rows.some((row) => !isValidAmount(row.amount) || !amountOf(row).isPositive()),
  };
}

/** Regular sales must be fully paid; fiado and deferred sales may be paid partly or not at all. */
export function canCharge(summary: PaymentSummary, saleType: 'regular' | 'fiado' | 'deferred', rowCount: number): boolean {
  if (rowCount > 0 && summary.invalidRow) return false;
  if (summary.overpaidWithoutCash) return false;
  if (saleType === 'regular') return rowCount > 0 && Money.of(summary.remaining).isZero();
  return true;
}

/** Why "Confirmar cobro" cannot be pressed yet, as the cashier reads it (null when it can). */
export function chargeBlocker(summary: PaymentSummary, saleType: 'regular' | 'fiado' | 'deferred', rowCount: number): string | null {
  if (rowCount > 0 && summary.invalidRow) return 'Cada pago necesita un importe mayor que 0; quita el pago vacío o escribe su importe.';
  if (summary.overpaidWithoutCash) return 'El cambio solo puede entregarse en efectivo.';
  if (saleType === 'regular' && rowCount === 0) return 'Agrega un pago para cobrar la venta.';
  if (saleType === 'regular' && !Money.of(summary.remaining).isZero()) return 'Aún falta dinero por pagar: agrega otro pago o cambia el tipo de venta.';
  return null;
}
