// Data screens — the server-paged table and its state, its search and period filters, the catalogue
// screen kit, spreadsheet import and Excel export, tabs and progress. Reached through the @mikro/ui root only.
export { Table } from '@chakra-ui/react/table';
export { Tabs } from '@chakra-ui/react/tabs';
export { Progress } from '@chakra-ui/react/progress';

export { DataTable } from '../table/DataTable';
export type { DataTableProps, RowTone } from '../table/DataTable';
export { SearchInput } from '../table/SearchInput';
export type { SearchInputProps } from '../table/SearchInput';
export { DateRangeFilter, isDateRangeValid, DATE_RANGE_TEXTS } from '../table/DateRangeFilter';
export type { DateRange, DateRangeFilterProps } from '../table/DateRangeFilter';
export { DEFAULT_PAGE_SIZE, DEFAULT_PAGE_SIZE_OPTIONS, SEARCH_DEBOUNCE_MS } from '../table/types';
export type { Column, ExportCell, SortState, SortOrder } from '../table/types';
export { ExportButton } from '../table/ExportButton';
export type { ExportButtonProps } from '../table/ExportButton';
export { buildWorkbook, exportColumns, exportMatrix, exportToExcel } from '../table/exportToExcel';
export type { ExportSheet } from '../table/exportToExcel';
export { useTableState, pagedResultProps } from '../table/useTableState';
export type { TableState, TableStateOptions, TableControlProps, PagedQueryLike } from '../table/useTableState';
export { useLocalPaging } from '../table/useLocalPaging';
export type { LocalPagingProps } from '../table/useLocalPaging';
export { AttendanceSheet } from '../table/AttendanceSheet';
export type { AttendanceSheetProps } from '../table/AttendanceSheet';
export { AttendanceMarks } from '../table/AttendanceMarks';
export type { AttendanceMarksProps, AttendancePerson } from '../table/AttendanceMarks';
export { AttendanceTaker } from '../table/AttendanceTaker';
export type { AttendanceTakerProps } from '../table/AttendanceTaker';

// Catalogue screens (the screen kit).
export { ResourcePage, statusColumn } from '../resource/ResourcePage';
export type {
  ResourceFilter,
  ResourceFilterValue,
  ResourceForm,
  ResourceListState,
  ResourceMutationsLike,
  ResourcePageProps,
  ResourcePageSource,
  ResourcePermissions,
  ResourceRow,
  ResourceStatusFilter,
} from '../resource/types';

// Spreadsheet import.
export { SpreadsheetImport } from '../import/SpreadsheetImport';
export type { SpreadsheetImportProps, ImportProgress } from '../import/SpreadsheetImport';
export { readSpreadsheet, parseCsv, columnIndex, SPREADSHEET_MAX_BYTES } from '../import/readSpreadsheet';
export type { SheetContent, SheetRow } from '../import/readSpreadsheet';
