// A register's expected money stays a sum its close can store: an entry that would take it past MAX_MONEY
// (999,999,999,999.99, what the money columns hold) is refused naming the amount, and the close still works.
import { expect, it } from '@jest/globals';
import { MAX_MONEY } from '@mikro/domain';
import { forEachDatabase } from '../../../test-support/databases';
import { storeSession } from '../../../test-support/store';

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
});
