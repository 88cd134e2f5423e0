// Payments handed over by the customer: validated, and the change taken back from the cash ones.
import type { PaymentRequest } from '@mikro/contracts';
import { Money, findBank } from '@mikro/domain';
import { badRequest } from '../../../plugins/errors';
import { positiveAmount } from '../shared/amounts';
import { requireMethod } from '../shared/mappers';

/** Efectivo and Efectivo 2: the only methods that can give change. */
const CASH_METHODS = new Set([1, 7]);
const MAX_PAYMENTS = 20;

export interface AllocatedPayment {
  methodId: number;
  bankId: number | null;
  reference: string;
  received: string;
  /** What it settles: received minus the change it gave back. */
  amount: string;
}

export interface Allocation {
  payments: AllocatedPayment[];
  tendered: Money;
  applied: Money;
  change: Money;
}

export function validatePayments(input: unknown): Omit<AllocatedPayment, 'amount'>[] {
  if (input === undefined || input === null) return [];
  if (!Array.isArray(input)) throw badRequest('Pagos no válidos', [{ field: 'payments', message: 'Debe ser una lista' }]);
  if (input.length > MAX_PAYMENTS) throw badRequest(`Máximo ${MAX_PAYMENTS} pagos`);
  return input.map((raw: unknown, index) => {
    const payment = (raw ?? {}) as Partial<PaymentRequest>;
    const methodId = requireMethod(payment.methodId, `payments.${index}.methodId`);
    const received = positiveAmount(payment.amount, `payments.${index}.amount`).toFixed2();
    const bankId = payment.bankId ?? null;
    if (bankId !== null && !findBank(bankId)) throw badRequest('Banco no válido', [{ field: `payments.${index}.bankId`, message: 'Banco no válido' }]);
    const reference = payment.reference ?? '';
    if (typeof reference !== 'string' || reference.length > 100) throw badRequest('Referencia no válida', [{ field: `payments.${index}.reference`, message: 'Max 100 characters' }]);
    return { methodId, bankId, reference, received };
  });
}

/**
 * Applies what was handed over to `due`. Anything above `due` is change, given back from the cash
 * payments (last first); change larger than the cash handed over is refused.
 */
export function allocatePayments(payments: Omit<AllocatedPayment, 'amount'>[], due: Money): Allocation {
  const tendered = Money.sum(payments.map((p) => p.received));
  const change = Money.max(tendered.minus(due), Money.ZERO);
  const cash = Money.sum(payments.filter((p) => CASH_METHODS.has(p.methodId)).map((p) => p.received));
  if (change.gt(cash)) throw badRequest('El cambio solo puede entregarse en efectivo: el pago con otras formas excede el total');
  let remaining = change;
  const allocated: AllocatedPayment[] = payments.map((p) => ({ ...p, amount: p.received }));
  for (let i = allocated.length - 1; i >= 0 && remaining.isPositive(); i--) {
    if (!CASH_METHODS.has(allocated[i].methodId)) continue;
    const taken = Money.min(remaining, allocated[i].received);
    allocated[i].amount = Money.of(allocated[i].received).minus(taken).toFixed2();
    remaining = remaining.minus(taken);
  }
  return { payments: allocated, tendered, applied: tendered.minus(change), change };
}
