// Reads the CRUD query language (@dataui/crud-request's parser, delimiter '$$' by default) into a checked query:
// every field, relation, operator and value is validated against the resource before any SQL exists.
import { RequestQueryBuilder, RequestQueryParser, type QueryFilter, type SCondition } from '@dataui/crud-request';
import { badRequest } from '../plugins/errors';
import { fieldsOf, type EntityDefinition, type FieldKind, type FieldSpec, type RelationSpec } from './definition';

export const DEFAULT_DELIMITER = '$$';

/** Sets the delimiter of the query language on both the parser and the builder (a process-wide option). */
export function setQueryDelimiter(delim: string): void {
  RequestQueryBuilder.setOptions({ delim, delimStr: ',' });
}
setQueryDelimiter(DEFAULT_DELIMITER);

/** The delimiter currently configured. */
export function currentDelimiter(): string {
  return RequestQueryBuilder.getOptions().delim ?? DEFAULT_DELIMITER;
}

export type Operator =
  | '$eq' | '$ne' | '$gt' | '$lt' | '$gte' | '$lte' | '$starts' | '$ends' | '$cont' | '$excl' | '$in' | '$notin'
  | '$isnull' | '$notnull' | '$between' | '$eqL' | '$neL' | '$startsL' | '$endsL' | '$contL' | '$exclL' | '$inL'
  | '$notinL' | '$contArr' | '$intersectsArr';

const COMPARISON: Operator[] = ['$eq', '$ne', '$gt', '$lt', '$gte', '$lte', '$in', '$notin', '$isnull', '$notnull', '$between'];
const TEXT: Operator[] = [
  ...COMPARISON, '$starts', '$ends', '$cont', '$excl', '$eqL', '$neL', '$startsL', '$endsL', '$contL', '$exclL', '$inL', '$notinL',
];
const OPERATORS_BY_KIND: Record<FieldKind, Operator[]> = {
  integer: COMPARISON,
  numeric: COMPARISON,
  date: COMPARISON,
  timestamp: COMPARISON,
  text: TEXT,
  boolean: ['$eq', '$ne', '$in', '$notin', '$isnull', '$notnull'],
  json: ['$isnull', '$notnull'],
  'integer[]': ['$contArr', '$intersectsArr', '$isnull', '$notnull'],
  'text[]': ['$contArr', '$intersectsArr', '$isnull', '$notnull'],
};
const ALL_OPERATORS = new Set<string>([...TEXT, '$contArr', '$intersectsArr']);
const LIST_OPERATORS = new Set<string>(['$in', '$notin', '$inL', '$notinL', '$between', '$contArr', '$intersectsArr']);
const EMPTY_OPERATORS = new Set<string>(['$isnull', '$notnull']);

export type Value = string | number | boolean;

export interface Condition {
  type: 'condition';
  /** Relation names followed by the field, e.g. ['storeClassification', 'name']. */
  path: string[];
  field: FieldSpec;
  operator: Operator;
  values: Value[];
}
export type Where = Condition | { type: 'and' | 'or' | 'not'; items: Where[] };

export interface JoinNode {
  relation: RelationSpec;
  entity: EntityDefinition;
  /** Selected fields (id always included); null = every readable field. */
  fields: string[] | null;
  on: Where | undefined;
  children: Map<string, JoinNode>;
}

export interface SortItem {
  path: string[];
  field: FieldSpec;
  order: 'ASC' | 'DESC';
}

export interface ListQuery {
  fields: string[] | null;
  where: Where | undefined;
  joins: Map<string, JoinNode>;
  sort: SortItem[];
  take: number;
  skip: number;
  /** page or offset given: answer with the paged envelope. */
  paged: boolean;
  includeDeleted: boolean;
}

export interface ParseOptions {
  maxLimit: number;
  defaultSort: { field: string; order: 'ASC' | 'DESC' }[];
}

const invalid = (field: string, message: string) => badRequest(`${message}: ${field}`, [{ field, message }]);

/** Resolves 'a.b.c' to the relations walked and the final field. */
function resolvePath(entity: EntityDefinition, dotted: string, allowMany: boolean): { path: string[]; field: FieldSpec } {
  const parts = dotted.split('.');
  let current = entity;
  for (const relationName of parts.slice(0, -1)) {
    const relation = current.relations?.[relationName];
    if (!relation) throw invalid(dotted, 'Relación no permitida');
    if (relation.kind === 'many' && !allowMany) throw invalid(dotted, 'No se puede ordenar por una relación de varios registros');
    current = relation.target();
  }
  const fieldName = parts.at(-1);
  const field = fieldName === undefined ? undefined : fieldsOf(current).get(fieldName);
  if (!field) throw invalid(dotted, 'Campo no permitido');
  return { path: parts, field };
}

const INT_RANGE = 2_147_483_647;

