// Reads and writes of one resource within the caller's scope. Reads go through the SQL builder (JSON rows);
// writes through drizzle's insert/update with the scope columns set by the server, never by the body.
import { and, eq, isNull, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Paginated } from '@mikro/contracts';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { onlyRow } from '../db/rows';
import { badRequest, HttpError, MESSAGES, notFound } from '../plugins/errors';
import { columnOf, hasCompany, isSoftDeletable, type EntityDefinition, type ResourceDefinition } from './definition';
import { IN_USE, mapDatabaseError } from './db-errors';
import { uniqueFieldsOf } from './unique-fields';
import { parseListQuery, type ListQuery } from './query-parser';
import { buildList, idEquals, idIn, type ScopeContext } from './sql-builder';

export type Row = Record<string, unknown>;

export interface Caller {
  companyId: number;
  branchOfficeId: number | null;
}

export const DEFAULT_MAX_LIMIT = 1000;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The CRUD library family's page info. */
export function paginate<T>(data: T[], total: number, take: number, skip: number): Paginated<T> {
  return {
    data,
    count: data.length,
    total,
    page: take ? Math.floor(skip / take) + 1 : 1,
    pageCount: take && total ? Math.ceil(total / take) : 1,
  };
}

export function parseFor(resource: ResourceDefinition, query: Record<string, unknown>): ListQuery {
  return parseListQuery(resource, query, {
    maxLimit: resource.maxLimit ?? DEFAULT_MAX_LIMIT,
    defaultSort: resource.defaultSort ?? [{ field: 'id', order: 'ASC' }],
  });
}

function context(resource: ResourceDefinition, caller: Caller, includeDeleted: boolean): ScopeContext {
  return { companyId: caller.companyId, branchOfficeId: resource.scope === 'branch' ? caller.branchOfficeId : null, includeDeleted };
}

/** The drizzle table with its columns by field name (declarations are checked at start-up, not by the type system). */
function table(resource: EntityDefinition) {
  return resource.table as unknown as Record<string, PgColumn> & PgTable;
}

export async function listRows(db: Executor, resource: ResourceDefinition, caller: Caller, query: ListQuery): Promise<Row[] | Paginated<Row>> {
  const json = await listJson(db, resource, caller, query);
  return JSON.parse(json) as Row[] | Paginated<Row>;
}

/**
 * The list answer as JSON text, built by the database in one round trip: the route sends it as it is,
 * with no parse and re-serialisation of every row in Node.
 */
export async function listJson(db: Executor, resource: ResourceDefinition, caller: Caller, query: ListQuery): Promise<string> {
  const built = buildList(resource, query, context(resource, caller, query.includeDeleted));
  const { data, total } = onlyRow(rowsOf<{ data: string; total: number }>(await db.execute(built.page)), 'page row');
  return query.paged ? pageEnvelope(data, total, query.take, query.skip) : data;
}

export const PAGE_ENVELOPE_HEAD = '{"data":';

/** What follows the rows' JSON array in the paged envelope (its head is PAGE_ENVELOPE_HEAD). */
export function pageEnvelopeTail(total: number, take: number, skip: number): string {
  const info = paginate([], total, take, skip);
  const count = Math.max(0, Math.min(take, total - skip));
  return `,"count":${count},"total":${info.total},"page":${info.page},"pageCount":${info.pageCount}}`;
}

/** The paged envelope around a JSON array text holding the rows of the page. */
export function pageEnvelope(data: string, total: number, take: number, skip: number): string {
  return PAGE_ENVELOPE_HEAD + data + pageEnvelopeTail(total, take, skip);
}

export async function findRow(db: Executor, resource: ResourceDefinition, caller: Caller, id: number, query: ListQuery): Promise<Row> {
  const built = buildList(resource, { ...query, take: 1, skip: 0, where: query.where }, context(resource, caller, query.includeDeleted), [
    idEquals(resource, id),
  ]);
  const [row] = rowsOf<{ row: Row }>(await db.execute(built.rows));
  if (!row) throw notFound();
  return row.row;
}

