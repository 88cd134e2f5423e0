// Conformance of the engine with the CRUD query language: queries built with @dataui/crud-request's
// RequestQueryBuilder (delimiter '$$'); each answer must equal a direct SQL query on the same seeded data.
import { RequestQueryBuilder, type CreateQueryParams } from '@dataui/crud-request';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Paginated } from '@mikro/contracts';
import { onlyRow } from '../db/rows';
import { forEachDatabase } from '../test-support/databases';
import { bearer, loginAs } from '../test-support/session';
import { seedEngineFixture, type Fixture } from './test-fixture';

RequestQueryBuilder.setOptions({ delim: '$$' });

type ProductRow = Record<string, unknown> & { id: number };
const SCOPE = 'p.company_id = 1 AND p.branch_office_id = 1 AND p.deleted_at IS NULL';
const DEFAULT_ORDER = 'p.name ASC, p.id ASC';
const CLASS_NAME = '(SELECT c.name FROM store_classifications c WHERE c.id = p.store_classification_id)';

forEachDatabase((ctx) => {
  let headers: Record<string, string>;
  let fixture: Fixture;
  beforeAll(async () => {
    fixture = await seedEngineFixture(ctx.database.db);
    headers = { ...bearer((await loginAs(ctx.app, 'admin@mikro.mx')).token), 'x-branch-office': '1' };
  });

  const rowsOf = async <T>(text: string): Promise<T[]> => ((await ctx.database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
  const sqlIds = async (where: string, order = DEFAULT_ORDER, paging = '') =>
    (await rowsOf<{ id: number }>(`SELECT p.id FROM products p WHERE ${SCOPE} AND (${where}) ORDER BY ${order} ${paging}`)).map((r) => Number(r.id));
  const get = (url: string) => ctx.app.inject({ url, headers });
  const list = async (params: CreateQueryParams) => {
    const response = await get(`/api/mini-store/products?${RequestQueryBuilder.create(params).query()}`);
    expect(response).toHaveStatus(200);
    return response.json<ProductRow[]>();
  };
  const ids = (rows: ProductRow[]) => rows.map((r) => r.id);

  describe('operators', () => {
    const cases: [string, CreateQueryParams, string][] = [
      ['$eq', { filter: [{ field: 'code', operator: '$eq', value: 'FX-03' }] }, "p.code = 'FX-03'"],
      ['$ne', { filter: [{ field: 'IVA', operator: '$ne', value: true }] }, 'p.iva <> true'],
      ['$gt', { filter: [{ field: 'price', operator: '$gt', value: 150 }] }, 'p.price > 150'],
      ['$lt', { filter: [{ field: 'price', operator: '$lt', value: '37.50' }] }, 'p.price < 37.50'],
      ['$gte', { filter: [{ field: 'price', operator: '$gte', value: 150 }] }, 'p.price >= 150'],
      ['$lte', { filter: [{ field: 'stock', operator: '$lte', value: 10 }] }, 'p.stock <= 10'],
      ['$starts', { filter: [{ field: 'name', operator: '$starts', value: 'Mochila' }] }, "p.name LIKE 'Mochila%'"],
      ['$ends', { filter: [{ field: 'name', operator: '$ends', value: 'grande' }] }, "p.name LIKE '%grande'"],
      ['$cont (wildcards are literal)', { filter: [{ field: 'name', operator: '$cont', value: '100%' }] }, "p.name LIKE '%100\\%%'"],
      ['$excl', { filter: [{ field: 'description', operator: '$excl', value: 'estuche' }] }, "p.description NOT LIKE '%estuche%'"],
      ['$in', { filter: [{ field: 'code', operator: '$in', value: ['FX-01', 'FX-07', 'PAP-001'] }] }, "p.code IN ('FX-01', 'FX-07', 'PAP-001')"],
      ['$notin', { filter: [{ field: 'code', operator: '$notin', value: ['FX-01', 'FX-07'] }] }, "p.code NOT IN ('FX-01', 'FX-07')"],
      ['$isnull', { filter: [{ field: 'storeClassificationId', operator: '$isnull' }] }, 'p.store_classification_id IS NULL'],
      ['$notnull', { filter: [{ field: 'storeClassificationId', operator: '$notnull' }] }, 'p.store_classification_id IS NOT NULL'],
      ['$between', { filter: [{ field: 'price', operator: '$between', value: [50, 150] }] }, 'p.price BETWEEN 50 AND 150'],
      ['$eqL lower-cases the value', { filter: [{ field: 'name', operator: '$eqL', value: 'MOCHILA ROJA' }] }, "lower(p.name) = lower('MOCHILA ROJA')"],
      ['$neL', { filter: [{ field: 'name', operator: '$neL', value: 'MOCHILA ROJA' }] }, "lower(p.name) <> lower('MOCHILA ROJA')"],
      ['$startsL', { filter: [{ field: 'name', operator: '$startsL', value: 'MOCH' }] }, "lower(p.name) LIKE lower('moch%')"],
      ['$endsL', { filter: [{ field: 'name', operator: '$endsL', value: 'AZUL' }] }, "lower(p.name) LIKE lower('%azul')"],
      ['$contL', { filter: [{ field: 'name', operator: '$contL', value: 'PLUMA_' }] }, "lower(p.name) LIKE lower('%pluma\\_%')"],
      ['$exclL', { filter: [{ field: 'name', operator: '$exclL', value: 'MOCHILA' }] }, "lower(p.name) NOT LIKE lower('%mochila%')"],
      ['$inL lower-cases the values', { filter: [{ field: 'name', operator: '$inL', value: ['MOCHILA ROJA', 'ABANICO'] }] }, "lower(p.name) IN (lower('MOCHILA ROJA'), lower('ABANICO'))"],
      ['$notinL', { filter: [{ field: 'name', operator: '$notinL', value: ['MOCHILA ROJA', 'ABANICO'] }] }, "lower(p.name) NOT IN (lower('MOCHILA ROJA'), lower('ABANICO'))"],
      ['boolean $eq', { filter: [{ field: 'isActive', operator: '$eq', value: false }] }, 'p.is_active = false'],
      ['money $eq with a decimal string', { filter: [{ field: 'price', operator: '$eq', value: '75.00' }] }, 'p.price = 75'],
      ['a field of a joined relation', { filter: [{ field: 'storeClassification.name', operator: '$eq', value: 'Bebidas' }] }, `${CLASS_NAME} = 'Bebidas'`],
      ['relation id', { filter: [{ field: 'storeClassification.id', operator: '$isnull' }] }, 'p.store_classification_id IS NULL'],
      ['several filters are AND-ed', { filter: [{ field: 'price', operator: '$gt', value: 100 }, { field: 'IVA', operator: '$eq', value: true }] }, 'p.price > 100 AND p.iva = true'],
      ['or alone', { or: [{ field: 'code', operator: '$eq', value: 'FX-01' }, { field: 'name', operator: '$contL', value: 'regla' }] }, "p.code = 'FX-01' OR lower(p.name) LIKE '%regla%'"],
      [
        'filter and or: (filters) OR (ors)',
        { filter: [{ field: 'price', operator: '$gt', value: 100 }, { field: 'IVA', operator: '$eq', value: true }], or: [{ field: 'name', operator: '$contL', value: 'mochila' }] },
        "(p.price > 100 AND p.iva = true) OR (lower(p.name) LIKE '%mochila%')",
      ],
      [
        's with nested $or/$and',
        { search: { $or: [{ price: { $gt: 250 } }, { $and: [{ IVA: false }, { name: { $contL: 'pluma' } }] }] } },
        "p.price > 250 OR (p.iva = false AND lower(p.name) LIKE '%pluma%')",
      ],
      ['s with $not', { search: { $not: [{ isActive: true }, { IVA: true }] } }, 'NOT (p.is_active = true AND p.iva = true)'],
      ['s with a field $or', { search: { price: { $or: { $lt: 20, $gt: 280 } } } }, 'p.price < 20 OR p.price > 280'],
      ['s with several operators on one field', { search: { price: { $gte: 50, $lte: 100 }, name: { $startsL: 'm' } } }, "p.price >= 50 AND p.price <= 100 AND lower(p.name) LIKE 'm%'"],
    ];
    for (const [name, params, where] of cases) {
      it(name, async () => {
        const expected = await sqlIds(where);
        expect(expected.length).toBeGreaterThan(0);
        expect(ids(await list(params))).toEqual(expected);
      });
    }

    it('s overrides filter and or', async () => {
      const response = await get(`/api/mini-store/products?s=${encodeURIComponent('{"code":"FX-01"}')}&filter=${encodeURIComponent('code$$$eq$$FX-02')}`);
      expect(ids(response.json())).toEqual(await sqlIds("p.code = 'FX-01'"));
    });

    it('array operators $contArr and $intersectsArr', async () => {
      const { grades } = onlyRow(await rowsOf<{ grades: number[] }>('SELECT grades FROM school_concepts WHERE cardinality(grades) > 0 ORDER BY id LIMIT 1'));
      const [grade] = grades;
      for (const [operator, op] of [['$contArr', '@>'], ['$intersectsArr', '&&']] as const) {
        const query = RequestQueryBuilder.create({ filter: [{ field: 'grades', operator, value: [grade, 999] }] }).query();
        const api = (await get(`/api/school/concepts?${query}`)).json<ProductRow[]>();
        const expected = await rowsOf<{ id: number }>(`SELECT id FROM school_concepts WHERE company_id = 1 AND deleted_at IS NULL AND grades ${op} ARRAY[${grade}, 999] ORDER BY id`);
        expect(ids(api)).toEqual(expected.map((r) => Number(r.id)));
      }
      const single = RequestQueryBuilder.create({ filter: [{ field: 'grades', operator: '$contArr', value: [grade] }] }).query();
      expect((await get(`/api/school/concepts?${single}`)).json<ProductRow[]>().length).toBeGreaterThan(0);
    });
  });

  describe('sort', () => {
    it('sorts by several fields, then id', async () => {
      const rows = await list({ sort: [{ field: 'IVA', order: 'DESC' }, { field: 'price', order: 'ASC' }] });
      expect(ids(rows)).toEqual(await sqlIds('TRUE', 'p.iva DESC, p.price ASC, p.id ASC'));
    });
    it('sorts by a field of a many-to-one relation', async () => {
      const rows = await list({ sort: [{ field: 'storeClassification.name', order: 'DESC' }] });
      expect(ids(rows)).toEqual(await sqlIds('TRUE', `${CLASS_NAME} DESC, p.id ASC`));
    });
    it('uses the default sort (name) when none is given', async () => {
      expect(ids(await list({}))).toEqual(await sqlIds('TRUE'));
    });
  });

  describe('paging rules', () => {
    it('page and limit give the envelope of that page', async () => {
      const response = await get(`/api/mini-store/products?${RequestQueryBuilder.create({ limit: 7, page: 3 }).query()}`);
      const page = response.json<Paginated<ProductRow>>();
      const all = await sqlIds('TRUE');
      expect(page).toMatchObject({ count: 7, total: all.length, page: 3, pageCount: Math.ceil(all.length / 7) });
      expect(ids(page.data)).toEqual(all.slice(14, 21));
    });
    it('offset and limit: page is floor(offset/limit)+1', async () => {
      const page = (await get('/api/mini-store/products?offset=5&limit=4')).json<Paginated<ProductRow>>();
      expect(page.page).toBe(2);
      expect(ids(page.data)).toEqual((await sqlIds('TRUE')).slice(5, 9));
    });
    it('per_page is an alias of limit; page beyond the end is empty', async () => {
      const all = await sqlIds('TRUE');
      const page = (await get('/api/mini-store/products?per_page=10&page=99')).json<Paginated<ProductRow>>();
      expect(page).toEqual({ data: [], count: 0, total: all.length, page: 99, pageCount: Math.ceil(all.length / 10) });
    });
    it('without page or offset answers a plain array (limit still applies)', async () => {
      const rows = (await get('/api/mini-store/products?limit=3')).json<ProductRow[]>();
      expect(Array.isArray(rows)).toBe(true);
      expect(ids(rows)).toEqual((await sqlIds('TRUE')).slice(0, 3));
    });
    it('an empty result has pageCount 1', async () => {
      const page = (await get(`/api/mini-store/products?filter=${encodeURIComponent('code$$$eq$$NADA')}&page=1&limit=5`)).json();
      expect(page).toEqual({ data: [], count: 0, total: 0, page: 1, pageCount: 1 });
    });
    it('a limit over the maximum is a 400 naming limit', async () => {
      const response = await get('/api/mini-store/products?limit=501');
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual([{ field: 'limit', message: 'El máximo de registros por página es 500' }]);
    });
  });

  describe('fields and joins', () => {
    it('fields selects columns (id always included)', async () => {
      const rows = await list({ fields: ['name', 'price'], limit: 3 });
      expect(rows.map((r) => Object.keys(r).sort())).toEqual([['id', 'name', 'price'], ['id', 'name', 'price'], ['id', 'name', 'price']]);
    });
    it('a many-to-one join with selected fields equals the joined row (null without one)', async () => {
      const rows = await list({ join: [{ field: 'storeClassification', select: ['name'] }] });
      const expected = await rowsOf<{ id: number; cid: number | null; cname: string | null }>(
        `SELECT p.id, c.id AS cid, c.name AS cname FROM products p LEFT JOIN store_classifications c ON c.id = p.store_classification_id WHERE ${SCOPE} ORDER BY ${DEFAULT_ORDER}`,
      );
      expect(rows.map((r) => [r.id, r.storeClassification])).toEqual(
        expected.map((e) => [Number(e.id), e.cid === null ? null : { id: Number(e.cid), name: e.cname }]),
      );
    });
    it('a one-to-many join pages over the parents and brings every child', async () => {
      const response = await get(
        `/api/mini-store/products?${RequestQueryBuilder.create({
          filter: [{ field: 'code', operator: '$starts', value: 'FX-0' }],
          join: [{ field: 'miniStoreProductsProvider', select: ['cost'] }, { field: 'miniStoreProductsProvider.provider', select: ['name'] }],
          sort: [{ field: 'code', order: 'ASC' }],
          limit: 4,
          page: 1,
        }).query()}`,
      );
      const page = response.json<Paginated<ProductRow & { miniStoreProductsProvider: { id: number; cost: string; provider: { id: number; name: string } }[] }>>();
      expect(page.count).toBe(4);
      const expected = await rowsOf<{ id: number; children: number }>(
        `SELECT p.id, (SELECT count(*)::int FROM product_providers pp WHERE pp.product_id = p.id) AS children FROM products p WHERE ${SCOPE} AND p.code LIKE 'FX-0%' ORDER BY p.code, p.id LIMIT 4`,
      );
      expect(page.data.map((r) => [r.id, r.miniStoreProductsProvider.length])).toEqual(expected.map((e) => [Number(e.id), Number(e.children)]));
      expect(page.data.some((r) => r.miniStoreProductsProvider.length > 1)).toBe(true);
      const [firstProduct] = page.data;
      expect(firstProduct).toBeDefined();
      const providers = firstProduct!.miniStoreProductsProvider;
      const providerNames = await rowsOf<{ name: string }>(
        `SELECT w.name FROM product_providers pp JOIN warehouse_providers w ON w.id = pp.provider_id WHERE pp.product_id = ${firstProduct!.id} ORDER BY pp.id`,
      );
      expect(providers.map((c) => c.provider.name)).toEqual(providerNames.map((n) => n.name));
      expect(Object.keys(providers[0] ?? {}).sort()).toEqual(['cost', 'id', 'provider']);
    });
    it('GET /:id takes fields and joins too', async () => {
      const [first] = await sqlIds('p.store_classification_id IS NOT NULL');
      const row = (await get(`/api/mini-store/products/${first}?fields=name&join=storeClassification`)).json();
      expect(Object.keys(row).sort()).toEqual(['id', 'name', 'storeClassification']);
      expect(row.storeClassification.id).toBeGreaterThan(0);
    });
  });

  describe('soft delete', () => {
    it('hides a soft-deleted row, shows it with include_deleted, and restores it', async () => {
      const [id] = await sqlIds("p.code = 'FX-02'");
      const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/mini-store/products/soft-deleted/${id}`, headers });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json().deletedAt).toEqual(expect.any(String));
      expect(ids(await list({}))).not.toContain(id);
      expect((await get(`/api/mini-store/products/${id}`)).statusCode).toBe(404);

      const withDeleted = await list({ includeDeleted: 1 });
      const expected = await rowsOf<{ id: number }>(`SELECT p.id FROM products p WHERE p.company_id = 1 AND p.branch_office_id = 1 ORDER BY ${DEFAULT_ORDER}`);
      expect(ids(withDeleted)).toEqual(expected.map((r) => Number(r.id)));
      expect(ids(withDeleted)).toContain(fixture.deletedProductId);
      expect((await get(`/api/mini-store/products/${id}?include_deleted=1`)).statusCode).toBe(200);

      const restored = await ctx.app.inject({ method: 'PUT', url: `/api/mini-store/products/soft-restore/${id}`, headers });
      expect(restored.statusCode).toBe(200);
      expect(restored.json().deletedAt).toBeNull();
      expect(ids(await list({}))).toContain(id);
      const again = await ctx.app.inject({ method: 'PUT', url: `/api/mini-store/products/soft-restore/${id}`, headers });
      expect(again.statusCode).toBe(404);
    });
  });
});
