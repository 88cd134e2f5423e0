import { clampedDayOfMonth, formatIsoDate, toCalendarDate, type DateInput } from '../dates/calendar-date';
import { dueDateOnCreation, monthsBetween, planStartMonth, type YearMonth as PlanMonth } from '../dates/plan-start';

export type SchoolConceptType = 'OneTime' | 'Monthly';

/** A concept of a payment plan (or of an inscription, copied from its plan). */
export interface ScheduledConcept {
  /** Anything that identifies the concept for the caller (plan concept id, inscription concept id…). */
  key: number;
  conceptType: SchoolConceptType;
  /** Months (1–12) it is charged in. Empty: a Monthly concept is charged every month of the cycle, a OneTime one in the enrolment month. */
  months: readonly number[];
  /** Due day of each charged month (clamped to the month's length for the due date). */
  paymentDay: number;
  isActive: boolean;
}

export interface CycleSpan {
  /** 'YYYY-MM-DD'; null when the cycle has no dates (then the enrolment date starts it and it lasts 12 months). */
  startDate: string | null;
  endDate: string | null;
}

export interface ScheduledCharge {
  key: number;
  year: number;
  month: number;
  paymentDay: number;
  /** 'YYYY-MM-DD'. */
  dueDate: string;
}

interface YearMonth {
  year: number;
  month: number;
}

/** The months of the cycle, in order (from the start month to the end month, both included; at most 24). */
export function cycleMonths(cycle: CycleSpan, enrolledOn: DateInput): YearMonth[] {
  const start = toCalendarDate(cycle.startDate ?? enrolledOn);
  const end = cycle.endDate ? toCalendarDate(cycle.endDate) : null;
  const months: YearMonth[] = [];
  let { year, month } = start;
  for (let i = 0; i < 24; i++) {
    if (end ? year * 12 + month > end.year * 12 + end.month : i >= 12) break;
    months.push({ year, month });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** When the schedule starts charging and the day its charges are written. */
export interface ScheduleStart {
  /** The first month charged (default: the enrolment month); earlier months of the cycle are not charged. */
  fromMonth?: PlanMonth | null;
  /** The day the charges are written (default: the enrolment day); none falls due before it. */
  createdOn?: DateInput;
}

/**
 * The charges an enrolment produces: one per listed month of a Monthly concept (every month of the cycle
 * when none is listed), one for a OneTime concept (its listed month). A listed month takes the year it falls
 * in within the cycle; months outside the cycle are not charged. Only months from the plan's start month on
 * are charged (by default the enrolment month: a late enrolment is not billed for the months before it). A
 * OneTime concept with no month listed, or whose month falls before the start (an enrolment fee), is charged
 * in the enrolment month and falls due on the enrolment day. No charge falls due before the day it is written.
 * Inactive concepts produce nothing. Ordered by due date, then by concept.
 */
export function chargeSchedule(concepts: readonly ScheduledConcept[], cycle: CycleSpan, enrolledOn: DateInput, start: ScheduleStart = {}): ScheduledCharge[] {
  const enrolled = toCalendarDate(enrolledOn);
  const from = planStartMonth(enrolledOn, start.fromMonth);
  const createdOn = start.createdOn ?? enrolledOn;
  const cycleSpan = cycleMonths(cycle, enrolledOn);
  const months = cycleSpan.filter((ym) => monthsBetween(ym, from) >= 0);
  const charges: ScheduledCharge[] = [];
  const push = (key: number, ym: YearMonth, paymentDay: number) =>
    charges.push({ key, ...ym, paymentDay, dueDate: dueDateOnCreation(formatIsoDate(clampedDayOfMonth(ym.year, ym.month, paymentDay)), createdOn) });
  for (const concept of concepts) {
    if (!concept.isActive) continue;
    if (!Number.isInteger(concept.paymentDay) || concept.paymentDay < 1 || concept.paymentDay > 31) {
      throw new RangeError(`Invalid payment day ${concept.paymentDay}`);
    }
    const listed = [...new Set(concept.months)];
    if (listed.some((m) => !Number.isInteger(m) || m < 1 || m > 12)) throw new RangeError('Months go from 1 to 12');
    if (concept.conceptType === 'OneTime') {
      const wanted = listed[0];
      const inCycle = wanted === undefined ? undefined : cycleSpan.find((m) => m.month === wanted);
      if (wanted !== undefined && !inCycle) continue;
      if (inCycle && monthsBetween(inCycle, from) >= 0) push(concept.key, inCycle, concept.paymentDay);
      else push(concept.key, { year: enrolled.year, month: enrolled.month }, enrolled.day);
      continue;
    }
    for (const ym of months) {
      if (listed.length === 0 || listed.includes(ym.month)) push(concept.key, ym, concept.paymentDay);
    }
  }
  return charges.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.key - b.key);
}
