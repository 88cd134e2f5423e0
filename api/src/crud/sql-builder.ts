// Turns a checked ListQuery into parameterised SQL (drizzle's sql template). Every row is built as JSON in the
// database: the root table is paged first (inner query), then each joined relation is a correlated subquery
// over the page's rows (json_build_object for one, json_agg for many), so one-to-many joins page correctly.
import { sql, type SQL } from 'drizzle-orm';
import {
  fieldsOf,
  hasCompany,
  isSoftDeletable,
  tableNameOf,
  type EntityDefinition,
  type FieldSpec,
  type RelationSpec,
} from './definition';
import type { Condition, JoinNode, ListQuery, SortItem, Value, Where } from './query-parser';
import { escapeLike, searchFold } from '../db/search';

export interface ScopeContext {
  companyId: number;
  /** Set for branch-bound resources. */
  branchOfficeId: number | null;
  includeDeleted: boolean;
}

class Aliases {
  private next = 1;
  take(): string {
    return `t${this.next++}`;
  }
}

const ref = (alias: string, column: string): SQL => sql`${sql.identifier(alias)}.${sql.identifier(column)}`;
const tableRef = (entity: EntityDefinition, alias: string): SQL =>
  sql`${sql.identifier(tableNameOf(entity))} ${sql.identifier(alias)}`;

function fieldOf(entity: EntityDefinition, name: string): FieldSpec {
  const field = fieldsOf(entity).get(name);
  if (!field) throw new Error(`${tableNameOf(entity)} has no field ${name}`);
  return field;
}

/** A relation of a parsed path (the parser only accepts declared relations). */
function relationOf(entity: EntityDefinition, name: string | undefined): RelationSpec {
  const relation = name === undefined ? undefined : entity.relations?.[name];
  if (!relation) throw new Error(`${tableNameOf(entity)} has no relation ${name}`);
  return relation;
}

/** The JSON form of a column: money as text (no float), timestamps as ISO-8601 UTC like JavaScript's toISOString. */
function jsonValue(alias: string, field: FieldSpec): SQL {
  const column = ref(alias, field.column);
  if (field.kind === 'numeric') return sql`${column}::text`;
  if (field.kind === 'timestamp') return sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return column;
}

function jsonObject(pairs: [string, SQL][]): SQL {
  // json_build_object takes at most 100 arguments: larger rows are merged from chunks of 50 pairs.
  const chunks: SQL[] = [];
  for (let i = 0; i < pairs.length; i += 50) {
    // Keys are declared field and relation names (checked against the resource), never client text.
    const args = pairs.slice(i, i + 50).flatMap(([key, value]) => [sql.raw(`'${key}'`), value]);
    chunks.push(sql`json_build_object(${sql.join(args, sql`, `)})`);
  }
  const [first, ...more] = chunks;
  if (first !== undefined && more.length === 0) return first;
  return sql`(${sql.join(chunks.map((c) => sql`${c}::jsonb`), sql` || `)})::json`;
}

/** Visibility of the rows of a (joined or filtered) entity: same company, not soft-deleted. */
function visibility(entity: EntityDefinition, alias: string, ctx: ScopeContext): SQL[] {
  const parts: SQL[] = [];
  if (hasCompany(entity)) parts.push(sql`${ref(alias, 'company_id')} = ${ctx.companyId}`);
  if (isSoftDeletable(entity) && !ctx.includeDeleted) parts.push(sql`${ref(alias, 'deleted_at')} IS NULL`);
  return parts;
}

function link(parent: EntityDefinition, parentAlias: string, node: { relation: JoinNode['relation'] }, target: EntityDefinition, alias: string): SQL {
  const relation = node.relation;
  if (relation.kind === 'one') {
    return sql`${ref(alias, fieldOf(target, 'id').column)} = ${ref(parentAlias, fieldOf(parent, relation.localKey).column)}`;
  }
  return sql`${ref(alias, fieldOf(target, relation.foreignKey).column)} = ${ref(parentAlias, fieldOf(parent, 'id').column)}`;
}

function list(values: Value[]): SQL {
  return sql.join(values.map((v) => sql`${v}`), sql`, `);
}

function arrayLiteral(field: FieldSpec, values: Value[]): SQL {
  return field.kind === 'integer[]' ? sql`ARRAY[${list(values)}]::integer[]` : sql`ARRAY[${list(values)}]::text[]`;
}

