// Following PPD invoices: the accountant reads the three payment histories and invoices a fiado sale PPD; the
// invoice detail lists its payment complements and the balance; the list of PPD invoices shows each balance and
// reminds of the store payments whose complement is due (SAT: the 5th of the following month), overdue after it.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { InvoiceDetail, PpdInvoiceList, SaleDetail } from '@mikro/contracts';
import { complementDeadline, institutionToday } from '@mikro/domain';
import { onlyRow } from '../../db/rows';
import { clients, storeSalePayments } from '../../db/schema/index';
import { forEachDatabase } from '../../test-support/databases';
import { createProduct, storeSession, type StoreSession } from '../../test-support/store';

const customer = { rfc: 'GODE561231GR8', name: 'Daniel Gómez Núñez', regime: '612', cfdiUse: 'G03', zip: '64000' };

forEachDatabase((ctx) => {
  const db = () => ctx.database.db;
  let cashier: StoreSession;
  let accountant: StoreSession;
  let saleId: number;
  let invoice: InvoiceDetail;

  beforeAll(async () => {
    cashier = await storeSession(ctx.app, 'cajero@mikro.mx', 'Matriz Centro');
    accountant = await storeSession(ctx.app, 'contador@mikro.mx', 'Matriz Centro');
    expect((await cashier.send('POST', '/api/mini-store/cash-register', { openingAmount: '500.00' })).statusCode).toBe(201);
    const client = onlyRow(await db().insert(clients).values({ companyId: cashier.companyId, name: 'Rosa', last_name_father: 'Treviño', creditLimit: '1000' }).returning({ id: clients.id }));
    const productId = await createProduct(db(), cashier, { priceWithIVA: '116.00', price: '100.00' });
    const fiado = await cashier.send('POST', '/api/mini-store/sales', { lines: [{ productId, quantity: 1 }], payments: [], saleType: 'fiado', clientId: client.id });
    expect(fiado.statusCode).toBe(201);
    saleId = fiado.json<SaleDetail>().id;
  });

  describe('the accountant', () => {
    it.each([
      ['the store sales history', '/api/mini-store/sales'],
      ['the school payment history', '/api/school/charges/payments'],
      ['the academy payment history', '/api/academies/charges/payments'],
    ])('reads %s', async (_name, url) => {
      expect((await accountant.send('GET', url)).statusCode).toBe(200);
    });

    it("reads a sale's detail and invoice panel, but does not take abonos", async () => {
      expect((await accountant.send('GET', `/api/mini-store/sales/${saleId}`)).statusCode).toBe(200);
      expect((await accountant.send('GET', `/api/mini-store/sales-payments/details-invoice?id=${saleId}`)).statusCode).toBe(200);
      expect((await accountant.send('POST', `/api/mini-store/sales/${saleId}/payments`, { payments: [{ methodId: 1, amount: '1.00' }] })).statusCode).toBe(403);
    });

    it('invoices the fiado sale PPD, with its whole total as the balance and no complement due yet', async () => {
      const response = await accountant.send('POST', '/api/mini-store/sales-payments/invoice', { saleIds: [saleId], receiver: customer });
      expect(response.statusCode).toBe(201);
      invoice = response.json<InvoiceDetail>();
      expect(invoice).toMatchObject({ status: 'timbrada', paymentMethod: 'PPD', total: '116.00', complements: [], ppd: { paid: '0.00', credited: '0.00', balance: '116.00', complementsDue: [] } });
    });
  });

  describe('abonos and complements', () => {
    it("lists each abono as due until complements document it, oldest first, by SAT's deadline", async () => {
      for (const amount of ['50.00', '30.00']) {
        expect((await cashier.send('POST', `/api/mini-store/sales/${saleId}/payments`, { payments: [{ methodId: 1, amount }] })).statusCode).toBe(201);
      }
      const today = institutionToday();
      const before = (await accountant.send('GET', `/api/billing/invoices/${invoice.id}`)).json<InvoiceDetail>();
      expect(before.ppd?.complementsDue.map((d) => [d.pending, d.form, d.paidOn, d.deadline, d.overdue])).toEqual([
        ['50.00', '01', today, complementDeadline(today), false],
        ['30.00', '01', today, complementDeadline(today), false],
      ]);

      const complement = await accountant.send('POST', `/api/billing/invoices/${invoice.id}/payment-complement`, { amount: '60.00', form: '01' });
      expect(complement.statusCode).toBe(201);
      const after = (await accountant.send('GET', `/api/billing/invoices/${invoice.id}`)).json<InvoiceDetail>();
      expect(after.complements).toEqual([expect.objectContaining({ id: complement.json<InvoiceDetail>().id, type: 'P', total: '60.00', status: 'timbrada' })]);
      expect(after.ppd).toMatchObject({ paid: '60.00', credited: '0.00', balance: '56.00' });
      expect(after.ppd?.complementsDue.map((d) => d.pending)).toEqual(['20.00']);
    });

    it('lists the PPD invoices with their balances and counts the reminders, overdue once the deadline passed', async () => {
      const pue = await createProduct(db(), cashier, { priceWithIVA: '58.00', price: '50.00' });
      const paid = await cashier.send('POST', '/api/mini-store/sales', { lines: [{ productId: pue, quantity: 1 }], payments: [{ methodId: 1, amount: '58.00' }] });
      expect((await accountant.send('POST', '/api/mini-store/sales-payments/invoice', { saleIds: [paid.json<SaleDetail>().id], receiver: customer })).json<InvoiceDetail>().paymentMethod).toBe('PUE');

      const list = (await accountant.send('GET', '/api/billing/ppd-invoices?open=true')).json<PpdInvoiceList>();
      expect(list.data.map((i) => [i.id, i.balance, i.paid])).toEqual([[invoice.id, '56.00', '60.00']]);
      expect(list.reminders).toEqual({ due: 1, overdue: 0, nextDeadline: complementDeadline(institutionToday()) });

      // Both abonos were received two months ago: the complement of 60.00 documents the first (50.00) and 10.00 of
      // the second, whose other 20.00 was due on the 5th of last month.
      const twoMonthsAgo = new Date(Date.now() - 62 * 86_400_000);
      await db().update(storeSalePayments).set({ createdAt: twoMonthsAgo }).where(eq(storeSalePayments.saleId, saleId));
      const overdue = (await accountant.send('GET', '/api/billing/ppd-invoices')).json<PpdInvoiceList>();
      const deadline = complementDeadline(institutionToday(twoMonthsAgo));
      expect(overdue.reminders).toEqual({ due: 1, overdue: 1, nextDeadline: deadline });
      expect(overdue.data[0]?.complementsDue.map((d) => [d.pending, d.deadline, d.overdue])).toEqual([['20.00', deadline, true]]);
    });

    it('finds a PPD invoice by RFC or folio and leaves a settled one out of the open list', async () => {
      expect((await accountant.send('GET', `/api/billing/ppd-invoices?q=${invoice.serie}-${invoice.folio}`)).json<PpdInvoiceList>().total).toBe(1);
      expect((await accountant.send('GET', '/api/billing/ppd-invoices?q=XAXX')).json<PpdInvoiceList>().total).toBe(0);
      expect((await accountant.send('POST', `/api/billing/invoices/${invoice.id}/payment-complement`, { amount: '56.00', form: '01' })).statusCode).toBe(201);
      expect((await accountant.send('GET', '/api/billing/ppd-invoices?open=true')).json<PpdInvoiceList>()).toMatchObject({ total: 0, reminders: { due: 0, overdue: 0, nextDeadline: null } });
      const settled = (await accountant.send('GET', '/api/billing/ppd-invoices')).json<PpdInvoiceList>();
      expect(settled.data[0]).toMatchObject({ id: invoice.id, balance: '0.00', complementsDue: [] });
    });

    it('refuses a bad query with the field, and the list to a role without the invoices route', async () => {
      const bad = await accountant.send('GET', '/api/billing/ppd-invoices?limit=500');
      expect(bad.statusCode).toBe(400);
      expect((await cashier.send('GET', '/api/billing/ppd-invoices')).statusCode).toBe(403);
    });
  });
});
