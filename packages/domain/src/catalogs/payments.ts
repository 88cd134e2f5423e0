import { Money, type MoneyInput } from '../money/money';

export interface PaymentMethod {
  id: number;
  name: string;
  /** SAT c_FormaPago code. */
  code: string;
  /** Only cash can hand change back to the customer. */
  givesChange: boolean;
  /** Cheques, transfers and cards name the bank they come from. */
  carriesBank: boolean;
}

/**
 * The seven payment methods a sale or an abono can be paid with, and their SAT payment-form codes.
 * Efectivo and Efectivo 2 (two cash drawers) are the only ones that give change.
 */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { id: 1, name: 'Efectivo', code: '01', givesChange: true, carriesBank: false },
  { id: 2, name: 'Cheque Nominativo', code: '02', givesChange: false, carriesBank: true },
  { id: 3, name: 'Transferencia electrónica', code: '03', givesChange: false, carriesBank: true },
  { id: 4, name: 'Tarjeta de crédito', code: '04', givesChange: false, carriesBank: true },
  { id: 5, name: 'Dinero Electrónico', code: '06', givesChange: false, carriesBank: false },
  { id: 6, name: 'Tarjeta de débito', code: '28', givesChange: false, carriesBank: true },
  { id: 7, name: 'Efectivo 2', code: '01', givesChange: true, carriesBank: false },
];

/** True for the cash methods (Efectivo, Efectivo 2). */
export function givesChange(methodId: number): boolean {
  return findPaymentMethod(methodId)?.givesChange === true;
}

/** True for the methods that name a bank: cheque, transfer, credit and debit cards. */
export function carriesBank(methodId: number): boolean {
  return findPaymentMethod(methodId)?.carriesBank === true;
}

export function findPaymentMethod(id: number | null | undefined): PaymentMethod | undefined {
  return PAYMENT_METHODS.find((method) => method.id === id);
}

export interface Bank {
  id: number;
  name: string;
}

/** The fixed list of 21 Mexican banks offered at the point of sale (commercial names). */
export const BANKS: readonly Bank[] = [
  { id: 1, name: 'BBVA México' },
  { id: 2, name: 'Banamex' },
  { id: 3, name: 'Santander' },
  { id: 4, name: 'Banorte' },
  { id: 5, name: 'HSBC' },
  { id: 6, name: 'Scotiabank' },
  { id: 7, name: 'Inbursa' },
  { id: 8, name: 'Banco Azteca' },
  { id: 9, name: 'BanCoppel' },
  { id: 10, name: 'Banregio' },
  { id: 11, name: 'BanBajío' },
  { id: 12, name: 'Afirme' },
  { id: 13, name: 'Banco del Bienestar' },
  { id: 14, name: 'Banjército' },
  { id: 15, name: 'Hey Banco' },
  { id: 16, name: 'Mifel' },
  { id: 17, name: 'Multiva' },
  { id: 18, name: 'Monex' },
  { id: 19, name: 'Intercam' },
  { id: 20, name: 'Actinver' },
  { id: 21, name: 'Ve por Más' },
];

export function findBank(id: number | null | undefined): Bank | undefined {
  return BANKS.find((bank) => bank.id === id);
}

/** One payment handed over by the customer. */
export interface PaymentInput {
  methodId: number;
  /** What the customer hands over with this method. */
  amount: MoneyInput;
}

export type PaymentAllocationErrorCode = 'unknown-method' | 'invalid-amount' | 'change-without-cash' | 'underpaid';

export interface PaymentAllocationError {
  code: PaymentAllocationErrorCode;
  /** Spanish, ready to show. */
  message: string;
  /** Index of the offending payment, when one payment is to blame. */
  index?: number;
}

export interface PaymentAllocation<P extends PaymentInput = PaymentInput> {
  /** The payments in their order, each with what it settles: received minus the change it gave back. */
  payments: Array<P & { received: string; applied: string }>;
  /** Everything handed over. */
  received: string;
  /** What goes to the total: received minus change. */
  applied: string;
  change: string;
  /** Still to pay (0 when covered). */
  remaining: string;
  /** Why these payments cannot settle the total, or null. */
  error: PaymentAllocationError | null;
}

export interface AllocatePaymentsOptions {
  /** Fiado and deferred sales, and abonos, may leave a balance; a regular sale may not. */
  allowPartial?: boolean;
}

/**
 * Applies what the customer handed over to `total`. Anything above the total is change and is given
 * back from the cash payments only (the last cash payment first), so card, transfer or cheque payments
 * are always applied whole. Change larger than the cash handed over (an overpayment with a non-cash
 * method) is an error; so is paying less than the total unless `allowPartial`.
 * Exact decimal arithmetic; the result never throws for bad input, it carries `error` instead.
 */
export function allocatePayments<P extends PaymentInput>(
  total: MoneyInput,
  payments: readonly P[],
  options: AllocatePaymentsOptions = {},
): PaymentAllocation<P> {
  const due = Money.of(total);
  let error: PaymentAllocationError | null = null;
  const amounts = payments.map((payment, index) => {
    if (!error && !findPaymentMethod(payment.methodId)) {
      error = { code: 'unknown-method', message: 'Forma de pago no válida', index };
    }
    try {
      const amount = Money.of(payment.amount);
      if (!amount.isPositive() && !error) error = { code: 'invalid-amount', message: 'El importe debe ser mayor que cero', index };
      return amount.isPositive() ? amount : Money.ZERO;
    } catch {
      if (!error) error = { code: 'invalid-amount', message: 'El importe debe ser un número', index };
      return Money.ZERO;
    }
  });
  const received = Money.sum(amounts);
  const change = Money.max(received.minus(due), Money.ZERO);
  const entries = payments.map((payment, index) => ({ payment, received: amounts[index] ?? Money.ZERO, applied: amounts[index] ?? Money.ZERO }));
  const cash = Money.sum(entries.filter((entry) => givesChange(entry.payment.methodId)).map((entry) => entry.received));
  let remainingChange = change;
  for (const entry of [...entries].reverse()) {
    if (!remainingChange.isPositive()) break;
    if (!givesChange(entry.payment.methodId)) continue;
    const taken = Money.min(remainingChange, entry.applied);
    entry.applied = entry.applied.minus(taken);
    remainingChange = remainingChange.minus(taken);
  }
  if (!error && change.gt(cash)) {
    error = { code: 'change-without-cash', message: 'El cambio solo puede entregarse en efectivo: el pago con otras formas excede el total' };
  }
  if (!error && !options.allowPartial && received.lt(due)) {
    error = { code: 'underpaid', message: `El pago (${received.toFixed2()}) es menor que el total (${due.toFixed2()})` };
  }
  return {
    payments: entries.map((entry) => ({ ...entry.payment, received: entry.received.toFixed2(), applied: entry.applied.toFixed2() })),
    received: received.toFixed2(),
    applied: received.minus(change).toFixed2(),
    change: change.toFixed2(),
    remaining: Money.max(due.minus(received), Money.ZERO).toFixed2(),
    error,
  };
}