function compare(column: SQL, condition: Condition): SQL {
  const { operator, values, field } = condition;
  const [value] = values;
  const lower = sql`lower(${column})`;
  const folded = searchFold(column);
  const pattern = (before: string, after: string) => `${before}${escapeLike(String(value))}${after}`;
  switch (operator) {
    case '$eq':
      return sql`${column} = ${value}`;
    case '$ne':
      return sql`${column} <> ${value}`;
    case '$gt':
      return sql`${column} > ${value}`;
    case '$lt':
      return sql`${column} < ${value}`;
    case '$gte':
      return sql`${column} >= ${value}`;
    case '$lte':
      return sql`${column} <= ${value}`;
    case '$in':
      return sql`${column} IN (${list(values)})`;
    case '$notin':
      return sql`${column} NOT IN (${list(values)})`;
    case '$isnull':
      return sql`${column} IS NULL`;
    case '$notnull':
      return sql`${column} IS NOT NULL`;
    case '$between':
      return sql`${column} BETWEEN ${values[0]} AND ${values[1]}`;
    case '$starts':
      return sql`${column} LIKE ${pattern('', '%')}`;
    case '$ends':
      return sql`${column} LIKE ${pattern('%', '')}`;
    case '$cont':
      return sql`${column} LIKE ${pattern('%', '%')}`;
    case '$excl':
      return sql`${column} NOT LIKE ${pattern('%', '%')}`;
    // Case-insensitive variants lower-case both sides (the library's $eqL/$inL forget the value); the searches
    // (contains, starts, ends) also ignore accents, on the folded expression the search indexes are built on.
    case '$eqL':
      return sql`${lower} = lower(${value})`;
    case '$neL':
      return sql`${lower} <> lower(${value})`;
    case '$inL':
      return sql`${lower} IN (${sql.join(values.map((v) => sql`lower(${v})`), sql`, `)})`;
    case '$notinL':
      return sql`${lower} NOT IN (${sql.join(values.map((v) => sql`lower(${v})`), sql`, `)})`;
    case '$startsL':
      return sql`${folded} LIKE ${searchFold(pattern('', '%'))}`;
    case '$endsL':
      return sql`${folded} LIKE ${searchFold(pattern('%', ''))}`;
    case '$contL':
      return sql`${folded} LIKE ${searchFold(pattern('%', '%'))}`;
    case '$exclL':
      return sql`${folded} NOT LIKE ${searchFold(pattern('%', '%'))}`;
    case '$contArr':
      return sql`${column} @> ${arrayLiteral(field, values)}`;
    case '$intersectsArr':
      return sql`${column} && ${arrayLiteral(field, values)}`;
  }
}

function conditionSql(entity: EntityDefinition, alias: string, condition: Condition, ctx: ScopeContext, aliases: Aliases): SQL {
  if (condition.path.length === 1) return compare(ref(alias, condition.field.column), condition);
  const [relationName, ...rest] = condition.path;
  const relation = relationOf(entity, relationName);
  // rel.id of a many-to-one relation is this row's own foreign key.
  if (relation.kind === 'one' && rest.length === 1 && rest[0] === 'id') {
    return compare(ref(alias, fieldOf(entity, relation.localKey).column), condition);
  }
  const target = relation.target();
  const inner = aliases.take();
  const nested = conditionSql(target, inner, { ...condition, path: rest }, ctx, aliases);
  const where = [link(entity, alias, { relation }, target, inner), ...visibility(target, inner, ctx), nested];
  return sql`EXISTS (SELECT 1 FROM ${tableRef(target, inner)} WHERE ${sql.join(where, sql` AND `)})`;
}

export function whereSql(entity: EntityDefinition, alias: string, where: Where, ctx: ScopeContext, aliases: Aliases): SQL {
  if (where.type === 'condition') return conditionSql(entity, alias, where, ctx, aliases);
  const parts = where.items.map((item) => whereSql(entity, alias, item, ctx, aliases));
  if (where.type === 'not') return sql`NOT (${sql.join(parts, sql` AND `)})`;
  if (parts.length === 0) return sql`TRUE`;
  return sql`(${sql.join(parts, where.type === 'and' ? sql` AND ` : sql` OR `)})`;
}

function objectSql(entity: EntityDefinition, alias: string, fields: string[] | null, joins: Map<string, JoinNode>, ctx: ScopeContext, aliases: Aliases): SQL {
  const all = fieldsOf(entity);
  const names = fields ?? [...all.keys()];
  const pairs: [string, SQL][] = names.map((name) => [name, jsonValue(alias, all.get(name)!)]);
  for (const [name, node] of joins) pairs.push([name, relationSql(entity, alias, node, ctx, aliases)]);
  return jsonObject(pairs);
}

function relationSql(parent: EntityDefinition, parentAlias: string, node: JoinNode, ctx: ScopeContext, aliases: Aliases): SQL {
  const alias = aliases.take();
  const target = node.entity;
  const object = objectSql(target, alias, node.fields, node.children, ctx, aliases);
  const where = [link(parent, parentAlias, node, target, alias), ...visibility(target, alias, ctx)];
  if (node.on) where.push(whereSql(target, alias, node.on, ctx, aliases));
  const from = sql`FROM ${tableRef(target, alias)} WHERE ${sql.join(where, sql` AND `)}`;
  if (node.relation.kind === 'one') return sql`(SELECT ${object} ${from})`;
  return sql`(SELECT coalesce(json_agg(${object} ORDER BY ${ref(alias, fieldOf(target, 'id').column)}), '[]'::json) ${from})`;
}

