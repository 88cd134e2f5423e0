import { beforeAll, describe, expect, it } from '@jest/globals';
import type { BulkUpdatePreview, LoginResponse } from '@mikro/contracts';
import { forEachDatabase } from '../../../test-support/databases';
import { bearer, loginAs } from '../../../test-support/session';
import { multipart, xlsxOf } from '../../../test-support/upload-files';

forEachDatabase((ctx) => {
  let admin: LoginResponse;
  let cashier: LoginResponse;
  beforeAll(async () => {
    admin = await loginAs(ctx.app, 'admin@mikro.mx');
    cashier = await loginAs(ctx.app, 'cajero@mikro.mx');
  });
  const headers = (user: LoginResponse) => {
    const [branch] = user.branchOffices;
    if (!branch) throw new Error(`${user.user.email} has no branch office`);
    return { ...bearer(user.token), 'x-branch-office': String(branch.id) };
  };
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, user = admin) => ctx.app.inject({ method, url, payload: payload as never, headers: headers(user) });
  const aProduct = async (code: string, priceWithIVA: string, IVA = true) => {
    const price = IVA ? undefined : priceWithIVA;
    const response = await call('POST', '/api/mini-store/products', { code, name: `Producto ${code}`, priceWithIVA, price: price ?? (Number(priceWithIVA) / 1.16).toFixed(2), IVA });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number }>().id;
  };
  const product = async (id: number) => (await call('GET', `/api/mini-store/products/${id}`)).json<{ price: string; priceWithIVA: string }>();

  describe('bulk price update', () => {
    it('previews +10% keeping the shelf price and its IVA split consistent, then applies it', async () => {
      const withIva = await aProduct('BU-1', '116.00');
      const withoutIva = await aProduct('BU-2', '50.00', false);
      const preview = await call('POST', '/api/system/bulk-update/preview', { target: 'products', percentage: '10', ids: [withIva, withoutIva] });
      expect(preview.statusCode).toBe(200);
      const { changes } = preview.json<BulkUpdatePreview>();
      expect(changes).toEqual([
        { id: withIva, code: 'BU-1', name: 'Producto BU-1', oldPrice: '100.00', newPrice: '110.00', oldPriceWithIva: '116.00', newPriceWithIva: '127.60' },
        { id: withoutIva, code: 'BU-2', name: 'Producto BU-2', oldPrice: '50.00', newPrice: '55.00', oldPriceWithIva: '50.00', newPriceWithIva: '55.00' },
      ]);
      // Nothing is written by a preview.
      expect((await product(withIva)).priceWithIVA).toBe('116.00');

      const applied = await call('POST', '/api/system/bulk-update/apply', { target: 'products', changes });
      expect(applied.json()).toEqual({ target: 'products', updated: 2 });
      expect(await product(withIva)).toMatchObject({ price: '110.00', priceWithIVA: '127.60' });
      expect(await product(withoutIva)).toMatchObject({ price: '55.00', priceWithIVA: '55.00' });
    });

    it('applies all changes or none: a price changed since the preview refuses the batch', async () => {
      const first = await aProduct('BU-3', '10.00');
      const second = await aProduct('BU-4', '20.00');
      const { changes } = (await call('POST', '/api/system/bulk-update/preview', { target: 'products', percentage: '-50', ids: [first, second] })).json<BulkUpdatePreview>();
      const stale = changes.map((c) => (c.id === second ? { ...c, oldPrice: '1.00' } : c));
      const refused = await call('POST', '/api/system/bulk-update/apply', { target: 'products', changes: stale });
      expect(refused.statusCode).toBe(409);
      expect((await product(first)).priceWithIVA).toBe('10.00');

      const inconsistent = changes.map((c) => ({ ...c, newPriceWithIva: '999.00' }));
      expect((await call('POST', '/api/system/bulk-update/apply', { target: 'products', changes: inconsistent })).statusCode).toBe(400);
      expect((await product(first)).priceWithIVA).toBe('10.00');
    });

    it('reads new prices by product code from a spreadsheet, naming the rows it cannot use', async () => {
      await aProduct('BU-5', '30.00');
      const file = await xlsxOf([
        ['Código', 'Precio con IVA'],
        ['BU-5', 34.8],
        ['NO-EXISTE', 10],
        ['BU-5', 'abc'],
      ]);
      const form = multipart(file, 'precios.xlsx');
      const response = await ctx.app.inject({ method: 'POST', url: '/api/system/bulk-update/products/preview-file', payload: form.payload, headers: { ...headers(admin), ...form.headers } });
      const preview = response.json<BulkUpdatePreview>();
      expect(preview.changes).toEqual([expect.objectContaining({ code: 'BU-5', oldPriceWithIva: '30.00', newPriceWithIva: '34.80', newPrice: '30.00' })]);
      expect(preview.errors).toEqual([
        { row: 3, field: 'code', message: 'No existe un producto con ese código en esta sucursal' },
        { row: 4, field: 'code', message: 'Código repetido (fila 2)' },
        { row: 4, field: 'price', message: 'El precio debe ser un número mayor o igual a 0' },
      ]);
    });

    it('raises school concept fees by percentage', async () => {
      const created = await call('POST', '/api/school/concepts', { name: 'Colegiatura BU', price: '2500.00' });
      expect(created.statusCode).toBe(201);
      const id = created.json<{ id: number }>().id;
      const { changes } = (await call('POST', '/api/system/bulk-update/preview', { target: 'school-concepts', percentage: '4.5', ids: [id] })).json<BulkUpdatePreview>();
      expect(changes).toEqual([{ id, code: String(id), name: 'Colegiatura BU', oldPrice: '2500.00', newPrice: '2612.50', oldPriceWithIva: null, newPriceWithIva: null }]);
      expect((await call('POST', '/api/system/bulk-update/apply', { target: 'school-concepts', changes })).statusCode).toBe(200);
      expect((await call('GET', `/api/school/concepts/${id}`)).json<{ price: string }>().price).toBe('2612.50');
    });

    it('refuses a bad percentage and a role without /update', async () => {
      const bad = await call('POST', '/api/system/bulk-update/preview', { target: 'products', percentage: '-100' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ fields: unknown[] }>().fields).toEqual([{ field: 'percentage', message: 'Indique un porcentaje mayor a -100 con hasta 2 decimales' }]);
      expect((await call('POST', '/api/system/bulk-update/preview', { target: 'products', percentage: '5' }, cashier)).statusCode).toBe(403);
    });
  });
});
