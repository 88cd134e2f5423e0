import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../app';
import { ACCESS_LISTENER_NAME, openDatabase, type AppDatabase } from '../db/client';
import { forEachDatabase, testConfig } from '../test-support/databases';
import { createSeededPostgresDatabase, withDatabase } from '../test-support/template-database';
import { bearer, loginAs } from '../test-support/session';
import { DEFAULT_SESSION_CACHE_TTL_MS, SessionCache } from './session-cache';

const identity = { sessionId: 'a', userId: 1, roleId: 2 };

describe('the session cache', () => {
  const live = () => {
    const cache = new SessionCache<string>(5_000);
    cache.live(true);
    return cache;
  };

  it('serves a stored context until its time is up, never past the token or session end', () => {
    const cache = live();
    cache.set('k', identity, 'ctx', cache.epoch, Number.MAX_SAFE_INTEGER, 1_000);
    expect(cache.get('k', 1_001)).toBe('ctx');
    expect(cache.get('k', 6_000)).toBeUndefined();
    cache.set('short', identity, 'ctx', cache.epoch, 1_500, 1_000);
    expect(cache.get('short', 1_499)).toBe('ctx');
    expect(cache.get('short', 1_500)).toBeUndefined();
    expect(cache.stats()).toMatchObject({ hits: 2, misses: 2 });
  });

  it('does not store a context loaded while an access change arrived', () => {
    const cache = live();
    const before = cache.epoch;
    cache.invalidate('s:zzz');
    cache.set('k', identity, 'ctx', before, Number.MAX_SAFE_INTEGER);
    expect(cache.get('k')).toBeUndefined();
  });

  it('forgets by session, user or role, and everything on any other message', () => {
    const cache = live();
    const fill = () => {
      cache.set('s1', { sessionId: 's1', userId: 1, roleId: 10 }, 'a', cache.epoch, Number.MAX_SAFE_INTEGER);
      cache.set('s2', { sessionId: 's2', userId: 2, roleId: 10 }, 'b', cache.epoch, Number.MAX_SAFE_INTEGER);
      cache.set('s3', { sessionId: 's3', userId: 3, roleId: 30 }, 'c', cache.epoch, Number.MAX_SAFE_INTEGER);
    };
    const kept = () => ['s1', 's2', 's3'].filter((key) => cache.get(key) !== undefined);
    fill();
    cache.invalidate('s:s2');
    expect(kept()).toEqual(['s1', 's3']);
    fill();
    cache.invalidate('u:3');
    expect(kept()).toEqual(['s1', 's2']);
    fill();
    cache.invalidate('r:10');
    expect(kept()).toEqual(['s3']);
    fill();
    cache.invalidate('*');
    expect(kept()).toEqual([]);
  });

  it('is bypassed while changes are not being received', () => {
    const cache = live();
    cache.set('k', identity, 'ctx', cache.epoch, Number.MAX_SAFE_INTEGER);
    cache.live(false);
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', identity, 'ctx', cache.epoch, Number.MAX_SAFE_INTEGER);
    cache.live(true);
    expect(cache.get('k')).toBeUndefined();
  });
});

interface Subject {
  token: string;
  userId: number;
  roleId: number;
  branch: string;
}

// A list guarded by its route's permission (the store catalogue is readable by every session).
const GUARDED = '/api/mini-store/clients?limit=1';

async function cashier(app: FastifyInstance): Promise<Subject> {
  const login = await loginAs(app, 'cajero@mikro.mx');
  const [branch] = login.branchOffices;
  if (!branch) throw new Error('the cashier has no branch office');
  return { token: login.token, userId: login.user.id, roleId: login.user.role.id, branch: String(branch.id) };
}

const asSubject = (app: FastifyInstance, subject: Subject, url = GUARDED) =>
  app.inject({ url, headers: { ...bearer(subject.token), 'x-branch-office': subject.branch } });

/** The role's permissions as the permission editor saves them, without the routes given. */
async function permissionsWithout(database: AppDatabase, roleId: number, urls: string[]): Promise<{ routeId: number; actions: string[] }[]> {
  const all = await rolePermissions(database, roleId);
  return all.filter((p) => !urls.includes(p.url)).map(({ routeId, actions }) => ({ routeId, actions }));
}

