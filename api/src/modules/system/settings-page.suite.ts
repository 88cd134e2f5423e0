import { beforeAll, describe, expect, it } from '@jest/globals';
import type { LoginResponse, MenuItem } from '@mikro/contracts';
import { forEachDatabase } from '../../test-support/databases';
import { bearer, loginAs } from '../../test-support/session';

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.children)]);

forEachDatabase((ctx) => {
  let admin: LoginResponse;
  beforeAll(async () => {
    admin = await loginAs(ctx.app, 'admin@mikro.mx');
  });

  describe('Configuración (/settings)', () => {
    it('lets an administrator add and delete rows of its catalogues: Valores predeterminados, turnos, departamentos', async () => {
      const settings = flatten(admin.menu).find((route) => route.url === '/settings');
      expect(settings?.actions).toEqual(expect.arrayContaining(['ver', 'crear', 'editar', 'eliminar']));
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/system/settings',
        headers: bearer(admin.token),
        payload: { key: 'ticket.leyenda', value: 'Gracias por su compra', description: 'Texto al pie del ticket' },
      });
      expect(created.statusCode).toBe(201);
      const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/system/settings/${created.json<{ id: number }>().id}`, headers: bearer(admin.token) });
      expect(removed.statusCode).toBe(200);
    });
  });
});
