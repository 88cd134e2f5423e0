import { useState } from 'react';
import { pageCountOf } from './Pager';
import { DEFAULT_PAGE_SIZE } from './types';

/** The DataTable props that page a list already in the browser. */
export interface LocalPagingProps<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/**
 * Pages rows the screen already holds (a preview, a record's charges): spread the result into DataTable.
 * A shorter list keeps the page in range; a new page size goes back to page 1.
 */
export function useLocalPaging<T>(rows: T[], options: { pageSize?: number } = {}): LocalPagingProps<T> {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(options.pageSize ?? DEFAULT_PAGE_SIZE);
  const shownPage = Math.min(page, pageCountOf(rows.length, pageSize));
  return {
    rows: rows.slice((shownPage - 1) * pageSize, shownPage * pageSize),
    total: rows.length,
    page: shownPage,
    pageSize,
    onPageChange: setPage,
    onPageSizeChange: (size) => {
      setPageSize(size);
      setPage(1);
    },
  };
}
