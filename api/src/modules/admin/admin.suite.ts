import { beforeAll, describe, expect, it } from '@jest/globals';
import type { ActionCatalogItem, MenuItem, RolePermission, RouteTreeInput, RouteTreeNode } from '@mikro/contracts';
import { forEachDatabase } from '../../test-support/databases';
import { bearer, loginAs } from '../../test-support/session';

const CASHIER_ROLE = 2;
const USERS_ROUTE = 105;
const ROLES_ROUTE = 106;
const PRODUCTS_ROUTE = 15;

forEachDatabase((ctx) => {
  let admin: string;
  let cashier: string;
  beforeAll(async () => {
    admin = (await loginAs(ctx.app, 'admin@mikro.mx')).token;
    cashier = (await loginAs(ctx.app, 'cajero@mikro.mx')).token;
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: bearer(token), payload: payload as never });
  const permissionsOf = async (idRole: number) =>
    (await call('POST', '/api/system/permissions/permission-role', admin, { idRole })).json<RolePermission[]>();

  describe('permission editor save', () => {
    it('replaces a role permission set at once, and the menu and the API follow at the next request', async () => {
      const saved = await call('PUT', `/api/system/permissions/role/${CASHIER_ROLE}`, admin, [
        { routeId: USERS_ROUTE, actions: ['ver'] },
        { routeId: PRODUCTS_ROUTE, actions: ['ver', 'crear'] },
      ]);
      expect(saved.statusCode).toBe(204);
      expect(await permissionsOf(CASHIER_ROLE)).toEqual([
        { routeId: PRODUCTS_ROUTE, url: '/tienda/productos', actions: ['ver', 'crear'] },
        { routeId: USERS_ROUTE, url: '/usuarios', actions: ['ver'] },
      ]);
      const me = await call('GET', '/api/system/auth/me', cashier);
      const urls = JSON.stringify(me.json<{ menu: MenuItem[] }>().menu);
      expect(urls).toContain('/usuarios');
      expect(urls).not.toContain('/ventas');
      expect((await call('GET', '/api/system/users?limit=1', cashier)).statusCode).toBe(200);
      expect((await call('GET', '/api/mini-store/cash-register?limit=1', cashier)).statusCode).toBe(403);
    });

    it('writes nothing when one entry is bad, naming the entry', async () => {
      const before = await permissionsOf(CASHIER_ROLE);
      const response = await call('PUT', `/api/system/permissions/role/${CASHIER_ROLE}`, admin, [
        { routeId: USERS_ROUTE, actions: ['ver', 'crear'] },
        { routeId: 21, actions: ['eliminar'] },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[0].field).toBe('1.actions');
      expect(await permissionsOf(CASHIER_ROLE)).toEqual(before);
    });

    it('rejects malformed bodies with the field', async () => {
      const response = await call('PUT', `/api/system/permissions/role/${CASHIER_ROLE}`, admin, [{ routeId: 'x', actions: [] }]);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[0].field).toBe('0.routeId');
    });

    it('never lets the Desarrollador role lose the roles screen', async () => {
      const response = await call('PUT', '/api/system/permissions/role/1', admin, [{ routeId: USERS_ROUTE, actions: ['ver'] }]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('El rol Desarrollador no puede perder el acceso a Roles');
      const kept = await call('PUT', '/api/system/permissions/role/1', admin, [{ routeId: ROLES_ROUTE, actions: ['ver', 'editar'] }]);
      expect(kept.statusCode).toBe(204);
    });

    it('answers 404 for an unknown role and 403 to a role without the action', async () => {
      expect((await call('PUT', '/api/system/permissions/role/999', admin, [])).statusCode).toBe(404);
      expect((await call('PUT', `/api/system/permissions/role/${CASHIER_ROLE}`, cashier, [])).statusCode).toBe(403);
    });
  });

  describe('route tree editor', () => {
    const input = (overrides: Partial<RouteTreeInput> = {}): RouteTreeInput => ({
      name: 'Bitácora',
      parentId: 6,
      url: '/system/bitacora',
      icon: 'history',
      order: 50,
      isActive: true,
      showInMenu: true,
      actions: ['ver', 'exportar'],
      ...overrides,
    });
    const findNode = (nodes: RouteTreeNode[], id: number): RouteTreeNode | undefined => {
      for (const node of nodes) {
        if (node.id === id) return node;
        const inside = findNode(node.children, id);
        if (inside) return inside;
      }
      return undefined;
    };

    it('creates a route under a parent with its actions, edits it and deletes it', async () => {
      const created = await call('POST', '/api/system/route-tree', admin, input());
      expect(created.statusCode).toBe(201);
      const { id } = created.json<{ id: number }>();
      let tree = (await call('GET', '/api/system/route-tree', admin)).json<RouteTreeNode[]>();
      expect(findNode(tree, id)).toMatchObject({ parentId: 6, level: 2, url: '/system/bitacora', actions: ['ver', 'exportar'] });

      expect((await call('PUT', `/api/system/route-tree/${id}`, admin, input({ name: 'Bitácora de cambios', actions: ['ver'], parentId: 7 }))).statusCode).toBe(204);
      tree = (await call('GET', '/api/system/route-tree', admin)).json<RouteTreeNode[]>();
      expect(findNode(tree, id)).toMatchObject({ name: 'Bitácora de cambios', level: 3, actions: ['ver'] });

      expect((await call('DELETE', `/api/system/route-tree/${id}`, admin)).statusCode).toBe(204);
      tree = (await call('GET', '/api/system/route-tree', admin)).json<RouteTreeNode[]>();
      expect(findNode(tree, id)).toBeUndefined();
    });

    it('keeps the tree at three levels and urls unique', async () => {
      const tooDeep = await call('POST', '/api/system/route-tree', admin, input({ parentId: 48 }));
      expect(tooDeep.statusCode).toBe(400);
      expect(tooDeep.json().fields[0]).toEqual({ field: 'parentId', message: 'El menú admite tres niveles como máximo' });
      const duplicate = await call('POST', '/api/system/route-tree', admin, input({ url: '/usuarios' }));
      expect(duplicate.statusCode).toBe(409);
      const unknownAction = await call('POST', '/api/system/route-tree', admin, input({ actions: ['volar'] }));
      expect(unknownAction.statusCode).toBe(400);
      expect(unknownAction.json().fields[0].field).toBe('actions');
    });

    it('refuses a parent id of 0 instead of making the route a root, and keeps a null parent and url', async () => {
      const zero = await call('POST', '/api/system/route-tree', admin, input({ parentId: 0 }));
      expect(zero.statusCode).toBe(400);
      expect(zero.json().fields[0].field).toBe('parentId');
      const root = await call('POST', '/api/system/route-tree', admin, input({ name: 'Raíz sin pantalla', parentId: null, url: null, actions: [] }));
      expect(root.statusCode).toBe(201);
      const { id } = root.json<{ id: number }>();
      const tree = (await call('GET', '/api/system/route-tree', admin)).json<RouteTreeNode[]>();
      expect(findNode(tree, id)).toMatchObject({ parentId: null, level: 1, url: null });
      expect((await call('DELETE', `/api/system/route-tree/${id}`, admin)).statusCode).toBe(204);
    });

    it('refuses to delete a parent with children or the screens administration needs', async () => {
      expect((await call('DELETE', '/api/system/route-tree/6', admin)).statusCode).toBe(409);
      expect((await call('DELETE', `/api/system/route-tree/${ROLES_ROUTE}`, admin)).statusCode).toBe(409);
    });
  });

  describe('actions catalogue', () => {
    it('lists actions with their usage, creates, renames and deletes an unused one', async () => {
      const list = (await call('GET', '/api/system/action-catalog', admin)).json<ActionCatalogItem[]>();
      expect(list.find((a) => a.key === 'ver')?.routeCount).toBeGreaterThan(50);
      const created = await call('POST', '/api/system/action-catalog', admin, { key: 'imprimir', name: 'Imprimir' });
      expect(created.statusCode).toBe(201);
      const { id } = created.json<{ id: number }>();
      expect((await call('POST', '/api/system/action-catalog', admin, { key: 'imprimir', name: 'Otra' })).statusCode).toBe(409);
      expect((await call('PATCH', `/api/system/action-catalog/${id}`, admin, { name: 'Imprimir ticket' })).statusCode).toBe(204);
      expect((await call('DELETE', '/api/system/action-catalog/1', admin)).statusCode).toBe(409);
      expect((await call('DELETE', `/api/system/action-catalog/${id}`, admin)).statusCode).toBe(204);
    });

    it('rejects a key that is not lower-case letters and digits', async () => {
      const response = await call('POST', '/api/system/action-catalog', admin, { key: 'Ver Todo', name: 'x' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[0].field).toBe('key');
    });
  });
});
