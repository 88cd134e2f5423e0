import { institutionToday } from '@mikro/domain';
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { ChargePaymentDetail, ChargePaymentReceipt, FeeCounterResponse, ImportJob, InscriptionDetail, AccountStatement } from '@mikro/contracts';
import { onlyRow } from '../../db/rows';
import { chargePaymentLines, chargePayments, charges, families, rolePermissions, schoolInscriptions } from '../../db/schema/index';
import { forEachDatabase } from '../../test-support/databases';
import { paymentsClock } from '../payments/index';
import { multipart, xlsxOf } from '../../test-support/upload-files';
import { createFamily, createSchoolSetup, createStudent, createStudents, enrol, schoolSession, type SchoolSession, type SchoolSetup } from '../../test-support/school';

/** Noon in Mexico City of the given day. */
const at = (day: string) => jest.spyOn(paymentsClock, 'now').mockReturnValue(new Date(`${day}T18:00:00Z`));

forEachDatabase((ctx) => {
  let session: SchoolSession;
  let setup: SchoolSetup;
  const db = () => ctx.database.db;
  const pendingOf = async (studentId: number) => {
    const [student] = (await session.send('GET', `/api/school/charges/pending?studentId=${studentId}`)).json<FeeCounterResponse>().students;
    if (!student) throw new Error(`the fee counter does not list student ${studentId}`);
    return student.charges;
  };
  const pay = (body: object, headers?: Record<string, string>) => session.send('POST', '/api/school/charges/payments', body, headers);
  const cash = (amount: string) => [{ methodId: 1, amount }];

  beforeAll(async () => {
    session = await schoolSession(ctx.app);
    setup = await createSchoolSetup(db(), session.companyId);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  describe('enrolment', () => {
    it('writes the inscription, its concepts and every charge of the cycle; a second enrolment is 409', async () => {
      const student = await createStudent(db(), session.companyId);
      const inscription = await enrol(session, setup, student.id);
      expect(inscription).toMatchObject({ status: 'activa', cycle: { id: setup.cycleId }, classroom: { id: setup.classroomId }, pendingCharges: 11, pendingAmount: '23000.00' });
      expect(inscription.concepts.map((c) => c.months)).toEqual([[8], [9, 10, 11, 12, 1, 2, 3, 4, 5, 6]]);
      const second = await session.send('POST', '/api/school/inscriptions', { studentId: student.id, cycleId: setup.cycleId, gradeId: setup.gradeId, paymentPlanId: setup.planId });
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe('El alumno ya tiene una inscripción activa en este ciclo');
      const { n } = onlyRow(await db().select({ n: count() }).from(charges).where(eq(charges.studentId, student.id)));
      expect(n).toBe(11);
    });

    it('refuses bad input naming each field, and another company’s student is 404; nothing is written', async () => {
      const student = await createStudent(db(), session.companyId);
      const bad = await session.send('POST', '/api/school/inscriptions', { studentId: student.id, cycleId: 0, gradeId: setup.gradeId, paymentPlanId: setup.planId, inscriptionDate: '2025-13-01' });
      expect(bad.statusCode).toBe(400);
      const fields = bad.json().fields.map((f: { field: string }) => f.field).join(' ');
      expect(fields).toContain('cycleId');
      const wrongDate = await session.send('POST', '/api/school/inscriptions', { studentId: student.id, cycleId: setup.cycleId, gradeId: setup.gradeId, paymentPlanId: setup.planId, inscriptionDate: '2025-02-30' });
      expect(wrongDate.statusCode).toBe(400);
      expect(wrongDate.json().fields[0].field).toBe('inscriptionDate');
      // A classroom of 0 is refused, not taken as "no classroom" (the body coerces types, and 0 once became null).
      const zeroClassroom = await session.send('POST', '/api/school/inscriptions', { studentId: student.id, cycleId: setup.cycleId, gradeId: setup.gradeId, classroomId: 0, paymentPlanId: setup.planId });
      expect(zeroClassroom.statusCode).toBe(400);
      expect(zeroClassroom.json().fields.map((f: { field: string }) => f.field)).toEqual(['classroomId']);
      const missing = await session.send('POST', '/api/school/inscriptions', { studentId: 999_999, cycleId: setup.cycleId, gradeId: setup.gradeId, paymentPlanId: setup.planId });
      expect(missing.statusCode).toBe(404);
      const { n } = onlyRow(await db().select({ n: count() }).from(schoolInscriptions).where(eq(schoolInscriptions.studentId, student.id)));
      expect(n).toBe(0);
    });
  });

  describe('the fee counter and a payment', () => {
    it('shows a family’s pending charges with today’s surcharge, charges it, prints the receipt, and the statement shows it', async () => {
      const familyId = await createFamily(db(), session.companyId);
      const [a, b] = await createStudents(db(), session.companyId, 2, familyId);
      if (!a || !b) throw new Error('expected two students created');
      await enrol(session, setup, a.id);
      await enrol(session, setup, b.id);
      at('2025-09-15');
      const counter = (await session.send('GET', `/api/school/charges/pending?familyId=${familyId}`)).json<FeeCounterResponse>();
      expect(counter.today).toBe('2025-09-15');
      expect(counter.students).toHaveLength(2);
      const [firstStudent, secondStudent] = counter.students;
      if (!firstStudent || !secondStudent) throw new Error('expected two students at the fee counter');
      const september = firstStudent.charges.find((c) => c.month === 9)!;
      const october = secondStudent.charges.find((c) => c.month === 10)!;
      // September is late (past day 10, inside the surcharge's days 11–31): the seed's $150 surcharge; October is not.
      expect(september.today).toMatchObject({ base: '2000.00', total: '2150.00', adjustments: [{ name: 'Recargo por pago tardío', amount: '150.00', automatic: true }] });
      expect(october.today).toMatchObject({ total: '2000.00', adjustments: [] });

      const paid = await pay({ lines: [{ chargeId: september.id }, { chargeId: october.id }], methods: [{ methodId: 3, amount: '1000.00', bankId: 2, reference: 'SPEI 1' }, { methodId: 1, amount: '4000.00' }] });
      expect(paid.statusCode).toBe(201);
      const receipt = paid.json<ChargePaymentReceipt>();
      expect(receipt).toMatchObject({ serie: `C${session.branchOfficeId}`, total: '4150.00', surcharges: '150.00', received: '5000.00', change: '850.00', status: 'paid', payer: { familyId, studentId: null } });
      expect(receipt.folio).toBeGreaterThan(0);
      expect(receipt.methods).toMatchObject([{ methodId: 3, applied: '1000.00', bankName: 'Banamex' }, { methodId: 1, amount: '4000.00', applied: '3150.00' }]);
      expect(receipt.company.name).not.toBe('');

      const after = await pendingOf(a.id);
      expect(after.some((c) => c.id === september.id)).toBe(false);
      const statement = (await session.send('GET', `/api/school/students/${a.id}/statement`)).json<AccountStatement>();
      expect(statement.totals).toMatchObject({ charged: '23150.00', paid: '2150.00', pending: '21000.00' });
      expect(statement.movements.at(-1)!.balance).toBe('21000.00');
      expect(statement.payments.map((p) => p.id)).toEqual([receipt.id]);

      const invoice = await session.send('GET', `/api/school/charges/payments/details-invoice?paymentId=${receipt.id}`);
      expect(invoice.json()).toEqual({ paymentId: receipt.id, serie: receipt.serie, folio: receipt.folio, stamped: 0, invoices: [] });
      const day = institutionToday();
      const report = (await session.send('GET', `/api/school/charges/payments/report-school-payment?from=${day}&to=${day}`)).json();
      expect(report.payments.some((p: { id: number }) => p.id === receipt.id)).toBe(true);
      expect(report.byMethod.map((m: { methodId: number }) => m.methodId)).toEqual(expect.arrayContaining([1, 3]));
      const sales = (await session.send('GET', `/api/school/charges/payments/report-sale-school?from=${day}&to=${day}`)).json();
      expect(sales.concepts.some((c: { name: string }) => c.name.startsWith('Colegiatura'))).toBe(true);
      const concepts = (await session.send('GET', `/api/school/school-payments/report-concepts-today?date=${day}`)).json();
      expect(Number(concepts.total)).toBeGreaterThanOrEqual(4150);
      const bad = await session.send('GET', `/api/school/charges/payments/report-school-payment?from=${day}&to=2000-01-01`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields[0].field).toBe('to');
    });

    it('cancels a paid charge with a reason: the charge is pending again and nothing is deleted', async () => {
      const student = await createStudent(db(), session.companyId);
      await enrol(session, setup, student.id);
      at('2025-08-05');
      const [first] = await pendingOf(student.id);
      if (!first) throw new Error('no pending charge');
      const receipt = (await pay({ lines: [{ chargeId: first.id }], methods: cash('3000.00') })).json<ChargePaymentReceipt>();
      const [line] = receipt.lines;
      if (!line) throw new Error('the receipt has no line');
      const noReason = await session.send('POST', `/api/school/charges/payments/${receipt.id}/lines/${line.id}/cancel`, { reason: '' });
      expect(noReason.statusCode).toBe(400);
      const cancelled = await session.send('POST', `/api/school/charges/payments/${receipt.id}/lines/${line.id}/cancel`, { reason: 'Cobro duplicado' });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json<ChargePaymentDetail>()).toMatchObject({ status: 'cancelled', cancelReason: 'Cobro duplicado', lines: [{ status: 'cancelled', cancelReason: 'Cobro duplicado' }] });
      const [charge] = await db().select().from(charges).where(eq(charges.id, first.id));
      expect(charge).toMatchObject({ status: 'pending', paymentId: null });
      const again = await session.send('POST', `/api/school/charges/payments/${receipt.id}/cancel`, { reason: 'Otra vez' });
      expect(again.statusCode).toBe(409);
      const statement = (await session.send('GET', `/api/school/students/${student.id}/statement`)).json<AccountStatement>();
      expect(statement.totals).toMatchObject({ paid: '0.00', pending: '23000.00' });
      expect(statement.movements.map((m) => m.kind)).toEqual(expect.arrayContaining(['pago', 'cancelacion']));
      expect(statement.movements.at(-1)!.balance).toBe('23000.00');
    });

    it('a charge already paid is 409; insufficient payment or an unknown manual charge is 400 and writes nothing', async () => {
      const student = await createStudent(db(), session.companyId);
      await enrol(session, setup, student.id);
      at('2025-08-05');
      const [first, second] = await pendingOf(student.id);
      if (!first || !second) throw new Error('expected two pending charges');
      const { n: before } = onlyRow(await db().select({ n: count() }).from(chargePayments));
      const short = await pay({ lines: [{ chargeId: first.id }], methods: cash('10.00') });
      expect(short.statusCode).toBe(400);
      expect(short.json().fields[0].field).toBe('methods');
      const manual = await pay({ lines: [{ chargeId: first.id }, { chargeId: second.id, manualChargeIds: [999_999] }], methods: cash('9000.00') });
      expect(manual.statusCode).toBe(400);
      expect(manual.json().fields[0].field).toBe('lines.1.manualChargeIds');
      const card = await pay({ lines: [{ chargeId: first.id }], methods: [{ methodId: 4, amount: '5000.00' }] });
      expect(card.statusCode).toBe(400);
      const { n: after } = onlyRow(await db().select({ n: count() }).from(chargePayments));
      expect(after).toBe(before);
      const statuses = await db().select({ status: charges.status }).from(charges).where(inArray(charges.id, [first.id, second.id]));
      expect(statuses.map((s) => s.status)).toEqual(['pending', 'pending']);
      expect((await pay({ lines: [{ chargeId: first.id }], methods: cash('3000.00') })).statusCode).toBe(201);
      const twice = await pay({ lines: [{ chargeId: first.id }], methods: cash('3000.00') });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('El cargo ya fue pagado');
      expect((await pay({ lines: [{ chargeId: 2_000_000_000 }], methods: cash('1.00') })).statusCode).toBe(404);
      const negative = await pay({ lines: [{ chargeId: second.id }], methods: [{ methodId: 1, amount: '-5' }] });
      expect(negative.statusCode).toBe(400);
      expect(JSON.stringify(negative.json().fields)).toContain('methods');
    });

    it('an Idempotency-Key retry answers the first receipt and writes one payment', async () => {
      const student = await createStudent(db(), session.companyId);
      await enrol(session, setup, student.id);
      at('2025-08-05');
      const [first] = await pendingOf(student.id);
      if (!first) throw new Error('no pending charge');
      const key = { 'idempotency-key': `colegio-${first.id}` };
      const one = await pay({ lines: [{ chargeId: first.id }], methods: cash('3000.00') }, key);
      const two = await pay({ lines: [{ chargeId: first.id }], methods: cash('3000.00') }, key);
      expect(one.statusCode).toBe(201);
      expect(two.statusCode).toBe(201);
      expect(two.json()).toEqual(one.json());
      const { n } = onlyRow(await db().select({ n: count() }).from(chargePaymentLines).where(eq(chargePaymentLines.chargeId, first.id)));
      expect(n).toBe(1);
    });

    it('the same charge paid from two app instances at once: exactly one payment', async () => {
      const { buildApp } = await import('../../app');
      const { testConfig } = await import('../../test-support/databases');
      const other = await buildApp(testConfig(), ctx.database);
      await other.ready();
      try {
        const otherSession = await schoolSession(other);
        const student = await createStudent(db(), session.companyId);
        await enrol(session, setup, student.id);
        at('2025-08-05');
        const [first] = await pendingOf(student.id);
        if (!first) throw new Error('no pending charge');
        const body = { lines: [{ chargeId: first.id }], methods: cash('3000.00') };
        const results = await Promise.all([pay(body), otherSession.send('POST', '/api/school/charges/payments', body)]);
        expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
        const { n } = onlyRow(await db().select({ n: count() }).from(chargePaymentLines).where(eq(chargePaymentLines.chargeId, first.id)));
        expect(n).toBe(1);
      } finally {
        await other.close();
      }
    });

    it(`folios stay gap-free under ${ctx.kind === 'postgres' ? 200 : 40} concurrent payments`, async () => {
      const total = ctx.kind === 'postgres' ? 200 : 40;
      const students = await createStudents(db(), session.companyId, total);
      for (const s of students) await enrol(session, setup, s.id);
      at('2025-08-05');
      const firstCharges = await db()
        .select({ id: charges.id })
        .from(charges)
        .where(and(inArray(charges.studentId, students.map((s) => s.id)), eq(charges.month, 8)));
      const results = await Promise.all(firstCharges.map((c) => pay({ lines: [{ chargeId: c.id }], methods: cash('3000.00') })));
      expect(results.every((r) => r.statusCode === 201)).toBe(true);
      const rows = await db().select({ folio: chargePayments.folio }).from(chargePayments).where(eq(chargePayments.serie, `C${session.branchOfficeId}`));
      const folios = rows.map((r) => r.folio).sort((x, y) => x - y);
      expect(folios[0]).toBe(1);
      expect(folios).toEqual(folios.map((_, i) => i + 1));
    }, 120_000);
  });

  describe('surcharge and discount boundaries through the API', () => {
    const todayOf = async (studentId: number, month: number) => (await pendingOf(studentId)).find((c) => c.month === month)!.today;
    it.each([
      ['2025-09-10', 'the payment day itself: no surcharge', '2000.00'],
      ['2025-09-11', 'the day after the payment day: surcharge', '2150.00'],
      ['2025-09-04', 'the day before the discount end date: discount', '1900.00'],
      ['2025-09-05', 'the discount end date itself (days 1–5 include the 5th): discount', '1900.00'],
      ['2025-09-06', 'the day after the discount end date: neither', '2000.00'],
      ['2025-10-01', 'an overdue month on the first of the next month: surcharge', '2150.00'],
      ['2025-10-03', 'an overdue month before the next month’s payment day: still late', '2150.00'],
    ])('%s — %s', async (day, _label, total) => {
      const student = await createStudent(db(), session.companyId);
      await enrol(session, setup, student.id);
      at(day);
      expect((await todayOf(student.id, 9)).total).toBe(total);
    });
  });

  describe('mass enrolment', () => {
    it('enrols 2,000 students from one file in the background, all or nothing, and the same file again is the same job', async () => {
      const students = await createStudents(db(), session.companyId, 2000);
      const file = await xlsxOf([['Matrícula', 'Grado', 'Grupo', 'Plan de pago'], ...students.map((s) => [s.enrollment, setup.gradeName, setup.classroomName, setup.planName])]);
      const form = multipart(file, 'inscripciones.xlsx', { cycleId: String(setup.cycleId), inscriptionDate: '2025-08-01' });
      const started = await session.send('POST', '/api/school/inscriptions/mass/file', form.payload as unknown as object, form.headers);
      expect(started.statusCode).toBe(202);
      const job = started.json<ImportJob>();
      let state = job;
      for (let i = 0; i < 600 && (state.status === 'pendiente' || state.status === 'procesando'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        state = (await session.send('GET', `/api/school/inscriptions/jobs/${job.id}`)).json<ImportJob>();
      }
      expect(state).toMatchObject({ status: 'terminado', total: 2000, processed: 2000, created: 2000, errors: [] });
      const { n } = onlyRow(await db().select({ n: count() }).from(charges).where(inArray(charges.studentId, students.map((s) => s.id))));
      expect(n).toBe(22_000);
      const again = await session.send('POST', '/api/school/inscriptions/mass/file', form.payload as unknown as object, form.headers);
      expect(again.json<ImportJob>()).toMatchObject({ id: job.id, repeated: true, status: 'terminado' });
    }, 180_000);

    it('refuses the whole file when one row is wrong, naming the row and the field', async () => {
      const [first, , third] = await createStudents(db(), session.companyId, 3);
      if (!first || !third) throw new Error('expected three students created');
      const response = await session.send('POST', '/api/school/inscriptions/mass', {
        cycleId: setup.cycleId,
        rows: [
          { enrollment: first.enrollment, gradeId: setup.gradeId, paymentPlanId: setup.planId },
          { enrollment: 'NO-EXISTE', gradeId: setup.gradeId, paymentPlanId: setup.planId },
          { enrollment: third.enrollment, grade: 'Grado inexistente', paymentPlanId: setup.planId },
        ],
      });
      let state = response.json<ImportJob>();
      for (let i = 0; i < 100 && (state.status === 'pendiente' || state.status === 'procesando'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        state = (await session.send('GET', `/api/school/inscriptions/jobs/${state.id}`)).json<ImportJob>();
      }
      expect(state.status).toBe('rechazado');
      expect(state.created).toBe(0);
      expect(state.errors).toEqual([
        { row: 2, field: 'enrollment', message: 'No existe un alumno con la matrícula NO-EXISTE' },
        { row: 3, field: 'grade', message: 'El grado no existe' },
      ]);
      const { n } = onlyRow(await db().select({ n: count() }).from(schoolInscriptions).where(eq(schoolInscriptions.studentId, first.id)));
      expect(n).toBe(0);
    });
  });

  describe('payment plan concepts', () => {
    it('keep their months (1–12) through the catalogue API, and a month 13 is refused naming the field', async () => {
      const admin = await schoolSession(ctx.app, 'admin@mikro.mx');
      const listResponse = await admin.send('GET', `/api/school/payment-plan-concepts?filter=${encodeURIComponent(`paymentPlanId$$$eq$$${setup.planId}`)}`);
      expect(listResponse).toHaveStatus(200);
      const listed = listResponse.json();
      const concept = (Array.isArray(listed) ? listed : listed.data).find((c: { months: number[] }) => c.months.length > 1);
      expect(concept.months.length).toBeGreaterThan(0);
      const bad = await admin.send('PATCH', `/api/school/payment-plan-concepts/${concept.id}`, { months: [9, 13] });
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json().fields)).toContain('months');
      const good = await admin.send('PATCH', `/api/school/payment-plan-concepts/${concept.id}`, { months: concept.months });
      expect(good.statusCode).toBe(200);
    });
  });

  describe('the demo school', () => {
    it('has a family of three enrolled students whose fee counter lists their cycle charges', async () => {
      const family = onlyRow(await db().select({ id: families.id }).from(families).where(eq(families.name, 'Familia Martínez Rivera')));
      const counter = (await session.send('GET', `/api/school/charges/pending?familyId=${family.id}`)).json<FeeCounterResponse>();
      expect(counter.students).toHaveLength(3);
      expect(counter.students.every((s) => s.charges.length === 11 && s.group !== '')).toBe(true);
      expect(counter.students.find((s) => s.enrollment === 'A2026004')!.scholarships.map((b) => b.name)).toEqual(['Beca hermanos 10 %']);
    });
  });

  describe('drops and lookups', () => {
    it('a drop cancels the pending charges after its month and keeps the rest', async () => {
      const student = await createStudent(db(), session.companyId);
      const inscription: InscriptionDetail = await enrol(session, setup, student.id);
      const dropped = await session.send('PATCH', `/api/school/inscriptions/${inscription.id}/status`, { status: 'baja', reason: 'Cambio de ciudad', date: '2025-10-20' });
      expect(dropped.statusCode).toBe(200);
      expect(dropped.json<InscriptionDetail>()).toMatchObject({ status: 'baja', pendingCharges: 3 });
      const back = await session.send('PATCH', `/api/school/inscriptions/${inscription.id}/status`, { status: 'activa' });
      expect(back.json<InscriptionDetail>()).toMatchObject({ status: 'activa', pendingCharges: 11 });
      const [, tuition] = inscription.concepts;
      if (!tuition) throw new Error('the inscription has no tuition concept');
      const off = await session.send('PATCH', `/api/school/inscriptions/${inscription.id}/concepts/${tuition.id}`, { isActive: false });
      expect(off.json<InscriptionDetail>()).toMatchObject({ pendingCharges: 1 });
      const cheaper = await session.send('PATCH', `/api/school/inscriptions/${inscription.id}/concepts/${tuition.id}`, { isActive: true, price: '1500.00', months: [9, 10] });
      expect(cheaper.json<InscriptionDetail>()).toMatchObject({ pendingCharges: 3, pendingAmount: '6000.00' });
    });

    it('finds a student by identifier (equality) and answers the attendance list of a group', async () => {
      const student = await createStudent(db(), session.companyId);
      await enrol(session, setup, student.id);
      const found = await session.send('GET', `/api/system/identifier/?identifier=${student.enrollment}`);
      expect(found.json()).toMatchObject([{ id: student.id, enrollment: student.enrollment }]);
      expect((await session.send('GET', `/api/system/identifier/?identifier=${student.enrollment}X`)).json()).toEqual([]);
      const list = await session.send('GET', `/api/school/inscriptions/attendance_list?classroomId=${setup.classroomId}`);
      expect(list.statusCode).toBe(200);
      expect(list.json().students.some((s: { id: number }) => s.id === student.id)).toBe(true);
    });
  });

  describe('the fee counter route on an existing database', () => {
    it('is granted once, with the same actions, to the roles that manage the school’s students', async () => {
      const { seedDatabase } = await import('../../db/seed/index');
      await db().delete(rolePermissions).where(eq(rolePermissions.routeId, 140));
      await seedDatabase(db());
      const granted = await db().select({ roleId: rolePermissions.roleId, actionId: rolePermissions.actionId }).from(rolePermissions).where(eq(rolePermissions.routeId, 140));
      const students = await db().select({ roleId: rolePermissions.roleId }).from(rolePermissions).where(eq(rolePermissions.routeId, 40));
      expect(granted.length).toBeGreaterThan(0);
      expect(new Set(granted.map((g) => g.roleId))).toEqual(new Set(students.map((s) => s.roleId)));
      const pending = await session.send('GET', `/api/school/charges/payments?limit=1`);
      expect(pending.statusCode).toBe(200);
    });
  });
});
