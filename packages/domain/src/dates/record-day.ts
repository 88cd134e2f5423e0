// The days a record of the institution may carry (an enrolment, a drop, a payment, a report's period): a real
// calendar day of a year in a window that makes sense for a school. A year 1 or 9999 passes as a date but
// creates charges for year 1 and ages of "-2014 años"; it is refused where a day comes in.
import { toCalendarDate } from './calendar-date';
import { formatDate } from '../display/text';

export const RECORD_YEARS = { first: 1900, last: 2199 } as const;
export const RECORD_YEAR_MESSAGE = `El año debe estar entre ${RECORD_YEARS.first} y ${RECORD_YEARS.last}`;
export const RECORD_DAY_MESSAGE = 'Fecha no válida: use el formato AAAA-MM-DD (por ejemplo 2026-01-31)';

/**
 * A JSON-schema pattern that refuses a well-formed 'AAAA-MM-DD' of a year outside RECORD_YEARS and lets any
 * other text through (a schema's `format: 'date'` refuses that one with its own reason): one keyword fails per
 * mistake, so each is answered by the right reason.
 */
export const RECORD_DAY_PATTERN = '^(?!\\d{4}-\\d{2}-\\d{2}$)|^(19\\d{2}|2[01]\\d{2})-\\d{2}-\\d{2}$';

/** Why `day` cannot be a record's day ('AAAA-MM-DD' of a real day in RECORD_YEARS), or null. */
export function recordDayProblem(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return RECORD_DAY_MESSAGE;
  let year: number;
  try {
    year = toCalendarDate(day).year;
  } catch {
    return RECORD_DAY_MESSAGE;
  }
  return year < RECORD_YEARS.first || year > RECORD_YEARS.last ? RECORD_YEAR_MESSAGE : null;
}

/**
 * Why a drop (baja) dated `dropDate` cannot end an enrolment of `inscriptionDate`, or null: it cannot come
 * before the enrolment (its months would be cancelled before they were owed). The same day is a drop.
 */
export function dropDateProblem(dropDate: string, inscriptionDate: string): string | null {
  return dropDate < inscriptionDate ? `No puede ser anterior a la fecha de inscripción (${formatDate(inscriptionDate)})` : null;
}
