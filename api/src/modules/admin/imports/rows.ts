// From spreadsheet rows to resource bodies: the column mapping, each cell converted to the field's type, then
// the catalogue resource's own validation (the engine's validator) and its unique keys, within the file and
// against the database.
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { FieldError, ImportField, ImportMapping, ImportPreviewRow, ImportRowError } from '@mikro/contracts';
import type { Executor } from '../../../db/client';
import { columnOf, DUPLICATE, fieldsOf, hasCompany, normaliseNumbers, toColumnValues, validatorsOf, type Caller, type FieldSpec, type ResourceDefinition } from '../../../crud/index';
import type { ImportColumn, ImportKindDefinition, ImportReference, ReferenceCandidate, RowValues } from './kinds';
import type { CellValue, Sheet } from '../../../shared/spreadsheet/spreadsheet';

export interface CheckedRows {
  rows: ImportPreviewRow[];
  errors: ImportRowError[];
  /** Column values ready to insert, of the rows without errors. */
  valid: { row: number; values: Record<string, unknown> }[];
}

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_().-]+/g, '');

export function fieldsOfKind(kind: ImportKindDefinition): ImportField[] {
  const { create } = validatorsOf(kind.resource);
  const required = new Set(((create.schema as { required?: string[] }).required ?? []) as string[]);
  return kind.columns.map((column) => ({ field: column.field, label: column.label, required: required.has(column.field) || Boolean(column.required) }));
}

