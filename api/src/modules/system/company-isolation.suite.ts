// What one company's administrator can no longer reach: another company's roles and permissions, the shared
// remotes configuration; sessions that refresh once within a day and end at their absolute lifetime; login
// limits shared by every instance, per e-mail and per client address.
import { hash } from '@node-rs/argon2';
import { and, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { companies, rolePermissions, roles, userSessions, users } from '../../db/schema/index';
import { onlyRow } from '../../db/rows';
import { DEMO_PASSWORD } from '../../db/seed/index';
import { forEachDatabase, testConfig } from '../../test-support/databases';
import { bearer, loginAs } from '../../test-support/session';
import { ensureCompanyRoles } from './roles.service';
import { sessionClaimsOf } from './test-tokens';
import { ORIGIN_NOT_ALLOWED, PLATFORM_OPERATORS_ONLY } from './remotes.routes';

const SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
const ALLOWED_ORIGIN = 'https://cdn.mikro.example';

forEachDatabase(
  (ctx) => {
    let admin1: string;
    let admin2: string;
    let company2: number;
    const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, payload?: unknown) =>
      ctx.app.inject({ method, url, headers: bearer(token), payload: payload as never });

    beforeAll(async () => {
      const db = ctx.database.db;
      const company = onlyRow(await db.insert(companies).values({ name: 'Segunda Escuela', rfc: 'SES010101AAA' }).returning({ id: companies.id }));
      company2 = company.id;
      expect(await ensureCompanyRoles(db, company2)).toBe(4);
      expect(await ensureCompanyRoles(db, company2)).toBe(0);
      const developer = onlyRow(await db.select({ id: roles.id }).from(roles).where(and(eq(roles.companyId, company2), eq(roles.name, 'Desarrollador'))));
      await db.insert(users).values({ companyId: company2, name: 'Admin dos', email: 'admin@segunda.mx', passwordHash: await hash(DEMO_PASSWORD), roleId: developer.id });
      admin1 = (await loginAs(ctx.app, 'admin@mikro.mx')).token;
      admin2 = (await loginAs(ctx.app, 'admin@segunda.mx')).token;
    });

    describe('roles and permissions per company', () => {
      it('gives a new company the four seeded roles with their permissions, none of them a platform operator', async () => {
        const own = await ctx.database.db.select().from(roles).where(eq(roles.companyId, company2));
        expect(own.map((r) => r.name).sort()).toEqual(['Cajero', 'Contador', 'Control escolar', 'Desarrollador']);
        expect(own.every((r) => !r.isPlatformOperator)).toBe(true);
        const cashierRole = own.find((r) => r.name === 'Cajero')!;
        const { n } = onlyRow(await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(rolePermissions).where(eq(rolePermissions.roleId, cashierRole.id)));
        expect(n).toBeGreaterThan(5);
      });

      it('lists only the caller’s roles and refuses to rename or re-permission another company’s', async () => {
        const listed = (await call('GET', '/api/system/roles?limit=100', admin2)).json<{ id: number; companyId: number }[] | { data: { id: number }[] }>();
        const ids = (Array.isArray(listed) ? listed : listed.data).map((r) => r.id);
        expect(ids).not.toContain(1);
        expect(ids).not.toContain(2);
        expect((await call('PATCH', '/api/system/roles/1', admin2, { name: 'Cajero' })).statusCode).toBe(404);
        expect((await call('PATCH', '/api/system/roles/2', admin2, { name: 'Desarrollador' })).statusCode).toBe(404);
        expect((await call('PUT', '/api/system/permissions/role/2', admin2, [])).statusCode).toBe(404);
        expect((await call('POST', '/api/system/permissions', admin2, { roleId: 2, routeId: 1, actionId: 1 })).statusCode).toBe(400);
        const permissions = await call('POST', '/api/system/permissions/permission-role', admin2, { idRole: 2 });
        expect(permissions.statusCode).toBe(404);
        // Company 1's cashier still sells.
        const cashier = await loginAs(ctx.app, 'cajero@mikro.mx');
        expect(cashier.menu.length).toBeGreaterThan(0);
        const { n } = onlyRow(await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(rolePermissions).where(eq(rolePermissions.roleId, 2)));
        expect(n).toBeGreaterThan(5);
      });

      it('never lets an administrator grant the platform operator flag', async () => {
        const own = onlyRow(await ctx.database.db.select({ id: roles.id }).from(roles).where(and(eq(roles.companyId, company2), eq(roles.name, 'Desarrollador'))));
        const answer = await call('PATCH', `/api/system/roles/${own.id}`, admin2, { isPlatformOperator: true });
        expect(answer.statusCode).toBe(400);
        const created = await call('POST', '/api/system/roles', admin2, { name: 'Operador', isPlatformOperator: true });
        expect(created.statusCode).toBe(400);
        const row = onlyRow(await ctx.database.db.select({ flag: roles.isPlatformOperator }).from(roles).where(eq(roles.id, own.id)));
        expect(row.flag).toBe(false);
      });
    });

    describe('remotes configuration', () => {
      it('is changed only by the platform operator, towards this server or an allowed origin', async () => {
        const foreign = await call('PATCH', '/api/system/remotes/mfe_tienda', admin2, { manifestUrl: 'https://attacker.example/mf-manifest.json' });
        expect(foreign.statusCode).toBe(403);
        expect(foreign.json().message).toBe(PLATFORM_OPERATORS_ONLY);
        const attacker = await call('PATCH', '/api/system/remotes/mfe_tienda', admin1, { manifestUrl: 'https://attacker.example/mf-manifest.json' });
        expect(attacker.statusCode).toBe(400);
        expect(attacker.json().fields).toEqual([{ field: 'manifestUrl', message: ORIGIN_NOT_ALLOWED }]);
        expect((await call('PATCH', '/api/system/remotes/mfe_tienda', admin1, { manifestUrl: '//attacker.example/x.json' })).statusCode).toBe(400);
        expect((await call('PATCH', '/api/system/remotes/mfe_tienda', admin1, { manifestUrl: `${ALLOWED_ORIGIN}/tienda/mf-manifest.json` })).statusCode).toBe(200);
        expect((await call('PATCH', '/api/system/remotes/mfe_tienda', admin1, { manifestUrl: '/remotes/tienda/mf-manifest.json' })).statusCode).toBe(200);
      });
    });

    describe('route tree and actions catalogue', () => {
      it('are changed only by the platform operator: another company’s administrator gets 403 and nothing changes', async () => {
        const route = { name: 'Intrusa', parentId: null, url: '/intrusa', icon: 'FiBox', order: 1, isActive: true, showInMenu: true, actions: ['ver'] };
        const before = (await call('GET', '/api/system/route-tree', admin1)).body;
        const attempts = [
          await call('POST', '/api/system/route-tree', admin2, route),
          await call('PUT', '/api/system/route-tree/1', admin2, route),
          await call('DELETE', '/api/system/route-tree/1', admin2),
          await call('POST', '/api/system/action-catalog', admin2, { key: 'volar', name: 'Volar' }),
          await call('PATCH', '/api/system/action-catalog/1', admin2, { name: 'Mirar' }),
          await call('DELETE', '/api/system/action-catalog/1', admin2),
        ];
        for (const answer of attempts) {
          expect(answer.statusCode).toBe(403);
          expect(answer.json().message).toBe('Solo el operador de la plataforma puede cambiar el árbol de rutas y el catálogo de acciones, que comparten todas las empresas');
        }
        expect((await call('GET', '/api/system/route-tree', admin1)).body).toBe(before);
        // The platform operator still edits them.
        const created = await call('POST', '/api/system/action-catalog', admin1, { key: 'auditar', name: 'Auditar' });
        expect(created.statusCode).toBe(201);
        expect((await call('DELETE', `/api/system/action-catalog/${created.json().id}`, admin1)).statusCode).toBe(204);
      });
    });

    describe('sessions', () => {
      const refresh = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/system/refresh-token', payload: { token } });

      it('refreshes a token once: the old one is refused afterwards, the new one refreshes in turn', async () => {
        const { token } = await loginAs(ctx.app, 'contador@mikro.mx');
        const first = await refresh(token);
        expect(first.statusCode).toBe(200);
        expect((await refresh(token)).statusCode).toBe(401);
        let current = first.json().refresh_token as string;
        for (let i = 0; i < 3; i++) {
          const next = await refresh(current);
          expect(next.statusCode).toBe(200);
          current = next.json().refresh_token;
        }
        const [a, b] = await Promise.all([refresh(current), refresh(current)]);
        expect([a.statusCode, b.statusCode].sort()).toEqual([200, 401]);
      });

      it('refuses a token issued more than 24 h ago even when it has not expired', async () => {
        const { token } = await loginAs(ctx.app, 'contador@mikro.mx');
        const claims = sessionClaimsOf(token);
        const now = Math.floor(Date.now() / 1000);
        const old = await new SignJWT({ sid: claims.sid, cid: claims.cid, rid: claims.rid, gen: 0 })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(claims.sub)
          .setIssuedAt(now - 25 * 3600)
          .setExpirationTime(now + 600)
          .sign(new TextEncoder().encode(SECRET));
        expect((await refresh(old)).statusCode).toBe(401);
      });

      it('ends a session at its absolute lifetime, whatever its refreshes', async () => {
        const login = await loginAs(ctx.app, 'contador@mikro.mx');
        const claims = sessionClaimsOf(login.token);
        const session = onlyRow(await ctx.database.db.select().from(userSessions).where(eq(userSessions.id, claims.sid)));
        const lifetime = session.expiresAt.getTime() - session.createdAt.getTime();
        expect(Math.abs(lifetime - 3 * 3_600_000)).toBeLessThan(60_000);
        await ctx.database.db.update(userSessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(userSessions.id, claims.sid));
        expect((await refresh(login.token)).statusCode).toBe(401);
        expect((await ctx.app.inject({ url: '/api/system/auth/me', headers: bearer(login.token) })).statusCode).toBe(401);
      });
    });

    describe('login limits', () => {
      let second: FastifyInstance;
      beforeAll(async () => {
        second = await buildApp(testConfig(), ctx.database);
        await second.ready();
      });
      afterAll(() => second.close());
      const attempt = (app: FastifyInstance, email: string, remoteAddress: string) =>
        app.inject({ method: 'POST', url: '/api/system/auth/login', payload: { email, password: 'incorrecta' }, remoteAddress });

      // Failures are counted per e-mail and address together (another address is not held back by them), in the
      // database, so the two instances share the count.
      it('counts the failures of one e-mail from one address across instances', async () => {
        const statuses: number[] = [];
        for (let i = 0; i < 10; i++) statuses.push((await attempt(i % 2 ? second : ctx.app, 'victima@mikro.mx', '10.0.0.1')).statusCode);
        expect(statuses.every((s) => s === 401)).toBe(true);
        const limited = await attempt(second, 'victima@mikro.mx', '10.0.0.1');
        expect(limited.statusCode).toBe(429);
        expect(limited.json().message).toMatch(/Demasiados intentos/);
      });

      it('counts the failures of one client address across e-mails and instances', async () => {
        const statuses: number[] = [];
        for (let i = 0; i < 30; i++) statuses.push((await attempt(i % 2 ? second : ctx.app, `probe${i}@mikro.mx`, '10.9.9.9')).statusCode);
        expect(statuses.every((s) => s === 401)).toBe(true);
        expect((await attempt(ctx.app, 'probe-last@mikro.mx', '10.9.9.9')).statusCode).toBe(429);
        // Another address is unaffected, and a successful login does not count.
        const ok = await ctx.app.inject({ method: 'POST', url: '/api/system/auth/login', payload: { email: 'admin@mikro.mx', password: DEMO_PASSWORD }, remoteAddress: '10.9.9.10' });
        expect(ok.statusCode).toBe(200);
      });
    });
  },
  { sessionLifetimeMs: 3 * 3_600_000, remoteOrigins: [ALLOWED_ORIGIN] },
);
