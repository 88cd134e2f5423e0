// Translates the CRUD query language (@dataui/crud-request, delimiter '$$') of GET system/users into SQL.
import { RequestQueryBuilder, RequestQueryParser, type QueryFilter } from '@dataui/crud-request';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  ne,
  not,
  notInArray,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { badRequest } from '../../plugins/errors';

RequestQueryBuilder.setOptions({ delim: '$$', delimStr: ',' });

type FieldKind = 'text' | 'integer' | 'boolean';
const FIELDS: Record<string, { column: AnyColumn; kind: FieldKind }> = {
  id: { column: users.id, kind: 'integer' },
  name: { column: users.name, kind: 'text' },
  email: { column: users.email, kind: 'text' },
  isActive: { column: users.isActive, kind: 'boolean' },
  'role.id': { column: users.roleId, kind: 'integer' },
  createdAt: { column: users.createdAt, kind: 'text' },
  updatedAt: { column: users.updatedAt, kind: 'text' },
};

const COMPARISON = ['$eq', '$ne', '$gt', '$lt', '$gte', '$lte', '$in', '$notin', '$isnull', '$notnull'];
const TEXT_ONLY = ['$starts', '$ends', '$cont', '$excl', '$eqL', '$neL', '$startsL', '$endsL', '$contL', '$exclL', '$inL', '$notinL'];
const OPERATORS: Record<FieldKind, string[]> = {
  text: [...COMPARISON, ...TEXT_ONLY],
  integer: COMPARISON,
  boolean: ['$eq', '$ne', '$isnull', '$notnull'],
};

export const MAX_PAGE_SIZE = 100;

export interface UsersQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  take: number | undefined;
  skip: number;
  /** True when page or offset was given: answer with the paged envelope. */
  paged: boolean;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function valuesOf(filter: QueryFilter, kind: FieldKind): (string | number | boolean)[] {
  const raw = Array.isArray(filter.value) ? filter.value : [filter.value];
  return raw.map((value: unknown) => {
    if (kind === 'text') return String(value);
    if (kind === 'integer' && Number.isInteger(value)) return value as number;
    if (kind === 'boolean' && typeof value === 'boolean') return value;
    throw badRequest(`Valor no válido para ${filter.field}: ${String(value)}`, [
      { field: filter.field, message: 'Valor no válido' },
    ]);
  });
}

function condition(filter: QueryFilter): SQL {
  const spec = FIELDS[filter.field];
  if (!spec) throw badRequest(`Campo no permitido: ${filter.field}`, [{ field: filter.field, message: 'Campo no permitido' }]);
  const operator = filter.operator;
  if (!OPERATORS[spec.kind].includes(operator)) {
    throw badRequest(`Operador no permitido para ${filter.field}: ${operator}`, [
      { field: filter.field, message: `Operador no permitido: ${operator}` },
    ]);
  }
  const { column } = spec;
  if (operator === '$isnull') return isNull(column);
  if (operator === '$notnull') return isNotNull(column);
  const values = valuesOf(filter, spec.kind);
  const [value] = values;
  const text = String(value);
  const lower = sql`lower(${column})`;
  switch (operator) {
    case '$eq':
      return eq(column, value);
    case '$ne':
      return ne(column, value);
    case '$gt':
      return gt(column, value);
    case '$lt':
      return lt(column, value);
    case '$gte':
      return gte(column, value);
    case '$lte':
      return lte(column, value);
    case '$in':
      return inArray(column, values);
    case '$notin':
      return notInArray(column, values);
    case '$starts':
      return like(column, `${escapeLike(text)}%`);
    case '$ends':
      return like(column, `%${escapeLike(text)}`);
    case '$cont':
      return like(column, `%${escapeLike(text)}%`);
    case '$excl':
      return not(like(column, `%${escapeLike(text)}%`));
    // The library does not lower-case the value of $eqL/$inL; the comparison here is case-insensitive on both sides.
    case '$eqL':
      return eq(lower, text.toLowerCase());
    case '$neL':
      return ne(lower, text.toLowerCase());
    case '$inL':
      return inArray(lower, values.map((v) => String(v).toLowerCase()));
    case '$notinL':
      return notInArray(lower, values.map((v) => String(v).toLowerCase()));
    case '$startsL':
      return ilike(column, `${escapeLike(text)}%`);
    case '$endsL':
      return ilike(column, `%${escapeLike(text)}`);
    case '$contL':
      return ilike(column, `%${escapeLike(text)}%`);
    default:
      return not(ilike(column, `%${escapeLike(text)}%`));
  }
}

/** Names the first unknown operator of the raw filter strings (the library's message lists every operator). */
function checkRawOperators(raw: unknown): void {
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  for (const item of list) {
    if (typeof item !== 'string') throw badRequest('Filtro no válido', [{ field: 'filter', message: 'Filtro no válido' }]);
    const [field, operator] = item.split('$$');
    const allowed = [...COMPARISON, ...TEXT_ONLY];
    if (!operator || !allowed.includes(operator)) {
      throw badRequest(`Operador no permitido para ${field}: ${operator ?? ''}`, [
        { field: field || 'filter', message: `Operador no permitido: ${operator ?? ''}` },
      ]);
    }
  }
}

export function parseUsersQuery(query: Record<string, unknown>): UsersQuery {
  if (query.s !== undefined) {
    throw badRequest('El parámetro s no está soportado en este recurso; use filter', [
      { field: 's', message: 'Parámetro no soportado' },
    ]);
  }
  checkRawOperators(query.filter);
  checkRawOperators(query.or);
  let parsed;
  try {
    parsed = RequestQueryParser.create().parseQuery(query).getParsed();
  } catch (error) {
    throw badRequest(`Consulta no válida: ${(error as Error).message}`);
  }
  const filters = parsed.filter.map(condition);
  const ors = parsed.or.map(condition);
  let where: SQL | undefined;
  if (filters.length > 0 && ors.length > 0) where = or(and(...filters), and(...ors));
  else if (ors.length > 0) where = or(...ors);
  else if (filters.length > 0) where = and(...filters);

  const orderBy = parsed.sort.map((s) => {
    const spec = FIELDS[s.field];
    if (!spec) throw badRequest(`Campo no permitido: ${s.field}`, [{ field: s.field, message: 'Campo no permitido' }]);
    return s.order === 'DESC' ? desc(spec.column) : asc(spec.column);
  });
  orderBy.push(asc(users.id));

  const paged = parsed.page !== undefined || parsed.offset !== undefined;
  const take = Math.min(parsed.limit ?? (paged ? 10 : MAX_PAGE_SIZE), MAX_PAGE_SIZE);
  const skip = parsed.page ? take * (parsed.page - 1) : (parsed.offset ?? 0);
  return { where, orderBy, take, skip, paged };
}
