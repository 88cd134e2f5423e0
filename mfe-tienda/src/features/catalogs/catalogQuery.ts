import type { QueryParams } from '@mikro/api-client';
import type { SortState } from '@mikro/ui';

export interface CatalogListState {
  page: number;
  pageSize: number;
  sort: SortState;
  search: string;
  searchFields: string[];
}

/** A paged, sorted list; the search text matches any of the searchable fields. */
export function catalogQuery(state: CatalogListState): QueryParams {
  const query: QueryParams = { page: state.page, limit: state.pageSize, sort: [{ field: state.sort.field, order: state.sort.order }] };
  const text = state.search.trim();
  if (!text) return query;
  return { ...query, search: { $or: state.searchFields.map((field) => ({ [field]: { $contL: text } })) } as QueryParams['search'] };
}
