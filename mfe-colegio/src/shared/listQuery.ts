// The custom list screens of this remote build their query with api-client's one list builder.
import { listQuery, type QueryFilter, type QueryJoin, type QueryParams } from '@mikro/api-client';
import type { SortState } from '@mikro/ui';

export interface PagedListOptions {
  page: number;
  pageSize: number;
  sort: SortState;
  search: string;
  searchFields: string[];
  filters?: QueryFilter[];
  join?: QueryJoin[];
}

export function pagedListQuery(options: PagedListOptions): QueryParams {
  return listQuery(
    { page: options.page, pageSize: options.pageSize, sort: options.sort, search: options.search },
    { searchFields: options.searchFields, fixedFilters: options.filters, join: options.join },
  );
}
