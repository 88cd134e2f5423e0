import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { configureApiClient } from '../http/configure';
import { http } from '../http/instances';
import { fakeServer } from '../testing/fakeServer';
import { portalApi } from './portal';

beforeEach(() => configureApiClient({ getToken: () => 'token-0123456789', setToken: () => undefined }));
afterEach(() => configureApiClient({ getToken: () => null, setToken: () => undefined }));

describe('portalApi', () => {
  it('asks one child’s statement by its id, the whole family’s without one', async () => {
    const requests = fakeServer(http, () => [200, { today: '2026-01-10', children: [], totals: {} }]);
    await portalApi.statement(12);
    await portalApi.statement();
    expect(requests.map((r) => [r.url, r.params])).toEqual([['/portal/statement', { studentId: 12 }], ['/portal/statement', undefined]]);
  });

  it('pages the receipts and invites a tutor of a family with a POST', async () => {
    const requests = fakeServer(http, () => [200, { data: [], count: 0, total: 0, page: 2, pageCount: 0 }]);
    await portalApi.receipts({ page: 2, limit: 10 });
    await portalApi.inviteTutor(5, { name: 'Rosa', email: 'rosa@familia.mx' });
    expect(requests[0]).toMatchObject({ url: '/portal/receipts', params: { page: 2, limit: 10 } });
    expect(requests[1]).toMatchObject({ method: 'POST', url: '/portal/families/5/tutors' });
  });
});
