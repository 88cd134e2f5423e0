import { beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { Paginated, PurchaseOrderDetail, SaleDetail, StockAdjustmentResponse, StockMovement } from '@mikro/contracts';
import { onlyRow } from '../../../db/rows';
import { productProviders, products, warehouseProviders } from '../../../db/schema/index';
import { forEachDatabase } from '../../../test-support/databases';
import { createProduct, storeSession, type StoreSession } from '../../../test-support/store';
import { FORMAT_MESSAGES } from '../../../plugins/errors';

const INVALID_DAY = FORMAT_MESSAGES.date;

forEachDatabase((ctx) => {
  let manager: StoreSession;
  let providerId: number;
  const db = () => ctx.database.db;
  const stockOf = async (id: number) => Number(onlyRow(await db().select({ stock: products.stock }).from(products).where(eq(products.id, id))).stock);

  beforeAll(async () => {
    manager = await storeSession(ctx.app, 'admin@mikro.mx', 'Matriz Centro');
    const provider = onlyRow(await db().insert(warehouseProviders).values({ companyId: manager.companyId, name: 'Abarrotes del Norte' }).returning({ id: warehouseProviders.id }));
    providerId = provider.id;
  });

  describe('purchase orders', () => {
    it('goes borrador → enviada → parcialmente surtida → surtida, raising stock with kardex rows', async () => {
      const a = await createProduct(db(), manager, { stock: '2' });
      const b = await createProduct(db(), manager, { stock: '0' });
      await db().insert(productProviders).values({ companyId: manager.companyId, productId: a, providerId, cost: '12.50' });
      const created = await manager.send('POST', '/api/mini-store/purchase-orders', { providerId, lines: [{ productId: a, quantity: 10 }, { productId: b, quantity: '4', unitCost: '3.10' }] });
      expect(created.statusCode).toBe(201);
      const order = created.json<PurchaseOrderDetail>();
      expect(order).toMatchObject({ status: 'borrador', total: '137.40', provider: { name: 'Abarrotes del Norte' } });
      expect(order.lines.map((l) => l.unitCost)).toEqual(['12.50', '3.10']);

      const edited = await manager.send('PATCH', `/api/mini-store/purchase-orders/${order.id}`, { providerId, lines: [{ productId: a, quantity: 8 }, { productId: b, quantity: '4', unitCost: '3.10' }] });
      expect(edited.json<PurchaseOrderDetail>().total).toBe('112.40');
      expect((await manager.send('POST', `/api/mini-store/purchase-orders/${order.id}/receive`, {})).statusCode).toBe(409);
      expect((await manager.send('PATCH', `/api/mini-store/purchase-orders/${order.id}/status`, { status: 'enviada' })).json().status).toBe('enviada');
      expect((await manager.send('PATCH', `/api/mini-store/purchase-orders/${order.id}`, { providerId, lines: [{ productId: a, quantity: 1 }] })).statusCode).toBe(409);

      const lineA = edited.json<PurchaseOrderDetail>().lines.find((l) => l.productId === a)!;
      const partial = await manager.send('POST', `/api/mini-store/purchase-orders/${order.id}/receive`, { lines: [{ lineId: lineA.id, quantity: 5 }] });
      expect(partial.json<PurchaseOrderDetail>()).toMatchObject({ status: 'parcialmente surtida' });
      expect(await stockOf(a)).toBe(7);
      const tooMuch = await manager.send('POST', `/api/mini-store/purchase-orders/${order.id}/receive`, { lines: [{ lineId: lineA.id, quantity: 4 }] });
      expect(tooMuch.statusCode).toBe(409);
      // Named by the product and what is left, on the quantity sent (not by an internal line id).
      const productA = onlyRow(await db().select({ name: products.name }).from(products).where(eq(products.id, a)));
      const tooMuchMessage = `Se reciben más unidades de las pedidas de ${productA.name}: quedan 3 por recibir`;
      expect(tooMuch.json()).toMatchObject({ message: tooMuchMessage, fields: [{ field: 'lines.0.quantity', message: tooMuchMessage }] });
      const rest = await manager.send('POST', `/api/mini-store/purchase-orders/${order.id}/receive`, {});
      expect(rest.json<PurchaseOrderDetail>()).toMatchObject({ status: 'surtida' });
      expect(await stockOf(a)).toBe(10);
      expect(await stockOf(b)).toBe(4);

      const kardex = (await manager.send('GET', `/api/mini-store/stock/kardex/${a}`)).json<Paginated<StockMovement>>();
      expect(kardex.data.map((m) => [m.type, m.quantity, m.stockAfter, m.referenceType, m.folio])).toEqual([
        ['entrada', '3', '10', 'purchase-order', `Pedido ${order.id}`],
        ['entrada', '5', '7', 'purchase-order', `Pedido ${order.id}`],
      ]);
      const list = (await manager.send('GET', '/api/mini-store/purchase-orders?status=surtida')).json<Paginated<PurchaseOrderDetail>>();
      expect(list.data.map((o) => o.id)).toContain(order.id);
      expect((await manager.send('PATCH', `/api/mini-store/purchase-orders/${order.id}/status`, { status: 'cancelada' })).statusCode).toBe(409);
    });

    it('refuses an order without provider or lines, with a repeated product or with a day not on the calendar', async () => {
      expect((await manager.send('POST', '/api/mini-store/purchase-orders', { lines: [] })).statusCode).toBe(400);
      expect((await manager.send('POST', '/api/mini-store/purchase-orders', { providerId, lines: [] })).statusCode).toBe(400);
      expect((await manager.send('POST', '/api/mini-store/purchase-orders', { providerId: 999999, lines: [{ productId: 1, quantity: 1 }] })).statusCode).toBe(400);
      const productId = await createProduct(db(), manager);
      const repeated = await manager.send('POST', '/api/mini-store/purchase-orders', { providerId, lines: [{ productId, quantity: 1 }, { productId, quantity: 2 }] });
      expect(repeated).toHaveStatus(400);
      expect(repeated.json().fields).toEqual([{ field: 'lines.1.productId', message: 'Repetido' }]);
      const lateFebruary = await manager.send('POST', '/api/mini-store/purchase-orders', { providerId, lines: [{ productId, quantity: 1 }], expectedDate: '2026-02-30' });
      expect(lateFebruary).toHaveStatus(400);
      expect(lateFebruary.json().fields).toEqual([{ field: 'expectedDate', message: INVALID_DAY }]);
    });
  });

  describe('stock adjustments', () => {
    it('names in the kardex the sale that took the stock by its folio, and no document for an adjustment', async () => {
      const productId = await createProduct(db(), manager, { stock: '0' });
      expect((await manager.send('POST', '/api/mini-store/stock/adjustments', { productId, delta: '5', reason: 'Conteo' })).statusCode).toBe(201);
      const opened = await manager.send('POST', '/api/mini-store/cash-register', { openingAmount: '0.00' });
      expect(opened.statusCode).toBe(201);
      const sale = await manager.send('POST', '/api/mini-store/sales', { lines: [{ productId, quantity: 2 }], payments: [{ methodId: 1, amount: '200.00' }] });
      expect(sale.statusCode).toBe(201);
      const { serie, folio } = sale.json<SaleDetail>();
      const kardex = (await manager.send('GET', `/api/mini-store/stock/kardex/${productId}`)).json<Paginated<StockMovement>>();
      expect(kardex.data.map((m) => [m.type, m.quantity, m.folio])).toEqual([
        ['venta', '-2', `${serie}-${folio}`],
        ['ajuste', '5', null],
      ]);
    });

    it('sets or moves stock with a reason, never below zero, each change in the kardex', async () => {
      const productId = await createProduct(db(), manager, { stock: '5' });
      const set = await manager.send('POST', '/api/mini-store/stock/adjustments', { productId, newStock: '12.5', reason: 'Inventario físico' });
      expect(set.statusCode).toBe(201);
      expect(set.json<StockAdjustmentResponse>()).toMatchObject({ stock: '12.5', movement: { type: 'ajuste', quantity: '7.5', reason: 'Inventario físico' } });
      const down = await manager.send('POST', '/api/mini-store/stock/adjustments', { productId, delta: -2, reason: 'Merma' });
      expect(down.json<StockAdjustmentResponse>()).toMatchObject({ stock: '10.5', movement: { quantity: '-2' } });
      expect((await manager.send('POST', '/api/mini-store/stock/adjustments', { productId, delta: -11, reason: 'Merma' })).statusCode).toBe(409);
      expect((await manager.send('POST', '/api/mini-store/stock/adjustments', { productId, delta: 1 })).statusCode).toBe(400);
      expect((await manager.send('POST', '/api/mini-store/stock/adjustments', { productId, delta: 1, newStock: 2, reason: 'x' })).statusCode).toBe(400);
      for (const newStock of [-1, '-1']) {
        const negative = await manager.send('POST', '/api/mini-store/stock/adjustments', { productId, newStock, reason: 'x' });
        expect(negative).toHaveStatus(400);
        expect(negative.json().fields).toEqual([{ field: 'newStock', message: 'No puede ser negativo' }]);
      }
      expect(await stockOf(productId)).toBe(10.5);
      const kardex = (await manager.send('GET', `/api/mini-store/stock/kardex/${productId}?limit=1&page=2`)).json<Paginated<StockMovement>>();
      expect(kardex).toMatchObject({ total: 2, page: 2, pageCount: 2, data: [{ quantity: '7.5', stockAfter: '12.5' }] });
    });
  });
});
