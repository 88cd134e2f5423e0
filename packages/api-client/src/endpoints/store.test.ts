import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { configureApiClient } from '../http/configure';
import { http } from '../http/instances';
import { fakeServer } from '../testing/fakeServer';
import { cashRegisterApi, salesApi, storeCatalogApi } from './store';

beforeEach(() => configureApiClient({ getToken: () => 'token-0123456789', setToken: () => undefined }));
afterEach(() => configureApiClient({ getToken: () => null, setToken: () => undefined }));

const sale = { lines: [{ productId: 1, quantity: '2' }], payments: [{ methodId: 1, amount: '100.00' }] };

describe('salesApi', () => {
  it('sends the given Idempotency-Key so a retry returns the first sale', async () => {
    const requests = fakeServer(http, () => [201, { id: 9 }]);

    await salesApi.create(sale, 'key-1');
    await salesApi.create(sale, 'key-1');

    expect(requests.map((r) => r.headers['Idempotency-Key'])).toEqual(['key-1', 'key-1']);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/mini-store/sales', body: sale });
  });

  it('makes up a different key for each attempt when none is given', async () => {
    const requests = fakeServer(http, () => [201, { id: 9 }]);

    await salesApi.create(sale);
    await salesApi.create(sale);

    const [first, second] = requests.map((r) => r.headers['Idempotency-Key']);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });
});

describe('cashRegisterApi', () => {
  it('closes a register with a PATCH of the counted amounts and passes the server message on failure', async () => {
    const requests = fakeServer(http, () => [409, { statusCode: 409, message: 'La caja ya está cerrada', error: 'Conflict' }]);

    await expect(cashRegisterApi.close(4, { counted: [{ methodId: 1, amount: '10.00' }] })).rejects.toMatchObject({
      statusCode: 409,
      message: 'La caja ya está cerrada',
    });
    expect(requests[0]).toMatchObject({ method: 'PATCH', url: '/mini-store/cash-register/4' });
  });
});

describe('storeCatalogApi', () => {
  it('puts a list’s per-product prices, a product’s providers and the menu order, and deletes one list price', async () => {
    const requests = fakeServer(http, () => [200, []]);

    await storeCatalogApi.savePriceListItems(3, { items: [{ productId: 8, priceWithIVA: '11.60' }] });
    await storeCatalogApi.deletePriceListItem(3, 8);
    await storeCatalogApi.saveProductProviders(8, { providers: [{ providerId: 2, cost: '7.00' }] });
    await storeCatalogApi.saveMenuOrder({ productIds: [8, 5] });
    await storeCatalogApi.automaticChargesToday();

    expect(requests.map((r) => [r.method, r.url])).toEqual([
      ['PUT', '/mini-store/price-lists/3/items'],
      ['DELETE', '/mini-store/price-lists/3/items/8'],
      ['PUT', '/mini-store/products/8/providers'],
      ['PUT', '/mini-store/products/menu-order'],
      ['GET', '/mini-store/automatic-charges/today'],
    ]);
    expect(requests[0]?.body).toEqual({ items: [{ productId: 8, priceWithIVA: '11.60' }] });
  });
});
