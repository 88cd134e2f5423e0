import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { configureApiClient } from '../http/configure';
import { http } from '../http/instances';
import { fakeServer } from '../testing/fakeServer';
import { portalAccountApi } from './portal-account';
import { remindersApi } from './reminders';

beforeEach(() => configureApiClient({ getToken: () => 'token-0123456789', setToken: () => undefined }));
afterEach(() => configureApiClient({ getToken: () => null, setToken: () => undefined }));

describe('portalAccountApi and remindersApi', () => {
  it('saves the fiscal data with a PUT, invoices a receipt with a POST and reads a family’s e-mails', async () => {
    const requests = fakeServer(http, () => [200, {}]);
    const fiscal = { rfc: 'GODE561231GR8', name: 'Daniel Gómez', regime: '612', zip: '64000', cfdiUse: 'D10', email: '' };
    await portalAccountApi.saveFiscalData(fiscal);
    await portalAccountApi.invoiceReceipt(7);
    await portalAccountApi.familyMessages(3);
    expect(requests.map((r) => [r.method, r.url])).toEqual([
      ['PUT', '/portal/account/fiscal-data'],
      ['POST', '/portal/receipts/7/invoice'],
      ['GET', '/portal/families/3/messages'],
    ]);
    expect(requests[0]?.body).toEqual(fiscal);
  });

  it('saves one campus’s reminder settings by its id', async () => {
    const requests = fakeServer(http, () => [200, {}]);
    await remindersApi.save(4, { enabled: true, daysBefore: 5 });
    expect(requests[0]).toMatchObject({ method: 'PUT', url: '/reminders/settings/4', body: { enabled: true, daysBefore: 5 } });
  });
});
