import { useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE, type SortState } from './types';

export interface TableState {
  page: number;
  pageSize: number;
  sort: SortState | null;
  search: string;
}

export interface TableStateOptions {
  pageSize?: number;
  sort?: SortState | null;
  search?: string;
}

/** The DataTable props that drive paging, sorting and searching. */
export interface TableControlProps {
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  sort: SortState | null;
  onSortChange: (sort: SortState) => void;
  search: string;
  onSearchChange: (search: string) => void;
}

/**
 * THE list-screen state: page, page size, sort and search, with the rule every list follows — changing
 * what is listed (size, sort, search, a filter via `resetPage`) goes back to page 1.
 */
export function useTableState(options: TableStateOptions = {}) {
  const [state, setState] = useState<TableState>({
    page: 1,
    pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE,
    sort: options.sort ?? null,
    search: options.search ?? '',
  });
  const controls = useMemo<TableControlProps>(
    () => ({
      ...state,
      onPageChange: (page) => setState((current) => ({ ...current, page })),
      onPageSizeChange: (pageSize) => setState((current) => ({ ...current, pageSize, page: 1 })),
      onSortChange: (sort) => setState((current) => ({ ...current, sort, page: 1 })),
      onSearchChange: (search) => setState((current) => ({ ...current, search, page: 1 })),
    }),
    [state],
  );
  return { ...state, controls, resetPage: () => setState((current) => ({ ...current, page: 1 })) };
}

/** The part of a react-query result a DataTable shows: a paged envelope, loading and error. */
export interface PagedQueryLike<T> {
  data?: { data: T[]; total: number } | undefined;
  isLoading: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** DataTable's rows, total, loading, error and retry from a paged list query. */
export function pagedResultProps<T>(query: PagedQueryLike<T>) {
  return {
    rows: query.data?.data ?? [],
    total: query.data?.total ?? 0,
    isLoading: query.isLoading,
    error: query.error ? (query.error instanceof Error ? query.error.message : String(query.error)) : null,
    onRetry: () => void query.refetch(),
  };
}