async function rolePermissions(database: AppDatabase, roleId: number): Promise<{ routeId: number; url: string; actions: string[] }[]> {
  const result = await database.db.execute(
    sql`SELECT rp.route_id, rt.url, array_agg(a.key ORDER BY a.key) AS keys FROM role_permissions rp
        JOIN routes rt ON rt.id = rp.route_id JOIN actions a ON a.id = rp.action_id WHERE rp.role_id = ${roleId} GROUP BY rp.route_id, rt.url`,
  );
  const { rows } = result as unknown as { rows: { route_id: number; url: string; keys: string[] }[] };
  return rows.map((row) => ({ routeId: row.route_id, url: row.url, actions: row.keys }));
}

/**
 * Polls `request` until it answers `status` or `limitMs` pass; answers the last status seen. The default limit is
 * half the cache's lifetime, so a change seen in time came by notification, not by the cached entry expiring.
 */
async function eventualStatus(status: number, request: () => Promise<{ statusCode: number }>, limitMs = DEFAULT_SESSION_CACHE_TTL_MS / 2): Promise<number> {
  const started = performance.now();
  let last = (await request()).statusCode;
  while (last !== status && performance.now() - started < limitMs) {
    await new Promise((done) => setTimeout(done, 10));
    last = (await request()).statusCode;
  }
  return last;
}

forEachDatabase((ctx) => {
  describe('a cached session on one instance', () => {
    it('is served from the cache on a repeated request', async () => {
      const subject = await cashier(ctx.app);
      expect((await asSubject(ctx.app, subject)).statusCode).toBe(200);
      const before = ctx.app.sessionCache.stats();
      expect(before.live).toBe(true);
      expect((await asSubject(ctx.app, subject)).statusCode).toBe(200);
      expect(ctx.app.sessionCache.stats().hits).toBe(before.hits + 1);
    });

    it('is refused right after its logout', async () => {
      const subject = await cashier(ctx.app);
      expect((await asSubject(ctx.app, subject)).statusCode).toBe(200);
      const logout = await ctx.app.inject({ method: 'POST', url: '/api/system/logout', headers: bearer(subject.token) });
      expect(logout.statusCode).toBeLessThan(300);
      expect((await asSubject(ctx.app, subject)).statusCode).toBe(401);
    });

    it('loses a permission as soon as the role loses it, and gets it back', async () => {
      const admin = await loginAs(ctx.app, 'admin@mikro.mx');
      const subject = await cashier(ctx.app);
      expect((await asSubject(ctx.app, subject)).statusCode).toBe(200);
      const original = await rolePermissions(ctx.database, subject.roleId);
      const save = (body: object) => ctx.app.inject({ method: 'PUT', url: `/api/system/permissions/role/${subject.roleId}`, headers: bearer(admin.token), payload: body });
      expect((await save(await permissionsWithout(ctx.database, subject.roleId, ['/clientes']))).statusCode).toBe(204);
      expect((await asSubject(ctx.app, subject)).statusCode).toBe(403);
      expect((await save(original.map(({ routeId, actions }) => ({ routeId, actions })))).statusCode).toBe(204);
      expect((await asSubject(ctx.app, subject)).statusCode).toBe(200);
    });

    it('is refused once its user is deactivated, and once a branch office is withdrawn', async () => {
      const admin = await loginAs(ctx.app, 'admin@mikro.mx');
      const subject = await cashier(ctx.app);
      expect((await asSubject(ctx.app, subject)).statusCode).toBe(200);
      const second = (await loginAs(ctx.app, 'cajero@mikro.mx')).branchOffices[1];
      expect(second).toBeDefined();
      const other = { ...subject, branch: String(second!.id) };
      expect((await asSubject(ctx.app, other)).statusCode).toBe(200);
      const patch = (body: object) => ctx.app.inject({ method: 'PATCH', url: `/api/system/users/${subject.userId}`, headers: bearer(admin.token), payload: body });
      expect((await patch({ branchOfficeIds: [Number(subject.branch)] })).statusCode).toBe(200);
      expect((await asSubject(ctx.app, other)).statusCode).toBe(403);
      expect((await asSubject(ctx.app, subject)).statusCode).toBe(200);
      expect((await patch({ isActive: false })).statusCode).toBe(200);
      expect((await asSubject(ctx.app, subject)).statusCode).toBe(401);
      expect((await patch({ isActive: true, branchOfficeIds: [Number(subject.branch), Number(other.branch)] })).statusCode).toBe(200);
    });
  });
});