async function findRowsByIds(db: Executor, resource: ResourceDefinition, caller: Caller, ids: number[]): Promise<Row[]> {
  const query = parseFor(resource, {});
  const built = buildList(resource, { ...query, sort: [], take: ids.length, skip: 0 }, context(resource, caller, true), [idIn(resource, ids)]);
  return rowsOf<{ row: Row }>(await db.execute(built.rows)).map((r) => r.row);
}

/** Conditions that keep a write inside the caller's rows. */
function scopeOf(resource: ResourceDefinition, caller: Caller, id: number, deleted?: boolean): SQL {
  const parts: (SQL | undefined)[] = [eq(columnOf(resource, 'id'), id)];
  if (hasCompany(resource)) parts.push(eq(columnOf(resource, 'companyId'), caller.companyId));
  if (resource.scope === 'branch') parts.push(eq(columnOf(resource, 'branchOfficeId'), caller.branchOfficeId!));
  if (deleted !== undefined && isSoftDeletable(resource)) {
    const deletedAt = columnOf(resource, 'deletedAt');
    parts.push(deleted ? isNotNull(deletedAt) : isNull(deletedAt));
  }
  return and(...parts)!;
}

/** Every many-to-one key written must point at a row the caller can see (not another company's). */
async function checkReferences(db: Executor, resource: ResourceDefinition, caller: Caller, values: Row, prefix = ''): Promise<void> {
  for (const relation of Object.values(resource.relations ?? {})) {
    if (relation.kind !== 'one') continue;
    const id = values[relation.localKey];
    if (id === undefined || id === null) continue;
    const target = relation.target();
    const targetId = columnOf(target, 'id');
    const conditions: SQL[] = [eq(targetId, id as number)];
    if (hasCompany(target)) conditions.push(eq(columnOf(target, 'companyId'), caller.companyId));
    if ('scope' in target && (target as ResourceDefinition).scope === 'branch' && caller.branchOfficeId !== null) {
      conditions.push(eq(columnOf(target, 'branchOfficeId'), caller.branchOfficeId!));
    }
    const found = await db.select({ id: targetId }).from(table(target)).where(and(...conditions)).limit(1);
    if (found.length === 0) {
      throw badRequest('El registro relacionado no existe', [{ field: `${prefix}${relation.localKey}`, message: 'El registro relacionado no existe' }]);
    }
  }
}

function scopeValues(resource: ResourceDefinition, caller: Caller): Row {
  const values: Row = {};
  if (hasCompany(resource)) values.companyId = caller.companyId;
  if (resource.scope === 'branch') values.branchOfficeId = caller.branchOfficeId;
  return values;
}

const uniqueFieldsByTable = new WeakMap<PgTable, Map<string, string[]>>();

/** The fields each unique key of the resource's table covers (read from its declaration once). */
function uniqueFields(resource: ResourceDefinition): Map<string, string[]> {
  const t = table(resource);
  let fields = uniqueFieldsByTable.get(t);
  if (!fields) {
    fields = uniqueFieldsOf(t);
    uniqueFieldsByTable.set(t, fields);
  }
  return fields;
}

/**
 * Runs a write, mapping the database's refusals to 4xx answers. With `resource`, a duplicate names the fields
 * of the unique key it broke (left out for a bulk write: which of its rows collided is not known).
 */
async function guarded<T>(operation: 'write' | 'delete', work: () => Promise<T>, resource?: ResourceDefinition): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw mapDatabaseError(error, operation, resource ? uniqueFields(resource) : undefined);
  }
}

/** The resource's derived values (see ResourceDefinition.derive), or a 400 naming the fields. */
function derived(resource: ResourceDefinition, values: Row, stored: Row | null, prefix = ''): Row {
  if (!resource.derive) return values;
  const result = resource.derive(values, stored);
  if ('errors' in result && Array.isArray(result.errors)) {
    throw badRequest(MESSAGES.invalidData, (result.errors as { field: string; message: string }[]).map((e) => ({ field: `${prefix}${e.field}`, message: e.message })));
  }
  return result;
}

/** The resource's database rules (see ResourceDefinition.validate) on the row as it will be, or a 400 naming the fields. */
async function validated(db: Executor, resource: ResourceDefinition, caller: Caller, row: Row, stored: Row | null, prefix = ''): Promise<void> {
  if (!resource.validate) return;
  const errors = await resource.validate(db, row, { caller, stored });
  if (errors.length > 0) throw badRequest(MESSAGES.invalidData, errors.map((e) => ({ field: `${prefix}${e.field}`, message: e.message })));
}

