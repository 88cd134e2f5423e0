// The school payment history's filters as the API takes them: a folio as printed ('C1-118') or its number.
import type { ChargePayment } from '@mikro/contracts';
import type { PaymentFilters } from '../../shared/PaymentHistory';

export interface HistoryFilters {
  from: string;
  to: string;
  folio: string;
  status: ChargePayment['status'] | null;
}

export const EMPTY_HISTORY_FILTERS: HistoryFilters = { from: '', to: '', folio: '', status: null };

/** Only what is set; a folio that is neither 'C1-118' nor '118' filters nothing (the search box says so). */
export function paymentFilters(filters: HistoryFilters): PaymentFilters {
  const query: PaymentFilters = {};
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.status) query.status = filters.status;
  const folio = folioNumber(filters.folio);
  if (folio !== null) query.folio = folio;
  return query;
}

/** 118 for '118', 'C1-118' or 'c1 - 118'; null for anything else. */
export function folioNumber(text: string): number | null {
  const match = /^(?:[A-Za-z]+\d*\s*-\s*)?(\d{1,9})$/.exec(text.trim());
  const number = match ? Number(match[1]) : 0;
  return number > 0 ? number : null;
}
