import { beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { PriceListItem, Product, ProductProvider, SaleDetail, StoreAutomaticCharge } from '@mikro/contracts';
import { onlyRow } from '../../../db/rows';
import { extraChargeTypes, extraCharges, products, warehouseProviders } from '../../../db/schema/index';
import { forEachDatabase } from '../../../test-support/databases';
import { createPriceList, createProduct, storeSession, type StoreSession } from '../../../test-support/store';

forEachDatabase((ctx) => {
  let manager: StoreSession;
  const db = () => ctx.database.db;
  const put = (url: string, body: object) => manager.send('PUT', url, body);
  /** The fields a 400 named. */
  const refusedFields = async (url: string, body: object) => {
    const answer = await put(url, body);
    expect(answer).toHaveStatus(400);
    return answer.json<{ fields?: { field: string; message: string }[] }>().fields;
  };

  beforeAll(async () => {
    manager = await storeSession(ctx.app, 'admin@mikro.mx', 'Matriz Centro');
    const opened = await manager.send('POST', '/api/mini-store/cash-register', { openingAmount: '100.00' });
    expect([201, 409]).toContain(opened.statusCode);
  });

  describe('price-list items', () => {
    it('keeps price and price with IVA consistent whichever is given, and updates on a second save', async () => {
      const list = await createPriceList(db(), manager, '0');
      const taxed = await createProduct(db(), manager, { IVA: true });
      const exempt = await createProduct(db(), manager, { IVA: false, price: '20.00', priceWithIVA: '20.00' });
      const saved = await put(`/api/mini-store/price-lists/${list}/items`, {
        items: [
          { productId: taxed, priceWithIVA: '116.00' },
          { productId: exempt, price: '18.50' },
        ],
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json<PriceListItem[]>()).toMatchObject([
        { productId: taxed, price: '100.00', priceWithIVA: '116.00', priceListId: list },
        { productId: exempt, price: '18.50', priceWithIVA: '18.50' },
      ]);
      const again = await put(`/api/mini-store/price-lists/${list}/items`, { items: [{ productId: taxed, price: '50.00' }] });
      expect(again.json<PriceListItem[]>()).toMatchObject([{ productId: taxed, price: '50.00', priceWithIVA: '58.00' }]);

      const listed = await manager.send('GET', `/api/mini-store/price-list-items?filter=priceListId$$$eq$$${list}&sort=productId,ASC&join=product`);
      expect(listed).toHaveStatus(200);
      const rows = listed.json<PriceListItem[]>();
      expect(rows.map((row) => [row.productId, row.priceWithIVA])).toEqual([
        [taxed, '58.00'],
        [exempt, '18.50'],
      ]);
      expect(rows[0]?.product?.id).toBe(taxed);
      const joined = await manager.send('GET', `/api/mini-store/products/${taxed}?join=priceListItems`);
      expect(joined.json<Product>().priceListItems).toMatchObject([{ priceListId: list, priceWithIVA: '58.00' }]);
    });

    it('refuses bad input and a product of another branch office, writing nothing', async () => {
      const list = await createPriceList(db(), manager, '0');
      const productId = await createProduct(db(), manager);
      const norte = manager.login.branchOffices.find((b) => b.name === 'Sucursal Norte')!.id;
      const foreign = await createProduct(db(), manager, { branchOfficeId: norte });
      const url = `/api/mini-store/price-lists/${list}/items`;
      expect((await put(url, { items: [{ productId, price: '10', priceWithIVA: '11.60' }] })).statusCode).toBe(400);
      expect((await put(url, { items: [{ productId, price: '-1' }] })).statusCode).toBe(400);
      expect((await put(url, { items: [{ productId, price: 'diez' }] })).statusCode).toBe(400);
      expect(await refusedFields(url, { items: [] })).toEqual([{ field: 'items', message: 'Debe tener al menos un elemento' }]);
      const tooMany = Array.from({ length: 501 }, (_, index) => ({ productId: index + 1, price: '1' }));
      expect(await refusedFields(url, { items: tooMany })).toEqual([{ field: 'items', message: 'Admite como máximo 500 elementos' }]);
      expect((await put(url, { items: [{ productId, price: '1' }, { productId: foreign, price: '1' }] })).statusCode).toBe(400);
      expect((await put('/api/mini-store/price-lists/999999/items', { items: [{ productId, price: '1' }] })).statusCode).toBe(404);
      const listed = await manager.send('GET', `/api/mini-store/price-list-items?filter=priceListId$$$eq$$${list}`);
      expect(listed.json<PriceListItem[]>()).toEqual([]);
    });

    it('prices a sale from the list item when present, else the list percentage, else the base price', async () => {
      const list = await createPriceList(db(), manager, '10');
      const withItem = await createProduct(db(), manager, { priceListId: list, price: '86.21', priceWithIVA: '100.00' });
      const byPercent = await createProduct(db(), manager, { priceListId: list, price: '86.21', priceWithIVA: '100.00' });
      const noList = await createProduct(db(), manager, { price: '86.21', priceWithIVA: '100.00' });
      expect((await put(`/api/mini-store/price-lists/${list}/items`, { items: [{ productId: withItem, priceWithIVA: '75.40' }] })).statusCode).toBe(200);
      const sale = await manager.send('POST', '/api/mini-store/sales', {
        lines: [
          { productId: withItem, quantity: 2, price: '1.00' },
          { productId: byPercent, quantity: 1 },
          { productId: noList, quantity: 1 },
        ],
        payments: [{ methodId: 1, amount: '400.00' }],
      });
      expect(sale.statusCode).toBe(201);
      const body = sale.json<SaleDetail>();
      expect(body.lines.map((line) => [line.productId, line.priceWithIVA, line.price, line.total])).toEqual([
        [withItem, '75.40', '65.00', '150.80'],
        [byPercent, '110.00', '94.83', '110.00'],
        [noList, '100.00', '86.21', '100.00'],
      ]);
      expect(body.total).toBe('360.80');

      const removed = await manager.send('DELETE', `/api/mini-store/price-lists/${list}/items/${withItem}`);
      expect(removed.statusCode).toBe(204);
      const quote = await manager.send('POST', '/api/mini-store/quotations', { lines: [{ productId: withItem, quantity: 1 }] });
      expect(quote.statusCode).toBe(201);
      expect(quote.json<{ total: string }>().total).toBe('110.00');
    });
  });

  describe('product providers', () => {
    it('replaces a product’s providers and keeps its provider price in step', async () => {
      const provider = onlyRow(await db().insert(warehouseProviders).values({ companyId: manager.companyId, name: 'Proveedor de prueba' }).returning());
      const other = onlyRow(await db().insert(warehouseProviders).values({ companyId: manager.companyId, name: 'Otro proveedor' }).returning());
      const productId = await createProduct(db(), manager);
      const saved = await put(`/api/mini-store/products/${productId}/providers`, {
        providers: [
          { providerId: provider.id, cost: '41.50', providerCode: 'P-1' },
          { providerId: other.id, cost: '43' },
        ],
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json<ProductProvider[]>()).toMatchObject([
        { providerId: provider.id, cost: '41.50', providerCode: 'P-1' },
        { providerId: other.id, cost: '43.00' },
      ]);
      expect(onlyRow(await db().select().from(products).where(eq(products.id, productId))).priceProvider).toBe('41.50');
      const read = await manager.send('GET', `/api/mini-store/products/${productId}?join=miniStoreProductsProvider`);
      expect(read.json<Product>().miniStoreProductsProvider).toHaveLength(2);

      expect((await put(`/api/mini-store/products/${productId}/providers`, { providers: [{ providerId: provider.id, cost: '-3' }] })).statusCode).toBe(400);
      expect((await put(`/api/mini-store/products/${productId}/providers`, { providers: [{ providerId: 999999, cost: '3' }] })).statusCode).toBe(400);
      const cleared = await put(`/api/mini-store/products/${productId}/providers`, { providers: [] });
      expect(cleared.json()).toEqual([]);
      expect(onlyRow(await db().select().from(products).where(eq(products.id, productId))).priceProvider).toBe('0.00');
    });
  });

  describe('menu order', () => {
    it('numbers the products in the order given and refuses another branch office’s product', async () => {
      const a = await createProduct(db(), manager);
      const b = await createProduct(db(), manager);
      const c = await createProduct(db(), manager);
      const saved = await put('/api/mini-store/products/menu-order', { productIds: [c, a, b] });
      expect(saved.statusCode).toBe(200);
      const rows = await manager.send('GET', `/api/mini-store/products?filter=id$$$in$$${a},${b},${c}&sort=menuOrder,ASC`);
      expect(rows).toHaveStatus(200);
      expect(rows.json<Product[]>().map((row) => [row.id, row.menuOrder])).toEqual([
        [c, 1],
        [a, 2],
        [b, 3],
      ]);
      const norte = manager.login.branchOffices.find((x) => x.name === 'Sucursal Norte')!.id;
      const foreign = await createProduct(db(), manager, { branchOfficeId: norte });
      expect((await put('/api/mini-store/products/menu-order', { productIds: [a, foreign] })).statusCode).toBe(400);
      expect((await put('/api/mini-store/products/menu-order', { productIds: [a, a] })).statusCode).toBe(400);
      expect(await refusedFields('/api/mini-store/products/menu-order', { productIds: [] })).toEqual([{ field: 'productIds', message: 'Debe tener al menos un elemento' }]);
      const tooMany = Array.from({ length: 501 }, (_, index) => index + 1);
      expect(await refusedFields('/api/mini-store/products/menu-order', { productIds: tooMany })).toEqual([{ field: 'productIds', message: 'Admite como máximo 500 elementos' }]);
    });
  });

  describe('automatic charges of the store', () => {
    it('applies the listed automatic charges whose rules hold today to every line, and only those', async () => {
      const types = await db().select().from(extraChargeTypes).where(eq(extraChargeTypes.companyId, manager.companyId));
      const kind = (k: number) => types.find((t) => t.kind === k)!.id;
      const base = { companyId: manager.companyId, applicationForm: 2, typeApplication: 1 } as const;
      const discount = onlyRow(await db().insert(extraCharges).values({ ...base, name: 'Descuento tienda E2E', quantity: '10', operation: 'subtraction', extraChargesTypeId: kind(1) }).returning());
      const expired = onlyRow(
        await db()
          .insert(extraCharges)
          .values({ ...base, name: 'Recargo vencido', quantity: '50', operation: 'sum', endDate: '2020-01-31', extraChargesTypeId: kind(2) })
          .returning(),
      );
      const manual = onlyRow(await db().insert(extraCharges).values({ ...base, applicationForm: 1, name: 'Manual listado', quantity: '20', operation: 'sum', extraChargesTypeId: kind(2) }).returning());
      const links: number[] = [];
      for (const charge of [discount, expired, manual]) {
        const linked = await manager.send('POST', '/api/mini-store/automatic-charges', { extraChargeId: charge.id });
        expect(linked).toHaveStatus(201);
        links.push(linked.json<{ id: number }>().id);
      }
      try {
        const today = await manager.send('GET', '/api/mini-store/automatic-charges/today');
        expect(today.statusCode).toBe(200);
        expect(today.json<StoreAutomaticCharge[]>().map((c) => c.name)).toEqual(['Descuento tienda E2E']);
        const norte = await storeSession(ctx.app, 'admin@mikro.mx', 'Sucursal Norte');
        expect((await norte.send('GET', '/api/mini-store/automatic-charges/today')).json()).toEqual([]);

        const productId = await createProduct(db(), manager, { price: '86.21', priceWithIVA: '100.00' });
        const sale = await manager.send('POST', '/api/mini-store/sales', { lines: [{ productId, quantity: 2 }], payments: [{ methodId: 1, amount: '200.00' }] });
        expect(sale).toHaveStatus(201);
        const body = sale.json<SaleDetail>();
        expect(body).toMatchObject({ gross: '200.00', discounts: '20.00', total: '180.00' });
        expect(body.lines[0]?.extraCharges.map((c) => c.name)).toEqual(['Descuento tienda E2E']);
        // Sent by the client as well (the POS shows it): applied once.
        const again = await manager.send('POST', '/api/mini-store/sales', { lines: [{ productId, quantity: 1, charges: [discount.id] }], payments: [{ methodId: 1, amount: '90.00' }] });
        expect(again.json<SaleDetail>().total).toBe('90.00');
      } finally {
        for (const id of links) expect((await manager.send('DELETE', `/api/mini-store/automatic-charges/${id}`)).statusCode).toBe(200);
      }
      const productId = await createProduct(db(), manager, { price: '86.21', priceWithIVA: '100.00' });
      const plain = await manager.send('POST', '/api/mini-store/sales', { lines: [{ productId, quantity: 1 }], payments: [{ methodId: 1, amount: '100.00' }] });
      expect(plain.json<SaleDetail>().total).toBe('100.00');
    });
  });
});
