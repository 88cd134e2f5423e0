// How a report cell prints on screen: the same text the Excel and PDF exports carry.
import type { ReportCell, ReportColumn, ReportResult } from '@mikro/contracts';
import { formatCell } from '@mikro/domain';

export const cellText = (column: ReportColumn, value: ReportCell | undefined): string => formatCell(column.type, value);

export const cellAlign = (column: ReportColumn): 'start' | 'center' | 'end' =>
  column.type === 'text' ? 'start' : column.type === 'date' || column.type === 'datetime' ? 'center' : 'end';

/** The footer of a report's table: the totals of the columns that add up, and 'Totales' in the first column when it does not. */
export function totalsRow(report: ReportResult): Record<string, string> | undefined {
  // A report with nothing to add up (an attendance list) has no totals row: a lone 'Totales' says nothing.
  if (!report.columns.some((column) => column.total)) return undefined;
  return Object.fromEntries(
    report.columns.map((column, index) => [column.key, column.total ? cellText(column, report.totals[column.key]) : index === 0 ? 'Totales' : '']),
  );
}
