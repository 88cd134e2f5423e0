// Who a group admits, and which months an enrolment charges.
import { toCalendarDate, type CalendarDate } from '../dates/calendar-date';

export interface GroupRange {
  minAge: number | null;
  maxAge: number | null;
  /** School grades admitted; empty = any. */
  gradeIds: readonly number[];
}

export interface Enrollee {
  /** 'YYYY-MM-DD' or null when unknown. */
  birthDate: string | null;
  /** The school grade of a student; null for an external participant. */
  gradeId: number | null;
  isExternal: boolean;
}

/** Whole years lived on `today` (birthday counted on its day; 29 February counts on 1 March in other years). */
export function ageOn(birthDate: string, today: string): number {
  const birth = toCalendarDate(birthDate);
  const now = toCalendarDate(today);
  let age = now.year - birth.year;
  if (now.month < birth.month || (now.month === birth.month && now.day < birth.day)) age -= 1;
  return age;
}

/**
 * Null when the group admits the person, otherwise the reason in Spanish. The age range applies when
 * the group has one and the birth date is known (a range with an unknown birth date refuses); the grade
 * list applies to school students only.
 */
export function admissionProblem(range: GroupRange, person: Enrollee, today: string): string | null {
  if (range.minAge !== null || range.maxAge !== null) {
    if (!person.birthDate) return 'El grupo tiene un rango de edad y la persona no tiene fecha de nacimiento';
    const age = ageOn(person.birthDate, today);
    if (range.minAge !== null && age < range.minAge) return `La edad (${age} años) es menor a la mínima del grupo (${range.minAge})`;
    if (range.maxAge !== null && age > range.maxAge) return `La edad (${age} años) es mayor a la máxima del grupo (${range.maxAge})`;
  }
  if (!person.isExternal && range.gradeIds.length > 0 && (person.gradeId === null || !range.gradeIds.includes(person.gradeId))) {
    return 'El grado del alumno no está entre los grados del grupo';
  }
  return null;
}

export interface YearMonth {
  year: number;
  month: number;
}

/**
 * The months a monthly concept charges for an enrolment on `start`: from that month through the month
 * of `end` (the cycle's end date) inclusive; without an end, twelve months. Never fewer than one.
 */
export function chargeMonths(start: string, end: string | null): YearMonth[] {
  const from = toCalendarDate(start);
  const to: CalendarDate | null = end ? toCalendarDate(end) : null;
  const months: YearMonth[] = [];
  let { year, month } = from;
  const limit = to ? (to.year - from.year) * 12 + (to.month - from.month) + 1 : 12;
  for (let index = 0; index < Math.max(1, Math.min(limit, 36)); index++) {
    months.push({ year, month });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/**
 * A drop on `dropDate` cancels the pending charges of the months after it; the drop's own month and
 * earlier ones stay owed, and paid charges are never touched.
 */
export function cancelledByDrop(charge: YearMonth, dropDate: string): boolean {
  const drop = toCalendarDate(dropDate);
  return charge.year * 12 + charge.month > drop.year * 12 + drop.month;
}

