// The customer fiscal-data book: every stamped invoice notes its receptor and e-mailing it notes the address; the
// invoice form finds them by RFC or by name without minding accents, and offers the data a family or a store
// client of the payment already has on file. The public in general is never noted.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import type { InvoiceDetail, ReceiverSuggestion, SaleDetail } from '@mikro/contracts';
import { rowsOf } from '../../../db/rows';
import { chargePayments, clients, familyBusinessNames, families } from '../../../db/schema/index';
import { forEachDatabase } from '../../../test-support/databases';
import { paidTuitionWithIedu, schoolSession, type SchoolSession } from '../../../test-support/school';
import { createProduct, storeSession, type StoreSession } from '../../../test-support/store';

const daniel = { rfc: 'GODE561231GR8', name: 'DANIEL GÓMEZ NÚÑEZ', regime: '612', cfdiUse: 'G03', zip: '64000' };

forEachDatabase((ctx) => {
  const db = () => ctx.database.db;
  let admin: StoreSession;
  let school: SchoolSession;
  beforeAll(async () => {
    admin = await storeSession(ctx.app, 'admin@mikro.mx', 'Matriz Centro');
    school = await schoolSession(ctx.app);
    expect((await admin.send('POST', '/api/mini-store/cash-register', { openingAmount: '0.00' })).statusCode).toBe(201);
  });

  async function sale(clientId: number | null = null): Promise<SaleDetail> {
    const productId = await createProduct(db(), admin, { priceWithIVA: '116.00', price: '100.00', IVA: true });
    const sold = await admin.send('POST', '/api/mini-store/sales', { lines: [{ productId, quantity: 1 }], payments: [{ methodId: 1, amount: '116.00' }], ...(clientId ? { clientId } : {}) });
    expect(sold).toHaveStatus(201);
    return sold.json<SaleDetail>();
  }
  const invoice = async (saleId: number, receiver: object) => {
    const issued = await admin.send('POST', '/api/mini-store/sales-payments/invoice', { saleIds: [saleId], receiver });
    expect(issued).toHaveStatus(201);
    return issued.json<InvoiceDetail>();
  };
  const find = async (query: string) => {
    const found = await admin.send('GET', `/api/billing/fiscal-book?${query}`);
    expect(found).toHaveStatus(200);
    return found.json<ReceiverSuggestion[]>();
  };

  describe('fed by every invoice', () => {
    it('notes the receptor of a stamped invoice, found by RFC or by a name typed without accents, the last data winning', async () => {
      await invoice((await sale()).id, daniel);
      const byName = await find('q=gomez%20nunez');
      expect(byName).toContainEqual({ source: 'libreta', owner: daniel.name, ...daniel, email: '' });
      expect(await find('q=gode56')).toContainEqual(expect.objectContaining({ source: 'libreta', rfc: daniel.rfc }));

      const second = await invoice((await sale()).id, { ...daniel, cfdiUse: 'G01' });
      expect(await find('q=GODE561231GR8')).toEqual([expect.objectContaining({ source: 'libreta', cfdiUse: 'G01' })]);
      expect((await admin.send('POST', `/api/billing/invoices/${second.id}/email`, { to: 'daniel@example.mx' })).statusCode).toBe(200);
      expect(await find('q=daniel')).toContainEqual(expect.objectContaining({ source: 'libreta', email: 'daniel@example.mx' }));
      const [noted] = await rowsOf<{ invoices: number }>(db(), sql`SELECT invoices FROM customer_fiscal_data WHERE rfc = ${daniel.rfc} AND company_id = ${admin.companyId}`);
      expect(noted?.invoices).toBe(2);
    });

    it('never notes the public in general, and asks at least two characters', async () => {
      const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Mexico_City' });
      const global = await admin.send('POST', '/api/mini-store/sales-payments/global-billing', {
        from: today, to: today, periodicity: '01', months: today.slice(5, 7), year: Number(today.slice(0, 4)), ids: [(await sale()).id],
      });
      expect(global).toHaveStatus(201);
      expect(await rowsOf(db(), sql`SELECT 1 FROM customer_fiscal_data WHERE rfc = 'XAXX010101000'`)).toEqual([]);
      expect(await find('q=x')).toEqual([]);
    });
  });

  describe("the payment's family or client", () => {
    it("offers a store sale's client, completed by what the book knows of the client's RFC", async () => {
      const [client] = await db()
        .insert(clients)
        .values({ companyId: admin.companyId, name: 'Daniel', last_name_father: 'Gómez', last_name_mother: 'Núñez', search_name: 'DANIEL GÓMEZ NÚÑEZ', rfc: daniel.rfc, email: 'compras@example.mx' })
        .returning({ id: clients.id });
      const sold = await sale(client!.id);
      const offered = await find(`module=1&paymentId=${sold.id}`);
      expect(offered[0]).toMatchObject({ source: 'cliente', owner: 'Daniel Gómez Núñez', rfc: daniel.rfc, regime: '612', zip: '64000', email: 'compras@example.mx' });
    });

    it("offers a school payment's family business names, default first, and finds them by the family's name", async () => {
      const paid = await paidTuitionWithIedu(db(), school);
      const [family] = await db().insert(families).values({ companyId: school.companyId, name: 'Familia Peña Ávila' }).returning({ id: families.id });
      await db().insert(familyBusinessNames).values([
        { companyId: school.companyId, familyId: family!.id, rfc: 'PEAL800101AB1', businessName: 'LUIS PEÑA ÁVILA', taxRegime: '605', zip: '64100', cfdiUse: 'D10' },
        { companyId: school.companyId, familyId: family!.id, rfc: 'AVMA820202CD2', businessName: 'MARTA ÁVILA', taxRegime: '612', zip: '64200', cfdiUse: 'D10', isDefault: true },
      ]);
      await db().update(chargePayments).set({ familyId: family!.id }).where(eq(chargePayments.id, paid.id));
      const offered = await find(`module=3&paymentId=${paid.id}`);
      expect(offered.map((o) => [o.source, o.rfc])).toEqual([['familia', 'AVMA820202CD2'], ['familia', 'PEAL800101AB1']]);
      expect(await find('q=pena%20avila')).toContainEqual(expect.objectContaining({ source: 'familia', owner: 'Familia Peña Ávila', rfc: 'PEAL800101AB1' }));
      expect(await find(`module=2&paymentId=${paid.id}`)).toEqual([]);
    });

    it('refuses a module that is not one', async () => {
      expect(await admin.send('GET', '/api/billing/fiscal-book?module=4&paymentId=1')).toHaveStatus(400);
    });
  });
});
