/**
 * The institution keeps Mexico City's calendar: "today" (a quotation's validity, a surcharge's day, an
 * enrolment's date), a receipt's date and a report's day are all read on its wall clock, whatever the
 * server's or the browser's own time zone.
 */
export const INSTITUTION_TIME_ZONE = 'America/Mexico_City';

// One formatter for the process: building one per call costs more than the formatting (measured on checkout).
const DAY_FORMAT = new Intl.DateTimeFormat('en-CA', { timeZone: INSTITUTION_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The institution's calendar day at `now`, as 'YYYY-MM-DD'. */
export function institutionToday(now = new Date()): string {
  return DAY_FORMAT.format(now);
}

// HH:mm:ss on the 24-hour clock (h23: midnight is 00, not 24), as the screens print a moment.
const MOMENT_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: INSTITUTION_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * A moment on the institution's wall clock in the product's format, 'DD/MM/YYYY HH:mm:ss' on the 24-hour clock
 * (the screens' formatDateTime, but in Mexico City whatever the server's zone): receipts, invoices and report
 * files print it.
 */
export function formatInstitutionDateTime(moment: Date | string): string {
  const parts: Record<string, string> = {};
  for (const part of MOMENT_FORMAT.formatToParts(typeof moment === 'string' ? new Date(moment) : moment)) parts[part.type] = part.value;
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}
