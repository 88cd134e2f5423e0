// A student who arrives mid-cycle: what the enrolment charges, when it falls due, and what the desk is asked
// to pay on the first day and the days after (the seed's Pronto pago 5 % days 1–5 and $150 surcharge days 11–31).
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { asc, eq } from 'drizzle-orm';
import type { FeeCounterResponse, InscriptionDetail } from '@mikro/contracts';
import { charges, schoolConcepts } from '../../db/schema/index';
import { onlyRow } from '../../db/rows';
import { forEachDatabase } from '../../test-support/databases';
import { paymentsClock } from '../payments/index';
import { createSchoolSetup, createStudent, schoolSession, type SchoolSession, type SchoolSetup } from '../../test-support/school';

/** Noon in Mexico City of the given day. */
const at = (day: string) => jest.spyOn(paymentsClock, 'now').mockReturnValue(new Date(`${day}T18:00:00Z`));

forEachDatabase((ctx) => {
  let session: SchoolSession;
  let setup: SchoolSetup;
  const db = () => ctx.database.db;

  beforeAll(async () => {
    session = await schoolSession(ctx.app);
    setup = await createSchoolSetup(db(), session.companyId);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  const enrolOn = async (day: string, extra: Record<string, unknown> = {}) => {
    const student = await createStudent(db(), session.companyId);
    at(day);
    const response = await session.send('POST', '/api/school/inscriptions', {
      studentId: student.id,
      cycleId: setup.cycleId,
      gradeId: setup.gradeId,
      paymentPlanId: setup.planId,
      inscriptionDate: day,
      ...extra,
    });
    return { studentId: student.id, response };
  };
  const chargesOf = (studentId: number) =>
    db()
      .select({ id: charges.id, name: charges.name, year: charges.year, month: charges.month, dueDate: charges.dueDate })
      .from(charges)
      .where(eq(charges.studentId, studentId))
      .orderBy(asc(charges.year), asc(charges.month), asc(charges.id));
  const counterOn = async (day: string, studentId: number) => {
    at(day);
    const counter = (await session.send('GET', `/api/school/charges/pending?studentId=${studentId}`)).json<FeeCounterResponse>();
    return counter.students[0]!.charges;
  };

  describe('enrolling on 28/11', () => {
    it('charges from November, dates the enrolment fee that day and owes nothing late on day one', async () => {
      const { studentId, response } = await enrolOn('2025-11-28');
      expect(response.statusCode).toBe(201);
      const written = await chargesOf(studentId);
      // The enrolment fee (listed in August, before the start) and November tuition fall due the day they were written.
      expect(written.map((c) => [c.month, c.dueDate])).toEqual([
        [11, '2025-11-28'],
        [11, '2025-11-28'],
        [12, '2025-12-10'],
        [1, '2026-01-10'],
        [2, '2026-02-10'],
        [3, '2026-03-10'],
        [4, '2026-04-10'],
        [5, '2026-05-10'],
        [6, '2026-06-10'],
      ]);
      expect(response.json<InscriptionDetail>()).toMatchObject({ pendingCharges: 9, pendingAmount: '19000.00' });

      const dayOne = await counterOn('2025-11-28', studentId);
      expect(dayOne.map((c) => c.today.adjustments)).toEqual(dayOne.map(() => []));
      const december = dayOne.find((c) => c.month === 12)!;
      expect(december.today.total).toBe('2000.00');
    });

    it('makes November late the day after, and keeps it late when paid in December, when December takes its prompt-payment discount', async () => {
      const { studentId } = await enrolOn('2025-11-28');
      const nextDay = await counterOn('2025-11-29', studentId);
      const novemberTuition = nextDay.find((c) => c.month === 11 && c.name.startsWith('Colegiatura'))!;
      expect(novemberTuition.today).toMatchObject({ total: '2150.00', adjustments: [{ name: 'Recargo por pago tardío', amount: '150.00' }] });

      const inDecember = await counterOn('2025-12-05', studentId);
      expect(inDecember.find((c) => c.id === novemberTuition.id)!.today.total).toBe('2150.00');
      expect(inDecember.find((c) => c.month === 12)!.today).toMatchObject({ total: '1900.00', adjustments: [{ name: 'Pronto pago', amount: '-100.00' }] });
      expect(inDecember.find((c) => c.month === 12)!.today.adjustments).toHaveLength(1);
      const onTheSixth = await counterOn('2025-12-06', studentId);
      expect(onTheSixth.find((c) => c.month === 12)!.today.total).toBe('2000.00');
    });

    it('back-charges earlier months only when chosen, due the day they are written', async () => {
      const { studentId, response } = await enrolOn('2025-11-28', { startMonth: '2025-09' });
      expect(response.statusCode).toBe(201);
      const written = await chargesOf(studentId);
      expect(written.filter((c) => c.name.startsWith('Colegiatura')).slice(0, 4).map((c) => [c.month, c.dueDate])).toEqual([
        [9, '2025-11-28'],
        [10, '2025-11-28'],
        [11, '2025-11-28'],
        [12, '2025-12-10'],
      ]);
    });

    it('refuses a start month that is not one or falls after the cycle, naming the field; nothing is written', async () => {
      for (const [startMonth, message] of [
        ['septiembre', 'El mes de inicio debe tener la forma AAAA-MM'],
        ['2026-08', 'El mes de inicio no puede ser posterior al fin del ciclo (julio 2026)'],
      ] as const) {
        const { studentId, response } = await enrolOn('2025-11-28', { startMonth });
        expect({ status: response.statusCode, fields: response.json().fields }).toEqual({ status: 400, fields: [{ field: 'startMonth', message }] });
        expect(await chargesOf(studentId)).toEqual([]);
      }
    });
  });

  // [case, enrolment day, first tuition due date, enrolment fee due date]
  const days: [string, string, string, string][] = [
    ['the 1st', '2025-11-01', '2025-11-10', '2025-11-01'],
    ['the 15th', '2025-11-15', '2025-11-15', '2025-11-15'],
    ['the last day', '2025-11-30', '2025-11-30', '2025-11-30'],
  ];
  it.each(days)('enrolling on %s writes nothing already late', async (_label, day, tuitionDue, feeDue) => {
    const { studentId, response } = await enrolOn(day);
    expect(response.statusCode).toBe(201);
    const written = await chargesOf(studentId);
    expect(written.find((c) => c.name.startsWith('Colegiatura'))).toMatchObject({ month: 11, dueDate: tuitionDue });
    expect(written.find((c) => c.name.startsWith('Inscripción'))).toMatchObject({ month: 11, dueDate: feeDue });
    expect(written.filter((c) => c.dueDate < day)).toEqual([]);
  });

  it('charges a concept added later from the month it is added, and editing it never brings back earlier months', async () => {
    const { studentId, response } = await enrolOn('2025-08-01');
    const inscription = response.json<InscriptionDetail>();
    const t = Date.now().toString(36);
    const books = onlyRow(
      await db().insert(schoolConcepts).values({ companyId: session.companyId, name: `Libros ${t}`, price: '300.00', conceptType: 'Monthly' }).returning({ id: schoolConcepts.id }),
    );
    at('2026-01-20');
    const added = await session.send('POST', `/api/school/inscriptions/${inscription.id}/concepts`, { schoolConceptId: books.id, paymentDay: 10 });
    expect(added.statusCode).toBe(201);
    const booksOf = async () => (await chargesOf(studentId)).filter((c) => c.name === `Libros ${t}`).map((c) => [c.year, c.month, c.dueDate]);
    expect(await booksOf()).toEqual([
      [2026, 1, '2026-01-20'],
      [2026, 2, '2026-02-10'],
      [2026, 3, '2026-03-10'],
      [2026, 4, '2026-04-10'],
      [2026, 5, '2026-05-10'],
      [2026, 6, '2026-06-10'],
      [2026, 7, '2026-07-10'],
    ]);
    const conceptId = added.json<InscriptionDetail>().concepts.find((c) => c.name === `Libros ${t}`)!.id;
    at('2026-02-20');
    const edited = await session.send('PATCH', `/api/school/inscriptions/${inscription.id}/concepts/${conceptId}`, { price: '350.00' });
    expect(edited.statusCode).toBe(200);
    // January keeps the day it was written; February, already written on time, stays due on the 10th.
    expect((await booksOf()).slice(0, 2)).toEqual([
      [2026, 1, '2026-01-20'],
      [2026, 2, '2026-02-10'],
    ]);
    expect((await booksOf()).length).toBe(7);
  });
});
