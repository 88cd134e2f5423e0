// Credit notes of a taxed invoice total exactly what is credited (the IVA is the rest of the amount over its base,
// within SAT's limits), so the notes can credit the invoice down to 0.00 and never past it, also when two are
// asked for at once.
import { beforeAll, expect, it } from '@jest/globals';
import type { ChargePaymentReceipt, InvoiceDetail } from '@mikro/contracts';
import { eq } from 'drizzle-orm';
import { onlyRow } from '../../db/rows';
import { cfdiInvoices } from '../../db/schema/index';
import { forEachDatabase } from '../../test-support/databases';
import { businessRuleFailures, creditNoteFailures } from './test-support/business-rules';
import { satFailures } from './test-support/sat-checks';
import { academySession, createActivity, createConcept, createExternal, groupBody, type AcademySession } from '../../test-support/academy';

const customer = { rfc: 'GODE561231GR8', name: 'Daniel Gómez Núñez', regime: '612', cfdiUse: 'G03', zip: '64000' };

forEachDatabase((ctx) => {
  const db = () => ctx.database.db;
  let admin: AcademySession;
  let groupId: number;

  beforeAll(async () => {
    admin = await academySession(ctx.app, 'admin@mikro.mx');
    const activityId = await createActivity(db(), admin);
    const conceptId = await createConcept(db(), admin, { price: '800.00', conceptType: 'Monthly', withIva: true, name: 'Mensualidad con IVA' });
    const group = await admin.send('POST', '/api/academies/groups', groupBody(activityId, { concepts: [{ conceptId, dueDay: 10 }] }));
    expect(group.statusCode).toBe(201);
    groupId = group.json<{ id: number }>().id;
  });

  /** A stamped invoice of an academy payment of 800.00 with IVA. */
  async function taxedInvoice(): Promise<InvoiceDetail> {
    const externalId = await createExternal(db(), admin);
    expect((await admin.send('POST', '/api/academies/inscriptions', { groupId, externalId, inscriptionDate: '2026-03-15' })).statusCode).toBe(201);
    const charge = onlyRow((await admin.send('GET', `/api/academies/charges?externalId=${externalId}&status=all`)).json<{ id: number }[]>());
    const paid = await admin.send('POST', '/api/academies/charges/payments', { lines: [{ chargeId: charge.id }], methods: [{ methodId: 1, amount: '5000.00' }] });
    expect(paid.statusCode).toBe(201);
    const invoiced = await admin.send('POST', '/api/academies/charges/payments/invoice', { ids: [paid.json<ChargePaymentReceipt>().id], receiver: customer });
    expect(invoiced.statusCode).toBe(201);
    const invoice = invoiced.json<InvoiceDetail>();
    expect(invoice).toMatchObject({ status: 'timbrada', iva: expect.not.stringMatching(/^0\.00$/) });
    return invoice;
  }
  const note = (invoiceId: number, amount: string) => admin.send('POST', '/api/billing/credit-notes', { invoiceId, amount, description: 'Bonificación' });

  it('a credit note totals exactly the amount credited, and the notes credit the invoice down to 0.00 and no further', async () => {
    const invoice = await taxedInvoice();
    // 17.00 split as 14.66 + 14.66 × 0.16 rounded came out as 17.01.
    const first = await note(invoice.id, '17.00');
    expect(first.statusCode).toBe(201);
    expect(first.json<InvoiceDetail>()).toMatchObject({ total: '17.00', subtotal: '14.66', iva: '2.34', status: 'timbrada' });
    const rest = (Number(invoice.total) - 17).toFixed(2);
    const second = await note(invoice.id, rest);
    expect(second.statusCode).toBe(201);
    expect(second.json<InvoiceDetail>().total).toBe(rest);
    const detail = (await admin.send('GET', `/api/billing/invoices/${invoice.id}`)).json<InvoiceDetail>();
    expect(detail.creditable).toBe('0.00');
    expect((await note(invoice.id, '0.01')).statusCode).toBe(409);
    const xmlOf = async (id: number) => onlyRow(await db().select().from(cfdiInvoices).where(eq(cfdiInvoices.id, id))).stampedXml!;
    const notes = [await xmlOf(first.json<InvoiceDetail>().id), await xmlOf(second.json<InvoiceDetail>().id)];
    for (const xml of notes) expect([...satFailures(xml), ...businessRuleFailures(xml)]).toEqual([]);
    expect(creditNoteFailures(await xmlOf(invoice.id), notes)).toEqual([]);
  });

  it('two credit notes at once whose sum exceeds what is left: one is issued, the other refused naming what is left', async () => {
    const invoice = await taxedInvoice();
    const answers = await Promise.all([note(invoice.id, '500.00'), note(invoice.id, '500.00')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(`La nota de crédito excede lo que queda de la factura (${(Number(invoice.total) - 500).toFixed(2)}).`);
  });
});