// Two API instances on one PostgreSQL database (each with its own pool, listener and cache).
(process.env.DATABASE_URL ? describe : describe.skip)('two instances on one PostgreSQL', () => {
  const serverUrl = process.env.DATABASE_URL ?? '';
  let name = '';
  let url = '';
  const admin = async (text: string, target = serverUrl) => {
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    try {
      return await client.query(text);
    } finally {
      await client.end();
    }
  };
  let databaseA: AppDatabase;
  let databaseB: AppDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    name = await createSeededPostgresDatabase(serverUrl);
    url = withDatabase(serverUrl, name);
    databaseA = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
    databaseB = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
    a = await buildApp(testConfig(), databaseA);
    b = await buildApp(testConfig(), databaseB);
    await Promise.all([a.ready(), b.ready()]);
    await eventualStatus(200, async () => ({ statusCode: a.sessionCache.stats().live && b.sessionCache.stats().live ? 200 : 0 }));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await databaseA?.close();
    await databaseB?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  /** The subject's request answers 200 on B from B's cache. */
  async function cachedOnB(subject: Subject): Promise<void> {
    expect((await asSubject(b, subject)).statusCode).toBe(200);
    const hits = b.sessionCache.stats().hits;
    expect((await asSubject(b, subject)).statusCode).toBe(200);
    expect(b.sessionCache.stats().hits).toBe(hits + 1);
  }

  it('a logout on A is refused by B before its cache entry would expire', async () => {
    const subject = await cashier(a);
    await cachedOnB(subject);
    expect((await a.inject({ method: 'POST', url: '/api/system/logout', headers: bearer(subject.token) })).statusCode).toBeLessThan(300);
    expect(await eventualStatus(401, () => asSubject(b, subject))).toBe(401);
    expect((await asSubject(a, subject)).statusCode).toBe(401);
  });

  it('a permission removed on A answers 403 on B before its cache entry would expire', async () => {
    const operator = await loginAs(a, 'admin@mikro.mx');
    const subject = await cashier(a);
    await cachedOnB(subject);
    const original = await rolePermissions(databaseA, subject.roleId);
    const save = (body: object) => a.inject({ method: 'PUT', url: `/api/system/permissions/role/${subject.roleId}`, headers: bearer(operator.token), payload: body });
    expect((await save(await permissionsWithout(databaseA, subject.roleId, ['/clientes']))).statusCode).toBe(204);
    try {
      expect(await eventualStatus(403, () => asSubject(b, subject))).toBe(403);
    } finally {
      expect((await save(original.map(({ routeId, actions }) => ({ routeId, actions })))).statusCode).toBe(204);
    }
  });

  it('a user deactivated on A is refused everywhere (401)', async () => {
    const operator = await loginAs(a, 'admin@mikro.mx');
    const subject = await cashier(a);
    await cachedOnB(subject);
    expect((await asSubject(a, subject)).statusCode).toBe(200);
    const patch = (body: object) => a.inject({ method: 'PATCH', url: `/api/system/users/${subject.userId}`, headers: bearer(operator.token), payload: body });
    expect((await patch({ isActive: false })).statusCode).toBe(200);
    try {
      expect((await asSubject(a, subject)).statusCode).toBe(401);
      expect(await eventualStatus(401, () => asSubject(b, subject))).toBe(401);
    } finally {
      expect((await patch({ isActive: true })).statusCode).toBe(200);
    }
  });

  it('a session revoked by any writer (plain SQL) is refused by both', async () => {
    const subject = await cashier(a);
    await cachedOnB(subject);
    expect((await asSubject(a, subject)).statusCode).toBe(200);
    await admin(`UPDATE user_sessions SET revoked_at = now() WHERE user_id = ${subject.userId} AND revoked_at IS NULL`, url);
    expect(await eventualStatus(401, () => asSubject(b, subject))).toBe(401);
    expect(await eventualStatus(401, () => asSubject(a, subject))).toBe(401);
  });

  it('does not cache while its listener is down, and listens again', async () => {
    const subject = await cashier(a);
    await cachedOnB(subject);
    await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND application_name = '${ACCESS_LISTENER_NAME}'`);
    expect(await eventualStatus(0, async () => ({ statusCode: b.sessionCache.stats().live ? 1 : 0 }))).toBe(0);
    const hits = b.sessionCache.stats().hits;
    expect((await asSubject(b, subject)).statusCode).toBe(200);
    expect(b.sessionCache.stats().hits).toBe(hits);
    expect(await eventualStatus(1, async () => ({ statusCode: b.sessionCache.stats().live ? 1 : 0 }), 10_000)).toBe(1);
    await cachedOnB(subject);
  });
});
