// When an enrolment's charges begin and fall due: the month a payment plan starts charging (school and
// academy alike) and the rule that no charge is written already late.
import { clampedDayOfMonth, compareCalendarDates, formatIsoDate, toCalendarDate, type DateInput } from './calendar-date';
import { periodLabel } from './months';

export interface YearMonth {
  year: number;
  /** 1..12 */
  month: number;
}

const MONTH_TEXT = /^(\d{4})-(\d{2})$/;

/** Reads a 'YYYY-MM' month; null when it is not one (month 1–12). */
export function parseYearMonth(text: string): YearMonth | null {
  const match = MONTH_TEXT.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year, month } : null;
}

export function formatYearMonth(value: YearMonth): string {
  return `${String(value.year).padStart(4, '0')}-${String(value.month).padStart(2, '0')}`;
}

/** Months between two months: negative when a is earlier. */
export function monthsBetween(a: YearMonth, b: YearMonth): number {
  return (a.year - b.year) * 12 + (a.month - b.month);
}

/**
 * The month a plan starts charging: the month chosen at the desk, or by default the enrolment month, so a
 * student who arrives late is never charged for the months before he arrived unless someone chooses them.
 */
export function planStartMonth(enrolledOn: DateInput, chosen?: YearMonth | null): YearMonth {
  if (chosen) return { year: chosen.year, month: chosen.month };
  const { year, month } = toCalendarDate(enrolledOn);
  return { year, month };
}

/**
 * Why a chosen start month cannot start the plan, in Spanish, or null when it can: it must be a 'YYYY-MM' month
 * and not later than the cycle's last month (the plan would charge nothing). A month before the cycle starts is
 * taken as its start: the plan charges only the cycle's months.
 */
export function planStartProblem(text: string, cycleEnd: string | null): string | null {
  const chosen = parseYearMonth(text);
  if (!chosen) return 'El mes de inicio debe tener la forma AAAA-MM';
  const last = cycleEnd ? toCalendarDate(cycleEnd) : null;
  if (last && monthsBetween(chosen, last) > 0) return `El mes de inicio no puede ser posterior al fin del ciclo (${periodLabel(last.year, last.month)})`;
  return null;
}

/**
 * The due date a charge is written with on `createdOn`: its own, or `createdOn` when that is later. Nothing is
 * created already late: a month charged after its payment day (a late enrolment, a concept added late, a month
 * chosen back) falls due the day it is written and becomes late the day after.
 */
export function dueDateOnCreation(dueDate: string, createdOn: DateInput): string {
  const created = toCalendarDate(createdOn);
  return compareCalendarDates(toCalendarDate(dueDate), created) < 0 ? formatIsoDate(created) : dueDate;
}

/**
 * The due date of a pending charge when its concept is edited: the newly scheduled one, except that a charge
 * written after its payment day (so due the day it was written) keeps that day when the new date falls before
 * it — an edit never makes a charge late retroactively.
 */
export function dueDateAfterEdit(written: { year: number; month: number; paymentDay: number; dueDate: string }, scheduled: string): string {
  const onItsDay = formatIsoDate(clampedDayOfMonth(written.year, written.month, written.paymentDay));
  const writtenLate = written.dueDate > onItsDay;
  return writtenLate && written.dueDate > scheduled ? written.dueDate : scheduled;
}
