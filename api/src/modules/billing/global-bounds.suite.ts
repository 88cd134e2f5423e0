// A global invoice's total is bounded by what the money columns hold (MAX_MONEY; a CFDI holds more): tickets
// adding up past it are refused with a 409 that says so and how to go on, never a bare 400.
import { beforeAll, expect, it } from '@jest/globals';
import type { SaleDetail } from '@mikro/contracts';
import { MAX_MONEY } from '@mikro/domain';
import { forEachDatabase } from '../../test-support/databases';
import { createProduct, storeSession, type StoreSession } from '../../test-support/store';

forEachDatabase((ctx) => {
  let cashier: StoreSession;
  let accountant: StoreSession;
  beforeAll(async () => {
    cashier = await storeSession(ctx.app, 'cajero@mikro.mx', 'Matriz Centro');
    accountant = await storeSession(ctx.app, 'admin@mikro.mx', 'Matriz Centro');
    // Two registers: one shift cannot take in more than MAX_MONEY, so the huge ticket and the small one are sold in two.
    for (const session of [cashier, accountant]) {
      expect((await session.send('POST', '/api/mini-store/cash-register', { openingAmount: '0.00' })).statusCode).toBe(201);
    }
  });

  const sell = async (seller: StoreSession, total: string, price: string) => {
    const productId = await createProduct(ctx.database.db, seller, { priceWithIVA: total, price });
    const sold = await seller.send('POST', '/api/mini-store/sales', { lines: [{ productId, quantity: 1 }], payments: [{ methodId: 1, amount: total }] });
    expect(sold).toHaveStatus(201);
    return sold.json<SaleDetail>();
  };

  it('refuses tickets adding up past the largest amount with a 409 saying so, and invoices each on its own', async () => {
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Mexico_City' });
    const huge = await sell(cashier, MAX_MONEY, '862068965517.23');
    const small = await sell(accountant, '116.00', '100.00');
    const period = { from: today, to: today, periodicity: '01', months: today.slice(5, 7), year: Number(today.slice(0, 4)) };
    const refused = await accountant.send('POST', '/api/mini-store/sales-payments/global-billing', { ...period, ids: [huge.id, small.id] });
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({ status: 409, message: expect.stringMatching(/999,999,999,999\.99/) });
    for (const ticket of [small, huge]) {
      const alone = await accountant.send('POST', '/api/mini-store/sales-payments/global-billing', { ...period, ids: [ticket.id] });
      expect(alone).toHaveStatus(201);
    }
  });
});
