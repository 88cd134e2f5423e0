// The school staff list who owes: they read the school and academy reports and those dashboard tabs, never the
// store's.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { MenuItem } from '@mikro/contracts';
import { forEachDatabase } from '../../test-support/databases';
import { branchSession, type BranchSession } from '../../test-support/session';

const urlsOf = (items: MenuItem[]): string[] => items.flatMap((item) => [...(item.url ? [item.url] : []), ...urlsOf(item.children ?? [])]);

forEachDatabase((ctx) => {
  let school: BranchSession;
  let cashier: BranchSession;
  beforeAll(async () => {
    school = await branchSession(ctx.app, 'escolar@mikro.mx', 'Matriz Centro');
    cashier = await branchSession(ctx.app, 'cajero@mikro.mx', 'Matriz Centro');
  });

  describe('the school staff and the reports', () => {
    it('read and export the school and academy reports, and not the store reports', async () => {
      for (const key of ['colegio-adeudos', 'colegio-ingresos', 'academia-adeudos', 'academia-estado-cuenta']) {
        expect({ key, status: (await school.send('GET', `/api/reports/${key}?limit=5`)).statusCode }).toEqual({ key, status: 200 });
      }
      expect((await school.send('GET', '/api/reports/colegio-adeudos/excel')).statusCode).toBe(200);
      expect((await school.send('GET', '/api/reports/tienda-stock')).statusCode).toBe(403);
      expect((await school.send('GET', '/api/reports/tienda-ingresos-ventas')).statusCode).toBe(403);
    });

    it('see the school and academy dashboard tabs, not the store tab', async () => {
      expect((await school.send('GET', '/api/reports/dashboard?module=0')).statusCode).toBe(200);
      expect((await school.send('GET', '/api/reports/dashboard?module=1')).statusCode).toBe(200);
      const store = await school.send('GET', '/api/reports/dashboard?module=2');
      expect(store.statusCode).toBe(403);
      expect(store.json<{ message: string }>().message).toBe('No tiene permiso para ver los reportes de este módulo');
    });

    it('find those reports and the dashboard in their menu', async () => {
      const menu = urlsOf((await school.send('GET', '/api/system/auth/menu')).json<MenuItem[]>());
      expect(menu).toEqual(expect.arrayContaining(['/reportes', '/reportes/colegios/adeudos', '/reportes/academias/adeudos', '/reportes-old/colegio', '/reportes-old/academias']));
      expect(menu.filter((url) => url.startsWith('/reportes/tienda') || url === '/reportes-old/tienda')).toEqual([]);
    });

    it('leave a role without reports without the dashboard', async () => {
      expect((await cashier.send('GET', '/api/reports/dashboard?module=2')).statusCode).toBe(403);
    });
  });
});
