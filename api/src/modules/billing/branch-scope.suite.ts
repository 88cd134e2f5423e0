// Which branch office's payments a request may name by id. A store sale and an academy payment belong to the
// branch office that sold or charged them: from another one, invoicing them, their invoice panel and their detail
// answer 404 (and a request that names no branch office is asked for one). A school payment is the company's (a
// family pays all its children's charges, of any campus, at one counter): it is read, cancelled and invoiced from
// any branch office of the company.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { ChargePaymentReceipt, SaleDetail } from '@mikro/contracts';
import { onlyRow } from '../../db/rows';
import { forEachDatabase } from '../../test-support/databases';
import { bearer } from '../../test-support/session';
import { academySession, createActivity, createConcept, createExternal, groupBody } from '../../test-support/academy';
import { paidTuitionWithIedu, schoolSession } from '../../test-support/school';
import { createProduct, storeSession, type StoreSession } from '../../test-support/store';

const customer = { rfc: 'GODE561231GR8', name: 'Daniel Gómez Núñez', regime: '612', cfdiUse: 'G03', zip: '64000' };
const schoolCustomer = { rfc: 'LOGR800101AB1', name: 'Roberto López Martínez', regime: '605', cfdiUse: 'D10', zip: '64000' };

forEachDatabase((ctx) => {
  const db = () => ctx.database.db;
  let centro: StoreSession;
  let norte: StoreSession;

  beforeAll(async () => {
    centro = await storeSession(ctx.app, 'admin@mikro.mx', 'Matriz Centro');
    norte = await storeSession(ctx.app, 'admin@mikro.mx', 'Sucursal Norte');
  });

  describe('a store sale', () => {
    let sale: SaleDetail;
    beforeAll(async () => {
      expect((await centro.send('POST', '/api/mini-store/cash-register', { openingAmount: '100.00' })).statusCode).toBe(201);
      const productId = await createProduct(db(), centro, { priceWithIVA: '116.00', price: '100.00' });
      const response = await centro.send('POST', '/api/mini-store/sales', { lines: [{ productId, quantity: 1 }], payments: [{ methodId: 1, amount: '116.00' }] });
      expect(response.statusCode).toBe(201);
      sale = response.json<SaleDetail>();
    });

    it('is not found from another branch office: neither invoiced nor its panel, as its detail', async () => {
      expect((await norte.send('GET', `/api/mini-store/sales/${sale.id}`)).statusCode).toBe(404);
      expect((await norte.send('POST', '/api/mini-store/sales-payments/invoice', { saleIds: [sale.id], receiver: customer })).statusCode).toBe(404);
      expect((await norte.send('GET', `/api/mini-store/sales-payments/details-invoice?id=${sale.id}`)).statusCode).toBe(404);
      const noBranch = await ctx.app.inject({ method: 'POST', url: '/api/mini-store/sales-payments/invoice', headers: bearer(centro.login.token), payload: { saleIds: [sale.id], receiver: customer } });
      expect(noBranch.statusCode).toBe(400);
      expect(noBranch.json().fields).toEqual([{ field: 'X-Branch-Office', message: 'Este campo es requerido' }]);
      expect((await centro.send('GET', `/api/mini-store/sales-payments/details-invoice?id=${sale.id}`)).statusCode).toBe(200);
      expect((await centro.send('POST', '/api/mini-store/sales-payments/invoice', { saleIds: [sale.id], receiver: customer })).statusCode).toBe(201);
    });
  });

  describe('an academy payment', () => {
    let receipt: ChargePaymentReceipt;
    beforeAll(async () => {
      const admin = await academySession(ctx.app, 'admin@mikro.mx');
      const activityId = await createActivity(db(), admin);
      const conceptId = await createConcept(db(), admin, { price: '800.00', conceptType: 'Monthly', withIva: true, name: 'Mensualidad ajedrez' });
      const group = await admin.send('POST', '/api/academies/groups', groupBody(activityId, { concepts: [{ conceptId, dueDay: 10 }] }));
      const externalId = await createExternal(db(), admin);
      expect((await admin.send('POST', '/api/academies/inscriptions', { groupId: group.json().id, externalId, inscriptionDate: '2026-03-15' })).statusCode).toBe(201);
      const charge = onlyRow((await admin.send('GET', `/api/academies/charges?externalId=${externalId}&status=all`)).json<{ id: number }[]>());
      const quote = (await admin.send('POST', '/api/academies/charges/payments/quote', { lines: [{ chargeId: charge.id }] })).json<{ total: string }>();
      const paid = await admin.send('POST', '/api/academies/charges/payments', { lines: [{ chargeId: charge.id }], methods: [{ methodId: 1, amount: quote.total }] });
      expect(paid.statusCode).toBe(201);
      receipt = paid.json<ChargePaymentReceipt>();
      expect(receipt.branchOffice.id).toBe(centro.branchOfficeId);
    });

    it('is not found from another branch office: neither invoiced nor its invoice state, as its detail', async () => {
      expect((await norte.send('GET', `/api/academies/charges/payments/${receipt.id}`)).statusCode).toBe(404);
      expect((await norte.send('POST', '/api/academies/charges/payments/invoice', { ids: [receipt.id], receiver: customer })).statusCode).toBe(404);
      expect((await norte.send('GET', `/api/academies/charges/payments/details-invoice?paymentId=${receipt.id}`)).statusCode).toBe(404);
      expect((await norte.send('GET', `/api/academies/charges/payments/${receipt.id}/invoices`)).statusCode).toBe(404);
      expect((await centro.send('GET', `/api/academies/charges/payments/details-invoice?paymentId=${receipt.id}`)).statusCode).toBe(200);
      expect((await centro.send('POST', '/api/academies/charges/payments/invoice', { ids: [receipt.id], receiver: customer })).statusCode).toBe(201);
    });
  });

  describe('a school payment', () => {
    it('is the company’s: read, its panel and invoiced from a campus of another branch office', async () => {
      const receipt = await paidTuitionWithIedu(db(), await schoolSession(ctx.app));
      const sur = await schoolSession(ctx.app, 'admin@mikro.mx', 'Campus Sur');
      expect(sur.branchOfficeId).not.toBe(receipt.branchOffice.id);
      expect((await sur.send('GET', `/api/school/charges/payments/${receipt.id}`)).statusCode).toBe(200);
      expect((await sur.send('GET', `/api/school/charges/payments/${receipt.id}/invoices`)).statusCode).toBe(200);
      expect((await sur.send('POST', '/api/school/charges/payments/invoice', { ids: [receipt.id], receiver: schoolCustomer })).statusCode).toBe(201);
    });
  });
});
