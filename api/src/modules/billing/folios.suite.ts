// Folio counters never go back to a folio their series used (409 naming the last one), a folio taken twice is a 409
// and never a 500, a document is marked sandbox or real by the PAC that stamps it, not the one of its sealing, and
// an invoice takes only the UsoCFDI of its kind, regime and person type.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { InvoiceDetail, SaleDetail } from '@mikro/contracts';
import { onlyRow } from '../../db/rows';
import { cfdiInvoices, companies } from '../../db/schema/index';
import { forEachDatabase } from '../../test-support/databases';
import { createProduct, storeSession, type StoreSession } from '../../test-support/store';
import { invoiceStoreSales } from './invoice-issue.service';
import { stampInvoice } from './stamping';
import { type BillingContext, type BillingDeps } from './documents';
import { PacError, type PacAdapter } from './pac/pac';
import { SandboxPac } from './pac/sandbox';
import { secretBox } from './secrets';

const customer = { rfc: 'GODE561231GR8', name: 'Daniel Gómez Núñez', regime: '612', cfdiUse: 'G03', zip: '64000' };

forEachDatabase((ctx) => {
  const db = () => ctx.database.db;
  let cashier: StoreSession;
  let accountant: StoreSession;
  let billing: BillingContext;

  beforeAll(async () => {
    cashier = await storeSession(ctx.app, 'cajero@mikro.mx', 'Matriz Centro');
    accountant = await storeSession(ctx.app, 'admin@mikro.mx', 'Matriz Centro');
    expect((await cashier.send('POST', '/api/mini-store/cash-register', { openingAmount: '500.00' })).statusCode).toBe(201);
    billing = { companyId: accountant.companyId, userId: accountant.userId, branchOfficeId: accountant.branchOfficeId };
  });

  async function sale(): Promise<SaleDetail> {
    const productId = await createProduct(db(), cashier, { priceWithIVA: '116.00', price: '100.00' });
    const response = await cashier.send('POST', '/api/mini-store/sales', { lines: [{ productId, quantity: 1 }], payments: [{ methodId: 1, amount: '116.00' }] });
    expect(response).toHaveStatus(201);
    return response.json<SaleDetail>();
  }
  const invoice = async (saleId: number) => accountant.send('POST', '/api/mini-store/sales-payments/invoice', { saleIds: [saleId], receiver: customer });

  describe('folio counters', () => {
    it('refuses a next folio at or below the last one used, naming it, on /folios and on the company settings', async () => {
      const issued = (await invoice((await sale()).id)).json<InvoiceDetail>();
      const last = `${issued.serie ? `${issued.serie}-` : ''}${issued.folio}`;
      for (const url of ['/api/billing/folios', '/api/billing/company']) {
        const back = await accountant.send('PATCH', url, { foliajeFactura: issued.folio });
        expect(back).toHaveStatus(409);
        expect(back.json()).toMatchObject({
          message: `El siguiente folio de facturas debe ser mayor que el último usado (${last}).`,
          fields: [{ field: 'foliajeFactura', message: `Debe ser mayor que ${issued.folio}, el último folio usado.` }],
        });
      }
      const ahead = await accountant.send('PATCH', '/api/billing/folios', { foliajeFactura: issued.folio + 10 });
      expect(ahead).toHaveStatus(200);
      expect(ahead.json()).toMatchObject({ foliajeFactura: issued.folio + 10 });
      const next = (await invoice((await sale()).id)).json<InvoiceDetail>();
      expect(next.folio).toBe(issued.folio + 10);
      // A new series starts over; going back to the old one is checked against that series' last folio.
      expect(await accountant.send('PATCH', '/api/billing/folios', { serieFactura: 'FX', foliajeFactura: 1 })).toHaveStatus(200);
      const back = await accountant.send('PATCH', '/api/billing/folios', { serieFactura: issued.serie, foliajeFactura: 1 });
      expect(back).toHaveStatus(409);
      expect(back.json().message).toBe(`El siguiente folio de facturas debe ser mayor que el último usado (${issued.serie ? `${issued.serie}-` : ''}${next.folio}).`);
      expect(await accountant.send('PATCH', '/api/billing/folios', { serieFactura: issued.serie, foliajeFactura: next.folio + 1 })).toHaveStatus(200);
    });

    it('answers a folio its series already used with 409, not 500, and writes nothing', async () => {
      const issued = (await invoice((await sale()).id)).json<InvoiceDetail>();
      // A counter set back outside the API (before the check existed, or by hand).
      await db().update(companies).set({ foliajeFactura: issued.folio }).where(eq(companies.id, accountant.companyId));
      const saleRow = await sale();
      const taken = await invoice(saleRow.id);
      expect(taken).toHaveStatus(409);
      expect(taken.json().message).toBe(`El folio ${issued.serie ? `${issued.serie}-` : ''}${issued.folio} ya fue usado por otro documento de la serie; ajuste el siguiente folio en Folios y vuelva a intentar.`);
      const company = onlyRow(await db().select().from(companies).where(eq(companies.id, accountant.companyId)));
      expect(company.foliajeFactura).toBe(issued.folio);
      expect(await accountant.send('PATCH', '/api/billing/folios', { foliajeFactura: issued.folio + 1 })).toHaveStatus(200);
      expect(await invoice(saleRow.id)).toHaveStatus(201);
    });
  });

  describe('the sandbox flag', () => {
    const box = secretBox('test-secret-0123456789-abcdefghijklmnopqrstuvwxyz');
    const sandbox = new SandboxPac();
    /** A PAC as the adapter sees it (SW is not a sandbox) that stamps like the sandbox, or times out while `down`. */
    const pacOf = (name: 'sandbox' | 'sw', down: boolean): PacAdapter => ({
      name,
      sandbox: name === 'sandbox',
      stamp: async (xml) => {
        if (down) throw new PacError('El PAC no respondió a tiempo.', true);
        return sandbox.stamp(xml);
      },
      cancel: (request) => sandbox.cancel(request),
      status: (uuid) => sandbox.status(uuid),
    });
    const deps = (pac: PacAdapter): BillingDeps => ({ db: db(), box, pacFor: () => pac });

    it('is set by the sandbox that stamps a document left pending under SW', async () => {
      const pending = await invoiceStoreSales(deps(pacOf('sw', true)), billing, { saleIds: [(await sale()).id], receiver: customer });
      expect(pending).toMatchObject({ status: 'pendiente', sandbox: false });
      const stamped = await stampInvoice(deps(pacOf('sandbox', false)), pending.id);
      expect(stamped).toMatchObject({ status: 'timbrada', sandbox: true, pac: 'sandbox' });
      const listed = await accountant.send('GET', `/api/billing/invoices/${pending.id}`);
      expect(listed.json<InvoiceDetail>().sandbox).toBe(true);
    });

    it('is cleared when SW stamps a document sealed while the sandbox was configured', async () => {
      const pending = await invoiceStoreSales(deps(pacOf('sandbox', true)), billing, { saleIds: [(await sale()).id], receiver: customer });
      expect(pending).toMatchObject({ status: 'pendiente', sandbox: true });
      const stamped = await stampInvoice(deps(pacOf('sw', false)), pending.id);
      expect(stamped).toMatchObject({ status: 'timbrada', sandbox: false, pac: 'sw' });
      const row = onlyRow(await db().select().from(cfdiInvoices).where(eq(cfdiInvoices.id, pending.id)));
      expect(row.sandbox).toBe(false);
    });
  });

  describe('UsoCFDI', () => {
    it('refuses CP01 (pagos) and CN01 (nómina) on an invoice, and a use of personas físicas for a persona moral', async () => {
      const saleId = (await sale()).id;
      const cases = [
        [{ ...customer, cfdiUse: 'CP01' }, 'El uso CP01 es sólo para complementos de pago, no para una factura.'],
        [{ ...customer, regime: '605', cfdiUse: 'CN01' }, 'El uso CN01 es sólo para recibos de nómina, no para una factura.'],
        [{ rfc: 'EKU9003173C9', name: 'Escuela Kemper Urgate', regime: '601', cfdiUse: 'D10', zip: '64000' }, 'El uso del CFDI no está permitido para el régimen fiscal del receptor.'],
      ] as const;
      for (const [receiver, message] of cases) {
        const refused = await accountant.send('POST', '/api/mini-store/sales-payments/invoice', { saleIds: [saleId], receiver });
        expect({ use: receiver.cfdiUse, status: refused.statusCode, fields: refused.json().fields }).toEqual({ use: receiver.cfdiUse, status: 400, fields: [{ field: 'cfdiUse', message }] });
      }
      expect(await invoice(saleId)).toHaveStatus(201);
    });
  });
});
