// Spreadsheet import: a CSV file (Excel "Guardar como CSV") read with papaparse into rows keyed by header.
import Papa from 'papaparse';

export type CsvRow = Record<string, string>;

export function parseCsv(text: string): CsvRow[] {
  const result = Papa.parse<CsvRow>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
    transform: (value) => value.trim(),
  });
  return result.data;
}

export interface RowCheck<T> {
  line: number;
  value: T | null;
  errors: string[];
}

/** Line numbers count the header as line 1, as a spreadsheet shows them. */
export function checkRows<T>(rows: CsvRow[], toValue: (row: CsvRow) => { value: T | null; errors: string[] }): RowCheck<T>[] {
  return rows.map((row, index) => ({ line: index + 2, ...toValue(row) }));
}
