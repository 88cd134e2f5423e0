// npm run test:abuse — the authorisation matrix generated from the OpenAPI document: every operation × every
// role of two companies (and no session at all), then the NUL / overflow / huge-body cases and malicious
// uploads. Invariants: never a 5xx, no protected operation answered without a session, and company 1's data
// (and the tables all companies share) byte-for-byte unchanged after company 2's users tried everything.
// One app and one login per user for the whole file; requests go out a few at a time (PostgreSQL when
// DATABASE_URL is set, else the embedded database). Prints its figures.
import { hash } from '@node-rs/argon2';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../../src/app';
import { onlyRow } from '../../src/db/rows';
import { branchOffices, companies, roles, userBranchOffices, users } from '../../src/db/schema/index';
import { DEMO_PASSWORD, DEMO_USERS } from '../../src/db/seed/index';
import { csvOf, multipart, xlsxOf, zipOf } from '../../src/test-support/upload-files';
import { ensureCompanyRoles } from '../../src/modules/system/roles.service';
import { createTestDatabase, databaseKinds, testConfig } from '../../src/test-support/databases';

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

// Operations a session-less caller may use (an uploaded image is fetched by an <img>, its id a random uuid;
// a self-invoicing link is opened by the customer holding the ticket; a payment provider's webhook is signed, not signed in).
const PUBLIC = /^\/api\/(health|ready|system\/auth\/(login|forgot-password|reset-password)|system\/refresh-token|files\/\{id\}|self-invoice\/(ticket|invoice|downloads|download\/\{format\})|online-payments\/webhooks\/\{provider\})$/;
const SHARED_TABLES = ['remotes', 'routes', 'actions', 'route_actions'];
// Tables without a company column whose rows belong to a company through a parent row.
const OWNED_THROUGH: Record<string, string> = {
  role_id: 'SELECT id FROM roles WHERE company_id = 1',
  user_id: 'SELECT id FROM users WHERE company_id = 1',
  branch_office_id: 'SELECT id FROM branch_offices WHERE company_id = 1',
};
// Requests in flight at once: enough to overlap database round trips, small enough for a 2-core machine.
const CONCURRENCY = 6;

