import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { chakra } from '@chakra-ui/react/styled-system';
import { Table } from '@chakra-ui/react/table';
import { ArrowDown, ArrowUp, ArrowUpDown, EllipsisVertical } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { EmptyState, ErrorState } from '../feedback/states';
import { ExportButton } from './ExportButton';
import { Pager } from './Pager';
import { SearchInput } from './SearchInput';
import { DEFAULT_PAGE_SIZE_OPTIONS, type Column, type SortState } from './types';

interface DataTableBaseProps<T> {
  columns: Column<T>[];
  rows: T[];
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** Show the search box when onSearchChange is given; it is called SEARCH_DEBOUNCE_MS (200 ms) after typing stops. */
  search?: string;
  onSearchChange?: (search: string) => void;
  searchPlaceholder?: string;
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  emptyText?: string;
  /** The row's React key: a property, or a function of the row (and its index, for rows with no id of their own). */
  rowKey: keyof T | ((row: T, index: number) => Key);
  /** Buttons for one row (edit, delete…), shown in a last 'Acciones' column. */
  actions?: (row: T) => ReactNode;
  /** Extra controls beside the search box (e.g. 'Nuevo', filters). */
  toolbar?: ReactNode;
  /** Accessible name of the table, e.g. 'Productos'. */
  caption?: string;
  /** Shows 'Exportar a Excel': every row of the current search and filters, usually all pages from the API. */
  onExport?: () => Promise<T[]>;
  /** Name of the exported file (defaults to the caption). */
  exportFileName?: string;
  /** A last row of totals: the cell of each column by its key, aligned like the column (e.g. { name: 'Totales', amount: '$ 10.00' }). */
  footer?: Partial<Record<string, ReactNode>>;
  /** Marks a row: 'danger' (a row with errors) or 'muted' (a cancelled line). */
  rowTone?: (row: T) => RowTone | undefined;
  /** Lines between the columns, for a sheet filled in by hand (an attendance list). */
  columnBorders?: boolean;
  /**
   * Long texts wrap so the table fits its width instead of scrolling sideways: documents that must fit a
   * ticket or a page (a receipt, a print view). Printing always wraps.
   */
  wrapText?: boolean;
  /** Double-clicking a row acts on it (e.g. adds a search result to the cart); rows highlight on hover. Keep a button in the row for the keyboard. */
  onRowDoubleClick?: (row: T) => void;
}

/** Paged rows (usually by the server): the pager under the table. */
interface PagedProps {
  /** Records on the server (the `total` of the paged envelope). */
  total: number;
  /** 1-based, like the API's `page`. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  pageSizeOptions?: number[];
  onPageSizeChange?: (pageSize: number) => void;
}

/** A fixed list (a document's lines, a dialog's rows): every row at once, no pager. */
interface FixedListProps {
  total?: never;
  page?: never;
  pageSize?: never;
  onPageChange?: never;
  pageSizeOptions?: never;
  onPageSizeChange?: never;
}

export type DataTableProps<T> = DataTableBaseProps<T> & (PagedProps | FixedListProps);

export type RowTone = 'danger' | 'muted';

const ROW_TONE_STYLES = {
  // On the cells, so a striped row is coloured too.
  danger: { '& > td': { bg: 'red.subtle' } },
  muted: { opacity: 0.5 },
} as const;

/** Skeleton rows of a fixed list while it loads. */
const FIXED_LIST_SKELETON_ROWS = 5;

const SortButton = chakra('button', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    cursor: 'pointer',
    fontWeight: 'inherit',
    rounded: 'l1',
    focusVisibleRing: 'outside',
  },
});

const TEXT_ALIGN = { start: 'start', center: 'center', end: 'end' } as const;

/**
 * The row's buttons stay at the right edge of the frame while the other columns scroll under them: on a phone a
 * wide table used to hide Editar, Ver detalle or Agregar beyond the edge, reachable only by scrolling sideways.
 * The background hides what passes under (striped and toned rows colour the cell themselves); the line marks
 * the edge on narrow screens, where the table scrolls.
 */
const ACTIONS_CELL = {
  position: 'sticky',
  right: '0',
  bg: 'bg',
  borderLeftWidth: { base: '1px', md: '0' },
  _print: { position: 'static', borderLeftWidth: '0' },
} as const;

