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
