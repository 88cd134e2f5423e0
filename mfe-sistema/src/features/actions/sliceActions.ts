// The actions catalogue is a handful of rows: it is searched, sorted and paged in the browser.
import type { ActionCatalogItem } from '@mikro/contracts';
import type { SortState } from '@mikro/ui';

export function sliceActions(
  rows: ActionCatalogItem[],
  state: { page: number; pageSize: number; search: string; sort: SortState },
): { rows: ActionCatalogItem[]; total: number } {
  const text = state.search.trim().toLowerCase();
  const field = state.sort.field as keyof ActionCatalogItem;
  const direction = state.sort.order === 'ASC' ? 1 : -1;
  const matching = rows
    .filter((row) => !text || row.key.includes(text) || row.name.toLowerCase().includes(text))
    .sort((a, b) => (a[field] < b[field] ? -direction : a[field] > b[field] ? direction : 0));
  const start = (state.page - 1) * state.pageSize;
  return { rows: matching.slice(start, start + state.pageSize), total: matching.length };
}
