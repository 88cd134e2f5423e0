import type { ReactNode } from 'react';

export type SortOrder = 'ASC' | 'DESC';

export interface SortState {
  field: string;
  order: SortOrder;
}

export interface Column<T> {
  /** Identifies the column; also the row property shown when there is no `render`. */
  key: string;
  header: ReactNode;
  render?: (row: T, index: number) => ReactNode;
  sortable?: boolean;
  /** The API field to sort by when it differs from `key` (e.g. 'storeClassification.name'). */
  sortField?: string;
  width?: string | number;
  align?: 'start' | 'center' | 'end';
  /** The cell's value in an Excel export; without it the row property `key` is used when it is plain. */
  exportValue?: (row: T) => ExportCell;
  /** The column title in an Excel export when `header` is not plain text. */
  exportHeader?: string;
  /** false leaves the column out of the Excel export (e.g. a column of buttons). */
  exportable?: boolean;
  /**
   * Whether the column shows on a phone, where each row is a card: by default the first column that does not
   * refuse is the card's title and the next three show; true keeps a later key column (an amount, a balance, a
   * state, the order buttons), false drops one (a row number).
   */
  phone?: boolean;
}

/** What an exported cell may hold. */
export type ExportCell = string | number | boolean | Date | null | undefined;

/** Rows per page a list shows until the user picks another size. */
export { DEFAULT_PAGE_SIZE } from '@mikro/contracts';
export const DEFAULT_PAGE_SIZE_OPTIONS = [10, 25, 50, 100];
/** Delay after the last keystroke before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 200;
