// The API's query-string parser: qs's reading (arrays by index up to QUERY_ARRAY_LIMIT, nested keys to depth 5),
// with a fast path for what nearly every request sends — plain keys and `name[i]` list items, each given once.
// The fast path answers exactly what qs would (query-string.test.ts compares both on generated query strings);
// anything else (nested keys, `[]`, a key given twice, keys of Object.prototype…) goes to qs itself. Its answers
// are kept by query string (a list's pages, filters and sorts repeat), and every request gets its own copy.
import qs from 'qs';

/** With qs's default 20, filter[21] silently becomes an object and is dropped. */
export const QUERY_ARRAY_LIMIT = 200;
const QS_OPTIONS = { arrayLimit: QUERY_ARRAY_LIMIT, depth: 5 } as const;
/** Beyond this many parameters the fast path steps aside (qs alone applies its parameter limit). */
const MAX_FAST_PARAMETERS = 100;
const MAX_CACHED = 500;
const MAX_CACHED_LENGTH = 2048;

const PLAIN_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;
const INDEXED_KEY = /^([A-Za-z_][A-Za-z0-9_]*)\[(0|[1-9][0-9]{0,2})\]$/;
const hasOwn = Object.prototype.hasOwnProperty;

/** qs's decoder (UTF-8): '+' is a space, then percent-decoding; a malformed escape leaves the text as it is. */
function decode(text: string): string {
  const spaced = text.includes('+') ? text.replace(/\+/g, ' ') : text;
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** A list being gathered from `name[i]` items: values by index. */
interface Items {
  indexes: number[];
  values: Map<number, string>;
}

/** The fast path's answer, or null when the query string needs qs. */
export function fastParse(query: string): Flat | null {
  // Like qs: encoded brackets count as brackets when the pairs are split.
  const clean = query.includes('%') ? query.replace(/%5B/gi, '[').replace(/%5D/gi, ']') : query;
  const parts = clean.split('&');
  if (parts.length > MAX_FAST_PARAMETERS) return null;
  const result: Record<string, string | string[] | null> = {};
  const seen = new Set<string>();
  let lists: Map<string, Items> | null = null;
  for (const part of parts) {
    if (part === '') continue;
    const bracketEquals = part.indexOf(']=');
    const at = bracketEquals === -1 ? part.indexOf('=') : bracketEquals + 1;
    const key = decode(at === -1 ? part : part.slice(0, at));
    const value = at === -1 ? '' : decode(part.slice(at + 1));
    if (seen.has(key)) return null;
    seen.add(key);
    if (PLAIN_KEY.test(key)) {
      if (key in Object.prototype || hasOwn.call(result, key)) return null;
      result[key] = value;
      continue;
    }
    const indexed = INDEXED_KEY.exec(key);
    if (!indexed) return null;
    const name = indexed[1]!;
    const index = Number(indexed[2]);
    if (index >= QUERY_ARRAY_LIMIT || name in Object.prototype) return null;
    lists ??= new Map();
    let items = lists.get(name);
    if (!items) {
      if (hasOwn.call(result, name)) return null;
      items = { indexes: [], values: new Map() };
      lists.set(name, items);
      // Holds the key's place: qs orders the answer's keys by their first appearance.
      result[name] = null;
    }
    items.indexes.push(index);
    items.values.set(index, value);
  }
  if (lists) {
    for (const [name, items] of lists) {
      // qs keeps the items in index order and closes the gaps.
      items.indexes.sort((a, b) => a - b);
      result[name] = items.indexes.map((index) => items.values.get(index)!);
    }
  }
  return result as Flat;
}

/** What the fast path answers: strings and lists of strings by key. */
type Flat = Record<string, string | string[]>;

const answers = new Map<string, Flat>();

function copyOf(flat: Flat): Flat {
  const copy: Flat = {};
  for (const key of Object.keys(flat)) {
    const value = flat[key]!;
    copy[key] = typeof value === 'string' ? value : value.slice();
  }
  return copy;
}

export function parseQueryString(query: string): Record<string, unknown> {
  const kept = answers.get(query);
  if (kept) {
    // Map order is insertion order: re-inserting marks the entry as most recently used.
    answers.delete(query);
    answers.set(query, kept);
    return copyOf(kept);
  }
  const flat = fastParse(query);
  if (!flat) return qs.parse(query, QS_OPTIONS) as Record<string, unknown>;
  if (query.length <= MAX_CACHED_LENGTH) {
    answers.set(query, flat);
    if (answers.size > MAX_CACHED) answers.delete(answers.keys().next().value as string);
  }
  return copyOf(flat);
}
