import dayjs from 'dayjs';

/** A day on the calendar, free of time zones. `month` is 1..12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A Date (read in its local calendar day) or text starting with 'YYYY-MM-DD'. */
export type DateInput = Date | string;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;

export function daysInMonth(year: number, month: number): number {
  return dayjs(new Date(year, month - 1, 1)).daysInMonth();
}

/**
 * Reads a calendar day. Text must start with a real 'YYYY-MM-DD' day (a time part after 'T' or a
 * space is ignored, as written, without time-zone conversion); anything else throws a RangeError.
 */
export function toCalendarDate(input: DateInput): CalendarDate {
  if (input instanceof Date) {
    const parsed = dayjs(input);
    if (!parsed.isValid()) throw new RangeError('Invalid date');
    return { year: parsed.year(), month: parsed.month() + 1, day: parsed.date() };
  }
  const match = ISO_DAY.exec(input);
  if (!match) throw new RangeError(`Invalid date: ${JSON.stringify(input)}`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`Invalid date: ${JSON.stringify(input)}`);
  }
  return { year, month, day };
}

/** Negative when a is earlier, 0 on the same day, positive when a is later. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Compares only year and month. */
export function compareYearMonth(
  a: Pick<CalendarDate, 'year' | 'month'>,
  b: Pick<CalendarDate, 'year' | 'month'>,
): number {
  return a.year - b.year || a.month - b.month;
}

/** The given day of a month, clamped to the month's length (day 31 of February is its last day). */
export function clampedDayOfMonth(year: number, month: number, day: number): CalendarDate {
  return { year, month, day: Math.min(Math.max(day, 1), daysInMonth(year, month)) };
}

/** The day `days` after `date` (before it when negative), across month and year ends. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return toCalendarDate(dayjs(new Date(date.year, date.month - 1, date.day)).add(days, 'day').toDate());
}

export function formatIsoDate(date: CalendarDate): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** The 'YYYY-MM-DD' day `days` after a 'YYYY-MM-DD' day (before it when negative). */
export function addDaysToIsoDate(isoDate: string, days: number): string {
  return formatIsoDate(addDays(toCalendarDate(isoDate), days));
}
