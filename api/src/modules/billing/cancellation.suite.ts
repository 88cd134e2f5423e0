// What an invoice of a school payment holds down: the payment cannot be cancelled while an invoice covers it —
// stamped or still waiting for the PAC —, an invoice cannot be cancelled while a credit note of it waits for the
// PAC, two cancellations of one invoice at once cancel it once, and an invoice and a cancellation (of the
// payment, or of the invoice against a credit note) sent at once never leave a live document on a cancelled one.
// A payment a scholarship left at 0 has nothing SAT takes as a concept.
// (The scholarship is a fixed amount above any charge: a percentage is of the base, and a late surcharge stays.)
import { beforeAll, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { ChargePaymentReceipt, InvoiceDetail } from '@mikro/contracts';
import { onlyRow } from '../../db/rows';
import { forEachDatabase } from '../../test-support/databases';
import { createSchoolSetup, createStudent, enrol, paidTuitionWithIedu, schoolSession, type SchoolSession } from '../../test-support/school';
import { rowsOf } from '../../db/rows';
import { cancelInvoice as cancelInvoiceAt } from './cancellation.service';
import { issueCreditNote } from './credit-notes.service';
import { invoicePayments } from './invoice-issue.service';
import { retryPending } from './stamping';
import { type BillingContext } from './documents';
import type { PacAdapter } from './pac/pac';
import { SandboxPac } from './pac/sandbox';
import { billingDepsWithSwitchablePac } from './pac/test-pac';

const customer = { rfc: 'LOGR800101AB1', name: 'Roberto López Martínez', regime: '605', cfdiUse: 'D10', zip: '64000' };

forEachDatabase((ctx) => {
  const db = () => ctx.database.db;
  let admin: SchoolSession;
  let billing: BillingContext;
  const { pac, deps } = billingDepsWithSwitchablePac(db);

  beforeAll(async () => {
    admin = await schoolSession(ctx.app, 'admin@mikro.mx');
    billing = { companyId: admin.companyId, userId: admin.userId, branchOfficeId: admin.branchOfficeId };
  });

  const cancelPayment = (id: number) => admin.send('POST', `/api/school/charges/payments/${id}/cancel`, { reason: 'Cobro equivocado' });
  const invoice = (id: number) => admin.send('POST', '/api/school/charges/payments/invoice', { ids: [id], receiver: customer });
  const cancelInvoice = (id: number) => admin.send('POST', `/api/billing/invoices/${id}/cancel`, { motive: '02' });
  const paymentStatus = async (id: number) => onlyRow(await rowsOf<{ status: string }>(db(), sql`select status from charge_payments where id = ${id}`)).status;
  const invoiceStatus = async (id: number) => onlyRow(await rowsOf<{ status: string }>(db(), sql`select status from cfdi_invoices where id = ${id}`)).status;
  /** Cancelled payments that a pending or stamped invoice still covers (must never exist). */
  const cancelledButInvoiced = async (ids: number[]) =>
    rowsOf(
      db(),
      sql`select p.id from charge_payments p join cfdi_invoice_sources s on s.module = 3 and s.source_id = p.id join cfdi_invoices i on i.id = s.invoice_id
          where p.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and p.status = 'cancelled' and i.type = 'I' and i.status in ('pendiente', 'timbrada')`,
    );

  it('refuses to cancel a payment while its invoice waits for the PAC, and while it is stamped; once the invoice is cancelled the payment is', async () => {
    const receipt = await paidTuitionWithIedu(db(), admin);
    pac.down = true;
    const pending = await invoicePayments(deps, billing, 3, { ids: [receipt.id], receiver: customer });
    pac.down = false;
    expect(pending.status).toBe('pendiente');

    const whilePending = await cancelPayment(receipt.id);
    expect(whilePending.statusCode).toBe(409);
    expect(whilePending.json().message).toMatch(/pendiente de timbrar/);
    expect(await paymentStatus(receipt.id)).toBe('paid');

    expect(await retryPending(deps, 0)).toBeGreaterThanOrEqual(1);
    expect(await invoiceStatus(pending.id)).toBe('timbrada');
    expect((await cancelPayment(receipt.id)).statusCode).toBe(409);

    expect((await cancelInvoice(pending.id)).statusCode).toBe(200);
    const cancelled = await cancelPayment(receipt.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<ChargePaymentReceipt>().status).toBe('cancelled');
    expect(await cancelledButInvoiced([receipt.id])).toEqual([]);
  });

  it('invoicing a payment and cancelling it at once: one of them wins, never a live invoice of a cancelled payment', async () => {
    const ids: number[] = [];
    for (let round = 0; round < 4; round++) {
      const receipt = await paidTuitionWithIedu(db(), admin);
      ids.push(receipt.id);
      const [invoiced, cancelled] = await Promise.all([invoice(receipt.id), cancelPayment(receipt.id)]);
      expect([[201, 409], [409, 200]]).toContainEqual([invoiced.statusCode, cancelled.statusCode]);
    }
    expect(await cancelledButInvoiced(ids)).toEqual([]);
  });

  it('refuses to cancel an invoice while a credit note of it waits for the PAC; two cancellations at once cancel it once', async () => {
    const stamped = (await invoice((await paidTuitionWithIedu(db(), admin)).id)).json<InvoiceDetail>();
    expect(stamped.status).toBe('timbrada');
    pac.down = true;
    const note = await issueCreditNote(deps, billing, { invoiceId: stamped.id, amount: '100.00', description: 'Descuento por pronto pago' });
    pac.down = false;
    expect(note.status).toBe('pendiente');

    const whilePending = await cancelInvoice(stamped.id);
    expect(whilePending.statusCode).toBe(409);
    expect(whilePending.json().message).toMatch(/por timbrar/);
    expect(await invoiceStatus(stamped.id)).toBe('timbrada');

    await retryPending(deps, 0);
    expect(await invoiceStatus(note.id)).toBe('timbrada');
    expect((await cancelInvoice(stamped.id)).statusCode).toBe(409);
    expect((await cancelInvoice(note.id)).statusCode).toBe(200);

    const twice = await Promise.all([cancelInvoice(stamped.id), cancelInvoice(stamped.id)]);
    expect(twice.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(twice.find((answer) => answer.statusCode === 409)!.json().message).toBe('La factura ya está cancelada.');
    expect(await invoiceStatus(stamped.id)).toBe('cancelada');
  });

  it('a credit note asked for while the PAC is cancelling its invoice is refused, never a live credit note of a cancelled invoice', async () => {
    const stamped = (await invoice((await paidTuitionWithIedu(db(), admin)).id)).json<InvoiceDetail>();
    // The PAC holds the cancellation until the credit note's request has answered, or a moment has passed
    // (it may be waiting for the cancellation to end).
    let calledPac!: () => void;
    const pacCalled = new Promise<void>((resolve) => (calledPac = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const sandbox = new SandboxPac();
    const slow: PacAdapter = {
      name: 'sandbox',
      sandbox: true,
      stamp: (xml) => sandbox.stamp(xml),
      cancel: async (request) => {
        calledPac();
        await released;
        return sandbox.cancel(request);
      },
      status: (uuid) => sandbox.status(uuid),
    };
    const cancelling = cancelInvoiceAt({ ...deps, pacFor: () => slow }, billing, stamped.id, { motive: '02' });
    await pacCalled;
    const note = admin.send('POST', '/api/billing/credit-notes', { invoiceId: stamped.id, amount: '50.00', description: 'Bonificación' });
    await Promise.race([note, new Promise((resolve) => setTimeout(resolve, 500))]);
    release();
    expect((await cancelling).status).toBe('cancelada');
    const answer = await note;
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toMatch(/timbrada y vigente/);
    expect(await rowsOf(db(), sql`select id from cfdi_invoices where related_invoice_id = ${stamped.id}`)).toEqual([]);
  });

  it('a payment a full scholarship left at 0 has nothing to invoice (SAT refuses a concept of value 0)', async () => {
    const setup = await createSchoolSetup(db(), admin.companyId);
    const student = await createStudent(db(), admin.companyId);
    await enrol(admin, setup, student.id);
    const type = onlyRow(await rowsOf<{ id: number }>(db(), sql`select id from extra_charge_types where company_id = ${admin.companyId} and kind = 3 order by id limit 1`));
    const scholarship = onlyRow(
      await rowsOf<{ id: number }>(
        db(),
        sql`insert into extra_charges (company_id, name, quantity, type_application, operation, application_form, extra_charges_type_id)
            values (${admin.companyId}, 'Beca completa', 100000, 2, 'subtraction', 1, ${type.id}) returning id`,
      ),
    );
    const charge = onlyRow(await rowsOf<{ id: number }>(db(), sql`select id from charges where student_id = ${student.id} and status = 'pending' order by due_date, id limit 1`));
    const paid = await admin.send('POST', '/api/school/charges/payments', { lines: [{ chargeId: charge.id, manualChargeIds: [scholarship.id] }], methods: [{ methodId: 1, amount: '1.00' }] });
    expect(paid.statusCode).toBe(201);
    const receipt = paid.json<ChargePaymentReceipt>();
    expect(receipt.total).toBe('0.00');
    const refused = await invoice(receipt.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/no tiene nada que facturar/);
    expect(await rowsOf(db(), sql`select invoice_id from cfdi_invoice_sources where module = 3 and source_id = ${receipt.id}`)).toEqual([]);
  });
});
