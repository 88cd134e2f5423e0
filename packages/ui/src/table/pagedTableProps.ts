import { pagedResultProps, type PagedQueryLike, type TableControlProps } from './useTableState';

/** What pagedTableProps reads of useTableState: the page, its size and their two handlers. */
export interface PagingState {
  page: number;
  pageSize: number;
  controls: Pick<TableControlProps, 'onPageChange' | 'onPageSizeChange'>;
}

/**
 * Every DataTable prop of a server-paged list whose search and sort, if any, the screen wires itself: the
 * query's rows, total, loading, error and retry (pagedResultProps) and the table state's page and page size
 * with their handlers (a new size goes back to page 1, as useTableState does).
 */
export function pagedTableProps<T>(table: PagingState, query: PagedQueryLike<T>) {
  return {
    ...pagedResultProps(query),
    page: table.page,
    pageSize: table.pageSize,
    onPageChange: table.controls.onPageChange,
    onPageSizeChange: table.controls.onPageSizeChange,
  };
}
