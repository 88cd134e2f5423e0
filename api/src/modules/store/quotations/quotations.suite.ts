import { beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { Paginated, Quotation, QuotationDetail, SaleDetail } from '@mikro/contracts';
import { onlyRow } from '../../../db/rows';
import { clients, companies, products, storeQuotations } from '../../../db/schema/index';
import { forEachDatabase } from '../../../test-support/databases';
import { addDaysToIsoDate as addDays, institutionToday } from '@mikro/domain';
import { createProduct, storeSession, type StoreSession } from '../../../test-support/store';

forEachDatabase((ctx) => {
  let cashier: StoreSession;
  const db = () => ctx.database.db;
  beforeAll(async () => {
    cashier = await storeSession(ctx.app, 'cajero@mikro.mx', 'Matriz Centro');
    await cashier.send('POST', '/api/mini-store/cash-register', { openingAmount: '100' });
  });

  describe('quotations', () => {
    it('takes the company folio, lasts daysQuoteValid days and converts into a sale at its own prices', async () => {
      await db().update(companies).set({ serieCotizacion: 'COT', folioCotizacion: 40, daysQuoteValid: 10 }).where(eq(companies.id, cashier.companyId));
      const client = onlyRow(await db().insert(clients).values({ companyId: cashier.companyId, name: 'Julio', search_name: 'julio cesar' }).returning({ id: clients.id }));
      const productId = await createProduct(db(), cashier, { stock: '10', priceWithIVA: '58.00', price: '50.00' });
      const created = await cashier.send('POST', '/api/mini-store/quotations', { lines: [{ productId, quantity: 2 }], clientId: client.id });
      expect(created.statusCode).toBe(201);
      const quotation = created.json<QuotationDetail>();
      expect(quotation).toMatchObject({ serie: 'COT', folio: 40, status: 'vigente', total: '116.00', validUntil: addDays(institutionToday(), 10), client: { name: 'Julio' } });
      expect(quotation.lines[0]).toMatchObject({ productId, quantity: '2', priceWithIVA: '58.00' });
      expect(Number(onlyRow(await db().select({ stock: products.stock }).from(products).where(eq(products.id, productId))).stock)).toBe(10);
      const company = onlyRow(await db().select().from(companies).where(eq(companies.id, cashier.companyId)));
      expect(company.folioCotizacion).toBe(41);

      const search = (q: string) => cashier.send('GET', `/api/mini-store/quotations?search=${encodeURIComponent(q)}`).then((r) => r.json<Paginated<Quotation>>().data.map((x) => x.id));
      expect(await search('40')).toContain(quotation.id);
      expect(await search('julio')).toContain(quotation.id);
      expect(await search('no-existe-zzz')).toEqual([]);

      // The product gets dearer; the quotation keeps its price.
      await db().update(products).set({ priceWithIVA: '99.00', price: '85.34' }).where(eq(products.id, productId));
      const short = await cashier.send('POST', `/api/mini-store/quotations/${quotation.id}/convert`, { payments: [{ methodId: 1, amount: '100' }] });
      expect(short.statusCode).toBe(400);
      const converted = await cashier.send('POST', `/api/mini-store/quotations/${quotation.id}/convert`, { payments: [{ methodId: 1, amount: '120' }] });
      expect(converted.statusCode).toBe(201);
      expect(converted.json<SaleDetail>()).toMatchObject({ total: '116.00', change: '4.00', quotationId: quotation.id, client: { id: client.id } });
      expect(Number(onlyRow(await db().select({ stock: products.stock }).from(products).where(eq(products.id, productId))).stock)).toBe(8);
      const after = (await cashier.send('GET', `/api/mini-store/quotations/${quotation.id}`)).json<QuotationDetail>();
      expect(after).toMatchObject({ status: 'convertida', saleId: converted.json<SaleDetail>().id });
      const twice = await cashier.send('POST', `/api/mini-store/quotations/${quotation.id}/convert`, { payments: [{ methodId: 1, amount: '120' }] });
      expect(twice.statusCode).toBe(409);
    });

    it('refuses to convert an expired quotation (409) and lists it as vencida', async () => {
      const productId = await createProduct(db(), cashier, { stock: '10' });
      const quotation = (await cashier.send('POST', '/api/mini-store/quotations', { lines: [{ productId, quantity: 1 }] })).json<QuotationDetail>();
      await db().update(storeQuotations).set({ validUntil: addDays(institutionToday(), -1) }).where(eq(storeQuotations.id, quotation.id));
      const response = await cashier.send('POST', `/api/mini-store/quotations/${quotation.id}/convert`, { payments: [{ methodId: 1, amount: '100' }] });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/venció/);
      const expired = (await cashier.send('GET', '/api/mini-store/quotations?status=vencida')).json<Paginated<Quotation>>();
      expect(expired.data.map((q) => q.id)).toContain(quotation.id);
      expect((await cashier.send('POST', '/api/mini-store/quotations', { lines: [{ productId, quantity: 'x' }] })).statusCode).toBe(400);
    });

    it('refuses a client, student or price list id of 0 instead of taking it as none', async () => {
      const productId = await createProduct(db(), cashier, { stock: '10' });
      for (const field of ['clientId', 'studentId', 'priceListId']) {
        const zero = await cashier.send('POST', '/api/mini-store/quotations', { lines: [{ productId, quantity: 1 }], [field]: 0 });
        expect(zero.statusCode).toBe(400);
        expect(zero.json().fields.map((f: { field: string }) => f.field)).toEqual([field]);
      }
      const none = await cashier.send('POST', '/api/mini-store/quotations', { lines: [{ productId, quantity: 1 }], clientId: null, studentId: null, priceListId: null });
      expect(none.statusCode).toBe(201);
      expect(none.json<QuotationDetail>()).toMatchObject({ client: null, studentId: null });
    });
  });
});
