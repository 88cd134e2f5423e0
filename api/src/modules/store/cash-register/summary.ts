// Expected amounts per payment method of a register: opening (cash) + payments − refunds ± movements.
import { eq, sql } from 'drizzle-orm';
import type { CashMethodSummary } from '@mikro/contracts';
import { MAX_MONEY, Money, PAYMENT_METHODS } from '@mikro/domain';
import { badRequest } from '../../../plugins/errors';
import type { Executor } from '../../../db/client';
import { cashRegisterMovements, storeSalePayments, storeSales } from '../../../db/schema/index';
import { methodName } from '../shared/mappers';

export const CASH_METHOD_ID = 1;

export interface RegisterFlows {
  expected: Map<number, Money>;
  salesCount: number;
  /** Of those, the sales made without a connection. */
  offlineSalesCount: number;
  salesTotal: Money;
  collectedTotal: Money;
  refundsTotal: Money;
  cashIn: Money;
  cashOut: Money;
}

export async function registerFlows(db: Executor, register: { id: number; openingAmount: string }): Promise<RegisterFlows> {
  const expected = new Map<number, Money>([[CASH_METHOD_ID, Money.of(register.openingAmount)]]);
  const add = (methodId: number, amount: Money) => expected.set(methodId, (expected.get(methodId) ?? Money.ZERO).plus(amount));

  const payments = await db
    .select({
      methodId: storeSalePayments.methodId,
      kind: storeSalePayments.kind,
      amount: sql<string>`sum(${storeSalePayments.amount})::text`,
    })
    .from(storeSalePayments)
    .where(eq(storeSalePayments.cashRegisterId, register.id))
    .groupBy(storeSalePayments.methodId, storeSalePayments.kind);
  let collectedTotal = Money.ZERO;
  let refundsTotal = Money.ZERO;
  for (const row of payments) {
    add(row.methodId, Money.of(row.amount));
    if (row.kind === 'devolucion') refundsTotal = refundsTotal.minus(row.amount);
    else collectedTotal = collectedTotal.plus(row.amount);
  }
  const [sold] = await db
    .select({
      total: sql<string>`coalesce(sum(${storeSales.total}), 0)::text`,
      count: sql<number>`count(*)::int`,
      offline: sql<number>`count(${storeSales.offlineDevice})::int`,
    })
    .from(storeSales)
    .where(sql`${storeSales.cashRegisterId} = ${register.id} AND ${storeSales.status} <> 'cancelada'`);
  const salesTotal = Money.of(sold?.total ?? '0');

  const movements = await db
    .select({ methodId: cashRegisterMovements.methodId, type: cashRegisterMovements.type, amount: sql<string>`sum(${cashRegisterMovements.amount})::text` })
    .from(cashRegisterMovements)
    .where(eq(cashRegisterMovements.cashRegisterId, register.id))
    .groupBy(cashRegisterMovements.methodId, cashRegisterMovements.type);
  let cashIn = Money.ZERO;
  let cashOut = Money.ZERO;
  for (const row of movements) {
    if (row.type === 'entrada') {
      add(row.methodId, Money.of(row.amount));
      cashIn = cashIn.plus(row.amount);
    } else {
      add(row.methodId, Money.of(row.amount).negated());
      cashOut = cashOut.plus(row.amount);
    }
  }
  return { expected, salesCount: sold?.count ?? 0, offlineSalesCount: sold?.offline ?? 0, salesTotal, collectedTotal, refundsTotal, cashIn, cashOut };
}

/** One line per payment method with activity (cash always), in catalogue order. */
export function methodSummaries(expected: Map<number, Money>, counted: Map<number, Money> | null): CashMethodSummary[] {
  return PAYMENT_METHODS.filter((m) => m.id === CASH_METHOD_ID || expected.has(m.id) || counted?.has(m.id)).map((m) => {
    const expectedAmount = expected.get(m.id) ?? Money.ZERO;
    const countedAmount = counted ? (counted.get(m.id) ?? Money.ZERO) : null;
    return {
      methodId: m.id,
      methodName: methodName(m.id),
      expected: expectedAmount.toFixed2(),
      counted: countedAmount ? countedAmount.toFixed2() : null,
      difference: countedAmount ? countedAmount.minus(expectedAmount).toFixed2() : null,
    };
  });
}

/**
 * Refuses (400) payments that would take what the register expects, for a method or in all, past MAX_MONEY: its
 * close could not store the sum, and no shop takes in that much in one shift.
 */
export function requireRegisterRoom(expected: Map<number, Money>, payments: readonly { methodId: number; amount: string }[]): void {
  const after = new Map(expected);
  for (const payment of payments) after.set(payment.methodId, (after.get(payment.methodId) ?? Money.ZERO).plus(payment.amount));
  const limit = Money.of(MAX_MONEY);
  const total = Money.sum([...after.values()]);
  if (total.gt(limit) || [...after.values()].some((amount) => amount.gt(limit))) {
    const message = `La caja no puede sumar más de ${limit.toFixed2()}; este cobro la pasaría`;
    throw badRequest(message, [{ field: 'payments', message }]);
  }
}
