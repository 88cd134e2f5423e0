// SAT's deadline for a payment complement (Pagos 2.0) and which payments received on a PPD invoice still
// wait for theirs.
import { Money, type MoneyInput } from '../money/money';
import { formatIsoDate, toCalendarDate } from '../dates/calendar-date';

/**
 * The last day to issue the complement of a payment received on `paidOn` ('YYYY-MM-DD', the institution's
 * calendar): the 5th day of the following month (SAT's Pagos 2.0 guide).
 */
export function complementDeadline(paidOn: string): string {
  const { year, month } = toCalendarDate(paidOn);
  return formatIsoDate(month === 12 ? { year: year + 1, month: 1, day: 5 } : { year, month: month + 1, day: 5 });
}

export interface ReceivedPayment {
  id: number;
  /** The institution's calendar day of the payment, 'YYYY-MM-DD'. */
  paidOn: string;
  amount: MoneyInput;
}

export interface AwaitingComplement {
  id: number;
  paidOn: string;
  /** What of the payment no complement documents yet. */
  pending: string;
  deadline: string;
  /** Days from `today` to the deadline: 0 on the deadline itself, negative once it passed. */
  daysLeft: number;
  overdue: boolean;
}

const DAY_MS = 86_400_000;
const dayNumber = (isoDay: string) => Date.UTC(Number(isoDay.slice(0, 4)), Number(isoDay.slice(5, 7)) - 1, Number(isoDay.slice(8, 10))) / DAY_MS;

/**
 * The payments of a PPD invoice whose complement is still owed. Complements are not tied to a payment: what they
 * document (`complemented`) covers the payments oldest first, so a payment is awaiting when it is not covered,
 * and partly awaiting when the complements cover only part of it.
 */
export function paymentsAwaitingComplement(payments: readonly ReceivedPayment[], complemented: MoneyInput, today: string): AwaitingComplement[] {
  let covered = Money.max(Money.ZERO, complemented);
  const awaiting: AwaitingComplement[] = [];
  const ordered = [...payments].sort((a, b) => (a.paidOn === b.paidOn ? a.id - b.id : a.paidOn < b.paidOn ? -1 : 1));
  for (const payment of ordered) {
    const amount = Money.of(payment.amount);
    if (!amount.isPositive()) continue;
    if (covered.gte(amount)) {
      covered = covered.minus(amount);
      continue;
    }
    const pending = amount.minus(covered);
    covered = Money.ZERO;
    const deadline = complementDeadline(payment.paidOn);
    const daysLeft = dayNumber(deadline) - dayNumber(today);
    awaiting.push({ id: payment.id, paidOn: payment.paidOn, pending: pending.toFixed2(), deadline, daysLeft, overdue: daysLeft < 0 });
  }
  return awaiting;
}
