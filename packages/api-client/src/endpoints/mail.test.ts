import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { configureApiClient } from '../http/configure';
import { http } from '../http/instances';
import { fakeServer } from '../testing/fakeServer';
import { mailApi } from './mail';

beforeEach(() => configureApiClient({ getToken: () => 'token-0123456789', setToken: () => undefined }));
afterEach(() => configureApiClient({ getToken: () => null, setToken: () => undefined }));

describe('mailApi', () => {
  it('reads one message with its attachments listed', async () => {
    const requests = fakeServer(http, () => [200, { id: 7, attachments: [] }]);
    await mailApi.message(7);
    expect(decodeURIComponent(requests[0]?.url ?? '')).toBe('/system/mail-messages/7?join[0]=attachments');
  });

  it('queues a failed message again with a POST to its retry', async () => {
    const requests = fakeServer(http, () => [200, { id: 7, status: 'queued' }]);
    await expect(mailApi.retry(7)).resolves.toEqual({ id: 7, status: 'queued' });
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/system/mail-messages/7/retry' });
  });
});