function coerce(field: FieldSpec, raw: unknown, label: string): Value {
  const text = typeof raw === 'string' ? raw : typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : undefined;
  const fail = () => invalid(label, 'Valor no válido');
  if (text === undefined) throw fail();
  switch (field.kind) {
    case 'integer':
    case 'integer[]': {
      if (!/^-?\d{1,10}$/.test(text) || Math.abs(Number(text)) > INT_RANGE) throw fail();
      return Number(text);
    }
    case 'numeric':
      if (!/^-?\d{1,20}(\.\d{1,10})?$/.test(text)) throw fail();
      return text;
    case 'boolean':
      if (text === 'true' || text === '1') return true;
      if (text === 'false' || text === '0') return false;
      throw fail();
    case 'date':
      if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(text))) throw fail();
      return text;
    case 'timestamp': {
      if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text) || Number.isNaN(Date.parse(text))) throw fail();
      return new Date(text).toISOString();
    }
    default:
      if (text.length > 500) throw fail();
      return text;
  }
}

function condition(entity: EntityDefinition, dotted: string, operator: string | undefined, rawValues: unknown[]): Condition {
  if (typeof dotted !== 'string' || dotted === '') throw invalid(String(dotted), 'Campo no permitido');
  if (operator === undefined || !ALL_OPERATORS.has(operator)) throw invalid(dotted, `Operador no permitido (${operator})`);
  const { path, field } = resolvePath(entity, dotted, true);
  const op = operator as Operator;
  if (!OPERATORS_BY_KIND[field.kind].includes(op)) throw invalid(dotted, `Operador no permitido (${operator})`);
  if (EMPTY_OPERATORS.has(op)) return { type: 'condition', path, field, operator: op, values: [] };
  if (rawValues.length === 0) throw invalid(dotted, 'Valor no válido');
  if (!LIST_OPERATORS.has(op) && rawValues.length !== 1) throw invalid(dotted, 'Valor no válido');
  if (op === '$between' && rawValues.length !== 2) throw invalid(dotted, 'Se esperan dos valores');
  if (rawValues.length > 500) throw invalid(dotted, 'Demasiados valores');
  return { type: 'condition', path, field, operator: op, values: rawValues.map((v) => coerce(field, v, dotted)) };
}

/** A filter string 'field$$op$$value' as the client sent it (the parser's own values turn dates into Date objects). */
function fromRaw(entity: EntityDefinition, raw: string, delim: string): Condition {
  const [field = '', operator, value = ''] = raw.split(delim);
  const values = operator === undefined ? [] : LIST_OPERATORS.has(operator) ? value.split(',') : EMPTY_OPERATORS.has(operator) ? [] : [value];
  return condition(entity, field, operator, values);
}

const asList = (raw: unknown): unknown[] => (raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]);

function search(entity: EntityDefinition, node: unknown, depth: number): Where | undefined {
  if (depth > 8) throw invalid('s', 'Búsqueda demasiado anidada');
  if (node === null || typeof node !== 'object' || Array.isArray(node)) throw invalid('s', 'Búsqueda no válida');
  const items: Where[] = [];
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (key === '$and' || key === '$or' || key === '$not') {
      if (!Array.isArray(value)) throw invalid('s', `${key} espera una lista`);
      const children = value.map((child) => search(entity, child, depth + 1)).filter((w): w is Where => w !== undefined);
      if (key === '$not') {
        if (children.length > 0) items.push({ type: 'not', items: [{ type: 'and', items: children }] });
      } else if (children.length > 0) items.push({ type: key === '$and' ? 'and' : 'or', items: children });
      continue;
    }
    items.push(fieldSearch(entity, key, value, depth));
  }
  if (items.length === 0) return undefined;
  return items.length === 1 ? items[0] : { type: 'and', items };
}

function fieldSearch(entity: EntityDefinition, field: string, value: unknown, depth: number): Where {
  if (value === null) return condition(entity, field, '$isnull', []);
  if (typeof value !== 'object') return condition(entity, field, '$eq', [value]);
  if (Array.isArray(value)) return condition(entity, field, '$in', value);
  const items: Where[] = [];
  for (const [operator, operand] of Object.entries(value as Record<string, unknown>)) {
    if (operator === '$or') {
      if (depth > 8 || operand === null || typeof operand !== 'object' || Array.isArray(operand)) throw invalid(field, 'Búsqueda no válida');
      const alternatives = Object.entries(operand as Record<string, unknown>).map(([op, v]) => fieldSearch(entity, field, { [op]: v }, depth + 1));
      if (alternatives.length > 0) items.push({ type: 'or', items: alternatives });
      continue;
    }
    if (EMPTY_OPERATORS.has(operator)) items.push(condition(entity, field, operator, []));
    else items.push(condition(entity, field, operator, Array.isArray(operand) ? operand : [operand]));
  }
  const [only, ...others] = items;
  if (only === undefined) throw invalid(field, 'Búsqueda no válida');
  return others.length === 0 ? only : { type: 'and', items };
}

