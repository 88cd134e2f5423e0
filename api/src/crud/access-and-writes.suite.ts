// Authorisation and scoping of engine resources, and its writes: validation, duplicates, references, bulk.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { onlyRow } from '../db/rows';
import { forEachDatabase } from '../test-support/databases';
import { bearer, loginAs } from '../test-support/session';
import { seedEngineFixture, type Fixture } from './test-fixture';

forEachDatabase((ctx) => {
  let admin: { authorization: string; 'x-branch-office': string };
  let cashier: Record<string, string>;
  let fixture: Fixture;
  beforeAll(async () => {
    fixture = await seedEngineFixture(ctx.database.db);
    admin = { ...bearer((await loginAs(ctx.app, 'admin@mikro.mx')).token), 'x-branch-office': '1' };
    cashier = { ...bearer((await loginAs(ctx.app, 'cajero@mikro.mx')).token), 'x-branch-office': '1' };
  });
  const productCount = async () =>
    Number(onlyRow(((await ctx.database.db.execute(sql`SELECT count(*)::int AS n FROM products`)) as unknown as { rows: { n: number }[] }).rows).n);
  const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method, url, headers, payload });

  describe('authorisation', () => {
    it('answers 401 without a token', async () => {
      expect((await ctx.app.inject({ url: '/api/mini-store/products' })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'POST', url: '/api/school/students', payload: {} })).statusCode).toBe(401);
    });
    it("answers 403 when the role lacks the route's permission", async () => {
      expect((await ctx.app.inject({ url: '/api/school/students', headers: cashier })).statusCode).toBe(403);
      expect((await ctx.app.inject({ url: '/api/mini-store/products', headers: cashier })).statusCode).toBe(200);
      // The cashier may not delete products (no 'eliminar' on /tienda/productos).
      expect((await send('DELETE', `/api/mini-store/products/${fixture.northProductId}`, cashier)).statusCode).toBe(403);
    });
    it('lets every session read roles and cycles for the selects', async () => {
      expect((await ctx.app.inject({ url: '/api/system/cycles', headers: cashier })).statusCode).toBe(200);
      expect((await send('POST', '/api/system/cycles', cashier, { name: '2030-2031' })).statusCode).toBe(403);
    });
    it("keeps another company's rows invisible", async () => {
      const url = `/api/mini-store/products/${fixture.otherProductId}`;
      expect((await ctx.app.inject({ url, headers: admin })).statusCode).toBe(404);
      expect((await send('PATCH', url, admin, { name: 'x' })).statusCode).toBe(404);
      expect((await send('DELETE', url, admin)).statusCode).toBe(404);
      expect((await send('DELETE', `/api/mini-store/products/soft-deleted/${fixture.otherProductId}`, admin)).statusCode).toBe(404);
      const all = (await ctx.app.inject({ url: '/api/mini-store/products?include_deleted=1&fields=code', headers: admin })).json<{ code: string }[]>();
      expect(all.map((p) => p.code)).not.toContain('FX-AJENO');
      const other = (await ctx.app.inject({ url: '/api/system/campuses', headers: admin })).json<{ companyId: number }[]>();
      expect(other.every((c) => c.companyId === 1)).toBe(true);
    });
    it("keeps another branch office's rows invisible on branch-bound resources", async () => {
      const url = `/api/mini-store/products/${fixture.northProductId}`;
      expect((await ctx.app.inject({ url, headers: admin })).statusCode).toBe(404);
      expect((await ctx.app.inject({ url, headers: { ...admin, 'x-branch-office': '2' } })).statusCode).toBe(200);
      const codes = (await ctx.app.inject({ url: '/api/mini-store/products?fields=code', headers: admin })).json<{ code: string }[]>();
      expect(codes.map((p) => p.code)).not.toContain('FX-NORTE');
    });
    it('requires the branch office on branch-bound resources', async () => {
      const response = await ctx.app.inject({ url: '/api/mini-store/products', headers: bearer(admin.authorization.slice(7)) });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[0].field).toBe('X-Branch-Office');
    });
  });

  describe('writes', () => {
    it('creates with the scope from the session, never from the body', async () => {
      const response = await send('POST', '/api/mini-store/products', admin, {
        name: 'Goma blanca', code: 'W-001', price: 5.5, companyId: fixture.otherCompanyId, branchOfficeId: fixture.otherBranchId, storeClassification: { id: 1 },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ name: 'Goma blanca', price: '5.50', companyId: 1, branchOfficeId: 1, storeClassificationId: 1, objetoImp: '02' });
    });
    it('answers 400 with every field and its reason', async () => {
      const response = await send('POST', '/api/mini-store/products', admin, { code: 'W-002', price: 'caro', sat_code: '123', unknown: 1, name: 'x'.repeat(201) });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual(
        expect.arrayContaining([
          { field: 'name', message: 'Máximo 200 caracteres' },
          { field: 'price', message: 'El precio debe ser un importe mayor o igual a 0, con a lo más 2 decimales' },
          { field: 'sat_code', message: 'Debe tener 8 dígitos' },
          { field: 'unknown', message: 'Campo no permitido' },
        ]),
      );
      const missing = await send('POST', '/api/school/students', admin, { lastNameFather: 'Pérez' });
      expect(missing.json().fields).toEqual(
        expect.arrayContaining([
          { field: 'name', message: 'Este campo es requerido' },
          { field: 'enrollment', message: 'Este campo es requerido' },
        ]),
      );
    });
    it("refuses the generic RFCs as a client's own, with the RFC rule's reason", async () => {
      for (const rfc of ['XAXX010101000', 'XEXX010101000', 'MAL']) {
        const response = await send('POST', '/api/mini-store/clients', admin, { name: 'Cliente RFC', rfc });
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual([{ field: 'rfc', message: expect.stringContaining('El RFC no puede ser XEXX010101000 o XAXX010101000.') }]);
      }
      const valid = await send('POST', '/api/mini-store/clients', admin, { name: 'Cliente RFC', rfc: 'GODE561231GR8' });
      expect(valid.statusCode).toBe(201);
    });
    it('answers 409 in Spanish on a duplicate unique key, naming the field that collided', async () => {
      const response = await send('POST', '/api/mini-store/products', admin, { name: 'Otro', code: 'FX-01' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: 'Ya existe un registro con ese valor', fields: [{ field: 'code', message: 'Ya existe un registro con ese valor' }] });
      const other = (await send('POST', '/api/mini-store/products', admin, { name: 'Otro', code: 'FX-UNICO-2' })).json<{ id: number }>();
      const patched = await send('PATCH', `/api/mini-store/products/${other.id}`, admin, { code: 'FX-01' });
      expect(patched.statusCode).toBe(409);
      expect(patched.json().fields).toEqual([{ field: 'code', message: 'Ya existe un registro con ese valor' }]);
    });
    it("refuses a reference to a missing or another company's row", async () => {
      for (const id of [999_999, fixture.otherClassificationId]) {
        const response = await send('POST', '/api/mini-store/products', admin, { name: 'Ref', code: `W-REF-${id}`, storeClassificationId: id });
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual([{ field: 'storeClassificationId', message: 'El registro relacionado no existe' }]);
      }
    });
    it('lists text beyond ASCII byte for byte, paged or not', async () => {
      const name = 'Añil — niño ☕ 𝄞 "comillas" \\ fin';
      const created = (await send('POST', '/api/mini-store/classifications', admin, { name })).json<{ id: number }>();
      for (const query of [`filter=id||$eq||${created.id}`, `filter=id||$eq||${created.id}&limit=5&page=1`]) {
        const response = await ctx.app.inject({ url: `/api/mini-store/classifications?${query.replaceAll('||', '$$$$')}`, headers: admin });
        expect(response).toHaveStatus(200);
        expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.body));
        const body = response.json<{ name: string }[] | { data: { name: string }[]; total: number }>();
        // Without limit/page the list is a plain array; with them, a page with its total.
        if (query.includes('limit=')) expect(body).toMatchObject({ data: [{ name }], total: 1 });
        else expect(body).toMatchObject([{ name }]);
      }
    });
    it('patches, replaces with PUT (a complete record) and deletes', async () => {
      const created = (await send('POST', '/api/mini-store/classifications', admin, { name: 'Temporal' })).json();
      const patched = await send('PATCH', `/api/mini-store/classifications/${created.id}`, admin, { color: '#ff0000' });
      expect(patched.json()).toMatchObject({ name: 'Temporal', color: '#ff0000' });
      expect((await send('PUT', `/api/mini-store/classifications/${created.id}`, admin, { color: '#000' })).statusCode).toBe(400);
      const replaced = await send('PUT', `/api/mini-store/classifications/${created.id}`, admin, { ...patched.json(), name: 'Temporal 2' });
      expect(replaced.json()).toMatchObject({ name: 'Temporal 2', color: '#ff0000' });
      expect((await send('DELETE', `/api/mini-store/classifications/${created.id}`, admin)).statusCode).toBe(200);
      expect((await ctx.app.inject({ url: `/api/mini-store/classifications/${created.id}?include_deleted=1`, headers: admin })).statusCode).toBe(404);
    });
    it('answers 409 when deleting a row others depend on', async () => {
      const response = await send('DELETE', '/api/mini-store/classifications/1', admin);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('No se puede eliminar el registro porque otros registros dependen de él');
    });
    it('derives the employee fullName and refuses writing it', async () => {
      const created = await send('POST', '/api/fixed-assets-control/employees', admin, { branchCompanyId: 1, firstName: 'Ana', lastName: 'Ríos' });
      expect(created.json().fullName).toBe('Ana Ríos');
      const written = await send('PATCH', `/api/fixed-assets-control/employees/${created.json().id}`, admin, { fullName: 'Otra' });
      expect(written.statusCode).toBe(400);
    });
  });

  describe('bulk', () => {
    it('creates every row in one go', async () => {
      const response = await send('POST', '/api/mini-store/products/bulk', admin, { bulk: [{ name: 'B1', code: 'BULK-1' }, { name: 'B2', code: 'BULK-2' }] });
      expect(response.statusCode).toBe(201);
      expect(response.json().map((p: { code: string }) => p.code)).toEqual(['BULK-1', 'BULK-2']);
    });
    it('writes nothing when one row is invalid, naming it', async () => {
      const before = await productCount();
      const response = await send('POST', '/api/mini-store/products/bulk', admin, { bulk: [{ name: 'B3', code: 'BULK-3' }, { code: 'BULK-4' }] });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual([{ field: 'bulk.1.name', message: 'Este campo es requerido' }]);
      expect(await productCount()).toBe(before);
    });
    it('writes nothing when one row is a duplicate', async () => {
      const before = await productCount();
      const response = await send('POST', '/api/mini-store/products/bulk', admin, { bulk: [{ name: 'B5', code: 'BULK-5' }, { name: 'B6', code: 'BULK-1' }] });
      expect(response.statusCode).toBe(409);
      expect(await productCount()).toBe(before);
    });
  });
});
