// A paged list query in the CRUD query language: page, size, sort, a free-text search over some fields
// (any may match) and fixed conditions.
import type { QueryFilter, QueryJoin, QueryParams } from '@mikro/api-client';
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
  const filters = options.filters ?? [];
  const query: QueryParams = { page: options.page, limit: options.pageSize, sort: [options.sort] };
  if (options.join?.length) query.join = options.join;
  const text = options.search.trim();
  if (!text) {
    if (filters.length) query.filter = filters;
    return query;
  }
  query.search = {
    $and: [
      ...filters.map((filter) => ({ [filter.field]: { [filter.operator]: filter.value } })),
      { $or: options.searchFields.map((field) => ({ [field]: { $contL: text } })) },
    ],
  } as QueryParams['search'];
  return query;
}
