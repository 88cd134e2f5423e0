// Payments handed over by the customer: validated, and the change taken back from the cash ones.
import type { PaymentRequest } from '@mikro/contracts';
import { Money, allocatePayments as allocate, findBank } from '@mikro/domain';
import { badRequest } from '../../../plugins/errors';
import { positiveAmount } from '../shared/amounts';
import { requireMethod } from '../shared/mappers';

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

/**
 * The payments handed over (shaped by the route schema): each of a known method and bank, for an amount above
 * zero with at most 2 decimals, or 400 naming the payment.
 */
export function validatePayments(payments: readonly PaymentRequest[]): Omit<AllocatedPayment, 'amount'>[] {
  return payments.map((payment, index) => {
    const methodId = requireMethod(payment.methodId, `payments.${index}.methodId`);
    const received = positiveAmount(payment.amount, `payments.${index}.amount`).toFixed2();
    const bankId = payment.bankId ?? null;
    if (bankId !== null && !findBank(bankId)) throw badRequest('Banco no válido', [{ field: `payments.${index}.bankId`, message: 'Banco no válido' }]);
    return { methodId, bankId, reference: payment.reference ?? '', received };
  });
}

/**
 * Applies what was handed over to `due` with the domain rule (change only from cash, last cash payment
 * first). An underpayment is refused unless `allowPartial` (fiado and deferred sales, abonos).
 */
export function allocatePayments(payments: Omit<AllocatedPayment, 'amount'>[], due: Money, options: { allowPartial?: boolean } = { allowPartial: true }): Allocation {
  const result = allocate(
    due,
    payments.map((p) => ({ ...p, amount: p.received })),
    options,
  );
  if (result.error) {
    const field = result.error.index === undefined ? 'payments' : `payments.${result.error.index}.amount`;
    throw badRequest(result.error.message, [{ field, message: result.error.message }]);
  }
  return {
    payments: result.payments.map(({ methodId, bankId, reference, received, applied }) => ({ methodId, bankId, reference, received, amount: applied })),
    tendered: Money.of(result.received),
    applied: Money.of(result.applied),
    change: Money.of(result.change),
  };
}
