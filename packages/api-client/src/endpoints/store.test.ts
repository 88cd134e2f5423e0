import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../http/configure';
import { http } from '../http/instances';
import { fakeServer } from '../testing/fakeServer';
import { cashRegisterApi, salesApi } from './store';

beforeEach(() => configureApiClient({ getToken: () => 'token-0123456789', setToken: () => undefined }));
afterEach(() => configureApiClient({ getToken: () => null, setToken: () => undefined }));

const sale = { lines: [{ productId: 1, quantity: '2' }], payments: [{ methodId: 1, amount: '100.00' }] };

describe('salesApi', () => {
  it('sends the given Idempotency-Key so a retry returns the first sale', async () => {
    const requests = fakeServer(http, () => [201, { id: 9 }]);

    await salesApi.create(sale, 'key-1');
    await salesApi.create(sale, 'key-1');

    expect(requests.map((r) => r.headers['Idempotency-Key'])).toEqual(['key-1', 'key-1']);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/mini-store/sales', body: sale });
  });

  it('makes up a different key for each attempt when none is given', async () => {
    const requests = fakeServer(http, () => [201, { id: 9 }]);

    await salesApi.create(sale);
    await salesApi.create(sale);

    const [first, second] = requests.map((r) => r.headers['Idempotency-Key']);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });
});

describe('cashRegisterApi', () => {
  it('closes a register with a PATCH of the counted amounts and passes the server message on failure', async () => {
    const requests = fakeServer(http, () => [409, { statusCode: 409, message: 'La caja ya está cerrada', error: 'Conflict' }]);

    await expect(cashRegisterApi.close(4, { counted: [{ methodId: 1, amount: '10.00' }] })).rejects.toMatchObject({
      statusCode: 409,
      message: 'La caja ya está cerrada',
    });
    expect(requests[0]).toMatchObject({ method: 'PATCH', url: '/mini-store/cash-register/4' });
  });
});
