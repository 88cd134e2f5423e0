// Reading and writing spreadsheets (xlsx and csv, with exceljs), refusing what is not a plain spreadsheet:
// other formats (by magic bytes, not by name), oversized files or sheets, zip bombs and formulas. An xlsx is
// inflated and parsed on a worker thread (xlsx.worker.ts); CSV text is parsed here a piece per turn.
import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { HttpError } from '../../plugins/errors';
import { runInWorker, WorkerTaskFailed } from '../../workers/run';
import type { XlsxOutcome } from './xlsx.worker';
import { checkZip, checkZipDirectory, ZipRefused } from './zip-guard';
import { loadExcelJS } from './exceljs';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_ROWS = 5000;
export const MAX_COLUMNS = 100;
/**
 * What an xlsx may hold once inflated: a workbook of MAX_ROWS × MAX_COLUMNS short cells is well under 40 MB of
 * XML, and a workbook has a dozen parts, not hundreds.
 */
export const ZIP_LIMITS = { maxEntries: 200, maxTotalUncompressed: 40 * 1024 * 1024 };
/** The parsing thread's limits: an xlsx that takes longer or more memory is refused, the server goes on. */
const XLSX_WORKER = { timeoutMs: 60_000 };
const xlsxTask = new URL('./xlsx.worker.ts', import.meta.url);

export type CellValue = string | number | boolean | Date | null;

export interface SheetRow {
  /** The spreadsheet's row number (the header is row 1 when it is the first line). */
  row: number;
  cells: CellValue[];
}

export interface Sheet {
  headers: string[];
  rows: SheetRow[];
}

/** A file refused before or while reading it; the message is the user's explanation. */
export class SpreadsheetRefused extends Error {}

const NOT_A_SPREADSHEET = 'El archivo no es una hoja de cálculo: suba un archivo .xlsx o .csv';
export const TOO_LARGE = `El archivo supera el límite de ${MAX_FILE_BYTES / 1024 / 1024} MB`;

const isZip = (file: Buffer) => file.length >= 4 && file.readUInt32LE(0) === 0x04034b50;
const isOle = (file: Buffer) => file.length >= 8 && file.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

const formulaAt = (row: number, column: number) =>
  new SpreadsheetRefused(`El archivo contiene fórmulas (fila ${row}, columna ${column}); copie y pegue solo los valores y vuelva a subirlo`);

// What a spreadsheet program would run as a formula when the text is opened (CSV injection), unless it is a number.
const looksLikeFormula = (text: string) => /^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+([.,]\d+)?$/.test(text.trim());

function decodeText(file: Buffer): string {
  if (file.includes(0)) throw new SpreadsheetRefused(NOT_A_SPREADSHEET);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    // Excel's "CSV (delimitado por comas)" on Spanish Windows writes windows-1252.
    text = new TextDecoder('windows-1252').decode(file);
  }
  return text.replace(/^\uFEFF/, '');
}

function cellValue(cell: ExcelJS.Cell, row: number, column: number): CellValue {
  const value = cell.value as unknown;
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  const object = value as Record<string, unknown>;
  if ('formula' in object || 'sharedFormula' in object) throw formulaAt(row, column);
  if (Array.isArray(object.richText)) return (object.richText as { text: string }[]).map((part) => part.text).join('');
  if (typeof object.text === 'string') return object.text;
  if ('error' in object) return null;
  return String(value);
}

export const TOO_MANY_ROWS = `El archivo tiene más de ${MAX_ROWS} filas; el máximo es ${MAX_ROWS}`;
/** Rows read between two yields to the event loop, so other requests keep being answered during an import. */
const ROWS_PER_TURN = 250;
/** CSV text handed to the parser at a time (the parser runs between other requests, one piece per turn). */
const CSV_PIECE = 64 * 1024;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function sheetOf(worksheet: ExcelJS.Worksheet | undefined): Promise<Sheet> {
  if (!worksheet) throw new SpreadsheetRefused('El archivo no tiene hojas');
  // exceljs computes both by walking every row: read them once, never per cell.
  const columnCount = worksheet.columnCount;
  const rowCount = worksheet.rowCount;
  if (columnCount > MAX_COLUMNS) throw new SpreadsheetRefused(`El archivo tiene más de ${MAX_COLUMNS} columnas`);
  const lines: SheetRow[] = [];
  for (let rowNumber = 1; rowNumber <= rowCount; rowNumber++) {
    if (rowNumber % ROWS_PER_TURN === 0) await nextTurn();
    const row = worksheet.findRow(rowNumber);
    if (!row || !row.hasValues) continue;
    const cells: CellValue[] = [];
    for (let column = 1; column <= columnCount; column++) {
      const value = cellValue(row.getCell(column), rowNumber, column);
      // The same rule for CSV and xlsx: text a spreadsheet program would run as a formula is refused.
      if (typeof value === 'string' && looksLikeFormula(value)) throw formulaAt(rowNumber, column);
      cells.push(typeof value === 'string' ? value.trim() : value);
    }
    if (!cells.some((cell) => cell !== null && cell !== '')) continue;
    lines.push({ row: rowNumber, cells });
    // The header plus MAX_ROWS rows: stop reading at the first row past the cap.
    if (lines.length > MAX_ROWS + 1) throw new SpreadsheetRefused(TOO_MANY_ROWS);
  }
  const [header, ...rows] = lines;
  if (!header) throw new SpreadsheetRefused('El archivo está vacío');
  const headers = header.cells.map((cell, index) => (cell === null || cell === '' ? `Columna ${index + 1}` : String(cell)));
  while (headers.at(-1)?.startsWith('Columna ') && header.cells[headers.length - 1] === null) headers.pop();
  return { headers, rows: rows.map((r) => ({ row: r.row, cells: r.cells.slice(0, headers.length) })) };
}

