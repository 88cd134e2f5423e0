import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import qs from 'qs';
import { describe, expect, it } from '@jest/globals';
import { parseFor } from '../crud/repository';
import { buildList } from '../crud/sql-builder';
import { CATALOG_RESOURCES } from '../modules/catalogs/index';
import { forEachDatabase } from '../test-support/databases';
import { analyzeStaleTables } from './analyzer';
import type { Executor } from './client';
import { onlyRow } from './rows';

/** A products list request of the point of sale, as the engine runs it, with its values written in. */
function productsList(queryString: string): string {
  const resource = CATALOG_RESOURCES.find((r) => r.path === '/mini-store/products')!;
  const parsed = parseFor(resource, qs.parse(queryString, { arrayLimit: 200, depth: 5 }) as Record<string, unknown>);
  const built = buildList(resource, parsed, { companyId: 1, branchOfficeId: 1, includeDeleted: false });
  const { sql: text, params } = new PgDialect().sqlToQuery(built.page);
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' || typeof value === 'boolean' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
}

/** The search (name or code containing the text, or the exact barcode). */
function posSearch(text: string): string {
  const search = { $and: [{ isActive: { $eq: true } }, { $or: [{ name: { $contL: text } }, { code: { $contL: text } }, { codeBar: { $eq: text } }] }] };
  return productsList(`s=${encodeURIComponent(JSON.stringify(search))}&join[0]=storePriceList&join[1]=priceListItems&limit=24&sort[0]=name,ASC`);
}

/** The favourites shown when nothing is typed. */
const FAVOURITES = productsList(
  `filter[0]=${encodeURIComponent('isActive$$$eq$$true')}&filter[1]=${encodeURIComponent('isFavorite$$$eq$$true')}&join[0]=storePriceList&join[1]=priceListItems&limit=24&sort[0]=menuOrder,ASC&sort[1]=name,ASC`,
);

async function planOf(db: Executor, text: string): Promise<string> {
  return (await rows<{ 'QUERY PLAN': string }>(db, sql.raw(`EXPLAIN ${text}`))).map((row) => row['QUERY PLAN']).join('\n');
}

async function rows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const PRODUCTS = 20_000;

forEachDatabase((ctx) => {
  describe('the point of sale search', () => {
    it('is answered from its indexes (trigram search, favourites), with statistics to choose them by', async () => {
      const db = ctx.database.db;
      const extensions = await rows<{ extname: string }>(db, sql`SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'`);
      expect(extensions).toHaveLength(1);
      await db.execute(sql`INSERT INTO products (company_id, branch_office_id, name, code, code_bar, price, price_with_iva, stock, is_active, is_favorite)
        SELECT 1, 1, 'Producto ' || substr(md5(g::text), 1, 10), 'C' || substr(md5('c' || g), 1, 9), (7500000000000 + g)::text, 10, 11.6, 5, true, g <= 24
        FROM generate_series(1, ${PRODUCTS}) g`);
      if (ctx.kind === 'pglite') {
        // What the embedded database's periodic check does once the change counters reach the statistics
        // (flushed at the end of a transaction no sooner than once a second; asked for at once here, and
        // waited for up to a minute on a loaded machine).
        await db.execute(sql`SELECT pg_stat_force_next_flush()`);
        const deadline = Date.now() + 60_000;
        let analyzed: string[] = [];
        while (!analyzed.includes('public.products') && Date.now() < deadline) {
          await new Promise((done) => setTimeout(done, 300));
          analyzed = await analyzeStaleTables((db as unknown as { $client: Parameters<typeof analyzeStaleTables>[0] }).$client);
        }
        expect(analyzed).toContain('public.products');
      } else {
        // What autovacuum does on a server.
        await db.execute(sql`VACUUM ANALYZE products`);
      }
      const { code } = onlyRow(await rows<{ code: string }>(db, sql`SELECT 'C' || substr(md5('c' || 1234), 1, 9) AS code`));
      const inline = posSearch(code.slice(0, 7).toLowerCase());
      const plan = await planOf(db, inline);
      expect(plan).toMatch(/Bitmap Index Scan on products_name_trgm_idx/);
      expect(plan).toMatch(/Bitmap Index Scan on products_code_trgm_idx/);
      expect(plan).not.toMatch(/Seq Scan on products/);
      const found = await rows<{ data: string }>(db, sql.raw(inline));
      expect(JSON.parse(onlyRow(found).data).map((p: { code: string }) => p.code)).toContain(code);

      // The favourites, read in menu order from their own small index.
      const favourites = await planOf(db, FAVOURITES);
      expect(favourites).toMatch(/Index Scan using products_favorites_idx/);
      expect(favourites).not.toMatch(/Seq Scan on products/);
      expect(JSON.parse(onlyRow(await rows<{ data: string }>(db, sql.raw(FAVOURITES))).data)).toHaveLength(24);
    });
  });
});
