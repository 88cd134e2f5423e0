import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from '@jest/globals';
import qs from 'qs';
import { fastParse, parseQueryString, QUERY_ARRAY_LIMIT } from './query-string';

const qsParse = (query: string) => qs.parse(query, { arrayLimit: QUERY_ARRAY_LIMIT, depth: 5 });

/** A small deterministic generator (mulberry32), so a failure names a query string that can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NAMES = ['a', 'filter', 'sort', 'join', 'limit', 'page', 's', 'toString', '__proto__', 'constructor', 'a.b', 'x y', 'x+y', '', 'ñ', '%C3%B1', '1a', '_k'];
const SUFFIXES = ['', '', '', '[0]', '[1]', '[2]', '[]', '[x]', '[01]', '[199]', '[200]', '[999]', '[0][1]', '[a][b]', '%5B2%5D', '%5b3%5d', '[', ']', '[[0]]', '[-1]'];
const VALUES = ['1', '', 'a+b', '%C3%B1', '%E0%A4%A', 'x]=y', 'a=b', '%26', '%00', 'name,ASC', 'isActive$$$eq$$true', '%24%24%24', '%', '+', '[]', '%5D='];

function generated(next: () => number): string {
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
  const count = Math.floor(next() * 6);
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const key = pick(NAMES) + pick(SUFFIXES);
    parts.push(next() < 0.1 ? key : `${key}=${pick(VALUES)}`);
  }
  return parts.join(next() < 0.1 ? '&&' : '&');
}

describe('parseQueryString', () => {
  it("reads the generic client's list query on the fast path, as qs does", () => {
    const query =
      'filter%5B0%5D=storeClassification.id%24%24%24eq%24%2414&filter%5B1%5D=isActive%24%24%24eq%24%24true&join%5B0%5D=storeClassification%24%24name&sort%5B0%5D=name%2CASC&limit=20&page=3';
    expect(fastParse(query)).not.toBeNull();
    expect(parseQueryString(query)).toStrictEqual(qsParse(query));
    expect(parseQueryString(query)).toStrictEqual({
      filter: ['storeClassification.id$$$eq$$14', 'isActive$$$eq$$true'],
      join: ['storeClassification$$name'],
      sort: ['name,ASC'],
      limit: '20',
      page: '3',
    });
  });

  it('keeps list items in index order, gaps closed, and leaves a list past the limit to qs', () => {
    expect(parseQueryString('f[3]=c&f[0]=a&f[1]=b')).toStrictEqual({ f: ['a', 'b', 'c'] });
    expect(fastParse(`f[${QUERY_ARRAY_LIMIT}]=x`)).toBeNull();
    expect(parseQueryString(`f[${QUERY_ARRAY_LIMIT}]=x`)).toStrictEqual(qsParse(`f[${QUERY_ARRAY_LIMIT}]=x`));
  });

  it('gives every call its own copy of a kept answer', () => {
    const first = parseQueryString('filter[0]=a&limit=5');
    (first.filter as string[]).push('changed');
    first.limit = 6;
    expect(parseQueryString('filter[0]=a&limit=5')).toStrictEqual({ filter: ['a'], limit: '5' });
  });

  it('leaves repeated keys, nested keys and prototype keys to qs', () => {
    for (const query of ['a=1&a=2', 'a[b]=1', 'a[]=1&a[]=2', 'toString=1', '__proto__[x]=1', 'f[0]=1&f=2', 'f=2&f[0]=1', 'f[0]=1&f[0]=2']) {
      expect(fastParse(query)).toBeNull();
      expect(parseQueryString(query)).toStrictEqual(qsParse(query));
    }
  });

  it('answers what qs answers on 5,000 generated query strings', () => {
    const next = random(20261128);
    let fast = 0;
    const differences: { query: string; answer: string; qs: string }[] = [];
    for (let i = 0; i < 5_000; i += 1) {
      const query = generated(next);
      const expected = qsParse(query);
      const answer = parseQueryString(query);
      if (fastParse(query) !== null) fast += 1;
      // Key order too (JSON keeps it), and prototypes and holes (isDeepStrictEqual).
      if (JSON.stringify(answer) !== JSON.stringify(expected) || !isDeepStrictEqual(answer, expected)) {
        differences.push({ query, answer: JSON.stringify(answer), qs: JSON.stringify(expected) });
      }
    }
    expect(differences).toEqual([]);
    // The generator reaches both paths.
    expect(fast).toBeGreaterThan(500);
    expect(fast).toBeLessThan(4_500);
  });
});
