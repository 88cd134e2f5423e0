import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { configureApiClient } from '../http/configure';
import { http } from '../http/instances';
import { fakeServer } from '../testing/fakeServer';
import { billingApi } from './billing';

beforeEach(() => configureApiClient({ getToken: () => 'token-0123456789', setToken: () => undefined }));
afterEach(() => configureApiClient({ getToken: () => null, setToken: () => undefined }));

const receiver = { rfc: 'GODE561231GR8', name: 'Daniel Gómez Núñez', regime: '612', cfdiUse: 'G03', zip: '64000' };

describe('the invoice panel of a payment', () => {
  it('reads each module where its payments live: the store sale by query, school and academy payments by path', async () => {
    const requests = fakeServer(http, () => [200, { stamped: 0, invoices: [] }]);

    await billingApi.paymentInvoices(1, 5);
    await billingApi.paymentInvoices(2, 6);
    await billingApi.paymentInvoices(3, 7);

    expect(requests.map((r) => [r.method, r.url, r.params])).toEqual([
      ['GET', '/mini-store/sales-payments/details-invoice', { id: 5 }],
      ['GET', '/academies/charges/payments/6/invoices', undefined],
      ['GET', '/school/charges/payments/7/invoices', undefined],
    ]);
  });

  it('invoices school and academy payments to a customer and passes the refused fields on', async () => {
    const requests = fakeServer(http, (request) =>
      request.url.startsWith('/academies')
        ? [201, { id: 1, status: 'timbrada' }]
        : [400, { statusCode: 400, message: 'Datos del receptor no válidos', error: 'Bad Request', fields: [{ field: 'receiver.zip', message: 'No coincide' }] }],
    );

    await expect(billingApi.invoicePayments(2, { ids: [6], receiver })).resolves.toMatchObject({ status: 'timbrada' });
    await expect(billingApi.invoicePayments(3, { ids: [7], receiver })).rejects.toMatchObject({ statusCode: 400, fields: [{ field: 'receiver.zip', message: 'No coincide' }] });
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', '/academies/charges/payments/invoice', { ids: [6], receiver }],
      ['POST', '/school/charges/payments/invoice', { ids: [7], receiver }],
    ]);
  });
});

describe('the payment complement of a PPD invoice', () => {
  it('posts the payment to the invoice and passes the Spanish refusal on', async () => {
    const requests = fakeServer(http, (request) =>
      request.url === '/billing/invoices/7/payment-complement'
        ? [201, { id: 9, type: 'P', serie: 'P', folio: 3, status: 'timbrada', relatedInvoiceId: 7 }]
        : [409, { statusCode: 409, message: 'El pago excede el saldo de la factura (58.00).', error: 'Conflict' }],
    );

    await expect(billingApi.paymentComplement(7, { amount: '58.00', form: '03', paidAt: '2026-03-15T10:30:00' })).resolves.toMatchObject({ type: 'P', relatedInvoiceId: 7 });
    await expect(billingApi.paymentComplement(8, { amount: '100.00', form: '01' })).rejects.toMatchObject({ statusCode: 409, message: 'El pago excede el saldo de la factura (58.00).' });
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', '/billing/invoices/7/payment-complement', { amount: '58.00', form: '03', paidAt: '2026-03-15T10:30:00' }],
      ['POST', '/billing/invoices/8/payment-complement', { amount: '100.00', form: '01' }],
    ]);
  });
});
