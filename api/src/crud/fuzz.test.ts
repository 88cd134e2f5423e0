// Thousands of random and malformed query strings against list and get routes: never a 5xx, never a change to data.
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from '@jest/globals';
import { forEachDatabase } from '../test-support/databases';
import { bearer, loginAs } from '../test-support/session';
import { seedEngineFixture } from './test-fixture';

const ITERATIONS = 2500;

/** A small deterministic generator, so a failure can be replayed with the printed seed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('nothing to pick from an empty list');
    return item;
  };
  return { next, pick };
}

const FIELDS = ['id', 'name', 'price', 'IVA', 'stock', 'code', 'createdAt', 'deletedAt', 'storeClassification.name', 'storeClassification.id',
  'miniStoreProductsProvider.cost', 'miniStoreProductsProvider.provider.name', 'grades', 'nope', 'branchOffice.name', '', 'name.x', 'a.b.c.d.e', "name'--", 'Price'];
const OPERATORS = ['$eq', '$ne', '$gt', '$lt', '$gte', '$lte', '$starts', '$ends', '$cont', '$excl', '$in', '$notin', '$isnull', '$notnull', '$between',
  '$eqL', '$neL', '$startsL', '$endsL', '$contL', '$exclL', '$inL', '$notinL', '$contArr', '$intersectsArr', '$like', 'eq', '', '$', '$$'];
const VALUES = ['1', '-1', '0', '2147483648', '99999999999999999999', '1.5', 'abc', '', "'; DROP TABLE products; --", '%', '_', '\\', 'true', 'false',
  'null', '2026-01-01', '2026-13-45', '2026-01-01T10:00:00Z', '1,2,3', 'a,b', ',', 'NaN', 'Infinity', '😀', 'ñandú', '{"a":1}', '[1,2]', '1e309', ' ', 'x'.repeat(600)];
const JOINS = ['storeClassification', 'storeClassification$$name', 'storeClassification$$nope', 'miniStoreProductsProvider', 'miniStoreProductsProvider.provider',
  'miniStoreProductsProvider.provider$$name,rfc', 'branchOffice', 'nope', '', '$$', 'storeClassification$$name$$on[0]=name$$$eq$$x', 'a.b.c.d.e.f'];
const SORTS = ['name,ASC', 'price,DESC', 'storeClassification.name,DESC', 'miniStoreProductsProvider.cost,ASC', 'nope,ASC', 'name,UP', 'name', ',', ''];
const SEARCHES = ['{"name":"x"}', '{"$or":[{"price":{"$gt":1}},{"IVA":false}]}', '{"$not":[{"isActive":true}]}', '{"price":{"$or":{"$lt":1,"$gt":2}}}',
  '{"$and":{"a":1}}', '[1,2]', '"text"', '{', 'null', '{"name":{"$in":[]}}', '{"name":{"$between":[1]}}', '{"name":{"$foo":1}}', '{"price":{"$gt":{"x":1}}}',
  '{"$or":[{"$or":[{"$or":[{"$or":[{"$or":[{"$or":[{"$or":[{"$or":[{"$or":[{"$or":[{"id":1}]}]}]}]}]}]}]}]}]}]}', '{"name":null}', '{"grades":[1,2]}'];
const NUMBERS = ['1', '0', '-1', '10', '500', '501', '1e3', 'abc', '', '999999999999', '2.5'];

function randomQuery(r: ReturnType<typeof random>): string {
  const parts: string[] = [];
  const count = 1 + Math.floor(r.next() * 5);
  for (let i = 0; i < count; i++) {
    const kind = r.pick(['filter', 'or', 'filter', 'join', 'sort', 'fields', 's', 'limit', 'page', 'offset', 'per_page', 'include_deleted', 'raw', 'array']);
    const value = (() => {
      switch (kind) {
        case 'filter':
        case 'or': {
          const op = r.pick(OPERATORS);
          const field = r.pick(FIELDS);
          return r.next() < 0.1 ? `${field}$$${op}` : `${field}$$${op}$$${r.pick(VALUES)}`;
        }
        case 'join':
          return r.pick(JOINS);
        case 'sort':
          return r.pick(SORTS);
        case 'fields':
          return [r.pick(FIELDS), r.pick(FIELDS)].join(',');
        case 's':
          return r.pick(SEARCHES);
        default:
          return r.pick(NUMBERS);
      }
    })();
    if (kind === 'raw') parts.push(r.pick(['filter[a]=b', 'filter[0][x]=1', 'join[]=', 's[0]=1', '%zz', 'limit[]=1', '&&&', 'filter=%00', `filter[${Math.floor(r.next() * 300)}]=id$$$eq$$1`]));
    else if (kind === 'array') parts.push(`filter[]=${encodeURIComponent(`${r.pick(FIELDS)}$$${r.pick(OPERATORS)}$$${r.pick(VALUES)}`)}`);
    else parts.push(`${kind}=${encodeURIComponent(value)}`);
  }
  return parts.join('&');
}

forEachDatabase((ctx) => {
  let headers: Record<string, string>;
  beforeAll(async () => {
    await seedEngineFixture(ctx.database.db);
    headers = { ...bearer((await loginAs(ctx.app, 'admin@mikro.mx')).token), 'x-branch-office': '1' };
  });
  const fingerprint = async () =>
    ((await ctx.database.db.execute(
      sql`SELECT (SELECT md5(string_agg(p::text, '|' ORDER BY id)) FROM products p) AS products,
                 (SELECT md5(string_agg(c::text, '|' ORDER BY id)) FROM store_classifications c) AS classes,
                 (SELECT count(*)::int FROM product_providers) AS links`,
    )) as unknown as { rows: unknown[] }).rows[0];

  it(`answers ${ITERATIONS} random queries without a 5xx and without changing data`, async () => {
    const before = await fingerprint();
    const seed = Date.now() % 100_000;
    const r = random(seed);
    const statuses = new Map<number, number>();
    const refusals: { url: string; message: unknown }[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      const path = r.pick(['/api/mini-store/products', '/api/mini-store/products', '/api/mini-store/products/1', '/api/school/concepts', '/api/system/users']);
      const url = `${path}?${randomQuery(r)}`;
      const response = await ctx.app.inject({ url, headers });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode >= 500) throw new Error(`seed ${seed}: ${response.statusCode} for ${url}: ${response.body}`);
      if (response.statusCode === 400) refusals.push({ url, message: response.json().message });
    }
    // Every refusal says why, in words.
    expect(refusals.filter((refusal) => typeof refusal.message !== 'string' || refusal.message.trim() === '')).toEqual([]);
    expect(await fingerprint()).toEqual(before);
    // Both outcomes must occur, or the generator is not exercising the engine.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(ITERATIONS / 20);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(ITERATIONS / 20);
  }, 120_000);
});
