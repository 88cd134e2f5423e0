// A ticket self-invoiced once stays its customer's: once that invoice is cancelled, another RFC holding the
// ticket's code (or another printing of it) cannot invoice it; the same customer can invoice it again.
import { beforeAll, expect, it } from '@jest/globals';
import type { PaymentInvoices, SaleDetail, SelfInvoiceLink, SelfInvoiceResult } from '@mikro/contracts';
import { forEachDatabase } from '../../../test-support/databases';
import { createProduct, storeSession, type StoreSession } from '../../../test-support/store';
import { CODE_USED_BY_ANOTHER_RFC } from './self-invoice.service';

const customer = { rfc: 'GODE561231GR8', name: 'Daniel Gómez Núñez', regime: '612', cfdiUse: 'G03', zip: '64000' };
const other = { rfc: 'LOGR800101AB1', name: 'Roberto López Martínez', regime: '605', cfdiUse: 'D10', zip: '64000' };
const codeOf = (link: SelfInvoiceLink) => link.url!.split('/autofactura/')[1]!;

forEachDatabase((ctx) => {
  let cashier: StoreSession;
  let accountant: StoreSession;
  const visitor = (method: 'POST', url: string, payload: object) => ctx.app.inject({ method, url, payload, remoteAddress: '10.30.0.1' });

  beforeAll(async () => {
    cashier = await storeSession(ctx.app, 'cajero@mikro.mx', 'Matriz Centro');
    accountant = await storeSession(ctx.app, 'admin@mikro.mx', 'Matriz Centro');
    expect((await cashier.send('POST', '/api/mini-store/cash-register', { openingAmount: '500.00' })).statusCode).toBe(201);
  });

  it('refuses another RFC after the customer’s invoice is cancelled, with the same code or another printing', async () => {
    const productId = await createProduct(ctx.database.db, cashier, { priceWithIVA: '116.00', price: '100.00' });
    const sold = await cashier.send('POST', '/api/mini-store/sales', { lines: [{ productId, quantity: 1 }], payments: [{ methodId: 1, amount: '116.00' }] });
    expect(sold.statusCode).toBe(201);
    const sale = sold.json<SaleDetail>();
    const link = async () => (await cashier.send('POST', `/api/mini-store/sales-payments/${sale.id}/self-invoice-link`)).json<SelfInvoiceLink>();
    const [first, spare] = [await link(), await link()];

    const invoiced = await visitor('POST', '/api/self-invoice/invoice', { code: codeOf(first), ...customer });
    expect(invoiced.statusCode).toBe(201);
    const panel = (await accountant.send('GET', `/api/mini-store/sales-payments/details-invoice?id=${sale.id}`)).json<PaymentInvoices>();
    const invoiceId = panel.invoices[0]!.id;
    const cancelled = await accountant.send('POST', `/api/billing/invoices/${invoiceId}/cancel`, { motive: '02' });
    expect(cancelled).toHaveStatus(200);

    for (const code of [codeOf(first), codeOf(spare)]) {
      const stranger = await visitor('POST', '/api/self-invoice/invoice', { code, ...other });
      expect({ status: stranger.statusCode, message: stranger.json().message }).toEqual({ status: 409, message: CODE_USED_BY_ANOTHER_RFC });
    }
    const again = await visitor('POST', '/api/self-invoice/invoice', { code: codeOf(first), ...customer });
    expect(again.statusCode).toBe(201);
    expect(again.json<SelfInvoiceResult>().receiverRfc).toBe(customer.rfc);
  });
});
