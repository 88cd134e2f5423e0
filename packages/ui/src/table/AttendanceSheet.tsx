import { DataTable, type DataTableProps } from './DataTable';
import type { Column } from './types';

export interface AttendanceSheetProps<T> {
  /** Accessible name of the table, e.g. 'Alumnos'. */
  caption: string;
  /** Who is on the list (name, enrollment…), after the '#' column the sheet numbers by position. */
  columns: Column<T>[];
  rows: T[];
  rowKey: DataTableProps<T>['rowKey'];
  /** Empty boxes to mark by hand, one per day or class. */
  days: number;
  /** Width of each box; fewer days leave room for wider ones. */
  dayWidth?: string;
  emptyText?: string;
}

/**
 * A printable attendance list filled in by hand: the people numbered, then a row of empty day boxes with
 * lines between the columns. Put it inside the .print-area of a PrintableDialog.
 */
export function AttendanceSheet<T>({ caption, columns, rows, rowKey, days, dayWidth = '28px', emptyText }: AttendanceSheetProps<T>) {
  const sheetColumns: Column<T>[] = [
    { key: 'number', header: '#', render: (_, index) => index + 1 },
    ...columns,
    ...Array.from({ length: days }, (_, day): Column<T> => ({ key: `day-${day + 1}`, header: '', width: dayWidth, render: () => null, exportable: false })),
  ];
  return <DataTable<T> caption={caption} columns={sheetColumns} rows={rows} rowKey={rowKey} columnBorders emptyText={emptyText} />;
}