function sortTerm(entity: EntityDefinition, alias: string, path: string[], field: FieldSpec, aliases: Aliases): SQL {
  if (path.length === 1) return ref(alias, field.column);
  const [relationName, ...rest] = path;
  const relation = relationOf(entity, relationName);
  if (relation.kind !== 'one') throw new Error('sort through a many relation');
  const target = relation.target();
  const inner = aliases.take();
  return sql`(SELECT ${sortTerm(target, inner, rest, field, aliases)} FROM ${tableRef(target, inner)} WHERE ${link(entity, alias, { relation }, target, inner)})`;
}

function orderSql(entity: EntityDefinition, sort: SortItem[], aliases: Aliases): SQL {
  const terms = sort.map((s) => sql`${sortTerm(entity, 't0', s.path, s.field, aliases)} ${sql.raw(s.order === 'DESC' ? 'DESC' : 'ASC')}`);
  if (!sort.some((s) => s.path.length === 1 && s.field.name === 'id')) terms.push(sql`${ref('t0', fieldOf(entity, 'id').column)} ASC`);
  return sql.join(terms, sql`, `);
}

/** Row scope of the resource itself: company, branch office, soft delete. */
export function rootWhere(entity: EntityDefinition, ctx: ScopeContext, where: Where | undefined, extra: SQL[] = []): SQL {
  const aliases = new Aliases();
  const parts = [...visibility(entity, 't0', ctx), ...extra];
  if (ctx.branchOfficeId !== null) parts.push(sql`${ref('t0', 'branch_office_id')} = ${ctx.branchOfficeId}`);
  if (where) parts.push(whereSql(entity, 't0', where, ctx, aliases));
  return parts.length === 0 ? sql`TRUE` : sql.join(parts, sql` AND `);
}

export interface BuiltList {
  /** One row per record: "row" (json). */
  rows: SQL;
  /** One row: "total" (int). */
  count: SQL;
  /** One row, one round trip: "data" (json array, as text) and "total" (null when the query is not paged). */
  page: SQL;
}

/** Operators whose value decides the plan (how many rows a pattern matches): their lists keep custom plans. */
const PATTERN_OPERATORS = new Set(['$starts', '$ends', '$cont', '$excl', '$startsL', '$endsL', '$contL', '$exclL']);

function hasPattern(where: Where | undefined): boolean {
  if (!where) return false;
  return where.type === 'condition' ? PATTERN_OPERATORS.has(where.operator) : where.items.some(hasPattern);
}

function joinsHavePattern(joins: Map<string, JoinNode>): boolean {
  for (const join of joins.values()) if (hasPattern(join.on) || joinsHavePattern(join.children)) return true;
  return false;
}

/**
 * LIMIT and OFFSET of a list without text patterns are written into the text as numbers (the parser's validated
 * integers), not as parameters. For a parameter the planner guesses 10 % of the rows, so a prepared list's generic
 * plan always looked dearer than a custom one and PostgreSQL planned every execution again (0.4 ms of the
 * list's 1.2 ms); with the numbers in the text it keeps the generic plan once five executions show it costs no
 * more. A list searching by pattern keeps them as parameters: how many rows a pattern matches decides its plan
 * (a rare word must not walk the name index), so it is planned for each value (ADR 0028).
 */
function rowCount(value: number, inline: boolean): SQL {
  if (!inline) return sql`${value}`;
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`LIMIT/OFFSET must be a non-negative integer, got ${value}`);
  return sql.raw(String(value));
}

export function buildList(entity: EntityDefinition, query: ListQuery, ctx: ScopeContext, extra: SQL[] = []): BuiltList {
  const where = rootWhere(entity, ctx, query.where, extra);
  const order = orderSql(entity, query.sort, new Aliases());
  const object = objectSql(entity, 't0', query.fields, query.joins, ctx, new Aliases());
  const table = tableRef(entity, 't0');
  const t0 = sql.identifier('t0');
  const inline = !hasPattern(query.where) && !joinsHavePattern(query.joins);
  const pageOfRoot = sql`(SELECT ${t0}.* FROM ${table} WHERE ${where} ORDER BY ${order} LIMIT ${rowCount(query.take, inline)} OFFSET ${rowCount(query.skip, inline)}) ${t0}`;
  const rows = sql`SELECT ${object} AS "row" FROM ${pageOfRoot} ORDER BY ${order}`;
  const count = sql`SELECT count(*)::int AS "total" FROM ${table} WHERE ${where}`;
  const ordered = sql`SELECT ${object} AS "row", row_number() OVER (ORDER BY ${order}) AS "n" FROM ${pageOfRoot}`;
  // A list asked without page or offset is answered without the total, so its matches are not counted.
  const total = query.paged ? sql`(${count})` : sql`NULL::int`;
  const page = sql`SELECT coalesce((SELECT json_agg("p"."row" ORDER BY "p"."n") FROM (${ordered}) "p"), '[]'::json)::text AS "data", ${total} AS "total"`;
  return { rows, count, page };
}

export const idEquals = (entity: EntityDefinition, id: number): SQL => sql`${ref('t0', fieldOf(entity, 'id').column)} = ${id}`;
export const idIn = (entity: EntityDefinition, ids: number[]): SQL =>
  sql`${ref('t0', fieldOf(entity, 'id').column)} IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`;
