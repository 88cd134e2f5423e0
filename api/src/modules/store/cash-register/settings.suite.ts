// The blind close is a setting of each branch office: every cashier reads it, only a supervisor changes it.
import { describe, expect, it } from '@jest/globals';
import type { StoreRegisterSettings } from '@mikro/contracts';
import { forEachDatabase } from '../../../test-support/databases';
import { storeSession } from '../../../test-support/store';

forEachDatabase((ctx) => {
  const path = '/api/mini-store/cash-register/settings';

  describe('register settings', () => {
    it('start without a blind close, which an administrator turns on for one branch office only', async () => {
      const admin = await storeSession(ctx.app, 'admin@mikro.mx', 'Sucursal Norte');
      const cashier = await storeSession(ctx.app, 'cajero@mikro.mx', 'Sucursal Norte');
      const matriz = await storeSession(ctx.app, 'cajero@mikro.mx', 'Matriz Centro');
      expect((await cashier.send('GET', path)).json<StoreRegisterSettings>()).toEqual({ blindClose: false });

      const saved = await admin.send('PUT', path, { blindClose: true });
      expect(saved).toHaveStatus(200);
      expect(saved.json<StoreRegisterSettings>()).toEqual({ blindClose: true });
      expect((await cashier.send('GET', path)).json<StoreRegisterSettings>()).toEqual({ blindClose: true });
      expect((await matriz.send('GET', path)).json<StoreRegisterSettings>()).toEqual({ blindClose: false });

      expect(await admin.send('PUT', path, { blindClose: false })).toHaveStatus(200);
      expect((await cashier.send('GET', path)).json<StoreRegisterSettings>()).toEqual({ blindClose: false });
    });

    it('are changed by a supervisor only, and a bad body is refused naming the field', async () => {
      const admin = await storeSession(ctx.app, 'admin@mikro.mx', 'Matriz Centro');
      const cashier = await storeSession(ctx.app, 'cajero@mikro.mx', 'Matriz Centro');
      expect(await cashier.send('PUT', path, { blindClose: true })).toHaveStatus(403);
      const bad = await admin.send('PUT', path, { blindClose: 'sí' });
      expect(bad).toHaveStatus(400);
      expect(bad.body).toContain('blindClose');
      expect((await cashier.send('GET', path)).json<StoreRegisterSettings>()).toEqual({ blindClose: false });
    });
  });
});
