import { describe, expect, it } from '@jest/globals';
import { http } from '../http/instances';
import { fakeServer } from '../testing/fakeServer';
import { selfInvoiceApi } from './billing';

describe('self-invoicing calls', () => {
  it('asks each module for a ticket’s link where its payments live', async () => {
    const requests = fakeServer(http, () => [200, { available: true, reason: null, url: 'u', qrSvg: '<svg/>', lastDay: '2026-11-30' }]);
    await selfInvoiceApi.link(1, 5);
    await selfInvoiceApi.link(2, 6);
    await selfInvoiceApi.link(3, 7);
    expect(requests.map((r) => [r.method, r.url])).toEqual([
      ['POST', '/mini-store/sales-payments/5/self-invoice-link'],
      ['POST', '/academies/charges/payments/6/self-invoice-link'],
      ['POST', '/school/charges/payments/7/self-invoice-link'],
    ]);
  });

  it('sends the code in the query or the body, never in the path, and passes a 409’s invoice on', async () => {
    const invoice = { status: 'timbrada', downloads: { pdf: '/p', xml: '/x' } };
    const requests = fakeServer(http, (request) =>
      request.url === '/self-invoice/invoice' ? [409, { statusCode: 409, message: 'Este ticket ya fue facturado a su RFC; descargue su factura.', error: 'Conflict', invoice }] : [200, {}],
    );
    await selfInvoiceApi.ticket('Abc_123');
    await expect(selfInvoiceApi.invoice({ code: 'Abc_123', rfc: 'GODE561231GR8', name: 'x', regime: '612', cfdiUse: 'G03', zip: '64000' })).rejects.toMatchObject({
      statusCode: 409,
      body: { invoice },
    });
    await selfInvoiceApi.downloads('Abc_123', 'GODE561231GR8');
    expect(requests.map((r) => [r.method, r.url, r.params, r.body])).toEqual([
      ['GET', '/self-invoice/ticket', { code: 'Abc_123' }, undefined],
      ['POST', '/self-invoice/invoice', undefined, { code: 'Abc_123', rfc: 'GODE561231GR8', name: 'x', regime: '612', cfdiUse: 'G03', zip: '64000' }],
      ['POST', '/self-invoice/downloads', undefined, { code: 'Abc_123', rfc: 'GODE561231GR8' }],
    ]);
  });
});
