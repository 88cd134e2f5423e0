// Searching a helper catalogue. The query it honours is the same language as the resource lists: `s` (a JSON
// search with $and/$or and field operators), `filter`/`or` ('field$$operator$$value'), free text (`search`,
// `text` or `q`: every word must appear in the code, the name or SAT's similar words), `code` (a code prefix),
// and paging by limit/page or offset. Catalogues live in memory (catalog-data.ts), so the conditions are
// evaluated here, not in SQL.
import type { Paginated } from '@mikro/contracts';
import { badRequest } from '../../plugins/errors';
import { currentDelimiter, paginate } from '../../crud/index';
import { catalog, CATALOG_FIELDS, normalise, type CatalogName, type HelperItem } from './catalog-data';

export const HELPER_DEFAULT_LIMIT = 10;
export const HELPER_MAX_LIMIT = 100;

type Predicate = (item: HelperItem) => boolean;

interface CatalogQuery {
  s?: string;
  filter?: string | string[];
  or?: string | string[];
  code?: string;
  text?: string;
  search?: string;
  q?: string;
}

const invalid = (field: string, message: string) => badRequest(`${message}: ${field}`, [{ field, message }]);

const CASE_INSENSITIVE = new Set(['$eqL', '$neL', '$startsL', '$endsL', '$contL', '$exclL', '$inL', '$notinL']);
const LIST_OPERATORS = new Set(['$in', '$notin', '$inL', '$notinL']);
const OPERATORS = new Set(['$eq', '$ne', '$starts', '$ends', '$cont', '$excl', '$in', '$notin', '$isnull', '$notnull', ...CASE_INSENSITIVE]);

/** The fields a condition may name: every field the catalogue answers with. */
function fieldValue(item: HelperItem, field: string, known: Set<string>): string | null {
  if (!known.has(field)) throw invalid(field, 'Campo no permitido');
  const value = item[field];
  return value === undefined || value === null ? null : String(value);
}

function condition(field: string, operator: string, operands: unknown[], known: Set<string>): Predicate {
  if (!known.has(field)) throw invalid(field, 'Campo no permitido');
  if (!OPERATORS.has(operator)) throw invalid(field, `Operador no permitido (${operator})`);
  if (operator === '$isnull') return (item) => fieldValue(item, field, known) === null || fieldValue(item, field, known) === '';
  if (operator === '$notnull') return (item) => (fieldValue(item, field, known) ?? '') !== '';
  if (operands.length === 0 || operands.length > 500) throw invalid(field, 'Valor no válido');
  if (!LIST_OPERATORS.has(operator) && operands.length !== 1) throw invalid(field, 'Valor no válido');
  if (operands.some((operand) => typeof operand === 'object' || String(operand).length > 500)) throw invalid(field, 'Valor no válido');
  // The L operators ignore case and accents; the others compare the text as it is.
  const fold = CASE_INSENSITIVE.has(operator) ? normalise : (text: string) => text;
  const wanted = operands.map((operand) => fold(String(operand)));
  const [first] = wanted;
  if (first === undefined) throw invalid(field, 'Valor no válido');
  const test: (value: string) => boolean = (() => {
    switch (operator.replace(/L$/, '')) {
      case '$eq':
        return (value) => value === first;
      case '$ne':
        return (value) => value !== first;
      case '$starts':
        return (value) => value.startsWith(first);
      case '$ends':
        return (value) => value.endsWith(first);
      case '$cont':
        return (value) => value.includes(first);
      case '$excl':
        return (value) => !value.includes(first);
      case '$in':
        return (value) => wanted.includes(value);
      default:
        return (value) => !wanted.includes(value);
    }
  })();
  return (item) => test(fold(fieldValue(item, field, known) ?? ''));
}

const all = (predicates: Predicate[]): Predicate => (item) => predicates.every((p) => p(item));
const any = (predicates: Predicate[]): Predicate => (item) => predicates.some((p) => p(item));

