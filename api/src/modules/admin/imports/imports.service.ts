// The import flow: preview (check every row, write nothing), commit (check again, write every row in one
// transaction or none), the template per kind and the report of the rejected rows.
import type { ImportCommitResult, ImportMapping, ImportPreview, ImportRowError } from '@mikro/contracts';
import type { Database } from '../../../db/client';
import { createRows, type Caller } from '../../../crud/index';
import { HttpError } from '../../../plugins/errors';
import type { ImportKindDefinition } from './kinds';
import { checkRows, fieldsOfKind, suggestMapping } from './rows';
import { readSpreadsheet, writeSpreadsheet, type CellValue, type Sheet } from '../../../shared/spreadsheet/spreadsheet';

/** Rows per INSERT inside the commit's transaction (PostgreSQL takes at most 65,535 parameters a statement). */
const INSERT_CHUNK = 500;

export interface ImportRequest {
  kind: ImportKindDefinition;
  caller: Caller;
  file: Buffer;
  fileName: string;
  /** null: the suggested mapping. */
  mapping: ImportMapping | null;
}

async function check(db: Database, request: ImportRequest) {
  const sheet = await readSpreadsheet(request.file, request.fileName);
  const suggestedMapping = suggestMapping(request.kind, sheet.headers);
  const mapping = request.mapping ?? suggestedMapping;
  const checked = await checkRows(db, request.kind, request.caller, sheet, mapping);
  return { sheet, mapping, suggestedMapping, checked };
}

export async function previewImport(db: Database, request: ImportRequest): Promise<ImportPreview> {
  const { sheet, mapping, suggestedMapping, checked } = await check(db, request);
  const invalid = new Set(checked.errors.map((error) => error.row)).size;
  return {
    kind: request.kind.kind,
    headers: sheet.headers,
    fields: fieldsOfKind(request.kind),
    mapping,
    suggestedMapping,
    rows: checked.rows,
    errors: checked.errors,
    total: sheet.rows.length,
    valid: sheet.rows.length - invalid,
    invalid,
  };
}

export async function commitImport(db: Database, request: ImportRequest): Promise<ImportCommitResult> {
  const { sheet, checked } = await check(db, request);
  if (sheet.rows.length === 0) throw new HttpError(400, 'El archivo no tiene filas para importar');
  if (checked.errors.length > 0) {
    throw new HttpError(400, 'Hay filas con errores; no se importó ningún registro', { errors: checked.errors });
  }
  await db.transaction(async (tx) => {
    for (let start = 0; start < checked.valid.length; start += INSERT_CHUNK) {
      await createRows(tx, request.kind.resource, request.caller, checked.valid.slice(start, start + INSERT_CHUNK).map((row) => row.values));
    }
  });
  return { kind: request.kind.kind, imported: checked.valid.length };
}

export function importTemplate(kind: ImportKindDefinition): Promise<Buffer> {
  return writeSpreadsheet(kind.label, kind.columns.map((column) => column.label), [kind.columns.map((column) => column.example)]);
}

/** The rejected rows as they came, with a last column 'Error' naming each problem. */
export async function errorReport(db: Database, request: ImportRequest): Promise<Buffer> {
  const { sheet, checked } = await check(db, request);
  return writeSpreadsheet('Errores', [...sheet.headers, 'Error'], rejectedRows(request.kind, sheet, checked.errors));
}

function rejectedRows(kind: ImportKindDefinition, sheet: Sheet, errors: ImportRowError[]): CellValue[][] {
  const labels = new Map(kind.columns.map((column) => [column.field, column.label]));
  const byRow = new Map<number, string[]>();
  for (const error of errors) byRow.set(error.row, [...(byRow.get(error.row) ?? []), `${labels.get(error.field) ?? error.field}: ${error.message}`]);
  return sheet.rows.filter((line) => byRow.has(line.row)).map((line) => [...line.cells, byRow.get(line.row)!.join('; ')]);
}
