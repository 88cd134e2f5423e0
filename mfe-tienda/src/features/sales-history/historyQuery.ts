import type { SaleStatus, SalesHistoryQuery } from '@mikro/contracts';
import { isQuantityText, Money, returnableQuantity } from '@mikro/domain';

export interface HistoryFilters {
  from: string;
  to: string;
  status: SaleStatus | '';
  methodId: number | null;
  cashierId: number | null;
  client: { id: number; name: string } | null;
  folio: string;
}

export const EMPTY_FILTERS: HistoryFilters = { from: '', to: '', status: '', methodId: null, cashierId: null, client: null, folio: '' };

/** Only the filters the user set; the folio as printed ('V1-2') or its number ('2'), anything else is ignored. */
export function historyQuery(filters: HistoryFilters, page: number, limit: number): SalesHistoryQuery {
  const query: SalesHistoryQuery = { page, limit };
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.status) query.status = filters.status;
  if (filters.methodId) query.methodId = filters.methodId;
  if (filters.cashierId) query.cashierId = filters.cashierId;
  if (filters.client) query.clientId = filters.client.id;
  const folio = /^(?:([A-Za-z0-9]+)\s*-\s*)?(\d+)$/.exec(filters.folio.trim());
  if (folio) {
    query.folio = Number(folio[2]);
    if (folio[1]) query.serie = folio[1].toUpperCase();
  }
  return query;
}

/**
 * Quantities to return per line: only positive ones, never more than what is still returnable. A refused
 * quantity names its line (`errorLineId`) so the screen says why beside that input.
 */
export function returnLines(
  lines: { id: number; quantity: string; returnedQuantity: string }[],
  typed: Record<number, string>,
): { lines: { lineId: number; quantity: string }[]; error: string | null; errorLineId: number | null } {
  const result: { lineId: number; quantity: string }[] = [];
  for (const line of lines) {
    const value = (typed[line.id] ?? '').trim();
    if (!value) continue;
    if (!isQuantityText(value) || !Money.of(value).isPositive()) return { lines: [], error: 'Escriba cantidades mayores a 0', errorLineId: line.id };
    if (Money.of(value).gt(returnableQuantity(line))) return { lines: [], error: 'No puede devolver más de lo vendido', errorLineId: line.id };
    result.push({ lineId: line.id, quantity: value });
  }
  return result.length === 0 ? { lines: [], error: 'Indique qué cantidad devolver', errorLineId: null } : { lines: result, error: null, errorLineId: null };
}
