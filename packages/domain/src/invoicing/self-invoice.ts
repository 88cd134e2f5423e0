// Self-invoicing: the customer who holds a ticket or a receipt invoices it through its link, without staff.
import { daysInMonth } from '../dates/calendar-date';
import { cfdiDate } from './rules';

export interface SelfInvoiceWindow {
  /** Whether the customer may still invoice it now. */
  open: boolean;
  /** The last local day (YYYY-MM-DD) on which it may be invoiced: the last day of the sale's month. */
  lastDay: string;
}

/**
 * A ticket is self-invoiced only within the calendar month of the sale or payment, both read on the
 * wall clock of `timeZone` (the company's, America/Mexico_City): a sale of the 31st at 23:50 may be invoiced
 * for ten minutes, one of the 1st for the whole month. After that month it goes to the global invoice.
 */
export function selfInvoiceWindow(soldAt: Date, now: Date, timeZone: string): SelfInvoiceWindow {
  const sold = cfdiDate(soldAt, timeZone).slice(0, 7);
  const year = Number(sold.slice(0, 4));
  const month = Number(sold.slice(5, 7));
  const lastDay = `${sold}-${String(daysInMonth(year, month)).padStart(2, '0')}`;
  return { open: cfdiDate(now, timeZone).slice(0, 7) === sold, lastDay };
}
