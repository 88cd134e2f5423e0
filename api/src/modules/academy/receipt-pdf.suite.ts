import { beforeAll, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import type { ChargePaymentReceipt } from '@mikro/contracts';
import { formatInstitutionDateTime } from '@mikro/domain';
import { onlyRow, rowsOf } from '../../db/rows';
import { extraCharges, students } from '../../db/schema/index';
import { forEachDatabase } from '../../test-support/databases';
import { pdfText } from '../../test-support/pdf';
import { academySession, createActivity, createConcept, createExternal, createStudent, groupBody, type AcademySession } from '../../test-support/academy';

interface Charge {
  id: number;
  name: string;
  month: number;
}

forEachDatabase((ctx) => {
  let session: AcademySession;
  let groupId: number;
  const db = () => ctx.database.db;

  beforeAll(async () => {
    session = await academySession(ctx.app);
    // The demo's discounts and surcharges are left out: the receipt shows the tuition as priced.
    await db().update(extraCharges).set({ isActive: false }).where(eq(extraCharges.companyId, session.companyId));
    const activityId = await createActivity(db(), session);
    const monthly = await createConcept(db(), session, { price: '11900.00', conceptType: 'Monthly', name: 'Mensualidad natación' });
    const cycle = onlyRow(await rowsOf<{ id: number }>(db(), sql`insert into cycles (company_id, name, start_date, end_date) values (${session.companyId}, 'Ciclo recibos', '2026-01-01', '2026-06-30') returning id`));
    const created = await session.send('POST', '/api/academies/groups', groupBody(activityId, { cycleId: cycle.id, concepts: [{ conceptId: monthly, dueDay: 10 }] }));
    expect(created).toHaveStatus(201);
    groupId = created.json().id;
  });

  /** Enrols the person and pays their March tuition with 20,000.00 in cash. */
  async function payMarch(person: { studentId: number } | { externalId: number }): Promise<ChargePaymentReceipt> {
    expect(await session.send('POST', '/api/academies/inscriptions', { groupId, ...person, inscriptionDate: '2026-03-01' })).toHaveStatus(201);
    const query = 'studentId' in person ? `studentId=${person.studentId}` : `externalId=${person.externalId}`;
    const pending = (await session.send('GET', `/api/academies/charges?${query}&status=all`)).json<Charge[]>();
    const march = pending.find((charge) => charge.month === 3)!;
    const paid = await session.send('POST', '/api/academies/charges/payments', { lines: [{ chargeId: march.id }], methods: [{ methodId: 1, amount: '20000.00' }] });
    expect(paid).toHaveStatus(201);
    return paid.json<ChargePaymentReceipt>();
  }

  it('is a PDF with the folio, the date, the student, the month paid, the total and the change', async () => {
    const studentId = await createStudent(db(), session);
    const student = onlyRow(await db().select().from(students).where(sql`${students.id} = ${studentId}`));
    const receipt = await payMarch({ studentId });

    const response = await session.send('GET', `/api/academies/charges/payments/${receipt.id}/receipt/pdf`);
    expect(response).toHaveStatus(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="recibo-${receipt.serie}-${receipt.folio}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    expect(text).toMatch(new RegExp(`Recibo de pago de academia\\s+Folio ${receipt.serie}-${receipt.folio}`));
    expect(text).toContain(`Fecha: ${formatInstitutionDateTime(receipt.createdAt)}`);
    expect(text).toContain(`Participante: ${student.name} Prueba (${student.enrollment})`);
    expect(text).toMatch(/Mensualidad natación\s+marzo 2026\s+1\s+\$ 11,900\.00\s+\$ 11,900\.00/);
    expect(text).toMatch(/Total\s+\$ 11,900\.00/);
    expect(text).toMatch(/Efectivo\s+\$ 20,000\.00/);
    expect(text).toMatch(/Cambio\s+\$ 8,100\.00/);
  });

  it('names an external participant without an enrolment number', async () => {
    const externalId = await createExternal(db(), session);
    const receipt = await payMarch({ externalId });
    const text = await pdfText((await session.send('GET', `/api/academies/charges/payments/${receipt.id}/receipt/pdf`)).rawPayload);
    expect(text).toMatch(/Participante: Externo [0-9a-f]{8} Prueba\n/);
  });

  it('is 404 from another branch office or for no payment, 400 for an id that is not a number, 403 without the academy payments route', async () => {
    const [payment] = (await session.send('GET', '/api/academies/charges/payments')).json().data;
    const north = await academySession(ctx.app, 'admin@mikro.mx', 'Sucursal Norte');
    expect(await north.send('GET', `/api/academies/charges/payments/${payment.id}/receipt/pdf`)).toHaveStatus(404);
    expect(await session.send('GET', '/api/academies/charges/payments/999999/receipt/pdf')).toHaveStatus(404);
    expect(await session.send('GET', '/api/academies/charges/payments/abc/receipt/pdf')).toHaveStatus(400);
    const storeCashier = await academySession(ctx.app, 'cajero@mikro.mx');
    expect(await storeCashier.send('GET', `/api/academies/charges/payments/${payment.id}/receipt/pdf`)).toHaveStatus(403);
  });
});
