// Cross-cutting request rules: NUL characters refused on every route, liveness vs readiness, error logs without
// query parameters or values.
import { describe, expect, it } from '@jest/globals';
import { forEachDatabase } from '../test-support/databases';
import { bearer, loginAs } from '../test-support/session';
import { isDatabaseUnavailable, MESSAGES, redactError } from './errors';
import { MAX_INT } from '../schemas';
import { boundIntegers, findNonFinite, findNul } from './input-guard';
import { redactUrl } from './logging';

describe('NUL characters', () => {
  it('finds them in nested strings and keys', () => {
    expect(findNul({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe('a.1.c');
    expect(findNul({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(findNul({ a: 'fine', n: 3 })).toBeNull();
    expect(findNonFinite({ lines: [{ quantity: 2 }, { quantity: Number.POSITIVE_INFINITY }] })).toBe('lines.1.quantity');
    expect(findNonFinite({ a: Number.NaN })).toBe('a');
    expect(findNonFinite({ a: 1e308, b: '-Infinity' })).toBeNull();
  });
});

describe('integer bounds', () => {
  it('bound every integer of a request schema to PostgreSQL’s integer, keeping narrower bounds and values', () => {
    const shared = { type: 'integer', minimum: 1 };
    const schema = { type: 'object', properties: { id: shared, default: { type: 'integer' }, day: { type: 'integer', minimum: 1, maximum: 31, default: 1 }, ids: { type: 'array', items: { type: ['integer', 'null'] } } } };
    const bounded = boundIntegers(schema);
    expect(bounded.properties.id).toEqual({ type: 'integer', minimum: 1, maximum: MAX_INT });
    expect(bounded.properties.default).toEqual({ type: 'integer', minimum: -MAX_INT - 1, maximum: MAX_INT });
    expect(bounded.properties.day).toEqual({ type: 'integer', minimum: 1, maximum: 31, default: 1 });
    expect(bounded.properties.ids.items).toMatchObject({ maximum: MAX_INT });
    expect(shared).toEqual({ type: 'integer', minimum: 1 });
  });
});

describe('error logs', () => {
  it('drop the bound parameters of a failed query and the detail of the driver error', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505', detail: 'Key (email)=(a@b.mx) already exists.' });
    const wrapped = Object.assign(new Error('Failed query: insert into users (password_hash) values ($1)\nparams: $argon2id$v=19$secret'), { cause });
    const logged = JSON.stringify(redactError(wrapped));
    expect(logged).not.toContain('argon2id');
    expect(logged).not.toContain('a@b.mx');
    expect(logged).toContain('insert into users');
    expect(logged).toContain('23505');
  });

  it('keep only the names of query parameters in request urls', () => {
    expect(redactUrl('/api/x?search=ana%20lopez&page=2')).toBe('/api/x?search=[redacted]&page=[redacted]');
    expect(redactUrl('/api/x')).toBe('/api/x');
    expect(redactUrl('/reset-password/3f9a0c7e-key')).toBe('/reset-password/[redacted]');
  });

  it('recognise a lost connection through drizzle’s wrapper', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('Failed query'), { cause: new Error('Connection terminated unexpectedly') }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    // How PostgreSQL refuses a new connection: FATAL, whatever the code (not accepting connections, authentication).
    for (const code of ['55000', '28P01', '3D000']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('refused'), { code, severity: 'FATAL' }) }))).toBe(true);
    }
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '55000', severity: 'ERROR' }))).toBe(false);
  });
});