function joins(entity: EntityDefinition, parsed: { field: string; select?: string[]; on?: QueryFilter[] }[]): Map<string, JoinNode> {
  const root = new Map<string, JoinNode>();
  // Parents before children, so 'a.b' finds 'a' (an implicit 'a' with every field when it was not asked for).
  const sorted = [...parsed].sort((x, y) => x.field.split('.').length - y.field.split('.').length);
  for (const join of sorted) {
    if (typeof join.field !== 'string' || join.field === '') throw invalid('join', 'Relación no permitida');
    let level = root;
    let owner = entity;
    const parts = join.field.split('.');
    if (parts.length > 4) throw invalid(join.field, 'Relación demasiado anidada');
    parts.forEach((name, index) => {
      const relation = owner.relations?.[name];
      if (!relation) throw invalid(join.field, 'Relación no permitida');
      const target = relation.target();
      let node = level.get(name);
      if (!node) {
        node = { relation, entity: target, fields: null, on: undefined, children: new Map() };
        level.set(name, node);
      }
      if (index === parts.length - 1) {
        if (join.select && join.select.length > 0) {
          const known = fieldsOf(target);
          for (const f of join.select) if (!known.has(f)) throw invalid(`${join.field}.${f}`, 'Campo no permitido');
          node.fields = [...new Set(['id', ...join.select])];
        }
        if (join.on && join.on.length > 0) {
          node.on = { type: 'and', items: join.on.map((c) => condition(target, c.field, c.operator, asList(c.value))) };
        }
      }
      level = node.children;
      owner = target;
    });
  }
  return root;
}

function integerParam(query: Record<string, unknown>, names: string[]): number | undefined {
  for (const name of names) {
    const raw = query[name];
    if (raw === undefined) continue;
    const text = Array.isArray(raw) ? raw[0] : raw;
    if (typeof text !== 'string' || !/^\d{1,9}$/.test(text)) throw invalid(name, 'Se espera un número entero no negativo');
    return Number(text);
  }
  return undefined;
}

export function parseListQuery(entity: EntityDefinition, query: Record<string, unknown>, options: ParseOptions): ListQuery {
  const delim = RequestQueryBuilder.getOptions().delim ?? DEFAULT_DELIMITER;
  let where: Where | undefined;
  // filter/or are read from the raw strings first so an unknown operator is named in the 400 (the library's
  // message lists every operator instead); `s`, when present, overrides them.
  if (query.s === undefined) {
    const filters = asList(query.filter).map((raw) => fromRaw(entity, String(raw), delim));
    const ors = asList(query.or).map((raw) => fromRaw(entity, String(raw), delim));
    // The library family's rule: filters AND-ed; with `or` too, (all filters) OR (all ors).
    if (filters.length > 0 && ors.length > 0) {
      where = { type: 'or', items: [{ type: 'and', items: filters }, { type: 'and', items: ors }] };
    } else if (ors.length > 0) where = ors.length === 1 ? ors[0] : { type: 'or', items: ors };
    else if (filters.length > 0) where = { type: 'and', items: filters };
  }
  let parsed;
  try {
    parsed = RequestQueryParser.create().parseQuery(query).getParsed();
  } catch (error) {
    throw badRequest(`Consulta no válida: ${(error as Error).message}`, [{ field: 'query', message: (error as Error).message }]);
  }
  if (parsed.search !== undefined) where = search(entity, parsed.search as SCondition, 0);

  const known = fieldsOf(entity);
  let fields: string[] | null = null;
  if (parsed.fields.length > 0) {
    for (const f of parsed.fields) if (!known.has(f)) throw invalid(f, 'Campo no permitido');
    fields = [...new Set(['id', ...parsed.fields])];
  }

  const requestedSort = parsed.sort.length > 0 ? parsed.sort : options.defaultSort;
  const sort: SortItem[] = requestedSort.map((s) => ({ ...resolvePath(entity, s.field, false), order: s.order }));

  const limit = integerParam(query, ['limit', 'per_page']);
  const offset = integerParam(query, ['offset']);
  const page = integerParam(query, ['page']);
  if (limit !== undefined && limit > options.maxLimit) {
    throw invalid('limit', `El máximo de registros por página es ${options.maxLimit}`);
  }
  const take = limit && limit > 0 ? limit : options.maxLimit;
  const skip = page ? take * (page - 1) : (offset ?? 0);
  if (skip > 100_000_000) throw invalid(page ? 'page' : 'offset', 'Valor fuera del rango permitido');
  const includeDeleted = integerParam(query, ['include_deleted']);

  return {
    fields,
    where,
    joins: joins(entity, parsed.join),
    sort,
    take,
    skip,
    paged: page !== undefined || offset !== undefined,
    includeDeleted: includeDeleted !== undefined && includeDeleted > 0,
  };
}