function searchNode(node: unknown, known: Set<string>, depth: number): Predicate {
  if (depth > 8) throw invalid('s', 'Búsqueda demasiado anidada');
  if (node === null || typeof node !== 'object' || Array.isArray(node)) throw invalid('s', 'Búsqueda no válida');
  const predicates: Predicate[] = [];
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (key === '$and' || key === '$or' || key === '$not') {
      if (!Array.isArray(value)) throw invalid('s', `${key} espera una lista`);
      const children = value.map((child) => searchNode(child, known, depth + 1));
      if (children.length === 0) continue;
      predicates.push(key === '$and' ? all(children) : key === '$or' ? any(children) : (item) => !all(children)(item));
      continue;
    }
    if (value === null) predicates.push(condition(key, '$isnull', [], known));
    else if (Array.isArray(value)) predicates.push(condition(key, '$in', value, known));
    else if (typeof value !== 'object') predicates.push(condition(key, '$eq', [value], known));
    else {
      const operators = Object.entries(value as Record<string, unknown>);
      if (operators.length === 0) throw invalid(key, 'Búsqueda no válida');
      for (const [operator, operand] of operators) {
        if (operator === '$or' && operand !== null && typeof operand === 'object' && !Array.isArray(operand)) {
          predicates.push(any(Object.entries(operand as Record<string, unknown>).map(([op, v]) => condition(key, op, Array.isArray(v) ? v : [v], known))));
        } else predicates.push(condition(key, operator, operator === '$isnull' || operator === '$notnull' ? [] : Array.isArray(operand) ? operand : [operand], known));
      }
    }
  }
  return all(predicates);
}

function fromFilter(raw: string, known: Set<string>): Predicate {
  const [field = '', operator = '', value = ''] = raw.split(currentDelimiter());
  const operands = LIST_OPERATORS.has(operator) ? value.split(',') : operator === '$isnull' || operator === '$notnull' ? [] : [value];
  return condition(field, operator, operands, known);
}

const asList = (raw: string | string[] | undefined): string[] => (raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]);

/** The query's condition over the catalogue's items (fields: every key of an item but the search text). */
function catalogFilter(query: CatalogQuery, fields: string[]): Predicate {
  const known = new Set(fields);
  const predicates: Predicate[] = [];
  if (query.s !== undefined && query.s.trim() !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(query.s);
    } catch {
      throw invalid('s', 'Búsqueda no válida (JSON)');
    }
    predicates.push(searchNode(parsed, known, 0));
  } else {
    const filters = asList(query.filter).map((raw) => fromFilter(raw, known));
    const ors = asList(query.or).map((raw) => fromFilter(raw, known));
    if (filters.length > 0 && ors.length > 0) predicates.push(any([all(filters), all(ors)]));
    else if (ors.length > 0) predicates.push(any(ors));
    else if (filters.length > 0) predicates.push(all(filters));
  }
  const code = query.code?.trim().toUpperCase();
  if (code) predicates.push((item) => item.code.toUpperCase().startsWith(code));
  const words = normalise((query.search ?? query.text ?? query.q ?? '').trim()).split(/\s+/).filter(Boolean);
  if (words.length > 0) predicates.push((item) => words.every((word) => item.search.includes(word)));
  return all(predicates);
}

/** Texts the caller may have typed as a whole code (free text, `code`, or `s`/`filter` operands): their exact match comes first. */
function typedCodes(query: CatalogQuery): Set<string> {
  const codes = new Set<string>();
  for (const text of [query.search, query.text, query.q, query.code]) if (text?.trim()) codes.add(text.trim().toUpperCase());
  const collect = (node: unknown): void => {
    if (typeof node === 'string' || typeof node === 'number') codes.add(String(node).trim().toUpperCase());
    else if (Array.isArray(node)) node.forEach(collect);
    else if (node && typeof node === 'object') Object.values(node).forEach(collect);
  };
  if (query.s) {
    try {
      collect(JSON.parse(query.s));
    } catch {
      // refused by catalogFilter
    }
  }
  for (const raw of [...asList(query.filter), ...asList(query.or)]) collect(raw.split(currentDelimiter())[2]);
  return codes;
}

/** The query of a catalogue route: the search, and its page by limit/page or offset. */
export type HelperQuery = CatalogQuery & { limit?: string; page?: string; offset?: string };

/** One page of the named catalogue's items that match the query; an exact code the caller typed comes first. */
export function searchCatalog(name: CatalogName, query: HelperQuery): Paginated<{ code: string; name: string; [extra: string]: unknown }> {
  const matches = catalog(name).filter(catalogFilter(query, CATALOG_FIELDS[name]));
  // An exact code the caller typed goes first; the rest keep the catalogue's order.
  const codes = typedCodes(query);
  if (codes.size > 0) {
    const exact = matches.findIndex((i) => codes.has(i.code.toUpperCase()));
    if (exact > 0) matches.unshift(...matches.splice(exact, 1));
  }
  const take = Math.min(Math.max(Number(query.limit ?? HELPER_DEFAULT_LIMIT) || HELPER_DEFAULT_LIMIT, 1), HELPER_MAX_LIMIT);
  const skip = query.page ? take * (Math.max(Number(query.page), 1) - 1) : Number(query.offset ?? 0);
  const data = matches.slice(skip, skip + take).map(({ search: _search, ...rest }) => rest);
  return paginate(data, matches.length, take, skip);
}
