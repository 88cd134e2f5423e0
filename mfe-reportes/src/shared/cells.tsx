// How a report cell prints on screen: the same text the Excel and PDF exports carry.
import type { ReportCell, ReportColumn } from '@mikro/contracts';
import { formatCell } from '@mikro/domain';

export const cellText = (column: ReportColumn, value: ReportCell | undefined): string => formatCell(column.type, value);

export const cellAlign = (column: ReportColumn): 'start' | 'center' | 'end' =>
  column.type === 'text' ? 'start' : column.type === 'date' || column.type === 'datetime' ? 'center' : 'end';
