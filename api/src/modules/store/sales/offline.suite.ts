// Sales made by the point of sale without a connection, as the server records them when they arrive
// (docs/offline-pos.md): once per key, with their provisional number and time, and flagged — never refused — when
// the shop changed meanwhile.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type { CashReport, Paginated, Sale, SaleDetail, SaleTicket } from '@mikro/contracts';
import { MAX_MONEY } from '@mikro/domain';
import { onlyRow } from '../../../db/rows';
import { clients, products, stockMovements } from '../../../db/schema/index';
import { forEachDatabase } from '../../../test-support/databases';
import { createProduct, storeSession, type StoreSession } from '../../../test-support/store';

const DEVICE = 'TESTDEV01';

forEachDatabase((ctx) => {
  let cashier: StoreSession;
  let supervisor: StoreSession;
  let registerId: number;
  let counter = 0;
  const db = () => ctx.database.db;

  /** An offline sale as the device sends it, with the next provisional number unless told. */
  const offlineSale = (body: Record<string, unknown>, offline: { total: string; number?: number; cashRegisterId?: number; soldAt?: string }) => ({
    ...body,
    offline: { cashRegisterId: offline.cashRegisterId ?? registerId, deviceId: DEVICE, number: offline.number ?? ++counter, soldAt: offline.soldAt ?? '2026-03-10T10:15:00.000Z', total: offline.total },
  });
  const send = (session: StoreSession, body: object, key = randomUUID()) => session.send('POST', '/api/mini-store/sales', body, { 'idempotency-key': key });

  beforeAll(async () => {
    cashier = await storeSession(ctx.app, 'cajero@mikro.mx', 'Matriz Centro');
    supervisor = await storeSession(ctx.app, 'admin@mikro.mx', 'Matriz Centro');
    const opened = await cashier.send('POST', '/api/mini-store/cash-register', { openingAmount: '500.00' });
    expect(opened.statusCode).toBe(201);
    registerId = opened.json().id;
  });

  it('keeps an offline sale once, with its provisional number and time, in the history, the register and the ticket', async () => {
    const productId = await createProduct(db(), cashier, { stock: '10', priceWithIVA: '25.00', price: '21.55' });
    const body = offlineSale({ lines: [{ productId, quantity: 2 }], payments: [{ methodId: 1, amount: '100' }] }, { total: '50.00', soldAt: '2026-03-10T10:15:00.000Z' });
    const key = randomUUID();
    const first = await send(cashier, body, key);
    expect(first.statusCode).toBe(201);
    const sale = first.json<SaleDetail>();
    expect(sale.offline).toEqual({
      cashRegisterId: registerId,
      deviceId: DEVICE,
      number: counter,
      provisional: `C${registerId}-${DEVICE}-${String(counter).padStart(4, '0')}`,
      soldAt: '2026-03-10T10:15:00.000Z',
      reviewReason: null,
      reviewedAt: null,
    });
    expect({ change: sale.change, status: sale.status, folio: sale.folio > 0 }).toEqual({ change: '50.00', status: 'pagada', folio: true });

    // The device sends it again (it never heard the answer): the same sale, not a second one.
    const again = await send(cashier, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json<SaleDetail>().id).toBe(sale.id);
    expect(onlyRow(await db().select({ stock: products.stock }).from(products).where(eq(products.id, productId))).stock).toBe('8.000');

    const history = (await cashier.send('GET', '/api/mini-store/sales?offline=true&limit=100')).json<Paginated<Sale>>();
    expect(history.data.filter((row) => row.id === sale.id)).toHaveLength(1);
    expect(history.data.every((row) => row.offline !== null)).toBe(true);
    const online = (await cashier.send('GET', '/api/mini-store/sales?offline=false&limit=100')).json<Paginated<Sale>>();
    expect(online.data.some((row) => row.id === sale.id)).toBe(false);

    const ticket = (await cashier.send('GET', `/api/mini-store/sales/${sale.id}/ticket`)).json<SaleTicket>();
    expect({ folio: ticket.folio, provisional: ticket.provisional, createdAt: ticket.createdAt }).toEqual({
      folio: sale.folio,
      provisional: sale.offline!.provisional,
      createdAt: '2026-03-10T10:15:00.000Z',
    });
    const report = (await cashier.send('GET', '/api/mini-store/cash-register/cash-report')).json<CashReport>();
    expect(report.offlineSalesCount).toBeGreaterThanOrEqual(1);
  });

  it('answers the first sale when an online attempt that lost its answer comes back queued offline with its key', async () => {
    const productId = await createProduct(db(), cashier, { stock: '10', priceWithIVA: '10.00', price: '8.62' });
    const online = { lines: [{ productId, quantity: 1 }], payments: [{ methodId: 1, amount: '10' }] };
    const key = randomUUID();
    const first = await send(cashier, online, key);
    expect(first.statusCode).toBe(201);
    const queued = await send(cashier, offlineSale(online, { total: '10.00' }), key);
    expect({ status: queued.statusCode, id: queued.json<SaleDetail>().id, offline: queued.json<SaleDetail>().offline }).toEqual({ status: 201, id: first.json<SaleDetail>().id, offline: null });
    expect(onlyRow(await db().select({ stock: products.stock }).from(products).where(eq(products.id, productId))).stock).toBe('9.000');
  });

  it('never takes one provisional number for two sales', async () => {
    const productId = await createProduct(db(), cashier, { stock: '10', priceWithIVA: '10.00', price: '8.62' });
    const number = ++counter;
    const body = (quantity: number) => offlineSale({ lines: [{ productId, quantity }], payments: [{ methodId: 1, amount: String(10 * quantity) }] }, { total: String(10 * quantity), number });
    expect((await send(cashier, body(1))).statusCode).toBe(201);
    const reused = await send(cashier, body(2));
    expect({ status: reused.statusCode, message: reused.json().message }).toEqual({
      status: 422,
      message: `El número provisional C${registerId}-${DEVICE}-${String(number).padStart(4, '0')} ya se registró con otra venta`,
    });
    expect(onlyRow(await db().select({ stock: products.stock }).from(products).where(eq(products.id, productId))).stock).toBe('9.000');
  });

  it('lets stock go below zero only through an offline sale, which is flagged and in the kardex', async () => {
    const productId = await createProduct(db(), cashier, { stock: '1', priceWithIVA: '10.00', price: '8.62' });
    const lines = [{ productId, quantity: 3 }];
    const online = await send(cashier, { lines, payments: [{ methodId: 1, amount: '30' }] });
    expect(online.statusCode).toBe(409);
    const sold = await send(cashier, offlineSale({ lines, payments: [{ methodId: 1, amount: '30' }] }, { total: '30.00' }));
    expect(sold.statusCode).toBe(201);
    const sale = sold.json<SaleDetail>();
    const name = sale.lines[0]!.productName;
    expect(sale.offline?.reviewReason).toBe(`Existencia insuficiente de «${name}»: quedó en -2`);
    const kardex = await db().select().from(stockMovements).where(and(eq(stockMovements.productId, productId), eq(stockMovements.referenceId, sale.id)));
    expect(kardex.map((row) => ({ quantity: row.quantity, stockAfter: row.stockAfter, reason: row.reason }))).toEqual([{ quantity: '-3.000', stockAfter: '-2.000', reason: 'Venta sin conexión' }]);
    // Online, nothing more of it can be sold while it is below zero.
    expect((await send(cashier, { lines: [{ productId, quantity: 1 }], payments: [{ methodId: 1, amount: '10' }] })).statusCode).toBe(409);
  });

  it('records a sale of a product deleted meanwhile, flagged for a supervisor who reviews it', async () => {
    const productId = await createProduct(db(), cashier, { stock: '5', priceWithIVA: '12.00', price: '10.34' });
    await db().update(products).set({ deletedAt: new Date() }).where(eq(products.id, productId));
    const lines = [{ productId, quantity: 1 }];
    expect((await send(cashier, { lines, payments: [{ methodId: 4, amount: '12', bankId: 1 }] })).statusCode).toBe(400);
    const sold = await send(cashier, offlineSale({ lines, payments: [{ methodId: 4, amount: '12', bankId: 1 }] }, { total: '12.00' }));
    expect(sold.statusCode).toBe(201);
    const sale = sold.json<SaleDetail>();
    expect(sale.offline?.reviewReason).toBe(`El producto «${sale.lines[0]!.productName}» se eliminó del catálogo antes de recibir la venta`);

    const pending = (await supervisor.send('GET', '/api/mini-store/sales?review=pendiente&limit=100')).json<Paginated<Sale>>();
    expect(pending.data.map((row) => row.id)).toContain(sale.id);
    expect((await cashier.send('POST', `/api/mini-store/sales/${sale.id}/review`, {})).statusCode).toBe(403);
    const reviewed = await supervisor.send('POST', `/api/mini-store/sales/${sale.id}/review`, { notes: 'Se dio de baja por error' });
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json<SaleDetail>().offline?.reviewedAt).not.toBeNull();
    expect((await supervisor.send('POST', `/api/mini-store/sales/${sale.id}/review`, {})).statusCode).toBe(409);
    const after = (await supervisor.send('GET', '/api/mini-store/sales?review=pendiente&limit=100')).json<Paginated<Sale>>();
    expect(after.data.map((row) => row.id)).not.toContain(sale.id);
    const done = (await supervisor.send('GET', '/api/mini-store/sales?review=revisada&limit=100')).json<Paginated<Sale>>();
    expect(done.data.map((row) => row.id)).toContain(sale.id);
  });

  it('records a fiado past the credit limit and a changed price, applying the payments to what was charged', async () => {
    const client = onlyRow(await db().insert(clients).values({ companyId: cashier.companyId, name: 'Rosa', last_name_father: 'Ibarra', creditLimit: '20' }).returning({ id: clients.id }));
    const productId = await createProduct(db(), cashier, { stock: '5', priceWithIVA: '30.00', price: '25.86' });
    const fiado = await send(cashier, offlineSale({ lines: [{ productId, quantity: 1 }], payments: [], saleType: 'fiado', clientId: client.id }, { total: '30.00' }));
    expect(fiado.statusCode).toBe(201);
    expect(fiado.json<SaleDetail>().offline?.reviewReason).toBe('El cliente excede su límite de crédito: debe $0.00, su límite es $20.00 y con esta venta debería $30.00');

    // Sold offline at 25.00 in cash (50 handed over, 25 back); today's price is 30.00.
    const cheaper = await send(cashier, offlineSale({ lines: [{ productId, quantity: 1 }], payments: [{ methodId: 1, amount: '50' }] }, { total: '25.00' }));
    expect(cheaper.statusCode).toBe(201);
    const sale = cheaper.json<SaleDetail>();
    expect({ change: sale.change, paid: sale.paid, balance: sale.balance, reason: sale.offline?.reviewReason }).toEqual({
      change: '25.00',
      paid: '25.00',
      balance: '5.00',
      reason: 'Se cobró $ 25.00 sin conexión; con los precios actuales son $ 30.00',
    });
  });

  it('puts a sale of a register closed meanwhile in the open one, flagged; with none open it waits (409)', async () => {
    const other = await storeSession(ctx.app, 'cajero@mikro.mx', 'Sucursal Norte');
    const first = (await other.send('POST', '/api/mini-store/cash-register', { openingAmount: '0' })).json<{ id: number }>().id;
    const productId = await createProduct(db(), other, { stock: '5', priceWithIVA: '10.00', price: '8.62' });
    expect((await other.send('PATCH', `/api/mini-store/cash-register/${first}`, { counted: [{ methodId: 1, amount: '0' }] })).statusCode).toBe(200);
    const body = { lines: [{ productId, quantity: 1 }], payments: [{ methodId: 1, amount: '10' }], offline: { cashRegisterId: first, deviceId: DEVICE, number: 1, soldAt: '2026-03-10T12:00:00Z', total: '10' } };
    const waiting = await send(other, body);
    expect(waiting.statusCode).toBe(409);
    const second = (await other.send('POST', '/api/mini-store/cash-register', { openingAmount: '0' })).json<{ id: number }>().id;
    const sold = await send(other, body);
    expect(sold.statusCode).toBe(201);
    expect({ register: sold.json<SaleDetail>().cashRegisterId, reason: sold.json<SaleDetail>().offline?.reviewReason }).toEqual({
      register: second,
      reason: `Se vendió en la caja ${first}, que se cerró antes de recibir la venta; quedó en la caja ${second}`,
    });
  });

  it('refuses an offline sale that names a register of another branch office, or a device id out of shape', async () => {
    const productId = await createProduct(db(), cashier, { stock: '5', priceWithIVA: '10.00', price: '8.62' });
    const base = { lines: [{ productId, quantity: 1 }], payments: [{ methodId: 1, amount: '10' }] };
    const bad = await send(cashier, { ...base, offline: { cashRegisterId: registerId, deviceId: 'abc', number: 1, soldAt: '2026-03-10T12:00:00Z', total: '10' } });
    expect(bad.statusCode).toBe(400);
    const badTime = await send(cashier, { ...base, offline: { cashRegisterId: registerId, deviceId: DEVICE, number: 900, soldAt: 'ayer', total: '10' } });
    expect(badTime.statusCode).toBe(400);
    const foreign = await send(cashier, offlineSale(base, { total: '10', cashRegisterId: 999_999 }));
    expect({ status: foreign.statusCode, fields: foreign.json().fields }).toEqual({ status: 400, fields: [{ field: 'offline.cashRegisterId', message: 'No existe' }] });
  });

  describe('the register total stays within what its columns hold', () => {
    it('refuses a sale payment that would take the expected cash past the largest amount', async () => {
      const rich = await storeSession(ctx.app, 'admin@mikro.mx', 'Sucursal Norte');
      expect((await rich.send('POST', '/api/mini-store/cash-register', { openingAmount: '999999999989.99' })).statusCode).toBe(201);
      const productId = await createProduct(db(), rich, { stock: '50', priceWithIVA: '10.00', price: '8.62' });
      const sale = (amount: string) => send(rich, { lines: [{ productId, quantity: 1 }], payments: [{ methodId: 1, amount }] });
      expect((await sale('10')).statusCode).toBe(201);
      const refused = await sale('10');
      expect({ status: refused.statusCode, fields: refused.json().fields }).toEqual({
        status: 400,
        fields: [{ field: 'payments', message: `La caja no puede sumar más de ${MAX_MONEY}; este cobro la pasaría` }],
      });
      // A card payment counts in the register's total too.
      expect((await send(rich, { lines: [{ productId, quantity: 1 }], payments: [{ methodId: 4, bankId: 1, amount: '10' }] })).statusCode).toBe(400);
    });
  });
});
