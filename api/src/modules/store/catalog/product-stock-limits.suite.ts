// A product's stock is never written below zero, and its maximum stock is never below its minimum (a maximum of 0 means none), on create and on a PATCH
// that changes only one of them: the API refuses it naming maxStock, as the product form does.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { MAX_STOCK_BELOW_MINIMUM, NEGATIVE_STOCK } from '@mikro/domain';
import type { Product } from '@mikro/contracts';
import { forEachDatabase } from '../../../test-support/databases';
import { storeSession, type StoreSession } from '../../../test-support/store';

forEachDatabase((ctx) => {
  let manager: StoreSession;
  let serial = 0;
  const product = (extra: object = {}) => ({ name: `Límites ${++serial}`, code: `SL-${serial}`, unitMeasurement: 'H87', price: '10', ...extra });
  const create = (body: object) => manager.send('POST', '/api/mini-store/products', body);

  beforeAll(async () => {
    manager = await storeSession(ctx.app, 'admin@mikro.mx', 'Matriz Centro');
  });

  describe('stock limits', () => {
    it('refuses a stock below zero on create and on a PATCH, naming stock', async () => {
      const negative = await create(product({ stock: '-1' }));
      expect(negative.statusCode).toBe(400);
      expect(negative.json().fields).toEqual([{ field: 'stock', message: NEGATIVE_STOCK }]);
      const created = await create(product({ stock: '0' }));
      expect(created).toHaveStatus(201);
      const patched = await manager.send('PATCH', `/api/mini-store/products/${created.json<Product>().id}`, { stock: '-0.5' });
      expect(patched.statusCode).toBe(400);
      expect(patched.json().fields).toEqual([{ field: 'stock', message: NEGATIVE_STOCK }]);
    });

    it('refuses a maximum below the minimum and accepts none (0) or one at least the minimum', async () => {
      const below = await create(product({ minStock: '5', maxStock: '4.999' }));
      expect(below.statusCode).toBe(400);
      expect(below.json().fields).toEqual([{ field: 'maxStock', message: MAX_STOCK_BELOW_MINIMUM }]);
      expect(await create(product({ minStock: '5', maxStock: '0' }))).toHaveStatus(201);
      expect(await create(product({ minStock: '5', maxStock: '5' }))).toHaveStatus(201);
    });

    it('checks a PATCH of one limit against the stored other', async () => {
      const created = await create(product({ minStock: '2', maxStock: '10' }));
      const { id } = created.json<Product>();
      const raiseMinimum = await manager.send('PATCH', `/api/mini-store/products/${id}`, { minStock: '11' });
      expect(raiseMinimum.statusCode).toBe(400);
      expect(raiseMinimum.json().fields).toEqual([{ field: 'maxStock', message: MAX_STOCK_BELOW_MINIMUM }]);
      const lowerMaximum = await manager.send('PATCH', `/api/mini-store/products/${id}`, { maxStock: '1' });
      expect(lowerMaximum.statusCode).toBe(400);
      const both = await manager.send('PATCH', `/api/mini-store/products/${id}`, { minStock: '11', maxStock: '20' });
      expect(both).toHaveStatus(200);
      expect(both.json<Product>()).toMatchObject({ minStock: '11.000', maxStock: '20.000' });
    });
  });
});
