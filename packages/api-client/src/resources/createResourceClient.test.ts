import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { configureApiClient } from '../http/configure';
import { http } from '../http/instances';
import { fakeServer } from '../testing/fakeServer';
import { productsApi } from './clients';

beforeEach(() => configureApiClient({ getToken: () => 'token-0123456789', setToken: () => undefined }));
afterEach(() => configureApiClient({ getToken: () => null, setToken: () => undefined }));

describe('createResourceClient', () => {
  it('lists with the $$ query language', async () => {
    const requests = fakeServer(http, () => [200, []]);
    await productsApi.list({ filter: [{ field: 'name', operator: '$contL', value: 'cuaderno' }], join: [{ field: 'storeClassification', select: ['name'] }], sort: [{ field: 'name', order: 'ASC' }] });
    expect(decodeURIComponent(requests[0]?.url ?? '')).toBe(
      '/mini-store/products?filter[0]=name$$$contL$$cuaderno&join[0]=storeClassification$$name&sort[0]=name,ASC',
    );
  });

  it('asks for the first page of 10 by default in listPaged and wraps a plain array', async () => {
    const requests = fakeServer(http, () => [200, [{ id: 1 }]]);
    await expect(productsApi.listPaged()).resolves.toEqual({ data: [{ id: 1 }], count: 1, total: 1, page: 1, pageCount: 1 });
    expect(requests[0]?.url).toBe('/mini-store/products?limit=10&offset=0');
  });

  it('uses every route of the generic resource client', async () => {
    const requests = fakeServer(http, () => [200, { id: 7 }]);
    await productsApi.get(7, { join: [{ field: 'storeClassification' }] });
    await productsApi.create({ name: 'Goma', code: 'G-1' });
    await productsApi.bulk([{ name: 'A', code: 'A-1' }]);
    await productsApi.update(7, { price: '10.00' });
    await productsApi.replace(7, { name: 'Goma', code: 'G-1' });
    await productsApi.remove(7);
    await productsApi.softDelete(7);
    await productsApi.restore(7);
    await productsApi.custom('products_list', { from: '2026-01-01' });
    expect(requests.map((r) => `${r.method} ${decodeURIComponent(r.url)}`)).toEqual([
      'GET /mini-store/products/7?join[0]=storeClassification',
      'POST /mini-store/products',
      'POST /mini-store/products/bulk',
      'PATCH /mini-store/products/7',
      'PUT /mini-store/products/7',
      'DELETE /mini-store/products/7',
      'DELETE /mini-store/products/soft-deleted/7',
      'PUT /mini-store/products/soft-restore/7',
      'GET /mini-store/products/products_list',
    ]);
    expect(requests[2]?.body).toEqual({ bulk: [{ name: 'A', code: 'A-1' }] });
    expect(requests[8]?.params).toEqual({ from: '2026-01-01' });
  });
});
