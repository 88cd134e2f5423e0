// A register's expected money stays a sum its close can store: an entry or a sale that would take it past MAX_MONEY
// (999,999,999,999.99, what the money columns hold) is refused naming the amount, and the close still works. The
// checkout reads what the register holds from the balance the database keeps (ADR 0049), which must agree with
// the register's report after every kind of flow.
import { randomUUID } from 'node:crypto';
import { expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { CashReport, SaleDetail } from '@mikro/contracts';
import { MAX_MONEY, Money } from '@mikro/domain';
import { cashRegisterBalances } from '../../../db/schema/index';
import { forEachDatabase } from '../../../test-support/databases';
import { createProduct, storeSession } from '../../../test-support/store';

forEachDatabase((ctx) => {
  it('refuses an entry that takes the register past the largest amount, and closes it', async () => {
    const cashier = await storeSession(ctx.app, 'cajero@mikro.mx', 'Matriz Centro');
    const opened = await cashier.send('POST', '/api/mini-store/cash-register', { openingAmount: '500.00' });
    expect(opened.statusCode).toBe(201);
    const id = opened.json().id as number;
    const entry = (amount: string) => cashier.send('POST', `/api/mini-store/cash-register/${id}/movements`, { type: 'entrada', amount, reason: 'Depósito' });
    const refused = await entry(MAX_MONEY);
    expect({ status: refused.statusCode, fields: refused.json().fields }).toEqual({ status: 400, fields: [{ field: 'amount', message: expect.stringMatching(/no puede sumar más de 999999999999\.99/) }] });
    expect((await entry('999999999499.99')).statusCode).toBe(201);
    expect((await entry('0.01')).statusCode).toBe(400);
    const closed = await cashier.send('PATCH', `/api/mini-store/cash-register/${id}`, { counted: [{ methodId: 1, amount: MAX_MONEY }] });
    expect(closed).toHaveStatus(200);
  });

  it('keeps each register balance equal to its report, and refuses the sale that would pass the largest amount', async () => {
    const cashier = await storeSession(ctx.app, 'cajero@mikro.mx', 'Matriz Centro');
    const base = '/api/mini-store/cash-register';
    const opened = await cashier.send('POST', base, { openingAmount: '500.00' });
    expect(opened).toHaveStatus(201);
    const id = opened.json().id as number;
    const product = await createProduct(ctx.database.db, cashier, { stock: '100', priceWithIVA: '116.00', price: '100.00' });
    const sell = (payments: object[], key?: string) =>
      cashier.send('POST', '/api/mini-store/sales', { lines: [{ productId: product, quantity: 1 }], payments }, key ? { 'idempotency-key': key } : undefined);

    const inCash = await sell([{ methodId: 1, amount: '200.00' }], randomUUID());
    expect(inCash).toHaveStatus(201);
    expect(await sell([{ methodId: 4, amount: '116.00', reference: 'Tarjeta' }])).toHaveStatus(201);
    expect(await sell([{ methodId: 1, amount: '16.00' }, { methodId: 3, amount: '100.00', reference: 'SPEI' }], randomUUID())).toHaveStatus(201);
    const returned = await cashier.send('POST', `/api/mini-store/sales/${inCash.json<SaleDetail>().id}/returns`, { reason: 'Cambio', methodId: 1 });
    expect(returned).toHaveStatus(200);
    const move = (type: string, amount: string) => cashier.send('POST', `${base}/${id}/movements`, { type, amount, reason: 'Fondo' });
    expect(await move('entrada', '1000.00')).toHaveStatus(201);
    expect(await move('salida', '250.50')).toHaveStatus(201);

    const report = async () => (await cashier.send('GET', `${base}/cash-report`)).json<CashReport>();
    const balance = async () => {
      const [row] = await ctx.database.db.select().from(cashRegisterBalances).where(eq(cashRegisterBalances.cashRegisterId, id));
      return Object.fromEntries(Object.entries((row?.byMethod ?? {}) as Record<string, number | string>).map(([method, amount]) => [Number(method), Money.of(String(amount)).toFixed2()]));
    };
    // What the report expects, less the opening (cash): the balance the database kept.
    const fromReport = (methods: CashReport['methods']) =>
      Object.fromEntries(methods.map((m) => [m.methodId, Money.of(m.expected).minus(m.methodId === 1 ? '500.00' : '0').toFixed2()]));
    const before = await report();
    expect(before.methods.map((m) => m.methodId).sort()).toEqual([1, 3, 4]);
    expect(await balance()).toEqual(fromReport(before.methods));

    // Up to 50.00 short of the largest amount: a sale of 116.00 more in cash would pass it, with a key or without.
    const total = Money.sum(before.methods.map((m) => Money.of(m.expected)));
    expect(await move('entrada', Money.of(MAX_MONEY).minus(total).minus('50.00').toFixed2())).toHaveStatus(201);
    for (const key of [undefined, randomUUID()]) {
      const refused = await sell([{ methodId: 1, amount: '116.00' }], key);
      expect({ status: refused.statusCode, fields: refused.json().fields }).toEqual({
        status: 400,
        fields: [{ field: 'payments', message: expect.stringMatching(/no puede sumar más de 999999999999\.99/) }],
      });
    }
    const after = await report();
    expect(Money.sum(after.methods.map((m) => Money.of(m.expected))).toFixed2()).toBe(Money.of(MAX_MONEY).minus('50.00').toFixed2());
    expect(await balance()).toEqual(fromReport(after.methods));
  });
});