forEachDatabase((ctx) => {
  it("sends helmet's security headers on every answer, an error or a list alike", async () => {
    const admin = await loginAs(ctx.app, 'admin@mikro.mx');
    const answers = [
      await ctx.app.inject({ url: '/api/health' }),
      await ctx.app.inject({ url: '/api/mini-store/products' }),
      await ctx.app.inject({ url: '/api/mini-store/products?limit=2&page=1', headers: { ...bearer(admin.token), 'x-branch-office': '1' } }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 200]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'strict-transport-security': expect.stringContaining('max-age='),
      });
      expect(answer.headers['x-powered-by']).toBeUndefined();
      expect(answer.headers['content-security-policy']).toBeUndefined();
    }
  });

  it('refuses a NUL character with 400 naming the field on public, engine and module routes', async () => {
    const login = await ctx.app.inject({ method: 'POST', url: '/api/system/auth/login', payload: { email: 'admin\u0000@mikro.mx', password: 'x' } });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ fields: [{ field: 'email', message: MESSAGES.nulCharacter }] });

    const admin = await loginAs(ctx.app, 'admin@mikro.mx');
    const [branch] = admin.branchOffices;
    expect(branch).toBeDefined();
    const headers = { ...bearer(admin.token), 'x-branch-office': String(branch!.id) };
    const urls = [
      '/api/system/routes/fathers?text=a%00b',
      '/api/mini-store/classifications?filter=name%7C%7C%24cont%7C%7Ca%00',
      '/api/mini-store/classifications?or=name%7C%7C%24eq%7C%7C%00',
    ];
    for (const url of urls) {
      const answer = await ctx.app.inject({ method: 'GET', url, headers });
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 400 });
      expect(answer.json().message).toBe(MESSAGES.invalidData);
    }
    const created = await ctx.app.inject({ method: 'POST', url: '/api/system/users/store', headers, payload: { name: 'Ana\u0000', email: 'ana@mikro.mx', password: 'Mikro2026!', roleId: 2 } });
    expect(created.statusCode).toBe(400);
    expect(created.json().fields[0].field).toBe('name');
  });

  it('answers an id past PostgreSQL’s integer with 400 from the schema on every module, and says so in the OpenAPI document', async () => {
    const admin = await loginAs(ctx.app, 'admin@mikro.mx');
    const [branch] = admin.branchOffices;
    expect(branch).toBeDefined();
    const headers = { ...bearer(admin.token), 'x-branch-office': String(branch!.id) };
    for (const url of ['/api/system/route-tree/2147483648', '/api/mini-store/products/2147483648', '/api/system/users/2147483648']) {
      const answer = await ctx.app.inject({ method: url.includes('route-tree') ? 'DELETE' : 'GET', url, headers });
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 400 });
    }
    const document = ctx.app.swagger() as { paths: Record<string, Record<string, { parameters?: { in: string; schema?: { type?: string; maximum?: number } }[] }>> };
    const unbounded = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, op]) =>
        (op.parameters ?? []).filter((p) => p.schema?.type === 'integer' && !(typeof p.schema.maximum === 'number' && p.schema.maximum <= MAX_INT)).map(() => `${method} ${path}`),
      ),
    );
    expect(unbounded).toEqual([]);
  });

  it('refuses a quantity of "Infinity", "-Infinity" or 1e400 with 400 naming it, never a 500', async () => {
    const admin = await loginAs(ctx.app, 'admin@mikro.mx');
    const headers = { ...bearer(admin.token), 'x-branch-office': String(admin.branchOffices[0]!.id), 'content-type': 'application/json' };
    const sale = (quantity: string) => `{"lines":[{"productId":1,"quantity":${quantity}}],"payments":[{"methodId":1,"amount":"10.00"}]}`;
    for (const quantity of ['"Infinity"', '"-Infinity"', '"1e400"', '1e400']) {
      const answer = await ctx.app.inject({ method: 'POST', url: '/api/mini-store/sales', headers, payload: sale(quantity) });
      expect({ quantity, status: answer.statusCode, fields: answer.json().fields }).toEqual({ quantity, status: 400, fields: [{ field: 'lines.0.quantity', message: expect.any(String) }] });
    }
  });

  it('answers liveness without the database and readiness with it', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok', database: ctx.kind });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ready', database: ctx.kind });
  });
});
