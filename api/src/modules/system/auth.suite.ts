import { SignJWT } from 'jose';
import { describe, expect, it } from '@jest/globals';
import { DEFAULT_PREFERENCES, type MenuItem, type MeResponse, type Preferences } from '@mikro/contracts';
import { forEachDatabase } from '../../test-support/databases';
import { bearer, loginAs } from '../../test-support/session';
import { sessionClaimsOf } from './test-tokens';

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flatten(i.children)]);

forEachDatabase((ctx) => {
  describe('health and docs', () => {
    it('reports the database in use without a token', async () => {
      const response = await ctx.app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: ctx.kind });
    });

    it('publishes the OpenAPI document', async () => {
      const response = await ctx.app.inject({ url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json().paths)).toContain('/api/system/auth/login');
    });

    it('answers unknown API routes with a JSON 404', async () => {
      const response = await ctx.app.inject({ url: '/api/nothing-here' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    });
  });

  describe('login', () => {
    it('returns the session of a valid user with only the branch offices they may enter', async () => {
      const session = await loginAs(ctx.app, 'cajero@mikro.mx');
      expect(session.token.split('.')).toHaveLength(3);
      expect(session.user).toMatchObject({ email: 'cajero@mikro.mx', role: { id: 2, name: 'Cajero' }, isPlatformOperator: false });
      expect(session.company).toMatchObject({ name: 'Colegio Mikro', rfc: 'CMI150101AB3', regime: '603', daysQuoteValid: 15 });
      expect(session.company).not.toHaveProperty('password');
      expect(session.branchOffices.map((b) => b.name)).toEqual(['Matriz Centro', 'Sucursal Norte']);
      expect(session.branchOffices[1]?.branchOfficeSettings.map((s) => s.typeModule)).toEqual([1, 2]);
      expect(session.activeCycle?.name).toBe('2026-2027');
      expect(session.cycles.map((c) => c.name)).toEqual(['2025-2026', '2026-2027']);
    });

    it('carries the defaults as preferences for a user who saved none', async () => {
      const session = await loginAs(ctx.app, 'contador@mikro.mx');
      expect(session.preferences).toEqual(DEFAULT_PREFERENCES);
    });

    it('carries the saved preferences, and those saved since on the next login and in me', async () => {
      const first = await loginAs(ctx.app, 'escolar@mikro.mx');
      const [main, campus] = first.branchOffices.map((b) => b.id);
      const saved: Preferences = { ...DEFAULT_PREFERENCES, dashboard: 2, branchOffice: campus ?? null, cycle: 1, tpv: { module: 2, isViewPayment: true } };
      const put = await ctx.app.inject({ method: 'PUT', url: '/api/system/preferences', headers: bearer(first.token), payload: saved });
      expect(put.statusCode).toBe(200);
      const second = await loginAs(ctx.app, 'escolar@mikro.mx');
      expect(second.preferences).toEqual(saved);
      const read = await ctx.app.inject({ url: '/api/system/preferences', headers: bearer(second.token) });
      expect(second.preferences).toEqual(read.json());
      const me = await ctx.app.inject({ url: '/api/system/auth/me', headers: bearer(second.token) });
      expect(me.json<MeResponse>().preferences).toEqual(saved);

      const changed: Preferences = { ...saved, branchOffice: main ?? null, dashboard: 0 };
      expect((await ctx.app.inject({ method: 'PUT', url: '/api/system/preferences', headers: bearer(second.token), payload: changed })).statusCode).toBe(200);
      expect((await loginAs(ctx.app, 'escolar@mikro.mx')).preferences).toEqual(changed);
    });

    it('declares the preferences in the login answer (the schema of the preferences route)', async () => {
      const docs = (await ctx.app.inject({ url: '/api/docs/json' })).json();
      const login = docs.paths['/api/system/auth/login'].post.responses['200'].content['application/json'].schema;
      const preferences = docs.paths['/api/system/preferences'].get.responses['200'].content['application/json'].schema;
      expect(login.required).toContain('preferences');
      expect(login.properties.preferences).toEqual(preferences);
    });

    it('rejects a wrong password and an unknown e-mail with the same message', async () => {
      for (const payload of [
        { email: 'admin@mikro.mx', password: 'incorrecta' },
        { email: 'nadie@mikro.mx', password: 'Mikro2026!' },
      ]) {
        const response = await ctx.app.inject({ method: 'POST', url: '/api/system/auth/login', payload });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Usuario o contraseña incorrectos' });
      }
    });

    it('validates the body with field errors', async () => {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/system/auth/login', payload: { email: 'a@b.mx' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual([{ field: 'password', message: 'Este campo es requerido' }]);
    });

    it('limits repeated attempts for one e-mail', async () => {
      const attempt = () =>
        ctx.app.inject({ method: 'POST', url: '/api/system/auth/login', payload: { email: 'fuerza@bruta.mx', password: 'x' } });
      for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/Demasiados intentos/);
    });
  });

  describe('session', () => {
    it('restores the session with me', async () => {
      const { token, user } = await loginAs(ctx.app, 'escolar@mikro.mx');
      const response = await ctx.app.inject({ url: '/api/system/auth/me', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      const me = response.json<MeResponse>();
      expect(me.user).toEqual(user);
      expect(me).not.toHaveProperty('token');
      expect(me.branchOffices.map((b) => b.name)).toEqual(['Matriz Centro', 'Campus Sur']);
    });

    it('requires a token', async () => {
      for (const headers of [{}, bearer('garbage'), { authorization: 'Basic abc' }]) {
        const response = await ctx.app.inject({ url: '/api/system/auth/me', headers });
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toBe('Sesión no válida o expirada');
      }
    });

    it('rejects an expired token', async () => {
      const { token } = await loginAs(ctx.app, 'contador@mikro.mx');
      const claims = sessionClaimsOf(token);
      const expired = await new SignJWT({ sid: claims.sid, cid: claims.cid, rid: claims.rid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(new TextEncoder().encode('test-secret-0123456789-abcdefghijklmnopqrstuvwxyz'));
      const response = await ctx.app.inject({ url: '/api/system/auth/me', headers: bearer(expired) });
      expect(response.statusCode).toBe(401);
      // Within the refresh window it can still be exchanged.
      const refreshed = await ctx.app.inject({ method: 'POST', url: '/api/system/refresh-token', payload: { token: expired } });
      expect(refreshed.statusCode).toBe(200);
      const me = await ctx.app.inject({ url: '/api/system/auth/me', headers: bearer(refreshed.json().refresh_token) });
      expect(me.statusCode).toBe(200);
    });

    it('refuses to refresh a token expired more than a day ago', async () => {
      const { token } = await loginAs(ctx.app, 'contador@mikro.mx');
      const claims = sessionClaimsOf(token);
      const old = Math.floor(Date.now() / 1000) - 25 * 3600;
      const stale = await new SignJWT({ sid: claims.sid, cid: claims.cid, rid: claims.rid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt(old - 900)
        .setExpirationTime(old)
        .sign(new TextEncoder().encode('test-secret-0123456789-abcdefghijklmnopqrstuvwxyz'));
      const response = await ctx.app.inject({ method: 'POST', url: '/api/system/refresh-token', payload: { token: stale } });
      expect(response.statusCode).toBe(401);
    });

    it('refreshes a live token and rejects garbage or a forged signature', async () => {
      const { token } = await loginAs(ctx.app, 'contador@mikro.mx');
      const ok = await ctx.app.inject({ method: 'POST', url: '/api/system/refresh-token', payload: { token } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().refresh_token.length).toBeGreaterThan(10);
      const [header, payload] = token.split('.');
      for (const bad of ['garbage', `${header}.${payload}.forgedsignature`]) {
        const response = await ctx.app.inject({ method: 'POST', url: '/api/system/refresh-token', payload: { token: bad } });
        expect(response.statusCode).toBe(401);
      }
    });

    it('logout revokes the session: the token and its refresh stop working', async () => {
      const { token } = await loginAs(ctx.app, 'contador@mikro.mx');
      const out = await ctx.app.inject({ method: 'POST', url: '/api/system/logout', headers: bearer(token) });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ ok: true });
      expect((await ctx.app.inject({ url: '/api/system/auth/me', headers: bearer(token) })).statusCode).toBe(401);
      const refresh = await ctx.app.inject({ method: 'POST', url: '/api/system/refresh-token', payload: { token } });
      expect(refresh.statusCode).toBe(401);
    });
  });

  describe('menu', () => {
    it('starts at item 21, the index route', async () => {
      const { menu, user } = await loginAs(ctx.app, 'admin@mikro.mx');
      expect(user.isPlatformOperator).toBe(true);
      const index = flatten(menu).find((i) => i.id === 21);
      expect(index).toMatchObject({ url: '/', name: 'Inicio', icon: 'home', level: 1, parent: null, actions: ['ver'] });
    });

    it('differs by role: a cashier sees the store, not the system', async () => {
      const admin = await loginAs(ctx.app, 'admin@mikro.mx');
      const cashier = await loginAs(ctx.app, 'cajero@mikro.mx');
      const response = await ctx.app.inject({ url: '/api/system/auth/menu', headers: bearer(cashier.token) });
      expect(response.statusCode).toBe(200);
      const cashierMenu = response.json<MenuItem[]>();
      expect(cashierMenu).toEqual(cashier.menu);
      expect(cashierMenu.map((i) => i.name)).toEqual(['Inicio', 'Tienda']);
      const cashierUrls = flatten(cashierMenu).map((i) => i.url);
      expect(cashierUrls).toContain('/ventas');
      expect(cashierUrls).not.toContain('/usuarios');
      expect(flatten(cashierMenu).find((i) => i.url === '/tienda/productos')?.actions).toEqual(['ver', 'crear', 'editar', 'exportar']);
      const adminItems = flatten(admin.menu);
      expect(admin.menu.map((i) => i.name)).toEqual(['Inicio', 'Tienda', 'Academias', 'Colegio', 'Facturación', 'Reportes', 'Sistema']);
      expect(adminItems.find((i) => i.url === '/usuarios')?.actions).toEqual(['ver', 'crear', 'editar', 'eliminar', 'exportar']);
      // Three levels: Colegio > Control escolar > Ciclos. Routes with a required parameter come flagged out of
      // the side menu; one whose parameter is optional is an entry ('/newbranch/:id?' opens the wizard empty).
      const ciclos = adminItems.find((i) => i.url === '/colegio/ctrlescolar/ciclos');
      expect(ciclos?.level).toBe(3);
      const requiresParameter = (url: string | null) => /:[^/?]+(\/|$)/.test(url ?? '');
      expect(adminItems.filter((i) => requiresParameter(i.url)).every((i) => !i.showInMenu)).toBe(true);
      expect(adminItems.find((i) => i.url === '/newbranch/:id?')?.showInMenu).toBe(true);
    });
  });

  describe('permissions', () => {
    it('forbids a cashier the users list', async () => {
      const { token } = await loginAs(ctx.app, 'cajero@mikro.mx');
      const response = await ctx.app.inject({ url: '/api/system/users', headers: bearer(token) });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('No tiene permiso para realizar esta acción');
    });

    it('returns the permissions of a role', async () => {
      const { token } = await loginAs(ctx.app, 'cajero@mikro.mx');
      const own = await ctx.app.inject({
        method: 'POST',
        url: '/api/system/permissions/permission-role',
        headers: bearer(token),
        payload: { idRole: 2 },
      });
      expect(own.statusCode).toBe(200);
      const urls = own.json().map((p: { url: string }) => p.url);
      expect(urls).toContain('/');
      expect(urls).toContain('/ventas');
      expect(urls).not.toContain('/usuarios');
      const other = await ctx.app.inject({
        method: 'POST',
        url: '/api/system/permissions/permission-role',
        headers: bearer(token),
        payload: { idRole: 1 },
      });
      expect(other.statusCode).toBe(403);
    });

    it('checks the X-Branch-Office header against the branch offices of the user', async () => {
      const { token } = await loginAs(ctx.app, 'cajero@mikro.mx');
      const allowed = await ctx.app.inject({ url: '/api/system/auth/me', headers: { ...bearer(token), 'x-branch-office': '1' } });
      expect(allowed.statusCode).toBe(200);
      for (const id of ['3', 'abc', '999']) {
        const response = await ctx.app.inject({ url: '/api/system/auth/me', headers: { ...bearer(token), 'x-branch-office': id } });
        expect(response.statusCode).toBe(403);
      }
    });
  });
},
// The pace's first delay of a minute (the product's is a second): the 11th attempt is refused however slowly
// the machine runs the first ten.
{ loginRateLimit: { max: 10, timeWindowMs: 60_000, delay: { firstMs: 60_000, maxMs: 120_000 } } });
