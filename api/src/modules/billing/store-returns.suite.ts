// What an invoice of a store sale holds down: goods of a sale invoiced to a named customer go back only once the
// invoice is cancelled or a credit note covers what goes back; while the invoice waits for the PAC they do not go
// back at all. A global invoice (to the public in general) holds nothing back. Invoicing a sale and returning it
// at once: one of them wins, and a return never leaves an invoice standing for goods no credit note covers.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { InvoiceDetail, SaleDetail } from '@mikro/contracts';
import { institutionToday } from '@mikro/domain';
import { rowsOf } from '../../db/rows';
import { forEachDatabase } from '../../test-support/databases';
import { createProduct, storeSession, type StoreSession } from '../../test-support/store';
import { invoiceStoreSales } from './invoice-issue.service';
import { retryPending } from './stamping';
import { type BillingContext } from './documents';
import { billingDepsWithSwitchablePac } from './pac/test-pac';

const customer = { rfc: 'GODE561231GR8', name: 'Daniel Gómez Núñez', regime: '612', cfdiUse: 'G03', zip: '64000' };

forEachDatabase((ctx) => {
  const db = () => ctx.database.db;
  let cashier: StoreSession;
  let accountant: StoreSession;
  const { pac, deps } = billingDepsWithSwitchablePac(db);
  let billing: BillingContext;

  beforeAll(async () => {
    cashier = await storeSession(ctx.app, 'cajero@mikro.mx', 'Matriz Centro');
    accountant = await storeSession(ctx.app, 'admin@mikro.mx', 'Matriz Centro');
    expect((await cashier.send('POST', '/api/mini-store/cash-register', { openingAmount: '500.00' })).statusCode).toBe(201);
    billing = { companyId: accountant.companyId, userId: accountant.userId, branchOfficeId: accountant.branchOfficeId };
  });

  /** A cash sale of two units at 58.00 (50.00 + IVA): 116.00. */
  async function sale(): Promise<SaleDetail> {
    const productId = await createProduct(db(), cashier, { priceWithIVA: '58.00', price: '50.00', IVA: true, unitMeasurement: 'H87' });
    const response = await cashier.send('POST', '/api/mini-store/sales', { lines: [{ productId, quantity: 2 }], payments: [{ methodId: 1, amount: '116.00' }] });
    expect(response).toHaveStatus(201);
    return response.json<SaleDetail>();
  }
  const invoice = (saleId: number) => accountant.send('POST', '/api/mini-store/sales-payments/invoice', { saleIds: [saleId], receiver: customer });
  const giveBack = (sold: SaleDetail, quantity?: number) =>
    cashier.send('POST', `/api/mini-store/sales/${sold.id}/returns`, quantity === undefined ? { reason: 'Cancelación' } : { reason: 'Defecto', lines: [{ lineId: sold.lines[0]!.id, quantity }] });
  const creditNote = (invoiceId: number, amount: string) => accountant.send('POST', '/api/billing/credit-notes', { invoiceId, amount, description: 'Devolución de mercancía' });
  const returnedQuantity = async (saleId: number) => (await rowsOf<{ q: string }>(db(), sql`select sum(returned_quantity)::text as q from store_sale_lines where sale_id = ${saleId}`))[0]!.q;

  describe('a sale invoiced to a named customer', () => {
    it('gives back only what a credit note covers, and everything once the invoice is cancelled', async () => {
      const sold = await sale();
      const stamped = (await invoice(sold.id)).json<InvoiceDetail>();
      expect(stamped.status).toBe('timbrada');

      const one = await giveBack(sold, 1);
      expect(one).toHaveStatus(409);
      expect(one.json().message).toBe(`La venta ${sold.serie}-${sold.folio} está facturada (factura ${stamped.serie}-${stamped.folio}): cancele primero la factura, o emita una nota de crédito de $58.00 por lo que se devuelve, y después haga la devolución`);
      expect((await giveBack(sold)).json().message).toMatch(/nota de crédito de \$116\.00/);
      expect(await returnedQuantity(sold.id)).toBe('0.000');

      const note = await creditNote(stamped.id, '58.00');
      expect(note.statusCode).toBe(201);
      expect(await giveBack(sold, 1)).toHaveStatus(200);
      const last = await giveBack(sold, 1);
      expect(last).toHaveStatus(409);
      expect(last.json().message).toMatch(/nota de crédito de \$58\.00/);

      // The invoice is cancelled after its credit note (the whole sale then goes back, nothing invoiced stands).
      const cancel = (id: number) => accountant.send('POST', `/api/billing/invoices/${id}/cancel`, { motive: '02' });
      expect((await cancel(note.json<InvoiceDetail>().id)).statusCode).toBe(200);
      expect((await cancel(stamped.id)).statusCode).toBe(200);
      const cancelled = await giveBack(sold);
      expect(cancelled).toHaveStatus(200);
      expect(cancelled.json<{ sale: SaleDetail }>().sale.status).toBe('cancelada');
    });

    it('gives nothing back while its invoice waits for the PAC', async () => {
      const sold = await sale();
      pac.down = true;
      const pending = await invoiceStoreSales(deps, billing, { saleIds: [sold.id], receiver: customer });
      pac.down = false;
      expect(pending.status).toBe('pendiente');
      const refused = await giveBack(sold);
      expect(refused).toHaveStatus(409);
      expect(refused.json().message).toMatch(/pendiente de timbrar: cuando se timbre, cancele la factura o emita una nota de crédito/);
      await retryPending(deps, 0);
      expect((await giveBack(sold, 1)).json().message).toMatch(/nota de crédito de \$58\.00/);
    });

    it('invoicing and returning at once: one wins, never an invoice standing for goods given back', async () => {
      for (let round = 0; round < 4; round++) {
        const sold = await sale();
        const [invoiced, returned] = await Promise.all([invoice(sold.id), giveBack(sold)]);
        expect({ round, answers: [[201, 409], [409, 200]].some(([i, r]) => i === invoiced.statusCode && r === returned.statusCode) }).toEqual({ round, answers: true });
      }
      const standing = await rowsOf(
        db(),
        sql`select s.id from store_sales s join cfdi_invoice_sources src on src.module = 1 and src.source_id = s.id join cfdi_invoices i on i.id = src.invoice_id
             where s.company_id = ${cashier.companyId} and i.type = 'I' and i.status in ('pendiente', 'timbrada') and s.returned_total > 0
               and not exists (select 1 from cfdi_invoices n where n.related_invoice_id = i.id and n.type = 'E' and n.status in ('pendiente', 'timbrada'))`,
      );
      expect(standing).toEqual([]);
    });
  });

  describe('a sale in a global invoice', () => {
    it('is given back: the global invoice is to the public in general', async () => {
      const sold = await sale();
      const today = institutionToday();
      const global = await accountant.send('POST', '/api/mini-store/sales-payments/global-billing', { from: today, to: today, periodicity: '01', months: today.slice(5, 7), year: Number(today.slice(0, 4)), ids: [sold.id] });
      expect(global.statusCode).toBe(201);
      expect(await giveBack(sold, 1)).toHaveStatus(200);
    });
  });
});
