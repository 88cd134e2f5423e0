// How a report cell prints on screen: es-MX money ('$ 1,234.50'), dates DD/MM/YYYY, grouped quantities.
import type { ReportCell, ReportColumn } from '@mikro/contracts';
import { formatDate, formatDateTime, formatMoney } from '@mikro/ui';

function groupThousands(value: string): string {
  const [integer, fraction] = value.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

export function cellText(column: ReportColumn, value: ReportCell | undefined): string {
  if (value === null || value === undefined || value === '') return column.type === 'date' ? formatDate(null) : '';
  switch (column.type) {
    case 'money':
      return formatMoney(value);
    case 'date':
      return formatDate(String(value));
    case 'datetime':
      return formatDateTime(String(value));
    case 'int':
    case 'quantity':
      return groupThousands(String(value));
    default:
      return String(value);
  }
}

export const cellAlign = (column: ReportColumn): 'start' | 'center' | 'end' =>
  column.type === 'text' ? 'start' : column.type === 'date' || column.type === 'datetime' ? 'center' : 'end';
