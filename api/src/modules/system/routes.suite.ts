import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Paginated, SystemRoute } from '@mikro/contracts';
import { forEachDatabase } from '../../test-support/databases';
import { bearer, loginAs } from '../../test-support/session';

forEachDatabase((ctx) => {
  let admin: string;
  beforeAll(async () => {
    admin = (await loginAs(ctx.app, 'admin@mikro.mx')).token;
  });
  const page = async (url: string) => {
    const response = await ctx.app.inject({ url, headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    return response.json<Paginated<SystemRoute>>();
  };

  describe('known routes', () => {
    it('lists every active url to any signed-in user, including the ones the role may not open', async () => {
      const { token } = await loginAs(ctx.app, 'cajero@mikro.mx');
      const response = await ctx.app.inject({ url: '/api/system/routes/known', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      const urls = response.json<string[]>();
      expect(urls).toEqual(expect.arrayContaining(['/', '/usuarios', '/ventas', '/alumnos/:idalum']));
      expect((await ctx.app.inject({ url: '/api/system/routes/known' })).statusCode).toBe(401);
    });
  });

  describe('route tree administration', () => {
    it('lists the top-level routes ten at a time by default', async () => {
      const first = await page('/api/system/routes/fathers');
      // The seven modules' groups, then the families' portal screens (the «Tutor» role's whole menu).
      expect(first).toMatchObject({ count: 10, total: 10, page: 1, pageCount: 1 });
      expect(first.data.map((r) => r.name)).toEqual(['Inicio', 'Tienda', 'Academias', 'Colegio', 'Facturación', 'Reportes', 'Sistema', 'Mis hijos', 'Estado de cuenta', 'Recibos']);
      const second = await page('/api/system/routes/fathers?offset=2&limit=2');
      expect(second).toMatchObject({ count: 2, total: 10, page: 2, pageCount: 5 });
      expect(second.data.map((r) => r.name)).toEqual(['Academias', 'Colegio']);
    });

    it('searches names and urls case-insensitively', async () => {
      const found = await page('/api/system/routes/fathers?text=SIST');
      expect(found.data.map((r) => r.name)).toEqual(['Sistema']);
    });

    it('lists the children of given parents, with their actions', async () => {
      const children = await page('/api/system/routes/childs?ids=6&limit=100');
      expect(children.data.map((r) => r.url)).toContain('/usuarios');
      expect(children.data.find((r) => r.url === '/usuarios')?.actions).toEqual(['ver', 'crear', 'editar', 'eliminar', 'exportar']);
      const both = await page('/api/system/routes/childs?ids=3,7&text=ciclos');
      expect(both.data.map((r) => r.url)).toEqual(['/colegio/ctrlescolar/ciclos']);
      const hidden = await page('/api/system/routes/childs?ids=3&text=:idalum&limit=50');
      expect(hidden.data.every((r) => !r.showInMenu)).toBe(true);
      expect(hidden.data.map((r) => r.url)).toContain('/alumnos/:idalum');
    });

    it('rejects malformed ids', async () => {
      const response = await ctx.app.inject({ url: '/api/system/routes/childs?ids=1;drop', headers: bearer(admin) });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[0].field).toBe('ids');
    });
  });
});