/** A body row's actions cell keeps the row's stripe (the table is striped; a toned row colours its cells itself). */
const ACTIONS_BODY_CELL = { ...ACTIONS_CELL, css: { 'tr:nth-of-type(odd):not([data-tone]) > &': { bg: 'bg.muted' } } } as const;

/**
 * On a narrow screen the buttons wrap within a bounded width (a row of four would cover the whole frame and leave
 * no room for the data); a row's own button group wraps too. From md up they stay on one line.
 */
const ACTIONS_BOX = {
  display: 'flex',
  flexWrap: { base: 'wrap', md: 'nowrap' },
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: '1',
  ml: 'auto',
  // As wide as its buttons up to the bound: a single button keeps a narrow column, four take two rows.
  width: { base: 'max-content', md: 'auto' },
  maxW: { base: '170px', md: 'none' },
  css: { '& > div': { flexWrap: { base: 'wrap', md: 'nowrap' }, justifyContent: 'flex-end' } },
} as const;

/** Columns a phone shows when they do not say: the card's title and the three after it. */
const PHONE_COLUMNS = 4;

/** Below this width (md) each row is a card: its key columns as label and value, its actions in a menu. */
const PHONE = '@media screen and (max-width: 47.999rem)';

/**
 * The phone layout, all of it inside the media query so that wider screens (and jsdom, which applies no media
 * query) keep the table as it is. The table keeps its roles: only how the rows are laid out changes.
 */
const PHONE_TABLE_CSS = {
  [PHONE]: {
    '& table, & tbody, & tfoot': { display: 'block', width: '100%' },
    // Only the sortable headers stay, as a strip of sort buttons above the cards.
    '& thead': { display: 'block' },
    '& thead:not(:has(th[aria-sort]))': { display: 'none' },
    '& thead tr': { display: 'flex', flexWrap: 'wrap', gap: '1', padding: '2' },
    '& thead th': { display: 'none' },
    '& thead th[aria-sort]': { display: 'inline-flex', border: '0', padding: '1', fontSize: 'xs' },
    '& tbody tr, & tfoot tr': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      columnGap: '2',
      borderBottomWidth: '1px',
      paddingBlock: '2',
      paddingInline: '3',
    },
    '& tbody tr > td, & tfoot tr > td': {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'baseline',
      gap: '3',
      gridColumn: '1 / -1',
      border: '0',
      paddingBlock: '0.5',
      paddingInline: '0',
      textAlign: 'end',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
      minWidth: '0',
    },
    // The stripe goes on the whole card, not on its cells (which no longer fill the row).
    '& tbody tr > td': { bg: 'transparent' },
    '& tbody tr:nth-of-type(odd):not([data-tone])': { bg: 'bg.muted' },
    '& tbody tr[data-tone="danger"]': { bg: 'red.subtle' },
    '& td[data-label]::before': { content: 'attr(data-label)', color: 'fg.muted', textAlign: 'start', flexShrink: 0, maxWidth: '50%' },
    '& td[data-phone="title"]': { gridColumn: '1', fontWeight: 'semibold', textAlign: 'start', justifyContent: 'flex-start' },
    '& td[data-phone="title"]::before, & td[colspan]::before': { display: 'none' },
    '& td[colspan]': { justifyContent: 'center', textAlign: 'center' },
    '& td[data-phone="hide"]': { display: 'none' },
    '& td[data-actions]': { gridColumn: '2', gridRow: '1', position: 'static', borderLeftWidth: '0', bg: 'transparent', justifyContent: 'flex-end' },
  },
} as const;

/**
 * A row's actions: inline on wider screens; on a phone, a row with more than one action gathers them in a menu
 * opened from a button at the card's corner (one action stays a button of its own).
 */
