// npm run test:abuse — the authorisation matrix generated from the OpenAPI document: every operation × every
// role of two companies (and no session at all), then the NUL / overflow / huge-body cases and malicious
// uploads. Invariants: never a 5xx, no protected operation answered without a session, and company 1's data
// (and the tables all companies share) byte-for-byte unchanged after company 2's users tried everything.
import { hash } from '@node-rs/argon2';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { branchOffices, companies, roles, userBranchOffices, users } from '../../src/db/schema/index';
import { DEMO_PASSWORD, DEMO_USERS } from '../../src/db/seed/index';
import { csvOf, multipart, xlsxOf, zipOf } from '../../src/modules/admin/imports/test-files';
import { ensureCompanyRoles } from '../../src/modules/system/roles.service';
import { createTestDatabase, testConfig } from '../../src/test-support/databases';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Operation {
  method: Method;
  path: string;
}
interface Actor {
  label: string;
  company: number;
  token: string | null;
  branch: number | null;
}

// Operations a session-less caller may use.
const PUBLIC = /^\/api\/(health|ready|system\/auth\/(login|forgot-password|reset-password)|system\/refresh-token)$/;
const SHARED_TABLES = ['remotes', 'routes', 'actions', 'route_actions'];

describe('abuse: authorisation matrix × two companies, hostile inputs, malicious uploads', () => {
  let app: FastifyInstance;
  let created: Awaited<ReturnType<typeof createTestDatabase>>;
  const actors: Actor[] = [];
  let operations: Operation[] = [];
  const figures = { inputs: 0, fiveHundreds: [] as string[], unauthenticated: [] as string[], statuses: new Map<number, number>() };

  const send = async (actor: Actor | null, method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) => {
    const answer = await app.inject({
      method,
      url,
      payload: payload as never,
      headers: {
        ...(actor?.token ? { authorization: `Bearer ${actor.token}` } : {}),
        ...(actor?.branch ? { 'x-branch-office': String(actor.branch) } : {}),
        ...headers,
      },
    });
    figures.inputs++;
    figures.statuses.set(answer.statusCode, (figures.statuses.get(answer.statusCode) ?? 0) + 1);
    if (answer.statusCode >= 500) figures.fiveHundreds.push(`${actor?.label ?? 'anónimo'} ${method} ${url} → ${answer.statusCode} ${answer.body.slice(0, 120)}`);
    return answer;
  };

  async function fingerprint(): Promise<Record<string, string>> {
    const db = created.database.db;
    const tables = (await db.execute(sql`
      SELECT table_name AS name, bool_or(column_name = 'company_id') AS scoped
      FROM information_schema.columns WHERE table_schema = 'public' GROUP BY table_name ORDER BY table_name`)) as unknown as { rows: { name: string; scoped: boolean }[] };
    const result: Record<string, string> = {};
    for (const { name, scoped } of tables.rows) {
      if (!scoped && !SHARED_TABLES.includes(name)) continue;
      const where = scoped ? sql`WHERE t.company_id = 1` : sql``;
      const rows = (await db.execute(sql`SELECT md5(coalesce(string_agg(to_jsonb(t)::text, '|' ORDER BY to_jsonb(t)::text), '')) AS h FROM ${sql.identifier(name)} t ${where}`)) as unknown as { rows: { h: string }[] };
      result[name] = rows.rows[0].h;
    }
    return result;
  }

  beforeAll(async () => {
    created = await createTestDatabase('pglite');
    app = await buildApp(testConfig({ loginRateLimit: { max: 10_000, timeWindowMs: 60_000 } }), created.database);
    await app.ready();
    const db = created.database.db;
    const [company] = await db.insert(companies).values({ name: 'Escuela Intrusa', rfc: 'EIN010101AAA' }).returning({ id: companies.id });
    const [office] = await db.insert(branchOffices).values({ companyId: company.id, name: 'Intrusa Centro' }).returning({ id: branchOffices.id });
    await ensureCompanyRoles(db, company.id);
    const passwordHash = await hash(DEMO_PASSWORD);
    for (const demo of DEMO_USERS) {
      const [template] = await db.select({ name: roles.name }).from(roles).where(eq(roles.id, demo.roleId));
      const [role] = await db.select({ id: roles.id }).from(roles).where(and(eq(roles.companyId, company.id), eq(roles.name, template.name)));
      const email = demo.email.replace('@mikro.mx', '@intrusa.mx');
      const [user] = await db.insert(users).values({ companyId: company.id, name: `Intruso ${template.name}`, email, passwordHash, roleId: role.id }).returning({ id: users.id });
      await db.insert(userBranchOffices).values({ userId: user.id, branchOfficeId: office.id });
    }
    for (const [companyId, emails] of [[1, DEMO_USERS.map((u) => u.email)], [company.id, DEMO_USERS.map((u) => u.email.replace('@mikro.mx', '@intrusa.mx'))]] as const) {
      for (const email of emails) {
        const login = await app.inject({ method: 'POST', url: '/api/system/auth/login', payload: { email, password: DEMO_PASSWORD } });
        expect(login.statusCode, email).toBe(200);
        const body = login.json<{ token: string; branchOffices: { id: number }[] }>();
        actors.push({ label: `${email} (empresa ${companyId})`, company: companyId, token: body.token, branch: body.branchOffices[0]?.id ?? null });
      }
    }
    const document = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => ({ method: m.toUpperCase() as Method, path })),
    );
  });

  afterAll(async () => {
    const statuses = [...figures.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(', ');
    console.log(
      [
        '',
        'test:abuse',
        `  operations in the OpenAPI document: ${operations.length}; actors: ${actors.length} users of 2 companies + no session`,
        `  inputs tried: ${figures.inputs} (${statuses})`,
        `  5xx: ${figures.fiveHundreds.length}${figures.fiveHundreds.length ? `\n    ${figures.fiveHundreds.slice(0, 20).join('\n    ')}` : ''}`,
        `  protected operations answered without a session: ${figures.unauthenticated.length}${figures.unauthenticated.length ? ` (${figures.unauthenticated.slice(0, 10).join(', ')})` : ''}`,
        '',
      ].join('\n'),
    );
    await app?.close();
    await created?.dispose();
  });

  const urlOf = (path: string, id = '1') => path.replace(/\{[^}]+\}/g, id);

  it('answers every operation without a session with 401 (public ones excepted), never a 5xx', async () => {
    for (const op of operations) {
      const answer = await send(null, op.method, urlOf(op.path), op.method === 'GET' || op.method === 'DELETE' ? undefined : {});
      if (!PUBLIC.test(op.path) && answer.statusCode !== 401) figures.unauthenticated.push(`${op.method} ${op.path} → ${answer.statusCode}`);
    }
    expect(figures.unauthenticated).toEqual([]);
  });

  it('lets company 2’s users try every operation on company 1’s ids and changes nothing of company 1 or of the shared tables', async () => {
    const before = await fingerprint();
    for (const actor of actors.filter((a) => a.company !== 1)) {
      for (const op of operations) {
        if (op.path.endsWith('/logout')) continue;
        await send(actor, op.method, urlOf(op.path), op.method === 'GET' || op.method === 'DELETE' ? undefined : {});
        if (op.method === 'PATCH' || op.method === 'PUT') await send(actor, op.method, urlOf(op.path), { name: 'Tomado', isActive: false });
      }
    }
    const after = await fingerprint();
    const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
    expect(changed).toEqual([]);
  });

  it('lets company 1’s users read every list without a 5xx', async () => {
    for (const actor of actors.filter((a) => a.company === 1)) {
      for (const op of operations.filter((o) => o.method === 'GET')) await send(actor, 'GET', urlOf(op.path));
    }
  });

  it('refuses NUL characters, overflowing ids and amounts and huge bodies with a 4xx', async () => {
    const admin = actors.find((a) => a.company !== 1 && a.label.startsWith('admin@'))!;
    const nul = 'a\u0000b';
    for (const op of operations) {
      if (op.path.endsWith('/logout')) continue;
      for (const id of ['2147483648', '99999999999999999999', '-1', '1.5', '%00']) await send(admin, op.method === 'DELETE' ? 'GET' : op.method, urlOf(op.path, id), op.method === 'GET' || op.method === 'DELETE' ? undefined : {});
      if (op.method === 'GET') {
        const answer = await send(admin, 'GET', `${urlOf(op.path)}?search=${encodeURIComponent(nul)}&text=${encodeURIComponent(nul)}&filter=name%7C%7C%24cont%7C%7C${encodeURIComponent(nul)}&page=2147483648&limit=99999999999`);
        expect(answer.statusCode).toBeLessThan(500);
      } else if (op.method !== 'DELETE') {
        await send(admin, op.method, urlOf(op.path), { name: nul, email: nul, notes: nul, reason: nul, code: nul, text: nul });
        await send(admin, op.method, urlOf(op.path), {
          productId: 2147483648,
          id: 2147483648,
          quantity: 1e20,
          amount: '999999999999999.99',
          price: '-1',
          openingAmount: '1e400',
          lines: Array.from({ length: 10 }, () => ({ productId: 1, quantity: 999_999_999_999.99 })),
        });
      }
    }
    const huge = await send(null, 'POST', '/api/system/auth/login', { email: 'x'.repeat(5 * 1024 * 1024), password: 'x' });
    expect(huge.statusCode).toBe(413);
    const login = await send(null, 'POST', '/api/system/auth/login', { email: `admin${nul}@mikro.mx`, password: 'x' });
    expect(login.statusCode).toBe(400);
  });

  it('refuses malicious uploads to the spreadsheet import with a 4xx', async () => {
    const admin = actors.find((a) => a.company === 1 && a.label.startsWith('admin@'))!;
    const files: [string, Buffer][] = [
      ['bomba.xlsx', zipOf([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(64 * 1024 * 1024, 0x20) }])],
      ['falso.xlsx', Buffer.from('esto no es un libro de Excel')],
      ['formula.csv', csvOf([['name', 'rfc'], ['=HYPERLINK("http://evil.example")', 'XAXX010101000']])],
      ['formula.xlsx', await xlsxOf([['name'], [{ formula: 'WEBSERVICE("http://evil.example")' }]])],
      ['vacio.csv', Buffer.alloc(0)],
      ['nulo.csv', Buffer.from('name\na\u0000b\n')],
    ];
    for (const [name, file] of files) {
      for (const step of ['preview', 'commit']) {
        const form = multipart(file, name);
        const answer = await send(admin, 'POST', `/api/system/imports/clients/${step}`, form.payload, form.headers);
        expect(answer.statusCode, `${step} ${name}`).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode, `${step} ${name}`).toBeLessThan(500);
      }
    }
  });

  it('never answered with a 5xx', () => {
    expect(figures.fiveHundreds).toEqual([]);
  });
});
