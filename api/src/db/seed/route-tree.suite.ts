import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { expect, it } from '@jest/globals';
import { routes } from '../schema/index';
import { forEachDatabase } from '../../test-support/databases';
import { ROUTE_TREE } from './route-tree';

const MIGRATION = new URL('../../../drizzle/0015_optional_order_route_param.sql', import.meta.url);

it('seeds the warehouse order and receiving screens with an optional order id (they open without one too)', () => {
  const urls = ROUTE_TREE.map((route) => route.url);
  expect(urls).toContain('/tienda/almacen/orden/:idOrden?');
  expect(urls).toContain('/tienda/almacen/surtir/:idOrden?');
  expect(urls.filter((url) => url?.endsWith('/:idOrden'))).toEqual([]);
});

forEachDatabase((ctx) => {
  it('a database seeded before the fix gets the optional parameter from the migration', async () => {
    const { db } = ctx.database;
    await db.execute(sql`UPDATE routes SET url = rtrim(url, '?') WHERE id IN (26, 27)`);
    for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    const rows = await db.select({ url: routes.url }).from(routes).where(sql`id IN (26, 27)`).orderBy(routes.id);
    expect(rows.map((row) => row.url)).toEqual(['/tienda/almacen/orden/:idOrden?', '/tienda/almacen/surtir/:idOrden?']);
  });
});
