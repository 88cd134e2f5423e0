// Deferred payments: what a sale leaves unpaid is split into a number of instalments with their due dates.
// The amounts add up to the centavo (the last instalment takes the rounding); monthly dates keep the first
// date's day, moved back to the month's last day when the month is shorter.
import dayjs from 'dayjs';
import { clampedDayOfMonth, formatIsoDate, toCalendarDate } from '../dates/calendar-date';
import { Money, type MoneyInput } from '../money/money';

export type InstalmentFrequency = 'semanal' | 'quincenal' | 'mensual';
export const INSTALMENT_FREQUENCIES: readonly { value: InstalmentFrequency; label: string }[] = [
  { value: 'semanal', label: 'Semanal' },
  { value: 'quincenal', label: 'Quincenal' },
  { value: 'mensual', label: 'Mensual' },
];
export const MAX_INSTALMENTS = 48;

export interface Instalment {
  number: number;
  /** YYYY-MM-DD. */
  dueDate: string;
  amount: string;
}

export interface InstalmentPlanInput {
  amount: MoneyInput;
  count: number;
  /** YYYY-MM-DD of the first instalment. */
  firstDueDate: string;
  frequency: InstalmentFrequency;
}

function dueDate(first: string, frequency: InstalmentFrequency, index: number): string {
  if (frequency === 'semanal') return dayjs(first).add(7 * index, 'day').format('YYYY-MM-DD');
  if (frequency === 'quincenal') return dayjs(first).add(15 * index, 'day').format('YYYY-MM-DD');
  const start = toCalendarDate(first);
  const months = start.month - 1 + index;
  return formatIsoDate(clampedDayOfMonth(start.year + Math.floor(months / 12), (months % 12) + 1, start.day));
}

export function instalmentPlan({ amount, count, firstDueDate, frequency }: InstalmentPlanInput): Instalment[] {
  if (!Number.isInteger(count) || count < 1 || count > MAX_INSTALMENTS) throw new RangeError(`Instalments must be 1 to ${MAX_INSTALMENTS}`);
  toCalendarDate(firstDueDate);
  const total = Money.of(amount).round();
  const each = Money.of(total.times(100).dividedBy(count).toString().split('.')[0]!).dividedBy(100);
  return Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    dueDate: dueDate(firstDueDate, frequency, index),
    amount: (index === count - 1 ? total.minus(each.times(count - 1)) : each).toFixed2(),
  }));
}