function RowActions({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [many, setMany] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const id = useId();
  // How many actions the row shows decides between buttons and a menu; it changes only with the children.
  useLayoutEffect(() => {
    setMany((box.current?.querySelectorAll('button, a[href]').length ?? 0) > 1);
  }, [children]);
  return (
    <Box
      position="relative"
      data-many={many || undefined}
      data-open={open || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
      css={{
        '& > [data-menu-trigger]': { display: 'none' },
        [PHONE]: {
          '&[data-many] > [data-menu-trigger]': { display: 'inline-flex' },
          '&[data-many]:not([data-open]) > [data-menu]': { display: 'none' },
          '&[data-many] > [data-menu]': {
            position: 'absolute',
            top: '100%',
            right: '0',
            zIndex: 'dropdown',
            flexDirection: 'column',
            alignItems: 'stretch',
            maxW: 'none',
            width: 'max-content',
            bg: 'bg.panel',
            borderWidth: '1px',
            rounded: 'md',
            shadow: 'md',
            padding: '1',
          },
        },
      }}
    >
      <chakra.button
        type="button"
        data-menu-trigger=""
        aria-label="Acciones"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        alignItems="center"
        justifyContent="center"
        boxSize="8"
        rounded="l2"
        _hover={{ bg: 'bg.muted' }}
        focusVisibleRing="outside"
      >
        <EllipsisVertical size={18} aria-hidden="true" />
      </chakra.button>
      <Box ref={box} id={id} data-menu="" {...ACTIONS_BOX}>
        {children}
      </Box>
    </Box>
  );
}

/** Whether a column shows on a phone: the first one that does not refuse is the card's title; see Column.phone. */
function phoneRole<T>(columns: Column<T>[], index: number): 'title' | 'show' | 'hide' {
  const title = columns.findIndex((column) => column.phone !== false);
  if (index === title) return 'title';
  return (columns[index]?.phone ?? index < title + PHONE_COLUMNS) ? 'show' : 'hide';
}

/** The column's name beside its value on a phone card. */
function labelOf<T>(column: Column<T>): string | undefined {
  return typeof column.header === 'string' ? column.header : column.exportHeader;
}

function nextSort(current: SortState | null | undefined, field: string): SortState {
  if (current?.field === field) return { field, order: current.order === 'ASC' ? 'DESC' : 'ASC' };
  return { field, order: 'ASC' };
}

function keyOf<T>(row: T, index: number, rowKey: DataTableProps<T>['rowKey']): Key {
  return typeof rowKey === 'function' ? rowKey(row, index) : (row[rowKey] as Key);
}

function defaultCell<T>(row: T, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  return typeof value === 'object' ? '' : String(value);
}

/**
 * THE table of the product: server-paged, sortable and searchable; without `page`/`onPageChange` a fixed list
 * with no pager (a document's lines, a dialog's rows).
 */
export function DataTable<T>({
  columns,
  rows,
  total,
  page,
  pageSize,
  onPageChange,
  pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS,
  onPageSizeChange,
  sort,
  onSortChange,
  search = '',
  onSearchChange,
  searchPlaceholder,
  isLoading = false,
  error = null,
  onRetry,
  emptyText = 'No hay registros',
  rowKey,
  actions,
  toolbar,
  caption,
  onExport,
  exportFileName,
  footer,
  rowTone,
  columnBorders = false,
  wrapText = false,
  onRowDoubleClick,
}: DataTableProps<T>) {
  const columnCount = columns.length + (actions ? 1 : 0);
  const skeletonRows = pageSize === undefined ? FIXED_LIST_SKELETON_ROWS : Math.min(Math.max(pageSize, 1), 10);

  let body: ReactNode;
  if (error) {
    body = (
      <Table.Row>
        <Table.Cell colSpan={columnCount}>
          <ErrorState message={error} onRetry={onRetry} />
        </Table.Cell>
      </Table.Row>
    );
  } else if (isLoading) {
    body = Array.from({ length: skeletonRows }, (_, index) => (
      <Table.Row key={`skeleton-${index}`} data-testid="skeleton-row" aria-hidden="true">
        {Array.from({ length: columnCount }, (__, cell) => (
          <Table.Cell key={cell}>
            <Skeleton height="4" />
          </Table.Cell>
        ))}
      </Table.Row>
    ));
  } else if (rows.length === 0) {
    body = (
      <Table.Row>
        <Table.Cell colSpan={columnCount}>
          <EmptyState title={emptyText} />
        </Table.Cell>
      </Table.Row>
    );
  } else {
    body = rows.map((row, index) => {
      const tone = rowTone?.(row);
      return (
        <Table.Row
          key={keyOf(row, index, rowKey)}
          data-tone={tone}
          css={tone ? ROW_TONE_STYLES[tone] : undefined}
          onDoubleClick={onRowDoubleClick ? () => onRowDoubleClick(row) : undefined}
        >
          {columns.map((column, columnIndex) => (
            <Table.Cell key={column.key} textAlign={TEXT_ALIGN[column.align ?? 'start']} data-label={labelOf(column)} data-phone={phoneRole(columns, columnIndex)}>
              {column.render ? column.render(row, index) : defaultCell(row, column.key)}
            </Table.Cell>
          ))}
          {actions ? (
            <Table.Cell textAlign="end" whiteSpace="nowrap" data-actions="" {...ACTIONS_BODY_CELL}>
              <RowActions>{actions(row)}</RowActions>
            </Table.Cell>
          ) : null}
        </Table.Row>
      );
    });
  }

  return (
    // Never wider than its container: on a phone the table scrolls inside its own frame, not the page.
    <Box minWidth="0" maxWidth="100%">
      {onSearchChange || toolbar || onExport ? (
        <Flex gap="3" mb="3" align="center" justify="space-between" wrap="wrap">
          {onSearchChange ? (
            <SearchInput value={search} onChange={onSearchChange} placeholder={searchPlaceholder} />
          ) : (
            <span />
          )}
          {toolbar || onExport ? (
            <Flex gap="2" wrap="wrap" align="center">
              {toolbar}
              {onExport ? <ExportButton fileName={exportFileName ?? caption ?? 'Lista'} columns={columns} fetchRows={onExport} /> : null}
            </Flex>
          ) : null}
        </Flex>
      ) : null}
      <Table.ScrollArea
        borderWidth="1px"
        rounded="md"
        maxWidth="100%"
        overflowX="auto"
        whiteSpace={wrapText ? 'normal' : undefined}
        // On paper there is no scrolling: every column must fit the page.
        _print={{ whiteSpace: 'normal', overflow: 'visible' }}
        css={PHONE_TABLE_CSS}
      >
        <Table.Root size="sm" striped aria-busy={isLoading} stickyHeader showColumnBorder={columnBorders} interactive={Boolean(onRowDoubleClick)}>
          {caption ? <Table.Caption srOnly>{caption}</Table.Caption> : null}
          <Table.Header>
            <Table.Row>
              {columns.map((column) => {
                const sortField = column.sortField ?? column.key;
                const sortable = Boolean(column.sortable && onSortChange);
                const activeOrder = sort?.field === sortField ? sort.order : undefined;
                return (
                  <Table.ColumnHeader
                    key={column.key}
                    width={column.width}
                    textAlign={TEXT_ALIGN[column.align ?? 'start']}
                    aria-sort={
                      sortable ? (activeOrder === 'ASC' ? 'ascending' : activeOrder === 'DESC' ? 'descending' : 'none') : undefined
                    }
                  >
                    {sortable && onSortChange ? (
                      <SortButton type="button" onClick={() => onSortChange(nextSort(sort, sortField))}>
                        {column.header}
                        {activeOrder === 'ASC' ? (
                          <ArrowUp size={14} aria-hidden="true" />
                        ) : activeOrder === 'DESC' ? (
                          <ArrowDown size={14} aria-hidden="true" />
                        ) : (
                          <ArrowUpDown size={14} aria-hidden="true" opacity={0.5} />
                        )}
                      </SortButton>
                    ) : (
                      column.header
                    )}
                  </Table.ColumnHeader>
                );
              })}
              {actions ? (
                <Table.ColumnHeader textAlign="end" {...ACTIONS_CELL}>
                  Acciones
                </Table.ColumnHeader>
              ) : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>{body}</Table.Body>
          {footer && !isLoading && !error ? (
            <Table.Footer>
              <Table.Row fontWeight="bold">
                {columns.map((column, columnIndex) => (
                  <Table.Cell
                    key={column.key}
                    textAlign={TEXT_ALIGN[column.align ?? 'start']}
                    data-label={phoneRole(columns, columnIndex) === 'title' ? undefined : labelOf(column)}
                    data-phone={footer[column.key] === undefined ? 'hide' : phoneRole(columns, columnIndex)}
                  >
                    {footer[column.key]}
                  </Table.Cell>
                ))}
                {actions ? <Table.Cell data-phone="hide" /> : null}
              </Table.Row>
            </Table.Footer>
          ) : null}
        </Table.Root>
      </Table.ScrollArea>
      {total !== undefined && page !== undefined && pageSize !== undefined && onPageChange ? (
        <Pager
          total={total}
          page={page}
          pageSize={pageSize}
          onPageChange={onPageChange}
          pageSizeOptions={pageSizeOptions}
          onPageSizeChange={onPageSizeChange}
          disabled={isLoading}
        />
      ) : null}
    </Box>
  );
}
