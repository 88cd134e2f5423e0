// A product's price and price with IVA: never negative, always one derived from the other by packages/domain's
// split, on the product form (POST, PUT, PATCH), bulk creation and spreadsheet imports; a sale of a product
// whose stored price is negative is refused with a reason, never a 500.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { ImportPreview, Product } from '@mikro/contracts';
import { products } from '../../db/schema/index';
import { forEachDatabase } from '../../test-support/databases';
import { csvOf, multipart } from '../../test-support/upload-files';
import { createProduct, storeSession, type StoreSession } from '../../test-support/store';
import { NEGATIVE_PRICE, PRICES_DISAGREE } from './product-prices';

forEachDatabase((ctx) => {
  let manager: StoreSession;
  let serial = 0;
  const product = (extra: object = {}) => ({ name: `Precio ${++serial}`, code: `PP-${serial}`, unitMeasurement: 'H87', ...extra });
  const create = (body: object) => manager.send('POST', '/api/mini-store/products', body);
  const stored = async (id: number) => (await ctx.database.db.select({ price: products.price, priceWithIVA: products.priceWithIVA, IVA: products.IVA }).from(products).where(eq(products.id, id)))[0];

  beforeAll(async () => {
    manager = await storeSession(ctx.app, 'admin@mikro.mx', 'Matriz Centro');
  });

  describe('on create', () => {
    it('refuses a negative price or price with IVA naming the field', async () => {
      for (const body of [product({ price: '-1' }), product({ priceWithIVA: '-0.01' }), product({ price: -5 })]) {
        const answer = await create(body);
        expect({ body, status: answer.statusCode }).toEqual({ body, status: 400 });
        expect(answer.json().fields[0].message).toBe(NEGATIVE_PRICE);
      }
    });

    it('derives the other price from the one given, and refuses a pair that disagrees with the 1.16 split', async () => {
      const fromPrice = await create(product({ price: '100' }));
      expect(fromPrice).toHaveStatus(201);
      expect(fromPrice.json<Product>()).toMatchObject({ price: '100.00', priceWithIVA: '116.00' });
      const fromTaxed = await create(product({ priceWithIVA: '10.02' }));
      expect(fromTaxed.json<Product>()).toMatchObject({ price: '8.64', priceWithIVA: '10.02' });
      const exempt = await create(product({ IVA: false, priceWithIVA: '30' }));
      expect(exempt.json<Product>()).toMatchObject({ price: '30.00', priceWithIVA: '30.00' });
      const agreeing = await create(product({ price: '8.64', priceWithIVA: '10.02' }));
      expect(agreeing.statusCode).toBe(201);
      const disagreeing = await create(product({ price: '100', priceWithIVA: '100' }));
      expect(disagreeing.statusCode).toBe(400);
      expect(disagreeing.json().fields).toEqual([{ field: 'priceWithIVA', message: PRICES_DISAGREE }]);
    });

    it('checks every item of a bulk creation and writes none when one is wrong', async () => {
      const answer = await manager.send('POST', '/api/mini-store/products/bulk', { bulk: [product({ code: 'PP-BULK-1', price: '10' }), product({ code: 'PP-BULK-2', price: '10', priceWithIVA: '10' })] });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().fields).toEqual([{ field: 'bulk.1.priceWithIVA', message: PRICES_DISAGREE }]);
      expect(await ctx.database.db.select().from(products).where(eq(products.code, 'PP-BULK-1'))).toEqual([]);
    });
  });

  describe('on update', () => {
    it('keeps the pair consistent through PATCH and PUT, including a change of the IVA flag', async () => {
      const id = (await create(product({ price: '50' }))).json<Product>().id;
      const patch = (body: object) => manager.send('PATCH', `/api/mini-store/products/${id}`, body);
      expect((await patch({ price: '20' })).json<Product>()).toMatchObject({ price: '20.00', priceWithIVA: '23.20' });
      expect((await patch({ priceWithIVA: '58' })).json<Product>()).toMatchObject({ price: '50.00', priceWithIVA: '58.00' });
      expect((await patch({ IVA: false })).json<Product>()).toMatchObject({ price: '50.00', priceWithIVA: '50.00', IVA: false });
      expect((await patch({ priceWithIVA: '-3' })).statusCode).toBe(400);
      expect((await patch({ IVA: true, price: '10', priceWithIVA: '10' })).statusCode).toBe(400);
      expect(await stored(id)).toEqual({ price: '50.00', priceWithIVA: '50.00', IVA: false });
      const put = await manager.send('PUT', `/api/mini-store/products/${id}`, product({ code: `PP-PUT-${id}`, IVA: true, price: '1' }));
      expect(put).toHaveStatus(200);
      expect(await stored(id)).toEqual({ price: '1.00', priceWithIVA: '1.16', IVA: true });
    });
  });

  it('refuses a negative price in a spreadsheet import, as on the form', async () => {
    const form = multipart(csvOf([['Código', 'Nombre', 'Precio sin IVA'], ['PP-IMP-1', 'Lápiz', '-4']]), 'productos.csv');
    const answer = await manager.send('POST', '/api/system/imports/products/preview', form.payload, form.headers);
    expect(answer).toHaveStatus(200);
    expect(answer.json<ImportPreview>().errors).toEqual([{ row: 2, field: 'price', message: NEGATIVE_PRICE }]);
  });

  it('refuses to sell a product whose stored price is negative with 409, not a 500', async () => {
    const opened = await manager.send('POST', '/api/mini-store/cash-register', { openingAmount: '100.00' });
    expect([201, 409]).toContain(opened.statusCode);
    const id = await createProduct(ctx.database.db, manager, { price: '-10.00', priceWithIVA: '-11.60' });
    const sale = await manager.send('POST', '/api/mini-store/sales', { lines: [{ productId: id, quantity: 1 }], payments: [{ methodId: 1, amount: '10.00' }] });
    expect(sale.statusCode).toBe(409);
    expect(sale.json().message).toMatch(/precio negativo/);
  });
});
