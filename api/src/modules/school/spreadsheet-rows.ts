// Rows of an uploaded enrolment or drops spreadsheet (read by the import engine's reader), by header name.
import type { DropRow, MassEnrolmentRow } from '@mikro/contracts';
import { readSpreadsheet, SpreadsheetRefused, writeSpreadsheet, type Sheet } from '../../shared/spreadsheet/spreadsheet';
import { badRequest } from '../../plugins/errors';
import type { NumberedRow } from './mass.service';

const key = (header: string) =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** Header names accepted for each field (accents, case and spaces ignored). */
const ENROLMENT_HEADERS: Record<keyof Pick<MassEnrolmentRow, 'enrollment' | 'grade' | 'group' | 'paymentPlan'>, string[]> = {
  enrollment: ['matricula', 'enrollment', 'identificador'],
  grade: ['grado', 'grade'],
  group: ['grupo', 'group'],
  paymentPlan: ['plandepago', 'plan', 'paymentplan'],
};
const DROP_HEADERS: Record<keyof DropRow, string[]> = {
  enrollment: ['matricula', 'enrollment', 'identificador'],
  date: ['fecha', 'fechadebaja', 'date'],
  reason: ['motivo', 'motivodebaja', 'reason'],
};

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

function columns<K extends string>(sheet: Sheet, headers: Record<K, string[]>, required: K[]): Record<K, number> {
  const found = {} as Record<K, number>;
  const keys = sheet.headers.map(key);
  for (const field of Object.keys(headers) as K[]) found[field] = keys.findIndex((h) => headers[field].includes(h));
  const absent = required.filter((field) => found[field] < 0);
  if (absent.length > 0) {
    throw badRequest('Faltan columnas en el archivo', absent.map((field) => ({ field, message: `Falta la columna ${headers[field][0]}` })));
  }
  return found;
}

async function sheetOf(file: Buffer, fileName: string): Promise<Sheet> {
  try {
    return await readSpreadsheet(file, fileName);
  } catch (error) {
    if (error instanceof SpreadsheetRefused) throw badRequest(error.message, [{ field: 'file', message: error.message }]);
    throw error;
  }
}

export async function enrolmentRowsOf(file: Buffer, fileName: string): Promise<NumberedRow<MassEnrolmentRow>[]> {
  const sheet = await sheetOf(file, fileName);
  const at = columns<keyof typeof ENROLMENT_HEADERS>(sheet, ENROLMENT_HEADERS, ['enrollment']);
  const cell = (cells: unknown[], index: number) => (index < 0 ? undefined : text(cells[index]) || undefined);
  return sheet.rows
    .filter((r) => r.cells.some((c) => text(c) !== ''))
    .map((r) => ({ row: r.row, enrollment: text(r.cells[at.enrollment]), grade: cell(r.cells, at.grade), group: cell(r.cells, at.group), paymentPlan: cell(r.cells, at.paymentPlan) }));
}

export async function dropRowsOf(file: Buffer, fileName: string): Promise<NumberedRow<DropRow>[]> {
  const sheet = await sheetOf(file, fileName);
  const at = columns(sheet, DROP_HEADERS, ['enrollment', 'date', 'reason']);
  return sheet.rows
    .filter((r) => r.cells.some((c) => text(c) !== ''))
    .map((r) => ({ row: r.row, enrollment: text(r.cells[at.enrollment]), date: text(r.cells[at.date]), reason: text(r.cells[at.reason]) }));
}

/**
 * The templates to download: the columns each file is read by (their first names, as a person writes them) and
 * one example row. They read back through enrolmentRowsOf / dropRowsOf.
 */
const TEMPLATES = {
  inscripciones: { sheet: 'Inscripciones', headers: ['Matrícula', 'Grado', 'Grupo', 'Plan de pago'], example: ['A2026100', '1°', 'A', 'Plan anual'] },
  bajas: { sheet: 'Bajas', headers: ['Matrícula', 'Fecha de baja', 'Motivo'], example: ['A2026100', '28/11/2026', 'Cambio de domicilio'] },
} as const;

export function importTemplate(kind: keyof typeof TEMPLATES): Promise<Buffer> {
  const template = TEMPLATES[kind];
  return writeSpreadsheet(template.sheet, [...template.headers], [[...template.example]]);
}
