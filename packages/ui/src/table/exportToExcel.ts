// Excel export of a table: the visible columns (or their exportValue) of the rows given, as an .xlsx
// download. exceljs is loaded on the first export only, so it never weighs on a screen's first load.
import type { Column, ExportCell } from './types';

export interface ExportSheet<T> {
  /** File name without extension, e.g. 'Proveedores'. The date of the export is appended. */
  fileName: string;
  columns: Column<T>[];
  rows: T[];
}

type Plain = string | number | boolean | Date | null;

function plain(value: unknown): Plain {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  return null;
}

/** The columns an export carries: those with a plain-text title or an exportHeader, not marked exportable: false. */
export function exportColumns<T>(columns: Column<T>[]): { header: string; value: (row: T) => ExportCell }[] {
  return columns
    .filter((column) => column.exportable !== false && (column.exportHeader || typeof column.header === 'string'))
    .map((column) => ({
      header: column.exportHeader ?? String(column.header),
      value: column.exportValue ?? ((row: T) => plain((row as Record<string, unknown>)[column.key])),
    }));
}

/** The rows of the sheet: one array of cells per row, booleans as Sí/No. */
export function exportMatrix<T>(columns: Column<T>[], rows: T[]): { headers: string[]; cells: Plain[][] } {
  const chosen = exportColumns(columns);
  return {
    headers: chosen.map((column) => column.header),
    cells: rows.map((row) =>
      chosen.map((column) => {
        const value = plain(column.value(row));
        return typeof value === 'boolean' ? (value ? 'Sí' : 'No') : value;
      }),
    ),
  };
}

/** Builds the workbook (one sheet, bold frozen header, filter on the header row) and answers its bytes. */
export async function buildWorkbook<T>({ fileName, columns, rows }: Omit<ExportSheet<T>, 'fileName'> & { fileName?: string }): Promise<ArrayBuffer> {
  const loaded = await import('exceljs');
  const ExcelJS = ('default' in loaded ? loaded.default : loaded) as typeof import('exceljs');
  const { headers, cells } = exportMatrix(columns, rows);
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet((fileName ?? 'Hoja 1').slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(headers).font = { bold: true };
  for (const row of cells) sheet.addRow(row);
  sheet.columns.forEach((column, index) => {
    const longest = Math.max(headers[index]?.length ?? 0, ...cells.map((row) => String(row[index] ?? '').length));
    column.width = Math.min(Math.max(longest + 2, 10), 60);
  });
  if (headers.length > 0) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: headers.length } };
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Builds the workbook and downloads it as '<fileName> <yyyy-mm-dd>.xlsx'. */
export async function exportToExcel<T>(sheet: ExportSheet<T>): Promise<void> {
  const bytes = await buildWorkbook(sheet);
  const today = new Date();
  const stamp = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  const url = URL.createObjectURL(new Blob([bytes], { type: XLSX_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${sheet.fileName} ${stamp}.xlsx`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