async function readCsv(file: Buffer): Promise<Sheet> {
  const text = decodeText(file);
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const workbook = new (await loadExcelJS()).Workbook();
  // Rows with content parsed so far (the parser maps each row's cells in order, index 0 first); past the cap
  // the text stops being fed, so an oversized file is not parsed to its end.
  let contentRows = 0;
  let rowCounted = false;
  async function* pieces() {
    for (let start = 0; start < text.length && contentRows <= MAX_ROWS + 1; start += CSV_PIECE) {
      yield text.slice(start, start + CSV_PIECE);
      await nextTurn();
    }
  }
  // The identity map keeps every cell as typed (no guessing of numbers or dates: "0012" stays a code).
  const map = (value: string, index: number) => {
    if (index === 0) rowCounted = false;
    if (!rowCounted && value.trim() !== '') {
      rowCounted = true;
      contentRows++;
    }
    return value;
  };
  let worksheet: ExcelJS.Worksheet;
  try {
    worksheet = await workbook.csv.read(Readable.from(pieces()), { map, parserOptions: { delimiter } } as never);
  } catch {
    throw new SpreadsheetRefused('El archivo CSV no es válido (revise las comillas y los separadores)');
  }
  return sheetOf(worksheet);
}

export const XLSX_TOO_LARGE = `El archivo .xlsx está dañado o su contenido descomprimido es demasiado grande (más de ${ZIP_LIMITS.maxTotalUncompressed / 1024 / 1024} MB o de ${ZIP_LIMITS.maxEntries} partes)`;
const XLSX_DAMAGED = 'El archivo .xlsx está dañado o no es un libro de Excel';
export const SERVER_BUSY = 'El servidor está leyendo otros archivos; intente de nuevo en unos segundos';

/** On the worker thread: the real inflated size, then the workbook itself. */
export async function parseXlsx(file: Buffer): Promise<Sheet> {
  try {
    checkZip(file, ZIP_LIMITS);
  } catch (error) {
    if (error instanceof ZipRefused) throw new SpreadsheetRefused(XLSX_TOO_LARGE);
    throw error;
  }
  const workbook = new (await loadExcelJS()).Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new SpreadsheetRefused(XLSX_DAMAGED);
  }
  return sheetOf(workbook.worksheets[0]);
}

async function readXlsx(file: Buffer): Promise<Sheet> {
  // The declared sizes and the entry count are read here, before any thread is started for the file.
  try {
    checkZipDirectory(file, ZIP_LIMITS);
  } catch (error) {
    if (error instanceof ZipRefused) throw new SpreadsheetRefused(XLSX_TOO_LARGE);
    throw error;
  }
  let outcome: XlsxOutcome;
  try {
    outcome = await runInWorker<Uint8Array, XlsxOutcome>(xlsxTask, file, XLSX_WORKER);
  } catch (error) {
    if (!(error instanceof WorkerTaskFailed)) throw error;
    if (error.reason === 'busy') throw new HttpError(503, SERVER_BUSY);
    // Out of memory or time on a file that passed the size checks: a workbook built to be expensive.
    if (error.reason !== 'error') throw new SpreadsheetRefused(XLSX_TOO_LARGE);
    throw error;
  }
  if ('refused' in outcome) throw new SpreadsheetRefused(outcome.refused);
  const rows: SheetRow[] = [];
  for (const [index, text] of outcome.rows.entries()) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await nextTurn();
    const [row, ...cells] = JSON.parse(text) as [number, ...(string | number | boolean | null | { d: number })[]];
    rows.push({ row, cells: cells.map((cell) => (cell !== null && typeof cell === 'object' ? new Date(cell.d) : cell)) });
  }
  return { headers: outcome.headers, rows };
}

/** The first sheet's header and data rows. Decides the format by content; the name must agree with it. */
export async function readSpreadsheet(file: Buffer, fileName: string): Promise<Sheet> {
  if (file.length > MAX_FILE_BYTES) throw new SpreadsheetRefused(TOO_LARGE);
  if (file.length === 0) throw new SpreadsheetRefused('El archivo está vacío');
  const extension = extensionOf(fileName);
  if (isOle(file)) throw new SpreadsheetRefused('El formato .xls (Excel 97-2003) no se admite: guárdalo como .xlsx');
  if (isZip(file)) {
    if (extension !== 'xlsx') throw new SpreadsheetRefused(NOT_A_SPREADSHEET);
    return readXlsx(file);
  }
  if (extension === 'csv' || extension === 'txt') return readCsv(file);
  throw new SpreadsheetRefused(NOT_A_SPREADSHEET);
}

/** An xlsx with one sheet: bold header row, then the rows (every cell written as a value, never a formula). */
export async function writeSpreadsheet(sheetName: string, headers: string[], rows: CellValue[][]): Promise<Buffer> {
  const workbook = new (await loadExcelJS()).Workbook();
  workbook.creator = 'Mikro ERP';
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(headers).font = { bold: true };
  // exceljs writes a JS string as a text cell: text starting with '=' stays text, it is never a formula.
  for (const row of rows) sheet.addRow(row);
  sheet.columns.forEach((column) => {
    column.width = 20;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