export async function createRows(db: Executor, resource: ResourceDefinition, caller: Caller, given: Row[]): Promise<Row[]> {
  // A database rule reads other rows: it and the insert share one transaction (a savepoint inside the caller's).
  if (resource.validate) return db.transaction((tx) => insertRows(tx, resource, caller, given));
  return insertRows(db, resource, caller, given);
}

async function insertRows(db: Executor, resource: ResourceDefinition, caller: Caller, given: Row[]): Promise<Row[]> {
  const prefixOf = (index: number) => (given.length > 1 ? `bulk.${index}.` : '');
  const items = given.map((values, index) => derived(resource, values, null, prefixOf(index)));
  for (const [index, values] of items.entries()) {
    await checkReferences(db, resource, caller, values, prefixOf(index));
    await validated(db, resource, caller, values, null, prefixOf(index));
  }
  const t = table(resource);
  const inserted = await guarded(
    'write',
    () => db.insert(t).values(items.map((values) => ({ ...values, ...scopeValues(resource, caller) }))).returning({ id: columnOf(resource, 'id') }),
    items.length === 1 ? resource : undefined,
  );
  const ids = inserted.map((r) => r.id as number);
  const rows = await findRowsByIds(db, resource, caller, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)!);
}

export async function updateRow(db: Executor, resource: ResourceDefinition, caller: Caller, id: number, given: Row): Promise<Row> {
  const t = table(resource);
  if (resource.derive || resource.validate) {
    // Derived values and database rules depend on the stored row: read it locked, derive, check and write in
    // one transaction.
    return db.transaction(async (tx) => {
      const [stored] = await tx.select().from(t).where(scopeOf(resource, caller, id, false)).for('update');
      if (!stored) throw notFound();
      return writeRow(tx, resource, caller, id, derived(resource, given, stored), stored);
    });
  }
  return writeRow(db, resource, caller, id, given, null);
}

async function writeRow(db: Executor, resource: ResourceDefinition, caller: Caller, id: number, values: Row, stored: Row | null): Promise<Row> {
  await checkReferences(db, resource, caller, values);
  if (stored) await validated(db, resource, caller, { ...stored, ...values }, stored);
  const t = table(resource);
  const updated = await guarded(
    'write',
    () => db.update(t).set({ ...values, updatedAt: new Date() }).where(scopeOf(resource, caller, id, false)).returning({ id: columnOf(resource, 'id') }),
    resource,
  );
  if (updated.length === 0) throw notFound();
  return writtenRow(db, resource, caller, id);
}

export async function deleteRow(db: Executor, resource: ResourceDefinition, caller: Caller, id: number): Promise<Row> {
  const [before] = await findRowsByIds(db, resource, caller, [id]);
  const t = table(resource);
  const deleted = await guarded('delete', () => db.delete(t).where(scopeOf(resource, caller, id)).returning({ id: columnOf(resource, 'id') })).catch(
    async (error: unknown) => {
      const held = error instanceof HttpError && error.message === IN_USE && resource.inUse ? await resource.inUse(db, id) : null;
      throw held ? new HttpError(409, held) : error;
    },
  );
  if (deleted.length === 0 || !before) throw notFound();
  return before;
}

export async function setDeleted(db: Executor, resource: ResourceDefinition, caller: Caller, id: number, deleted: boolean): Promise<Row> {
  if (!isSoftDeletable(resource)) throw badRequest('Este recurso no admite borrado lógico');
  const t = table(resource);
  const changed = await db
    .update(t)
    .set({ deletedAt: deleted ? sql`now()` : null, updatedAt: new Date() })
    .where(scopeOf(resource, caller, id, !deleted))
    .returning({ id: columnOf(resource, 'id') });
  if (changed.length === 0) throw notFound();
  return writtenRow(db, resource, caller, id);
}

/** The row just written, as the list reads it; gone only if another request deleted it in between (a 404 then). */
async function writtenRow(db: Executor, resource: ResourceDefinition, caller: Caller, id: number): Promise<Row> {
  const [row] = await findRowsByIds(db, resource, caller, [id]);
  if (!row) throw notFound();
  return row;
}

