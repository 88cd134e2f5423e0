import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { configureApiClient } from '../http/configure';
import { http } from '../http/instances';
import { fakeServer } from '../testing/fakeServer';
import { schoolApi } from './school';

beforeEach(() => configureApiClient({ getToken: () => 'token-0123456789', setToken: () => undefined }));
afterEach(() => configureApiClient({ getToken: () => null, setToken: () => undefined }));

const payment = { lines: [{ chargeId: 3 }], methods: [{ methodId: 1, amount: '2000.00' }] };

describe('schoolApi', () => {
  it('pays with the given Idempotency-Key, so a retry answers the first receipt', async () => {
    const requests = fakeServer(http, () => [201, { id: 1 }]);
    await schoolApi.pay(payment, 'k-1');
    await schoolApi.pay(payment, 'k-1');
    expect(requests.map((r) => r.headers['Idempotency-Key'])).toEqual(['k-1', 'k-1']);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/school/charges/payments', body: payment });
  });

  it('reads the fee counter of a family and searches the identifier under /system', async () => {
    const requests = fakeServer(http, () => [200, []]);
    await schoolApi.pending({ familyId: 7 });
    await schoolApi.identifier('A2026001');
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/school/charges/pending', params: { familyId: 7 } });
    expect(requests[1]).toMatchObject({ method: 'GET', url: '/system/identifier/', params: { identifier: 'A2026001' } });
  });

  it('converts a prospect with one POST carrying the student', async () => {
    const requests = fakeServer(http, () => [201, { student: { id: 9, enrollment: 'A1', name: 'Lía' }, prospect: { id: 4, status: 'inscrito' } }]);
    const answer = await schoolApi.convertProspect(4, { enrollment: 'A1', name: 'Lía' });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/school/prospects/4/convert', body: { enrollment: 'A1', name: 'Lía' } });
    expect(answer.student.id).toBe(9);
  });

  it('cancels a paid line with its reason and passes the server message on a conflict', async () => {
    const requests = fakeServer(http, () => [409, { statusCode: 409, message: 'El pago ya está cancelado', error: 'Conflict' }]);
    await expect(schoolApi.cancelLine(5, 9, 'Cobro duplicado')).rejects.toMatchObject({ statusCode: 409, message: 'El pago ya está cancelado' });
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/school/charges/payments/5/lines/9/cancel', body: { reason: 'Cobro duplicado' } });
  });
});
