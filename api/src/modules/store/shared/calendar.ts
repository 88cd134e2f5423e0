import { badRequest } from '../../../plugins/errors';

// The store's calendar day (America/Mexico_City), for quotation validity and date filters.
export const STORE_TIME_ZONE = 'America/Mexico_City';

// One formatter for the process: toLocaleDateString builds a new one per call (measured ~2 % of a checkout's CPU).
const DAY_FORMAT = new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

export function storeToday(now = new Date()): string {
  return DAY_FORMAT.format(now);
}

export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  if (y === undefined || m === undefined || d === undefined) throw new Error(`not a YYYY-MM-DD date: ${isoDate}`);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** An optional 'YYYY-MM-DD' filter of the query string, or 400. */
export function dateQuery(value: unknown, field: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) {
    throw badRequest('Fecha no válida (YYYY-MM-DD)', [{ field, message: 'Fecha no válida' }]);
  }
  return value;
}
