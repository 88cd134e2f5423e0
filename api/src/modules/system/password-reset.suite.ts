import { describe, expect, it } from '@jest/globals';
import type { Executor } from '../../db/client';
import { mailsTo } from '../../test-support/outbox';
import { forEachDatabase } from '../../test-support/databases';
import { bearer, loginAs } from '../../test-support/session';

/** The reset key of the newest e-mail queued to that address. */
async function keyFromOutbox(db: Executor, email: string): Promise<string> {
  const newest = (await mailsTo(db, email)).at(-1);
  if (newest === undefined) throw new Error(`no e-mail was sent to ${email}`);
  const key = /\/reset-password\/([\w-]+)/.exec(newest.text)?.[1];
  if (key === undefined) throw new Error(`the e-mail to ${email} has no reset link`);
  return key;
}

forEachDatabase(
  (ctx) => {
    describe('forgot and reset password', () => {
      it('answers the same whether or not the e-mail exists, and e-mails only real users', async () => {
        const before = await mailsTo(ctx.database.db, 'contador@mikro.mx');
        const unknown = await ctx.app.inject({ method: 'POST', url: '/api/system/auth/forgot-password', payload: { email: 'nadie@mikro.mx' } });
        expect(unknown.statusCode).toBe(202);
        expect(await mailsTo(ctx.database.db, 'nadie@mikro.mx')).toEqual([]);
        const known = await ctx.app.inject({ method: 'POST', url: '/api/system/auth/forgot-password', payload: { email: 'contador@mikro.mx' } });
        expect(known.statusCode).toBe(202);
        expect(known.json()).toEqual(unknown.json());
        const after = await mailsTo(ctx.database.db, 'contador@mikro.mx');
        expect(after).toHaveLength(before.length + 1);
        expect(after.at(-1)).toMatchObject({ kind: 'password-reset', status: 'queued', subject: 'Restablecer su contraseña de Mikro ERP' });
      });

      it('sets a new password once with the e-mailed key and ends the old sessions', async () => {
        const { token: oldToken } = await loginAs(ctx.app, 'escolar@mikro.mx');
        await ctx.app.inject({ method: 'POST', url: '/api/system/auth/forgot-password', payload: { email: 'escolar@mikro.mx' } });
        const key = await keyFromOutbox(ctx.database.db, 'escolar@mikro.mx');

        const mismatch = await ctx.app.inject({
          method: 'POST',
          url: '/api/system/auth/reset-password',
          payload: { key, password: 'Restablecida1!', passwordConfirm: 'Otra1234!' },
        });
        expect(mismatch.statusCode).toBe(400);
        expect(mismatch.json().message).toBe('Las contraseñas no coinciden');

        const reset = await ctx.app.inject({
          method: 'POST',
          url: '/api/system/auth/reset-password',
          payload: { key, password: 'Restablecida1!', passwordConfirm: 'Restablecida1!' },
        });
        expect(reset.statusCode).toBe(200);
        expect(reset.json()).toEqual({ msg: 'Contraseña actualizada' });
        expect((await ctx.app.inject({ url: '/api/system/auth/me', headers: bearer(oldToken) })).statusCode).toBe(401);
        await loginAs(ctx.app, 'escolar@mikro.mx', 'Restablecida1!');

        const reused = await ctx.app.inject({
          method: 'POST',
          url: '/api/system/auth/reset-password',
          payload: { key, password: 'OtraVez123!', passwordConfirm: 'OtraVez123!' },
        });
        expect(reused.statusCode).toBe(400);
        expect(reused.json().message).toBe('El enlace para restablecer la contraseña no es válido o ya expiró');
      });

      it('refuses an invented key', async () => {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/system/auth/reset-password',
          payload: { key: 'clave-inventada-1234567890', password: 'Inventada123!', passwordConfirm: 'Inventada123!' },
        });
        expect(response.statusCode).toBe(400);
      });
    });

    describe('menu with hidden routes', () => {
      it('carries parameterised routes flagged out of the side menu, with their permissions', async () => {
        const { menu } = await loginAs(ctx.app, 'admin@mikro.mx');
        const flat = menu.flatMap(function walk(item): typeof menu {
          return [item, ...item.children.flatMap(walk)];
        });
        const profile = flat.find((item) => item.url === '/alumnos/:idalum');
        expect(profile).toMatchObject({ showInMenu: false });
        expect(profile?.actions).toContain('ver');
        expect(flat.find((item) => item.id === 21)).toMatchObject({ url: '/', showInMenu: true });
      });
    });
  },
);