/** Header → field, for headers that name a field by its title, its key or one of its aliases. */
export function suggestMapping(kind: ImportKindDefinition, headers: string[]): ImportMapping {
  const mapping: ImportMapping = {};
  const taken = new Set<string>();
  for (const header of headers) {
    const key = normalise(header);
    const column = kind.columns.find(
      (c) => !taken.has(c.field) && [c.label, c.field, ...(c.aliases ?? [])].some((name) => normalise(name) === key),
    );
    if (column) {
      mapping[header] = column.field;
      taken.add(column.field);
    }
  }
  return mapping;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

function toText(cell: Exclude<CellValue, null>): string {
  if (cell instanceof Date) return isoDate(cell);
  if (typeof cell === 'boolean') return cell ? 'Sí' : 'No';
  return String(cell);
}

type Converted = { value: unknown } | { error: string };

function convert(cell: Exclude<CellValue, null>, spec: FieldSpec): Converted {
  switch (spec.kind) {
    case 'boolean': {
      if (typeof cell === 'boolean') return { value: cell };
      const text = normalise(toText(cell));
      if (['si', 's', '1', 'true', 'verdadero', 'x'].includes(text)) return { value: true };
      if (['no', 'n', '0', 'false', 'falso'].includes(text)) return { value: false };
      return { error: 'Debe ser Sí o No' };
    }
    case 'integer': {
      const number = typeof cell === 'number' ? cell : Number(toText(cell));
      return Number.isInteger(number) ? { value: number } : { error: 'Debe ser un número entero' };
    }
    case 'numeric': {
      if (typeof cell === 'number') return { value: String(cell) };
      // Money as people type it: "$ 1,234.50".
      return { value: toText(cell).replace(/[$\s]/g, '').replace(/,(?=\d{3}(\D|$))/g, '') };
    }
    case 'date': {
      if (cell instanceof Date) return { value: isoDate(cell) };
      const text = toText(cell);
      const iso = isoFromDayMonthYear(text) ?? text;
      const parsed = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00Z`) : null;
      return parsed && !Number.isNaN(parsed.getTime()) && isoDate(parsed) === iso ? { value: iso } : { error: 'Fecha no válida (DD/MM/AAAA)' };
    }
    default:
      return { value: toText(cell) };
  }
}

/** D/M/YYYY, as people type dates, in ISO form; null when the text is not written that way. */
function isoFromDayMonthYear(text: string): string | null {
  const [, day, month, year] = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text) ?? [];
  if (day === undefined || month === undefined || year === undefined) return null;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** The unique keys of the resource's table without its scope columns (e.g. a product's code per branch office). */
function uniqueFieldsOf(resource: ResourceDefinition): string[] {
  const byColumn = new Map([...fieldsOf(resource).values()].map((field) => [field.column, field.name]));
  const config = getTableConfig(resource.table as PgTable);
  const keys: string[][] = config.indexes
    .filter((index) => index.config.unique && !index.config.where)
    .map((index) => index.config.columns.map((column) => byColumn.get((column as PgColumn).name) ?? ''));
  for (const column of config.columns) if (column.isUnique && !column.primary) keys.push([byColumn.get(column.name) ?? '']);
  const scoped = new Set(['companyId', 'branchOfficeId']);
  return keys
    .map((key) => key.filter((name) => !scoped.has(name)))
    .flatMap(([only, ...more]) => (only !== undefined && only !== '' && more.length === 0 ? [only] : []));
}

async function takenValues(db: Executor, resource: ResourceDefinition, caller: Caller, field: string, values: string[]): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const column = columnOf(resource, field);
  const conditions: SQL[] = [inArray(column, values)];
  if (hasCompany(resource)) conditions.push(eq(columnOf(resource, 'companyId'), caller.companyId));
  if (resource.scope === 'branch' && caller.branchOfficeId !== null) conditions.push(eq(columnOf(resource, 'branchOfficeId'), caller.branchOfficeId));
  const found = await db.select({ value: column }).from(resource.table).where(and(...conditions));
  return new Set(found.map((row) => String(row.value)));
}

/** The records a reference column may name, by their normalised name. */
type ReferenceIndex = Map<string, ReferenceCandidate[]>;

async function referenceIndex(db: Executor, caller: Caller, reference: ImportReference): Promise<ReferenceIndex> {
  const index: ReferenceIndex = new Map();
  for (const candidate of await reference.load(db, caller)) {
    for (const name of new Set(candidate.names.map(normalise))) index.set(name, [...(index.get(name) ?? []), candidate]);
  }
  return index;
}

/** Puts the id of the record a reference cell names into the row, or answers why it cannot. */
function resolveReference(column: ImportColumn, index: ReferenceIndex, text: string, values: RowValues): FieldError | null {
  const reference = column.reference!;
  const named = index.get(normalise(text)) ?? [];
  if (named.length === 0) return { field: column.field, message: `No existe ${reference.noun} «${text}»` };
  let agreeing = reference.within ? named.filter((candidate) => reference.within!(candidate, values)) : named;
  if (agreeing.length > 1 && reference.preferred) {
    const preferred = agreeing.filter(reference.preferred);
    if (preferred.length > 0) agreeing = preferred;
  }
  const [chosen, ...others] = agreeing;
  if (!chosen) return { field: column.field, message: `No existe ${reference.noun} «${text}» ${reference.withinText ?? ''}`.trimEnd() };
  if (others.length > 0) return { field: column.field, message: `Hay ${agreeing.length} registros que se llaman «${text}»; escriba su número` };
  values[reference.key] = chosen.id;
  reference.fills?.(chosen, values);
  return null;
}

export async function checkRows(db: Executor, kind: ImportKindDefinition, caller: Caller, sheet: Sheet, mapping: ImportMapping): Promise<CheckedRows> {
  const fields = fieldsOf(kind.resource);
  const columns = new Map(kind.columns.map((column) => [column.field, column]));
  const mapped = sheet.headers
    .map((header, index) => ({ index, field: mapping[header] }))
    .filter((entry): entry is { index: number; field: string } => entry.field !== undefined && columns.has(entry.field));
  const { create } = validatorsOf(kind.resource);
  // Reference columns name records of the company: each one's candidates are read once per file.
  const referenceColumns = kind.columns.filter((column) => column.reference && mapped.some((entry) => entry.field === column.field));
  const indexes = new Map<string, ReferenceIndex>();
  for (const column of referenceColumns) indexes.set(column.field, await referenceIndex(db, caller, column.reference!));
  const rows: ImportPreviewRow[] = [];
  const errors: ImportRowError[] = [];
  const candidates: { row: number; values: Record<string, unknown> }[] = [];

  for (const [position, line] of sheet.rows.entries()) {
    // Checking is CPU work: give other requests a turn every few hundred rows.
    if (position > 0 && position % 250 === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    const body: RowValues = {};
    const shown: ImportPreviewRow['values'] = {};
    const rowErrors: FieldError[] = [];
    const named = new Map<string, string>();
    for (const { index, field } of mapped) {
      const cell = line.cells[index];
      if (cell === null || cell === undefined || cell === '') continue;
      if (indexes.has(field)) {
        const text = toText(cell).trim();
        if (text !== '') named.set(field, text);
        shown[field] = text;
        continue;
      }
      const converted = convert(cell, fields.get(field)!);
      if ('error' in converted) {
        rowErrors.push({ field, message: converted.error });
        shown[field] = toText(cell);
        continue;
      }
      const column = columns.get(field)!;
      const ruled = column.rule && typeof converted.value === 'string' ? column.rule(converted.value) : converted;
      if ('error' in ruled) {
        rowErrors.push({ field, message: ruled.error });
        shown[field] = toText(cell);
        continue;
      }
      const value = column.upper && typeof ruled.value === 'string' ? ruled.value.toUpperCase() : ruled.value;
      body[field] = value;
      shown[field] = value as string | number | boolean;
    }
    for (const column of referenceColumns) {
      const text = named.get(column.field);
      const error = text === undefined ? null : resolveReference(column, indexes.get(column.field)!, text, body);
      if (error) rowErrors.push(error);
    }
    rowErrors.push(...(kind.derive?.(body) ?? []));
    for (const column of kind.columns) if (!column.reference && body[column.field] !== undefined) shown[column.field] = body[column.field] as string | number | boolean;
    for (const column of kind.columns) if (column.required && body[column.field] === undefined && !named.has(column.field)) rowErrors.push({ field: column.field, message: 'Este campo es requerido' });
    const converted = new Set(rowErrors.map((error) => error.field));
    const validation = create.validate(normaliseNumbers(kind.resource, body)).filter((error) => !converted.has(error.field));
    rowErrors.push(...validation);
    if (rowErrors.length === 0) {
      const { values, errors: missing } = toColumnValues(kind.resource, body, 'create');
      rowErrors.push(...missing);
      if (missing.length === 0) candidates.push({ row: line.row, values });
    }
    for (const error of rowErrors) errors.push({ row: line.row, field: error.field, message: error.message });
    rows.push({ row: line.row, values: shown });
  }

  const rejected = new Set(errors.map((error) => error.row));
  for (const field of uniqueFieldsOf(kind.resource)) {
    const seen = new Map<string, number>();
    for (const candidate of candidates) {
      const value = candidate.values[field];
      if (value === undefined || value === null) continue;
      const first = seen.get(String(value));
      if (first !== undefined) {
        errors.push({ row: candidate.row, field, message: `${DUPLICATE} (repetido en la fila ${first})` });
        rejected.add(candidate.row);
      } else seen.set(String(value), candidate.row);
    }
    const taken = await takenValues(db, kind.resource, caller, field, [...seen.keys()]);
    for (const candidate of candidates) {
      if (candidate.values[field] !== undefined && taken.has(String(candidate.values[field])) && seen.get(String(candidate.values[field])) === candidate.row) {
        errors.push({ row: candidate.row, field, message: DUPLICATE });
        rejected.add(candidate.row);
      }
    }
  }
  errors.sort((a, b) => a.row - b.row);
  return { rows, errors, valid: candidates.filter((candidate) => !rejected.has(candidate.row)) };
}

