// What a payment-methods dialog shows while the cashier types: received, still due, change (cash only).
// The server recomputes all of it; these numbers only guide the cashier.
import { allocatePayments, BANKS, isValidAmount, Money, PAYMENT_METHODS } from '@mikro/domain';

export interface PaymentRow {
  methodId: number;
  bankId: number | null;
  /** What the payer hands over with this method, as typed. */
  amount: string;
  reference: string;
}

/** Methods that carry a bank: cheque, transfer, credit and debit cards. */
export const BANK_METHOD_IDS: ReadonlySet<number> = new Set([2, 3, 4, 6]);

export interface PaymentRowsSummary {
  received: string;
  /** Still to pay (0 when covered). */
  remaining: string;
  change: string;
  /** Why these rows cannot settle the total yet (Spanish), or null when they can. */
  problem: string | null;
}

const amountOf = (row: PaymentRow) => (row.amount.trim() !== '' && isValidAmount(row.amount) ? Money.of(row.amount) : Money.ZERO);

/** The rows against the total, through the domain's allocatePayments (change only from cash). */
export function summarizePaymentRows(total: string, rows: readonly PaymentRow[]): PaymentRowsSummary {
  const allocation = allocatePayments(total, rows.map((row) => ({ methodId: row.methodId, amount: amountOf(row) })).filter((row) => row.amount.isPositive()), { allowPartial: true });
  let problem: string | null = null;
  if (rows.length === 0) problem = 'Agrega al menos una forma de pago';
  else if (rows.some((row) => !amountOf(row).isPositive())) problem = 'Cada importe debe ser un número mayor que cero';
  else if (allocation.error) problem = allocation.error.message;
  else if (!Money.of(allocation.remaining).isZero()) problem = 'El importe recibido no cubre el total';
  return { received: allocation.received, remaining: allocation.remaining, change: allocation.change, problem };
}

/** The rows as the API takes them: amounts trimmed, the bank only for methods that carry one. */
export function toPaymentMethods(rows: readonly PaymentRow[]) {
  return rows.map((row) => ({
    methodId: row.methodId,
    bankId: BANK_METHOD_IDS.has(row.methodId) ? row.bankId : null,
    amount: Money.of(row.amount.trim()).toFixed2(),
    reference: row.reference.trim(),
  }));
}

export const paymentMethodName = (id: number) => PAYMENT_METHODS.find((method) => method.id === id)?.name ?? '';
export const bankName = (id: number | null | undefined) => BANKS.find((bank) => bank.id === id)?.name ?? '';
