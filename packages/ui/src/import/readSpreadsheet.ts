// Reads the first sheet of an .xlsx file, or a .csv file, in the browser: its headers and its rows as text
// (dates as YYYY-MM-DD), for screens that preview a file before sending it. exceljs loads on first use.

export interface SheetRow {
  /** The spreadsheet's row number (the header is row 1). */
  row: number;
  cells: string[];
}

export interface SheetContent {
  headers: string[];
  rows: SheetRow[];
}

export const SPREADSHEET_MAX_BYTES = 5 * 1024 * 1024;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const record = value as { text?: unknown; result?: unknown; richText?: { text: string }[] };
    if (Array.isArray(record.richText)) return record.richText.map((part) => part.text).join('').trim();
    if (record.result !== undefined) return cellText(record.result);
    if (record.text !== undefined) return cellText(record.text);
    return '';
  }
  return String(value).trim();
}

/** RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF); ';' is accepted as the separator when a line has no ','. */
export function parseCsv(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const separator = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
  const lines: string[][] = [];
  let field = '';
  let line: string[] = [];
  let quoted = false;
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      line.push(field.trim());
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++;
      line.push(field.trim());
      lines.push(line);
      line = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || line.length > 0) {
    line.push(field.trim());
    lines.push(line);
  }
  return lines;
}

function toContent(matrix: string[][]): SheetContent {
  const [headers = [], ...body] = matrix;
  const rows = body.map((cells, index) => ({ row: index + 2, cells })).filter((row) => row.cells.some((cell) => cell !== ''));
  return { headers: headers.map((header) => header.trim()), rows };
}

function readAs<T extends string | ArrayBuffer>(file: File, kind: 'text' | 'buffer'): Promise<T> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as T);
    reader.onerror = () => reject(new Error('No se pudo leer el archivo'));
    if (kind === 'text') reader.readAsText(file, 'utf-8');
    else reader.readAsArrayBuffer(file);
  });
}

/** Throws an Error with a Spanish message for files that are not a spreadsheet or are too large. */
export async function readSpreadsheet(file: File): Promise<SheetContent> {
  if (file.size > SPREADSHEET_MAX_BYTES) throw new Error('El archivo es demasiado grande (máximo 5 MB)');
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv')) return toContent(parseCsv(await readAs<string>(file, 'text')));
  if (!name.endsWith('.xlsx')) throw new Error('Elija un archivo .xlsx o .csv');
  const loaded = await import('exceljs');
  const ExcelJS = ('default' in loaded ? loaded.default : loaded) as typeof import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(await readAs<ArrayBuffer>(file, 'buffer'));
  } catch {
    throw new Error('No se pudo leer el archivo: no es un libro de Excel válido');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('El archivo no tiene hojas');
  const width = sheet.columnCount;
  const matrix: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let column = 1; column <= width; column++) cells.push(cellText(row.getCell(column).value));
    matrix[rowNumber - 1] = cells;
  });
  for (let index = 0; index < matrix.length; index++) matrix[index] ??= [];
  return toContent(matrix);
}

/** The column whose header is one of `names` (accents, case, spaces and punctuation ignored), or -1. */
export function columnIndex(headers: string[], names: string[]): number {
  const key = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
  const wanted = names.map(key);
  return headers.findIndex((header) => wanted.includes(key(header)));
}
