// The invoice panel of an academy or school payment (GET …/charges/payments/:id/invoices): empty until the
// payment is invoiced to a customer, then its stamped invoice (sandbox PAC) and the stamping flag, with the
// credit notes nested under their invoice; another company's, module's or branch office's payment is 404.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { ChargePaymentReceipt, InvoiceDetail, PaymentInvoices } from '@mikro/contracts';
import { onlyRow } from '../../db/rows';
import { chargePayments } from '../../db/schema/index';
import { forEachDatabase } from '../../test-support/databases';
import { academySession, createActivity, createConcept, createExternal, groupBody, type AcademySession } from '../../test-support/academy';
import { paidTuitionWithIedu, schoolSession } from '../../test-support/school';
import type { StoreSession } from '../../test-support/store';

const customer = { rfc: 'GODE561231GR8', name: 'Daniel Gómez Núñez', regime: '612', cfdiUse: 'G03', zip: '64000' };

forEachDatabase((ctx) => {
  const db = () => ctx.database.db;

  describe('academy payment', () => {
    let admin: AcademySession;
    let receipt: ChargePaymentReceipt;

    beforeAll(async () => {
      admin = await academySession(ctx.app, 'admin@mikro.mx');
      const activityId = await createActivity(db(), admin);
      // 1,160.00 with IVA is 1,000.00 + 160.00 to the centavo, so the invoice (IVA per concept) totals what the receipt does.
      const conceptId = await createConcept(db(), admin, { price: '1160.00', conceptType: 'Monthly', withIva: true, name: 'Mensualidad robótica' });
      const group = await admin.send('POST', '/api/academies/groups', groupBody(activityId, { concepts: [{ conceptId, dueDay: 10 }] }));
      expect(group.statusCode).toBe(201);
      const externalId = await createExternal(db(), admin);
      expect((await admin.send('POST', '/api/academies/inscriptions', { groupId: group.json().id, externalId, inscriptionDate: '2026-03-15' })).statusCode).toBe(201);
      const charge = onlyRow((await admin.send('GET', `/api/academies/charges?externalId=${externalId}&status=all`)).json<{ id: number }[]>());
      const quote = (await admin.send('POST', '/api/academies/charges/payments/quote', { lines: [{ chargeId: charge.id }] })).json<{ total: string }>();
      const paid = await admin.send('POST', '/api/academies/charges/payments', { lines: [{ chargeId: charge.id }], methods: [{ methodId: 4, bankId: 1, amount: quote.total, reference: 'AUT-1' }] });
      expect(paid.statusCode).toBe(201);
      receipt = paid.json<ChargePaymentReceipt>();
    });

    it('is empty and unstamped before the payment is invoiced', async () => {
      const panel = await admin.send('GET', `/api/academies/charges/payments/${receipt.id}/invoices`);
      expect(panel.statusCode).toBe(200);
      expect(panel.json<PaymentInvoices>()).toEqual({ stamped: 0, invoices: [] });
    });

    it('shows the stamped invoice after "Facturar" to a customer, the flag set, and its credit note nested', async () => {
      const invoiced = await admin.send('POST', '/api/academies/charges/payments/invoice', { ids: [receipt.id], receiver: customer });
      expect(invoiced.statusCode).toBe(201);
      const invoice = invoiced.json<InvoiceDetail>();
      expect(invoice).toMatchObject({ module: 2, type: 'I', status: 'timbrada', sandbox: true, receiverRfc: customer.rfc, total: receipt.total });

      const panel = (await admin.send('GET', `/api/academies/charges/payments/${receipt.id}/invoices`)).json<PaymentInvoices>();
      expect(panel.stamped).toBe(1);
      expect(panel.invoices).toHaveLength(1);
      expect(panel.invoices[0]).toMatchObject({ id: invoice.id, status: 'timbrada', sandbox: true, receiverName: customer.name.toUpperCase(), uuid: invoice.uuid, creditNotes: [] });
      const row = onlyRow(await db().select({ stamped: chargePayments.stamped }).from(chargePayments).where(eq(chargePayments.id, receipt.id)));
      expect(row.stamped).toBe(1);
      // A second "Facturar" of the same payment is refused while the invoice lives.
      expect((await admin.send('POST', '/api/academies/charges/payments/invoice', { ids: [receipt.id], receiver: customer })).statusCode).toBe(409);

      const note = await admin.send('POST', '/api/billing/credit-notes', { invoiceId: invoice.id, amount: '100.00', description: 'Descuento por clase suspendida' });
      expect(note.statusCode).toBe(201);
      const withNote = (await admin.send('GET', `/api/academies/charges/payments/${receipt.id}/invoices`)).json<PaymentInvoices>();
      expect(withNote.invoices).toHaveLength(1);
      expect(onlyRow(withNote.invoices).creditNotes).toEqual([expect.objectContaining({ id: note.json<InvoiceDetail>().id, type: 'E', relatedInvoiceId: invoice.id, total: '100.00' })]);
    });

    it('answers 404 for a payment of another module or branch office and 400 for a bad id', async () => {
      expect((await admin.send('GET', `/api/school/charges/payments/${receipt.id}/invoices`)).statusCode).toBe(404);
      const other = await academySession(ctx.app, 'admin@mikro.mx', 'Sucursal Norte');
      expect((await other.send('GET', `/api/academies/charges/payments/${receipt.id}/invoices`)).statusCode).toBe(404);
      const bad = await admin.send('GET', '/api/academies/charges/payments/0/invoices');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields[0].field).toMatch(/id/);
    });
  });

  describe('school payment', () => {
    let accountant: StoreSession;
    let paymentId: number;

    beforeAll(async () => {
      const school = await schoolSession(ctx.app);
      accountant = await schoolSession(ctx.app, 'admin@mikro.mx');
      // Named school invoices carry the IEDU complement: the student's CURP and the level's RVOE.
      paymentId = (await paidTuitionWithIedu(db(), school)).id;
    });

    it('goes from empty to the stamped IEDU invoice with the flag set', async () => {
      expect((await accountant.send('GET', `/api/school/charges/payments/${paymentId}/invoices`)).json<PaymentInvoices>()).toEqual({ stamped: 0, invoices: [] });
      const receiver = { rfc: 'LOGR800101AB1', name: 'Roberto López Martínez', regime: '605', cfdiUse: 'D10', zip: '64000' };
      const invoiced = await accountant.send('POST', '/api/school/charges/payments/invoice', { ids: [paymentId], receiver });
      expect(invoiced.statusCode).toBe(201);
      const panel = (await accountant.send('GET', `/api/school/charges/payments/${paymentId}/invoices`)).json<PaymentInvoices>();
      expect(panel).toMatchObject({ stamped: 1, invoices: [{ id: invoiced.json<InvoiceDetail>().id, module: 3, status: 'timbrada', receiverRfc: receiver.rfc, creditNotes: [] }] });
      expect((await accountant.send('GET', `/api/academies/charges/payments/${paymentId}/invoices`)).statusCode).toBe(404);
    });
  });
});
