// Where the IEDU complement goes on a school invoice: only on the tuition (colegiatura) of a level with RVOE.
// The enrolment fee and a late-payment surcharge are concepts of their own without it, so the parent's
// deduction covers the tuition alone; tuition of a level without RVOE is invoiced without it.
import { beforeAll, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { ChargePaymentReceipt, FeeCounterResponse, InvoiceDetail } from '@mikro/contracts';
import { onlyRow } from '../../db/rows';
import { cfdiInvoices, grades, levels, students } from '../../db/schema/index';
import { forEachDatabase } from '../../test-support/databases';
import { createSchoolSetup, createStudent, enrol, schoolSession, type SchoolSession } from '../../test-support/school';
import { parseCfdi } from './cfdi/tfd';

const parent = { rfc: 'LOGR800101AB1', name: 'Roberto López Martínez', regime: '605', cfdiUse: 'D10', zip: '64000' };

forEachDatabase((ctx) => {
  const db = () => ctx.database.db;
  let school: SchoolSession;

  beforeAll(async () => {
    school = await schoolSession(ctx.app, 'admin@mikro.mx');
  });

  /** A student enrolled at a level (with or without RVOE) who pays the enrolment fee and September's tuition, now late. */
  async function paidEnrolmentAndTuition(rvoe: string): Promise<ChargePaymentReceipt> {
    const setup = await createSchoolSetup(db(), school.companyId);
    const student = await createStudent(db(), school.companyId);
    await enrol(school, setup, student.id);
    const grade = onlyRow(await db().select().from(grades).where(eq(grades.id, setup.gradeId)));
    await db().update(levels).set({ satLevel: 'Primaria', rvoe }).where(eq(levels.id, grade.levelId));
    await db().update(students).set({ curp: 'LOGA150310MNLPRN09' }).where(eq(students.id, student.id));
    const pending = (await school.send('GET', `/api/school/charges/pending?studentId=${student.id}`)).json<FeeCounterResponse>();
    const charges = onlyRow(pending.students).charges;
    const enrolment = charges.find((c) => c.name.startsWith('Inscripción'))!;
    const tuition = charges.find((c) => c.name.startsWith('Colegiatura') && c.month === 9)!;
    // Both are long overdue: the demo's automatic late surcharge is on each.
    for (const charge of [enrolment, tuition]) expect(charge.today.adjustments).toEqual([expect.objectContaining({ name: 'Recargo por pago tardío', amount: '150.00' })]);
    const total = [enrolment, tuition].reduce((sum, c) => sum + Number(c.today.total), 0).toFixed(2);
    const paid = await school.send('POST', '/api/school/charges/payments', { lines: [{ chargeId: enrolment.id }, { chargeId: tuition.id }], methods: [{ methodId: 1, amount: total }] });
    expect(paid).toHaveStatus(201);
    return paid.json<ChargePaymentReceipt>();
  }

  async function conceptsOf(invoice: InvoiceDetail) {
    const row = onlyRow(await db().select().from(cfdiInvoices).where(eq(cfdiInvoices.id, invoice.id)));
    return parseCfdi(row.stampedXml!)
      .searchNodes('cfdi:Conceptos', 'cfdi:Concepto')
      .map((c) => ({
        description: c.getAttribute('Descripcion'),
        amount: c.getAttribute('Importe'),
        iedu: c.searchNode('cfdi:ComplementoConcepto', 'iedu:instEducativas')?.getAttribute('autRVOE') ?? null,
      }));
  }

  it('puts IEDU on the tuition alone; the enrolment fee and the late surcharge are concepts without it', async () => {
    const payment = await paidEnrolmentAndTuition('RVOE-2015-001');

    const response = await school.send('POST', '/api/school/charges/payments/invoice', { ids: [payment.id], receiver: parent });

    expect(response).toHaveStatus(201);
    const invoice = response.json<InvoiceDetail>();
    expect(invoice.total).toBe(payment.total);
    expect(await conceptsOf(invoice)).toEqual([
      { description: expect.stringMatching(/^Inscripción /), amount: '3000.00', iedu: null },
      { description: expect.stringMatching(/^Recargo por pago tardío · Inscripción /), amount: '150.00', iedu: null },
      { description: expect.stringMatching(/^Colegiatura .* 09\/2025$/), amount: '2000.00', iedu: 'RVOE-2015-001' },
      { description: expect.stringMatching(/^Recargo por pago tardío · Colegiatura .* 09\/2025$/), amount: '150.00', iedu: null },
    ]);
  });

  it('invoices the tuition of a level without RVOE without IEDU (nothing to deduct), instead of refusing it', async () => {
    const payment = await paidEnrolmentAndTuition('');

    const response = await school.send('POST', '/api/school/charges/payments/invoice', { ids: [payment.id], receiver: parent });

    expect(response).toHaveStatus(201);
    const concepts = await conceptsOf(response.json<InvoiceDetail>());
    expect(concepts.map((c) => c.iedu)).toEqual([null, null, null, null]);
    expect(concepts.map((c) => c.amount)).toEqual(['3000.00', '150.00', '2000.00', '150.00']);
  });
});
