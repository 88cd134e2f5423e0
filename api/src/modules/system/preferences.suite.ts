import { describe, expect, it } from '@jest/globals';
import { DEFAULT_PREFERENCES, type Preferences, type RemoteConfig } from '@mikro/contracts';
import { forEachDatabase } from '../../test-support/databases';
import { bearer, loginAs } from '../../test-support/session';

const saved: Preferences = {
  dashboard: 2,
  viewReport: 1,
  branchOffice: 2,
  cycle: 1,
  ViewTPVStore: 1,
  typePayStore: 0,
  methodPayment: 3,
  Bank: 4,
  tpv: { module: 1, isViewPayment: true },
};

forEachDatabase((ctx) => {
  describe('preferences', () => {
    it('starts with the defaults, saves and reads back', async () => {
      const { token } = await loginAs(ctx.app, 'cajero@mikro.mx');
      const defaults = await ctx.app.inject({ url: '/api/system/preferences', headers: bearer(token) });
      expect(defaults.json()).toEqual(DEFAULT_PREFERENCES);
      const put = await ctx.app.inject({ method: 'PUT', url: '/api/system/preferences', headers: bearer(token), payload: saved });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toEqual(saved);
      const again = await ctx.app.inject({ url: '/api/system/preferences', headers: bearer(token) });
      expect(again.json()).toEqual(saved);
    });

    it('rejects values out of range and a branch office the user may not enter', async () => {
      const { token } = await loginAs(ctx.app, 'cajero@mikro.mx');
      const outOfRange = await ctx.app.inject({
        method: 'PUT',
        url: '/api/system/preferences',
        headers: bearer(token),
        payload: { ...saved, dashboard: 5 },
      });
      expect(outOfRange.statusCode).toBe(400);
      expect(outOfRange.json().fields.map((f: { field: string }) => f.field)).toContain('dashboard');
      const foreignBranch = await ctx.app.inject({
        method: 'PUT',
        url: '/api/system/preferences',
        headers: bearer(token),
        payload: { ...saved, branchOffice: 3, cycle: 999 },
      });
      expect(foreignBranch.statusCode).toBe(400);
      expect(foreignBranch.json().fields.map((f: { field: string }) => f.field)).toEqual(['branchOffice', 'cycle']);
      // An id of 0 is refused, not taken as "no preference" (the body coerces types, and 0 once became null).
      for (const field of ['branchOffice', 'cycle', 'methodPayment', 'Bank']) {
        const zero = await ctx.app.inject({ method: 'PUT', url: '/api/system/preferences', headers: bearer(token), payload: { ...saved, [field]: 0 } });
        expect(zero.statusCode).toBe(400);
        expect(zero.json().fields.map((f: { field: string }) => f.field)).toEqual([field]);
      }
    });
  });

  describe('remotes', () => {
    it('lists the remotes for any user and lets only an admin repoint one', async () => {
      const cashier = await loginAs(ctx.app, 'cajero@mikro.mx');
      const list = await ctx.app.inject({ url: '/api/system/remotes', headers: bearer(cashier.token) });
      expect(list.statusCode).toBe(200);
      const remotes = list.json<RemoteConfig[]>();
      expect(remotes.map((r) => r.name).sort()).toEqual(
        ['mfe_academia', 'mfe_colegio', 'mfe_facturacion', 'mfe_portal', 'mfe_reportes', 'mfe_sistema', 'mfe_tienda'],
      );
      expect(remotes.find((r) => r.name === 'mfe_sistema')).toMatchObject({
        manifestUrl: '/remotes/sistema/mf-manifest.json',
        typeModule: null,
      });
      expect(remotes.find((r) => r.name === 'mfe_tienda')?.prefixes).toContain('/ventas');

      const patch = { manifestUrl: '/remotes/sistema-v2/mf-manifest.json' };
      const denied = await ctx.app.inject({ method: 'PATCH', url: '/api/system/remotes/mfe_sistema', headers: bearer(cashier.token), payload: patch });
      expect(denied.statusCode).toBe(403);

      const admin = await loginAs(ctx.app, 'admin@mikro.mx');
      const changed = await ctx.app.inject({ method: 'PATCH', url: '/api/system/remotes/mfe_sistema', headers: bearer(admin.token), payload: patch });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().manifestUrl).toBe(patch.manifestUrl);
      const missing = await ctx.app.inject({ method: 'PATCH', url: '/api/system/remotes/mfe_nada', headers: bearer(admin.token), payload: patch });
      expect(missing.statusCode).toBe(404);
      const script = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/system/remotes/mfe_sistema',
        headers: bearer(admin.token),
        payload: { manifestUrl: 'javascript:alert(1)' },
      });
      expect(script.statusCode).toBe(400);
    });
  });

  describe('catalogues', () => {
    it('lists roles, branch offices and cycles of the company', async () => {
      const { token } = await loginAs(ctx.app, 'escolar@mikro.mx');
      const roles = await ctx.app.inject({ url: '/api/system/roles', headers: bearer(token) });
      expect(roles.json().map((r: { name: string }) => r.name)).toEqual(['Desarrollador', 'Cajero', 'Control escolar', 'Contador']);
      const offices = await ctx.app.inject({ url: '/api/system/branch-offices', headers: bearer(token) });
      expect(offices.json().map((b: { name: string }) => b.name)).toEqual(['Matriz Centro', 'Sucursal Norte', 'Campus Sur']);
      const cycles = await ctx.app.inject({ url: '/api/system/cycles', headers: bearer(token) });
      // The engine's cycles carry more fields (dates, timestamps); the selects use these three.
      expect(cycles.json().map(({ id, name, isActive }: { id: number; name: string; isActive: boolean }) => ({ id, name, isActive }))).toEqual([
        { id: 1, name: '2025-2026', isActive: false },
        { id: 2, name: '2026-2027', isActive: true },
      ]);
    });
  });
});
