// The state every list screen keeps (page, size, sort, search, status, deleted rows, select filters),
// translated into the CRUD query language. One builder for every catalogue and list of the product.
import type { QueryFilter, QueryJoin, QueryParams, QuerySort, QueryValue } from './buildQuery';

/** 'active' / 'inactive' filter on `isActive`; 'all' does not filter. */
export type StatusFilter = 'all' | 'active' | 'inactive';

export interface ListState {
  /** 1-based. */
  page: number;
  pageSize: number;
  search: string;
  sort: QuerySort | null;
  status?: StatusFilter;
  /** Also list soft-deleted rows. */
  showDeleted?: boolean;
  /** Equality filters chosen on screen (field → value); empty, null and undefined values do not filter. */
  filters?: Record<string, QueryValue | null | undefined>;
}

export interface ListOptions {
  /** Fields searched case-insensitively (any of them may match). */
  searchFields: string[];
  /** Conditions always applied (e.g. the kind of a tab). */
  fixedFilters?: QueryFilter[];
  join?: QueryJoin[];
}

/**
 * Builds the list query. A search over one field is one more `$contL` filter; over several fields it
 * becomes the `s` condition `{$and: [...filters, {$or: [...]}]}` (the server ignores `filter` when `s`
 * is present, so the filters travel inside it).
 */
export function listQuery(state: ListState, options: ListOptions): QueryParams {
  const filter: QueryFilter[] = [...(options.fixedFilters ?? [])];
  if (state.status && state.status !== 'all') filter.push({ field: 'isActive', operator: '$eq', value: state.status === 'active' });
  for (const [field, value] of Object.entries(state.filters ?? {})) {
    if (value !== null && value !== undefined && value !== '') filter.push({ field, operator: '$eq', value });
  }
  const query: QueryParams = { filter, page: state.page, limit: state.pageSize };
  if (state.sort) query.sort = [{ field: state.sort.field, order: state.sort.order }];
  const text = state.search.trim();
  const [first, ...others] = options.searchFields;
  if (text && first !== undefined) {
    if (others.length === 0) filter.push({ field: first, operator: '$contL', value: text });
    else query.search = { $and: [...filter.map(toCondition), { $or: options.searchFields.map((field) => ({ [field]: { $contL: text } })) }] };
  }
  if (options.join?.length) query.join = options.join;
  if (state.showDeleted) query.includeDeleted = true;
  return query;
}

function toCondition(filter: QueryFilter) {
  return { [filter.field]: { [filter.operator]: filter.value } };
}
