import { afterEach, beforeAll, expect, it, jest } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import type { ChargePaymentReceipt } from '@mikro/contracts';
import { onlyRow } from '../../db/rows';
import { charges, extraCharges, extraChargeTypes } from '../../db/schema/index';
import { forEachDatabase } from '../../test-support/databases';
import { rowsOf } from '../../db/rows';
import { paymentsClock } from '../payments/index';
import { academySession, createActivity, createConcept, createExternal, createStudent, groupBody, type AcademySession } from '../../test-support/academy';

/** Noon in Mexico City of the given day: enrolments are written on their day, payments made after. */
const at = (day: string) => jest.spyOn(paymentsClock, 'now').mockReturnValue(new Date(`${day}T18:00:00Z`));

interface Charge {
  id: number;
  name: string;
  year: number;
  month: number;
  status: string;
  price: string;
}

forEachDatabase((ctx) => {
  let session: AcademySession;
  let groupId: number;
  let enrolmentConcept: number;
  let monthlyConcept: number;
  let manualDiscountId: number;
  let duplicateOfAutomaticId: number;
  const db = () => ctx.database.db;

  beforeAll(async () => {
    session = await academySession(ctx.app);
    const activityId = await createActivity(db(), session);
    enrolmentConcept = await createConcept(db(), session, { price: '500.00', conceptType: 'OneTime', name: 'Inscripción ballet' });
    monthlyConcept = await createConcept(db(), session, { price: '1000.00', conceptType: 'Monthly', name: 'Mensualidad ballet', withIva: true });
    const cycle = onlyRow(await rowsOf<{ id: number }>(db(), sql`insert into cycles (company_id, name, start_date, end_date) values (${session.companyId}, 'Ciclo prueba', '2026-01-01', '2026-06-30') returning id`));
    const created = await session.send(
      'POST',
      '/api/academies/groups',
      groupBody(activityId, { cycleId: cycle.id, concepts: [{ conceptId: enrolmentConcept, dueDay: 5 }, { conceptId: monthlyConcept, dueDay: 10 }] }),
    );
    expect(created.statusCode).toBe(201);
    groupId = created.json().id;
    // Only the charges of this test apply: one automatic surcharge and two manual ones.
    await db().update(extraCharges).set({ isActive: false }).where(eq(extraCharges.companyId, session.companyId));
    const types = await db().select().from(extraChargeTypes).where(eq(extraChargeTypes.companyId, session.companyId));
    const kind = (k: number) => types.find((t) => t.kind === k)!.id;
    const inserted = await db()
      .insert(extraCharges)
      .values([
        { companyId: session.companyId, name: 'Cuota de material', quantity: '50', typeApplication: 2, operation: 'sum', applicationForm: 2, extraChargesTypeId: kind(2) },
        { companyId: session.companyId, name: 'Descuento hermanos', quantity: '10', typeApplication: 1, operation: 'subtraction', applicationForm: 1, extraChargesTypeId: kind(1) },
        { companyId: session.companyId, name: ' cuota de MATERIAL', quantity: '999', typeApplication: 2, operation: 'sum', applicationForm: 1, extraChargesTypeId: kind(2) },
      ])
      .returning({ id: extraCharges.id });
    const [, manualDiscount, duplicateOfAutomatic] = inserted;
    if (!manualDiscount || !duplicateOfAutomatic) throw new Error('expected the three extra charges inserted');
    manualDiscountId = manualDiscount.id;
    duplicateOfAutomaticId = duplicateOfAutomatic.id;
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  const chargesOf = async (query: string) => (await session.send('GET', `/api/academies/charges?${query}&status=all`)).json<Charge[]>();

  it('enrolment generates the one-time charge and one monthly charge per month of the cycle', async () => {
    const studentId = await createStudent(db(), session);
    at('2026-03-15');
    const enrolled = await session.send('POST', '/api/academies/inscriptions', { groupId, studentId, inscriptionDate: '2026-03-15' });
    expect(enrolled.statusCode).toBe(201);
    expect(enrolled.json().charges).toBe(5);
    const list = await chargesOf(`studentId=${studentId}`);
    expect(list.map((c) => [c.name, c.year, c.month, c.status])).toEqual([
      ['Inscripción ballet', 2026, 3, 'pending'],
      ['Mensualidad ballet', 2026, 3, 'pending'],
      ['Mensualidad ballet', 2026, 4, 'pending'],
      ['Mensualidad ballet', 2026, 5, 'pending'],
      ['Mensualidad ballet', 2026, 6, 'pending'],
    ]);
    const concepts = await session.send('GET', `/api/academies/inscriptions/${enrolled.json().id}/concepts`);
    expect(concepts.json()).toHaveLength(2);
  });

  it('refuses the tax-factor raise on a charge whose price already includes IVA, naming the line', async () => {
    const externalId = await createExternal(db(), session);
    at('2026-03-15');
    expect((await session.send('POST', '/api/academies/inscriptions', { groupId, externalId, inscriptionDate: '2026-03-15' })).statusCode).toBe(201);
    const march = (await chargesOf(`externalId=${externalId}`)).find((c) => c.name === 'Mensualidad ballet' && c.month === 3)!;
    const lines = [{ chargeId: march.id, manualChargeIds: [], raiseByTaxFactor: true }];
    const quote = await session.send('POST', '/api/academies/charges/payments/quote', { lines });
    expect(quote.statusCode).toBe(400);
    expect(quote.json().fields).toEqual([{ field: 'lines.0.raiseByTaxFactor', message: 'El precio de este cargo ya incluye el IVA' }]);
    const paid = await session.send('POST', '/api/academies/charges/payments', { lines, methods: [{ methodId: 1, amount: '1200.00' }] }, { 'idempotency-key': `academy-iva-${externalId}` });
    expect(paid.statusCode).toBe(400);
    expect((await chargesOf(`externalId=${externalId}`)).find((c) => c.id === march.id)?.status).toBe('pending');
  });

  it('charges the enrolment and the first month with the automatic surcharge of late lines, manual ones (duplicate by name skipped) and the tax-factor raise', async () => {
    const externalId = await createExternal(db(), session);
    at('2026-03-15');
    expect((await session.send('POST', '/api/academies/inscriptions', { groupId, externalId, inscriptionDate: '2026-03-15' })).statusCode).toBe(201);
    // Paid on the 20th: both March lines are late, so the automatic surcharge applies to each.
    at('2026-03-20');
    const list = await chargesOf(`externalId=${externalId}`);
    const enrolment = list.find((c) => c.name === 'Inscripción ballet')!;
    const march = list.find((c) => c.name === 'Mensualidad ballet' && c.month === 3)!;
    const lines = [
      { chargeId: enrolment.id, manualChargeIds: [manualDiscountId, duplicateOfAutomaticId], raiseByTaxFactor: true },
      { chargeId: march.id, manualChargeIds: [manualDiscountId] },
    ];
    const quote = await session.send('POST', '/api/academies/charges/payments/quote', { lines });
    expect(quote.statusCode).toBe(200);
    // Enrolment: 500 × 1.16 = 580.00; +50 automatic; −10 % of 580 = −58.00; the manual "cuota de material" is skipped.
    expect(quote.json().lines[0]).toMatchObject({ price: '580.00', base: '580.00', total: '572.00' });
    expect(quote.json().lines[0].adjustments.map((a: { name: string; amount: string; automatic: boolean }) => [a.name, a.amount, a.automatic])).toEqual([
      ['Cuota de material', '50.00', true],
      ['Descuento hermanos', '-58.00', false],
    ]);
    // March: 1000 + 50 − 100 = 950.00 with IVA included: 818.97 + 131.03.
    expect(quote.json().lines[1]).toMatchObject({ total: '950.00', subtotal: '818.97', tax: '131.03' });
    expect(quote.json().total).toBe('1522.00');

    const paid = await session.send('POST', '/api/academies/charges/payments', { lines, methods: [{ methodId: 1, amount: '1600.00' }] }, { 'idempotency-key': `academy-${externalId}` });
    expect(paid.statusCode).toBe(201);
    const receipt = paid.json<ChargePaymentReceipt>();
    expect(receipt).toMatchObject({ module: 2, serie: `A${session.branchOfficeId}`, total: '1522.00', change: '78.00' });
    expect(receipt.lines.map((l) => l.idConceptoCobro)).toEqual([enrolmentConcept, monthlyConcept]);
    const retry = await session.send('POST', '/api/academies/charges/payments', { lines, methods: [{ methodId: 1, amount: '1600.00' }] }, { 'idempotency-key': `academy-${externalId}` });
    expect(retry.json().folio).toBe(receipt.folio);
    const again = await session.send('POST', '/api/academies/charges/payments', { lines, methods: [{ methodId: 1, amount: '1600.00' }] });
    expect(again.statusCode).toBe(409);

    // A drop in April keeps what was paid and April itself, and cancels May and June.
    const [inscription] = (await session.send('GET', `/api/academies/enrolments?externalId=${externalId}`)).json().data;
    const dropped = await session.send('POST', `/api/academies/inscriptions/${inscription.id}/drop`, { dropDate: '2026-04-20', reason: 'Cambio de domicilio' });
    expect(dropped.statusCode).toBe(200);
    expect(dropped.json()).toMatchObject({ status: 'baja', cancelledCharges: 2, keptPendingCharges: 1, paidCharges: 2 });
    const after = await chargesOf(`externalId=${externalId}`);
    expect(after.map((c) => [c.name, c.month, c.status])).toEqual([
      ['Inscripción ballet', 3, 'paid'],
      ['Mensualidad ballet', 3, 'paid'],
      ['Mensualidad ballet', 4, 'pending'],
      ['Mensualidad ballet', 5, 'cancelled'],
      ['Mensualidad ballet', 6, 'cancelled'],
    ]);
    const drops = await session.send('GET', '/api/academies/drops?search=Externo');
    expect(drops.json().data.find((d: { id: number }) => d.id === inscription.id)).toMatchObject({ status: 'baja', dropReason: 'Cambio de domicilio', pendingAmount: '1000.00' });
    expect((await session.send('POST', `/api/academies/inscriptions/${inscription.id}/drop`, { dropDate: '2026-04-21', reason: 'Otra' })).statusCode).toBe(409);

    // History, detail, invoice state, reports.
    const history = await session.send('GET', `/api/academies/charges/payments?folio=${receipt.folio}`);
    expect(history.json().data).toHaveLength(1);
    expect((await session.send('GET', `/api/academies/charges/payments/${receipt.id}`)).json().lines).toHaveLength(2);
    expect((await session.send('GET', `/api/academies/charges/payments/details-invoice?paymentId=${receipt.id}`)).json()).toMatchObject({ stamped: 0, invoices: [] });
    const today = (await session.send('GET', '/api/academies/academy-inscription-concepts/report-concepts-today')).json();
    expect(today.rows.find((r: { conceptId: number }) => r.conceptId === monthlyConcept)).toMatchObject({ paidLines: 1, total: '950.00' });
    const report = (await session.send('GET', '/api/academies/charges/payments/report-academia-payment')).json();
    expect(report.rows.some((r: { id: number }) => r.id === receipt.id)).toBe(true);
    const income = (await session.send('GET', '/api/academies/charges/payments/academy-income-report')).json();
    expect(income.byMethod).toEqual([{ methodId: 1, amount: expect.any(String) }]);
    expect(income.total).toBe('1522.00');
    const sales = (await session.send('GET', '/api/academies/charges/details/report-sale-academia')).json();
    expect(sales.filter((s: { paymentId: number }) => s.paymentId === receipt.id)).toHaveLength(2);
    const byStatus = (await session.send('GET', `/api/academies/academy-inscription-concepts/report-by-status-payment?status=cancelled&groupId=${groupId}`)).json();
    expect(byStatus.total).toBe(2);

    // Cancelling the payment with a reason puts its charges back to pending.
    expect((await session.send('POST', `/api/academies/charges/payments/${receipt.id}/cancel`, { reason: '' })).statusCode).toBe(400);
    const cancelled = await session.send('POST', `/api/academies/charges/payments/${receipt.id}/cancel`, { reason: 'Cobro duplicado' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    const back = onlyRow(await db().select({ status: charges.status }).from(charges).where(eq(charges.id, enrolment.id)));
    expect(back.status).toBe('pending');
  });

  it('keeps another branch office out of a payment', async () => {
    const other = await academySession(ctx.app, 'admin@mikro.mx', 'Sucursal Norte');
    const list = (await session.send('GET', '/api/academies/charges/payments')).json();
    expect((await other.send('GET', `/api/academies/charges/payments/${list.data[0].id}`)).statusCode).toBe(404);
  });

  it('refuses an enrolment of a year outside 1900–2199 and a drop dated before the enrolment, naming the field', async () => {
    const studentId = await createStudent(db(), session);
    for (const inscriptionDate of ['0001-01-01', '9999-12-31']) {
      const refused = await session.send('POST', '/api/academies/inscriptions', { groupId, studentId, inscriptionDate });
      expect({ inscriptionDate, status: refused.statusCode, fields: refused.json().fields }).toEqual({ inscriptionDate, status: 400, fields: [{ field: 'inscriptionDate', message: 'El año debe estar entre 1900 y 2199' }] });
    }
    const enrolled = await session.send('POST', '/api/academies/inscriptions', { groupId, studentId, inscriptionDate: '2026-03-15' });
    expect(enrolled.statusCode).toBe(201);
    const early = await session.send('POST', `/api/academies/inscriptions/${enrolled.json().id}/drop`, { dropDate: '2026-03-14', reason: 'Fecha equivocada' });
    expect(early.statusCode).toBe(400);
    expect(early.json().fields).toEqual([{ field: 'dropDate', message: 'No puede ser anterior a la fecha de inscripción (15/03/2026)' }]);
    const sameDay = await session.send('POST', `/api/academies/inscriptions/${enrolled.json().id}/drop`, { dropDate: '2026-03-15', reason: 'Se arrepintió' });
    expect(sameDay.statusCode).toBe(200);
  });
});
