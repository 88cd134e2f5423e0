// The list state every catalogue screen keeps, translated into the CRUD query language.
import type { QueryFilter, QueryJoin, QueryParams } from '@mikro/api-client';
import type { SortState } from '@mikro/ui';

export type StatusFilter = 'all' | 'active' | 'inactive';

export interface ListState {
  page: number;
  pageSize: number;
  search: string;
  status: StatusFilter;
  showDeleted: boolean;
  sort: SortState;
}

export interface ListOptions {
  /** Fields searched case-insensitively (any of them may match). */
  searchFields: string[];
  /** Conditions always applied (e.g. the kind of a tab). */
  fixedFilters?: QueryFilter[];
  join?: QueryJoin[];
}

export function listQuery(state: ListState, options: ListOptions): QueryParams {
  const filter: QueryFilter[] = [...(options.fixedFilters ?? [])];
  if (state.status !== 'all') filter.push({ field: 'isActive', operator: '$eq', value: state.status === 'active' });
  const text = state.search.trim();
  const query: QueryParams = { filter, sort: [state.sort], page: state.page, limit: state.pageSize };
  if (text) {
    const [first, ...others] = options.searchFields;
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
