// Money leaving a register: two refunds at the same moment cannot take out more cash than the drawer holds,
// and only the register's cashier (or a role granted 'supervisar' on the point of sale) may move its cash or close it.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { CashReport, SaleDetail } from '@mikro/contracts';
import { forEachDatabase } from '../../../test-support/databases';
import { bearer, loginAs } from '../../../test-support/session';
import { createProduct, storeSession, type StoreSession } from '../../../test-support/store';
import { NOT_YOUR_REGISTER } from './cash-register.service';

const base = '/api/mini-store/cash-register';

forEachDatabase((ctx) => {
  let cashier: StoreSession;
  let otherCashier: StoreSession;
  let registerId: number;

  beforeAll(async () => {
    cashier = await storeSession(ctx.app, 'cajero@mikro.mx', 'Sucursal Norte');
    const admin = await loginAs(ctx.app, 'admin@mikro.mx');
    const north = admin.branchOffices.find((b) => b.name === 'Sucursal Norte')!;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/system/users/store',
      headers: bearer(admin.token),
      payload: { name: 'Segundo cajero', email: 'cajero2@mikro.mx', password: 'Mikro2026!', passwordConfirm: 'Mikro2026!', roleId: cashier.login.user.role.id, branchOfficeIds: [north.id] },
    });
    expect(created.statusCode).toBe(201);
    otherCashier = await storeSession(ctx.app, 'cajero2@mikro.mx', 'Sucursal Norte');
    const opened = await cashier.send('POST', base, { openingAmount: '0.00' });
    expect(opened.statusCode).toBe(201);
    registerId = opened.json().id;
    expect((await otherCashier.send('POST', base, { openingAmount: '10.00' })).statusCode).toBe(201);
  });

  describe('refunds in cash', () => {
    it('lets only one of two simultaneous refunds take the last cash; the other answers 409', async () => {
      const product = await createProduct(ctx.database.db, cashier, { stock: '10', price: '100.00', priceWithIVA: '116.00' });
      const sell = (methodId: number) =>
        cashier.send('POST', '/api/mini-store/sales', { lines: [{ productId: product, quantity: 1 }], payments: [{ methodId, amount: '116.00', reference: 'x' }] });
      const paidInCash = (await sell(1)).json<SaleDetail>();
      const paidByCard = (await sell(4)).json<SaleDetail>();
      const refund = (sale: SaleDetail) => cashier.send('POST', `/api/mini-store/sales/${sale.id}/returns`, { reason: 'Devolución', methodId: 1 });
      const answers = await Promise.all([refund(paidInCash), refund(paidByCard)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json().message).toMatch(/No hay suficiente dinero en caja/);
      const report = (await cashier.send('GET', `${base}/cash-report`)).json<CashReport>();
      expect(report.methods.find((m) => m.methodId === 1)!.expected).toBe('0.00');
    });
  });

  describe('another cashier’s register', () => {
    it('refuses movements and closing by a cashier who does not own it', async () => {
      const movement = await otherCashier.send('POST', `${base}/${registerId}/movements`, { type: 'entrada', amount: '5.00', reason: 'Ajeno' });
      expect(movement.statusCode).toBe(403);
      expect(movement.json().message).toBe(NOT_YOUR_REGISTER);
      const close = await otherCashier.send('PATCH', `${base}/${registerId}`, { counted: [{ methodId: 1, amount: '0.00' }, { methodId: 4, amount: '116.00' }] });
      expect(close.statusCode).toBe(403);
      const still = await cashier.send('GET', `${base}/${registerId}`);
      expect(still.json()).toMatchObject({ status: 'abierta', movements: [] });
    });

    it('lets the owner and an administrator (supervisor) act on it', async () => {
      expect((await cashier.send('POST', `${base}/${registerId}/movements`, { type: 'entrada', amount: '5.00', reason: 'Fondo' })).statusCode).toBe(201);
      const admin = await storeSession(ctx.app, 'admin@mikro.mx', 'Sucursal Norte');
      const supervised = await admin.send('POST', `${base}/${registerId}/movements`, { type: 'salida', amount: '5.00', reason: 'Retiro supervisado' });
      expect(supervised.statusCode).toBe(201);
    });
  });
});
