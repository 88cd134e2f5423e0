// A role granted only the point of sale must be able to sell: find the products it sells and the menu's groups,
// though it may not open the product catalogue or change it.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { RouteTreeNode } from '@mikro/contracts';
import { forEachDatabase } from '../../../test-support/databases';
import { bearer, loginAs } from '../../../test-support/session';
import { createProduct, storeSession, type StoreSession } from '../../../test-support/store';

const findRoute = (nodes: RouteTreeNode[], url: string): RouteTreeNode | undefined => {
  for (const node of nodes) {
    if (node.url === url) return node;
    const found = findRoute(node.children, url);
    if (found) return found;
  }
  return undefined;
};

forEachDatabase((ctx) => {
  let seller: StoreSession;
  let productId: number;

  beforeAll(async () => {
    const admin = await loginAs(ctx.app, 'admin@mikro.mx');
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => ctx.app.inject({ method, url, payload: payload as object, headers: bearer(admin.token) });
    const role = await call('POST', '/api/system/roles', { name: 'Solo punto de venta', description: '', isActive: true });
    expect(role.statusCode).toBe(201);
    const tree = (await call('GET', '/api/system/permissions/route-tree')).json<RouteTreeNode[]>();
    const pos = findRoute(tree, '/ventas')!;
    expect((await call('PUT', `/api/system/permissions/role/${role.json<{ id: number }>().id}`, [{ routeId: pos.id, actions: ['ver', 'crear'] }])).statusCode).toBe(204);
    const north = admin.branchOffices.find((b) => b.name === 'Sucursal Norte')!;
    const user = await call('POST', '/api/system/users/store', {
      name: 'Vendedor de mostrador', email: 'mostrador@mikro.mx', password: 'Mikro2026!', passwordConfirm: 'Mikro2026!', roleId: role.json<{ id: number }>().id, branchOfficeIds: [north.id],
    });
    expect(user.statusCode).toBe(201);
    seller = await storeSession(ctx.app, 'mostrador@mikro.mx', 'Sucursal Norte');
    productId = await createProduct(ctx.database.db, await storeSession(ctx.app, 'admin@mikro.mx', 'Sucursal Norte'), { stock: '5' });
  });

  describe('a role with only the point of sale', () => {
    it('finds the products to sell and the menu groups (the counter answered 403 and showed Sin coincidencias)', async () => {
      const listed = await seller.send('GET', `/api/mini-store/products?filter=id$$$eq$$${productId}&join=storePriceList&join=priceListItems`);
      expect(listed.statusCode).toBe(200);
      expect(listed.json<{ id: number }[]>().map((p) => p.id)).toEqual([productId]);
      expect((await seller.send('GET', '/api/mini-store/classifications')).statusCode).toBe(200);
    });

    it('still may not change the catalogue', async () => {
      expect((await seller.send('POST', '/api/mini-store/products', { code: 'POS-ONLY', name: 'No', sat_code: '01010101', price: '1.00' })).statusCode).toBe(403);
      expect((await seller.send('PATCH', `/api/mini-store/products/${productId}`, { name: 'Cambio' })).statusCode).toBe(403);
      expect((await seller.send('POST', '/api/mini-store/classifications', { name: 'Nueva' })).statusCode).toBe(403);
    });
  });
});