/** Runs `task` over `items`, at most `limit` at a time. */
async function eachBounded<T>(items: T[], limit: number, task: (item: T) => Promise<unknown>): Promise<void> {
  // One iterator shared by the workers: each item goes to whichever worker asks next.
  const queue = items.values();
  const worker = async () => {
    for (const item of queue) await task(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

describe('abuse: authorisation matrix × two companies, hostile inputs, malicious uploads', () => {
  let app: FastifyInstance;
  let created: Awaited<ReturnType<typeof createTestDatabase>>;
  const actors: Actor[] = [];
  let operations: Operation[] = [];
  const figures = { inputs: 0, fiveHundreds: [] as string[], unauthenticated: [] as string[], changed: [] as string[], statuses: new Map<number, number>(), started: Date.now() };
  const kind = databaseKinds().at(-1)!;

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
      SELECT table_name AS name, array_agg(column_name::text) AS columns
      FROM information_schema.columns WHERE table_schema = 'public' GROUP BY table_name ORDER BY table_name`)) as unknown as { rows: { name: string; columns: string[] }[] };
    const result: Record<string, string> = {};
    for (const { name, columns } of tables.rows) {
      const ownedByCompany = columns.includes('company_id');
      const through = Object.entries(OWNED_THROUGH).find(([column]) => columns.includes(column));
      if (!ownedByCompany && !through && !SHARED_TABLES.includes(name)) continue;
      // Sessions and login counters change with every sign-in of anyone, not through another company's data.
      if (name === 'user_sessions' || name === 'login_attempts') continue;
      const where = ownedByCompany ? sql`WHERE t.company_id = 1` : through ? sql`WHERE t.${sql.identifier(through[0])} IN (${sql.raw(through[1])})` : sql``;
      const rows = (await db.execute(sql`SELECT md5(coalesce(string_agg(to_jsonb(t)::text, '|' ORDER BY to_jsonb(t)::text), '')) AS h FROM ${sql.identifier(name)} t ${where}`)) as unknown as { rows: { h: string }[] };
      result[name] = onlyRow(rows.rows).h;
    }
    return result;
  }

  beforeAll(async () => {
    created = await createTestDatabase(kind);
    app = await buildApp(testConfig({ loginRateLimit: { max: 10_000, timeWindowMs: 60_000 } }), created.database);
    await app.ready();
    const db = created.database.db;
    const company = onlyRow(await db.insert(companies).values({ name: 'Escuela Intrusa', rfc: 'EIN010101AAA' }).returning({ id: companies.id }));
    const office = onlyRow(await db.insert(branchOffices).values({ companyId: company.id, name: 'Intrusa Centro' }).returning({ id: branchOffices.id }));
    await ensureCompanyRoles(db, company.id);
    const passwordHash = await hash(DEMO_PASSWORD);
    for (const demo of DEMO_USERS) {
      const template = onlyRow(await db.select({ name: roles.name }).from(roles).where(eq(roles.id, demo.roleId)));
      const role = onlyRow(await db.select({ id: roles.id }).from(roles).where(and(eq(roles.companyId, company.id), eq(roles.name, template.name))));
      const email = demo.email.replace('@mikro.mx', '@intrusa.mx');
      const user = onlyRow(await db.insert(users).values({ companyId: company.id, name: `Intruso ${template.name}`, email, passwordHash, roleId: role.id }).returning({ id: users.id }));
      await db.insert(userBranchOffices).values({ userId: user.id, branchOfficeId: office.id });
    }
    for (const [companyId, emails] of [[1, DEMO_USERS.map((u) => u.email)], [company.id, DEMO_USERS.map((u) => u.email.replace('@mikro.mx', '@intrusa.mx'))]] as const) {
      for (const email of emails) {
        const login = await app.inject({ method: 'POST', url: '/api/system/auth/login', payload: { email, password: DEMO_PASSWORD } });
        expect({ email, status: login.statusCode }).toEqual({ email, status: 200 });
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
        `  database: ${kind}; operations in the OpenAPI document: ${operations.length}; actors: ${actors.length} users of 2 companies + no session`,
        `  inputs tried: ${figures.inputs} in ${Math.round((Date.now() - figures.started) / 1000)} s (${statuses})`,
        `  5xx: ${figures.fiveHundreds.length}${figures.fiveHundreds.length ? `\n    ${figures.fiveHundreds.slice(0, 20).join('\n    ')}` : ''}`,
        `  protected operations answered without a session: ${figures.unauthenticated.length}${figures.unauthenticated.length ? ` (${figures.unauthenticated.slice(0, 10).join(', ')})` : ''}`,
        `  company 1 or shared tables changed by company 2 (data lost or taken): ${figures.changed.length}${figures.changed.length ? ` (${figures.changed.join(', ')})` : ''}`,
        '',
      ].join('\n'),
    );
    await app?.close();
    await created?.dispose();
  });

  // Each test answers for its own requests: none of them got a 5xx (the figures keep every one for the summary).
  let fiveHundredsChecked = 0;
  afterEach(() => {
    const fresh = figures.fiveHundreds.slice(fiveHundredsChecked);
    fiveHundredsChecked = figures.fiveHundreds.length;
    expect(fresh).toEqual([]);
  });

  const urlOf = (path: string, id = '1') => path.replace(/\{[^}]+\}/g, id);
  const bodyless = (op: Operation) => op.method === 'GET' || op.method === 'DELETE';

  it('answers every operation without a session with 401 (public ones excepted), never a 5xx', async () => {
    await eachBounded(operations, CONCURRENCY, async (op) => {
      const answer = await send(null, op.method, urlOf(op.path), bodyless(op) ? undefined : {});
      if (!PUBLIC.test(op.path) && answer.statusCode !== 401) figures.unauthenticated.push(`${op.method} ${op.path} → ${answer.statusCode}`);
    });
    expect(figures.unauthenticated).toEqual([]);
  });

  it('lets company 2’s users try every operation on company 1’s ids and changes nothing of company 1 or of the shared tables', async () => {
    const before = await fingerprint();
    const tries = actors
      .filter((a) => a.company !== 1)
      .flatMap((actor) => operations.filter((op) => !op.path.endsWith('/logout')).map((op) => ({ actor, op })));
    await eachBounded(tries, CONCURRENCY, async ({ actor, op }) => {
      await send(actor, op.method, urlOf(op.path), bodyless(op) ? undefined : {});
      if (op.method === 'PATCH' || op.method === 'PUT') await send(actor, op.method, urlOf(op.path), { name: 'Tomado', isActive: false });
    });
    const after = await fingerprint();
    figures.changed = Object.keys(before).filter((table) => before[table] !== after[table]);
    expect(figures.changed).toEqual([]);
  });

  it('lets company 1’s users read every list without a 5xx', async () => {
    const reads = actors.filter((a) => a.company === 1).flatMap((actor) => operations.filter((o) => o.method === 'GET').map((op) => ({ actor, op })));
    await eachBounded(reads, CONCURRENCY, ({ actor, op }) => send(actor, 'GET', urlOf(op.path)));
  });

  it('refuses NUL characters, overflowing ids and amounts, impossible days and huge bodies with a 4xx', async () => {
    const admin = actors.find((a) => a.company !== 1 && a.label.startsWith('admin@'))!;
    const nul = 'a\u0000b';
    const hostile = operations.filter((op) => !op.path.endsWith('/logout'));
    await eachBounded(hostile, CONCURRENCY, async (op) => {
      // Hostile ids only where the path has a parameter (a path without one would repeat the same request).
      if (op.path.includes('{')) {
        for (const id of ['2147483648', '99999999999999999999', '-1', '1.5', '%00']) await send(admin, op.method === 'DELETE' ? 'GET' : op.method, urlOf(op.path, id), bodyless(op) ? undefined : {});
      }
      if (op.method === 'GET') {
        const answer = await send(admin, 'GET', `${urlOf(op.path)}?search=${encodeURIComponent(nul)}&text=${encodeURIComponent(nul)}&filter=name%7C%7C%24cont%7C%7C${encodeURIComponent(nul)}&page=2147483648&limit=99999999999`);
        expect(answer.statusCode).toBeLessThan(500);
        // Days that are not on the calendar and ids past PostgreSQL's integer in the filters of a list.
        const filters = await send(admin, 'GET', `${urlOf(op.path)}?from=2026-02-30&to=2026-13-01&date=2026-02-29&groupId=2147483648&studentId=2147483648&externalId=2147483648&activityId=2147483648&cycleId=2147483648&clientId=2147483648`);
        expect(filters.statusCode).toBeLessThan(500);
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
    });
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
        expect({ step, name, refused: answer.statusCode >= 400 && answer.statusCode < 500 }).toEqual({ step, name, refused: true });
      }
    }
  });

});
