// What a payment-methods dialog shows while the cashier types: received, still due, change (cash only).
// The server recomputes all of it; these numbers only guide the cashier.
import { allocatePayments, BANKS, carriesBank, formatMoney, isValidAmount, MAX_MONEY, Money, PAYMENT_METHODS } from '@mikro/domain';

export interface PaymentRow {
  methodId: number;
  bankId: number | null;
  /** What the payer hands over with this method, as typed. */
  amount: string;
  reference: string;
}

export interface PaymentRowsSummary {
  received: string;
  /** Still to pay (0 when covered). */
  remaining: string;
  change: string;
  /** Why these rows cannot settle the total yet (Spanish), or null when they can. */
  problem: string | null;
  /** The same reason as a code, for screens that word it for their own case (a credit sale may be underpaid). */
  problemCode: PaymentRowsProblem | null;
}

export type PaymentRowsProblem = 'no-rows' | 'invalid-row' | 'change-without-cash' | 'underpaid';

const amountOf = (row: PaymentRow) => (row.amount.trim() !== '' && isValidAmount(row.amount) ? Money.of(row.amount) : Money.ZERO);

const PROBLEM_TEXT: Record<PaymentRowsProblem, string> = {
  'no-rows': 'Agregue al menos una forma de pago',
  'invalid-row': 'Cada importe debe ser un número mayor que cero',
  'change-without-cash': 'El cambio solo puede entregarse en efectivo',
  underpaid: 'El importe recibido no cubre el total',
};

const TOO_LARGE = `El importe no puede pasar de ${formatMoney(MAX_MONEY)}`;

/**
 * What is wrong with the amount of one row (Spanish), or null: shown on that row's Importe field, where the
 * cashier types, rather than under the totals.
 */
export function rowAmountProblem(row: PaymentRow): string | null {
  if (row.amount.trim() === '') return 'Escriba el importe';
  const amount = amountOf(row);
  if (!amount.isPositive()) return 'El importe debe ser un número mayor que cero';
  // Past what one amount of money can be (the columns' bound) the server would refuse the whole payment;
  // the cashier reads why on the field instead.
  return amount.gt(MAX_MONEY) ? TOO_LARGE : null;
}

/** The rows against the total, through the domain's allocatePayments (change only from cash). */
export function summarizePaymentRows(total: string, rows: readonly PaymentRow[]): PaymentRowsSummary {
  const allocation = allocatePayments(total, rows.map((row) => ({ methodId: row.methodId, amount: amountOf(row) })).filter((row) => row.amount.isPositive()), { allowPartial: true });
  const problemCode: PaymentRowsProblem | null =
    rows.length === 0
      ? 'no-rows'
      : rows.some((row) => rowAmountProblem(row) !== null)
        ? 'invalid-row'
        : allocation.error?.code === 'change-without-cash'
          ? 'change-without-cash'
          : !Money.of(allocation.remaining).isZero()
            ? 'underpaid'
            : null;
  const problem = problemCode === null ? null : problemCode === 'change-without-cash' ? (allocation.error?.message ?? PROBLEM_TEXT[problemCode]) : PROBLEM_TEXT[problemCode];
  return { received: allocation.received, remaining: allocation.remaining, change: allocation.change, problem, problemCode };
}

/** The rows as the API takes them: amounts trimmed, the bank only for methods that carry one. */
export function toPaymentMethods(rows: readonly PaymentRow[]) {
  return rows.map((row) => ({
    methodId: row.methodId,
    bankId: carriesBank(row.methodId) ? row.bankId : null,
    amount: Money.of(row.amount.trim()).toFixed2(),
    reference: row.reference.trim(),
  }));
}

export const paymentMethodName = (id: number) => PAYMENT_METHODS.find((method) => method.id === id)?.name ?? '';
export const bankName = (id: number | null | undefined) => BANKS.find((bank) => bank.id === id)?.name ?? '';
