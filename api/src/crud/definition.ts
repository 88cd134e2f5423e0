// A resource is declared, not coded: its table, relations, scoping, permission and validation extras.
import { getTableColumns, getTableName, type Column } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TSchema } from 'typebox';
import type { Executor } from '../db/client';
import type { Caller } from './repository';

export type FieldKind = 'integer' | 'numeric' | 'text' | 'boolean' | 'date' | 'timestamp' | 'json' | 'integer[]' | 'text[]';

export interface FieldSpec {
  /** The JSON / query name (drizzle key), e.g. 'unitMeasurement'. */
  name: string;
  /** The SQL column name. */
  column: string;
  kind: FieldKind;
  notNull: boolean;
  hasDefault: boolean;
  maxLength?: number;
  precision?: number;
  scale?: number;
  /** A generated column: read-only. */
  generated: boolean;
}

/** Many-to-one: this table holds `localKey` pointing at the target's id. */
export interface OneRelation {
  kind: 'one';
  target: () => EntityDefinition;
  localKey: string;
}

/** One-to-many: the target table holds `foreignKey` pointing at this table's id. */
export interface ManyRelation {
  kind: 'many';
  target: () => EntityDefinition;
  foreignKey: string;
}

export type RelationSpec = OneRelation | ManyRelation;

export const one = (target: () => EntityDefinition, localKey: string): OneRelation => ({ kind: 'one', target, localKey });
export const many = (target: () => EntityDefinition, foreignKey: string): ManyRelation => ({ kind: 'many', target, foreignKey });

/** Something that can be read and joined: a table with its readable fields and relations. */
export interface EntityDefinition {
  table: PgTable;
  /** Columns never read nor written through the engine (secrets). */
  hidden?: string[];
  relations?: Record<string, RelationSpec>;
}

export type Scope = 'global' | 'company' | 'branch';

/** A refusal naming the body field it is about (a 400 lists them all). */
export interface FieldError {
  field: string;
  message: string;
}

/** What a `validate` hook is told besides the row: whose write it is and, on an update, the row as stored. */
export interface ValidateContext {
  caller: Caller;
  /** The stored row (locked for the transaction) on an update; null on a create. */
  stored: Record<string, unknown> | null;
}

export interface ResourceDefinition extends EntityDefinition {
  /** Mount path under /api, e.g. '/mini-store/products'. */
  path: string;
  /** OpenAPI tag and log name. */
  name: string;
  /** The route url whose permissions guard it ('/tienda/productos'); null = any authenticated user. */
  permission: string | null;
  /** company: rows of the caller's company; branch: also of the X-Branch-Office branch office. */
  scope: Scope;
  /** Default sort when the query gives none (id ASC is always the final tie-breaker). */
  defaultSort?: { field: string; order: 'ASC' | 'DESC' }[];
  /** Largest limit accepted (400 above it); also the page size when no limit is given. Default 1000. */
  maxLimit?: number;
  /** GET routes need only a session (lists for selects every screen uses); writes still need the permission. */
  publicRead?: boolean;
  /** Only GET routes. */
  readOnly?: boolean;
  /** Extra rules per body field (replacing the one derived from the column), e.g. an e-mail format. */
  validation?: Record<string, TSchema>;
  /** Fields the client may not write (besides id, companyId, branchOfficeId and the timestamps). */
  readOnlyFields?: string[];
  /**
   * Values the server derives on every write (create, bulk, PUT, PATCH and spreadsheet imports) from the
   * validated values and, on an update, the stored row's columns: returns the values to write, or the field
   * errors of a rule between columns (a 400).
   */
  derive?: (values: Record<string, unknown>, stored: Record<string, unknown> | null) => Record<string, unknown> | { errors: FieldError[] };
  /**
   * A rule that needs the database, e.g. one between the rows the record points at. Asked on every write
   * (create, bulk, PUT, PATCH and spreadsheet imports) inside the write's transaction, after `derive` and after
   * every many-to-one key was found in the caller's scope, with the row as it will be written (on an update the
   * stored row overlaid with the new values). Any error returned is a 400 naming its fields, and nothing is
   * written. Lock what it reads (`for('share')`) when a concurrent change of those rows would break the rule.
   */
  validate?: (db: Executor, row: Record<string, unknown>, ctx: ValidateContext) => Promise<FieldError[]>;
  /**
   * Asked when the database refuses a delete because other rows refer to the row: what holds it, in words the
   * user can act on (e.g. which users have a role). null keeps the generic message.
   */
  inUse?: (db: Executor, id: number) => Promise<string | null>;
}

const SERVER_FIELDS = new Set(['id', 'companyId', 'branchOfficeId', 'createdAt', 'updatedAt', 'deletedAt']);

export function isServerField(name: string): boolean {
  return SERVER_FIELDS.has(name);
}

function kindOf(column: Column): FieldKind {
  switch (column.columnType) {
    case 'PgSerial':
    case 'PgInteger':
    case 'PgSmallInt':
      return 'integer';
    case 'PgNumeric':
      return 'numeric';
    case 'PgBoolean':
      return 'boolean';
    case 'PgDateString':
    case 'PgDate':
      return 'date';
    case 'PgTimestamp':
    case 'PgTimestampString':
      return 'timestamp';
    case 'PgJson':
    case 'PgJsonb':
      return 'json';
    case 'PgArray': {
      const base = (column as unknown as { baseColumn: Column }).baseColumn;
      return kindOf(base) === 'integer' ? 'integer[]' : 'text[]';
    }
    default:
      return 'text';
  }
}

/** Readable fields of an entity, derived from its drizzle table (cached). */
const fieldCache = new WeakMap<EntityDefinition, Map<string, FieldSpec>>();

export function fieldsOf(entity: EntityDefinition): Map<string, FieldSpec> {
  const cached = fieldCache.get(entity);
  if (cached) return cached;
  const hidden = new Set(entity.hidden ?? []);
  const fields = new Map<string, FieldSpec>();
  for (const [name, column] of Object.entries(getTableColumns(entity.table))) {
    if (hidden.has(name)) continue;
    const extra = column as unknown as { length?: number; precision?: number; scale?: number };
    fields.set(name, {
      name,
      column: column.name,
      kind: kindOf(column),
      notNull: column.notNull,
      hasDefault: column.hasDefault || column.columnType === 'PgSerial',
      maxLength: extra.length,
      precision: extra.precision,
      scale: extra.scale,
      generated: Boolean((column as unknown as { generated?: unknown }).generated),
    });
  }
  if (!fields.has('id')) throw new Error(`${getTableName(entity.table)}: the engine needs an id column`);
  fieldCache.set(entity, fields);
  return fields;
}

export const tableNameOf = (entity: EntityDefinition): string => getTableName(entity.table);
// Scope columns are looked up on the table itself: hiding companyId from reads must never drop the company scope.
export const isSoftDeletable = (entity: EntityDefinition): boolean => 'deletedAt' in getTableColumns(entity.table);
export const hasCompany = (entity: EntityDefinition): boolean => 'companyId' in getTableColumns(entity.table);

/** A column of the entity's table by field name (hidden ones too: scope columns are asked for where hasCompany, the scope or isSoftDeletable say they exist). */
export function columnOf(entity: EntityDefinition, name: string): PgColumn {
  const column = getTableColumns(entity.table)[name];
  if (!column) throw new Error(`${tableNameOf(entity)} has no column ${name}`);
  return column;
}

export function defineResource(definition: ResourceDefinition): ResourceDefinition {
  return definition;
}

export function defineEntity(definition: EntityDefinition): EntityDefinition {
  return definition;
}
