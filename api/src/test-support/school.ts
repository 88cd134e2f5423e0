// Test support of the school module: a cycle, a grade with a group, a payment plan (Inscripción in August,
// Colegiatura September–June, due day 10) and students made to measure, plus an enrolment helper.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ChargePaymentReceipt, FeeCounterResponse, InscriptionDetail } from '@mikro/contracts';
import type { Database } from '../db/client';
import { onlyRow } from '../db/rows';
import { classrooms, cycles, families, grades, levels, paymentPlanConcepts, paymentPlans, schoolConcepts, students } from '../db/schema/index';
import { branchSession, type BranchSession } from './session';
import { paymentsClock } from '../modules/payments/index';

export type SchoolSession = BranchSession;

export interface SchoolSetup {
  cycleId: number;
  gradeId: number;
  gradeName: string;
  classroomId: number;
  classroomName: string;
  planId: number;
  planName: string;
}

export const schoolSession = (app: FastifyInstance, email = 'escolar@mikro.mx', branch = 'Matriz Centro') => branchSession(app, email, branch);

const tag = () => randomBytes(4).toString('hex');

export async function createSchoolSetup(db: Database, companyId: number, options: { tuition?: string; withIva?: boolean } = {}): Promise<SchoolSetup> {
  const t = tag();
  const cycle = onlyRow(await db.insert(cycles).values({ companyId, name: `Ciclo ${t}`, startDate: '2025-08-01', endDate: '2026-07-31' }).returning({ id: cycles.id }));
  const level = onlyRow(await db.insert(levels).values({ companyId, name: `Nivel ${t}` }).returning({ id: levels.id }));
  const grade = onlyRow(await db.insert(grades).values({ companyId, levelId: level.id, name: `Grado ${t}` }).returning({ id: grades.id, name: grades.name }));
  const group = onlyRow(await db.insert(classrooms).values({ companyId, gradeId: grade.id, cycleId: cycle.id, name: `Grupo ${t}` }).returning({ id: classrooms.id, name: classrooms.name }));
  const [inscription, tuition] = await db
    .insert(schoolConcepts)
    .values([
      { companyId, name: `Inscripción ${t}`, price: '3000.00', conceptType: 'OneTime' },
      { companyId, name: `Colegiatura ${t}`, price: options.tuition ?? '2000.00', conceptType: 'Monthly', withIva: options.withIva ?? false },
    ])
    .returning({ id: schoolConcepts.id, price: schoolConcepts.price });
  if (!inscription || !tuition) throw new Error('expected the two school concepts inserted');
  const plan = onlyRow(await db.insert(paymentPlans).values({ companyId, name: `Plan ${t}` }).returning({ id: paymentPlans.id, name: paymentPlans.name }));
  await db.insert(paymentPlanConcepts).values([
    { companyId, paymentPlanId: plan.id, schoolConceptId: inscription.id, price: inscription.price, months: [8], paymentDay: 10 },
    { companyId, paymentPlanId: plan.id, schoolConceptId: tuition.id, price: tuition.price, months: [9, 10, 11, 12, 1, 2, 3, 4, 5, 6], paymentDay: 10 },
  ]);
  return { cycleId: cycle.id, gradeId: grade.id, gradeName: grade.name, classroomId: group.id, classroomName: group.name, planId: plan.id, planName: plan.name };
}

export async function createFamily(db: Database, companyId: number): Promise<number> {
  const row = onlyRow(await db.insert(families).values({ companyId, name: `Familia ${tag()}` }).returning({ id: families.id }));
  return row.id;
}

export async function createStudents(db: Database, companyId: number, n: number, familyId: number | null = null): Promise<{ id: number; enrollment: string }[]> {
  const t = tag();
  const rows = Array.from({ length: n }, (_, i) => ({ companyId, familyId, enrollment: `M${t}${String(i).padStart(5, '0')}`, name: `Alumno ${i}`, lastNameFather: 'Prueba', searchName: `ALUMNO ${i} PRUEBA` }));
  const out: { id: number; enrollment: string }[] = [];
  for (let start = 0; start < rows.length; start += 1000) {
    out.push(...(await db.insert(students).values(rows.slice(start, start + 1000)).returning({ id: students.id, enrollment: students.enrollment })));
  }
  return out;
}

export async function createStudent(db: Database, companyId: number, familyId: number | null = null): Promise<{ id: number; enrollment: string }> {
  return onlyRow(await createStudents(db, companyId, 1, familyId), 'student');
}

/**
 * Runs `act` with the payment rules' clock at noon (Mexico City) of `day`, then puts back whatever clock was
 * there (a test's own spy included).
 */
export async function onDay<T>(day: string, act: () => Promise<T>): Promise<T> {
  const previous = paymentsClock.now;
  paymentsClock.now = () => new Date(`${day}T18:00:00Z`);
  try {
    return await act();
  } finally {
    paymentsClock.now = previous;
  }
}

/** Enrols a student on 2025-08-01, written that day: the whole cycle is charged, each month due on its day. */
export async function enrol(session: SchoolSession, setup: SchoolSetup, studentId: number): Promise<InscriptionDetail> {
  const response = await onDay('2025-08-01', () =>
    session.send('POST', '/api/school/inscriptions', { studentId, cycleId: setup.cycleId, gradeId: setup.gradeId, classroomId: setup.classroomId, paymentPlanId: setup.planId, inscriptionDate: '2025-08-01' }),
  );
  if (response.statusCode !== 201) throw new Error(`enrol failed: ${response.statusCode} ${response.body}`);
  return response.json<InscriptionDetail>();
}

export async function studentName(db: Database, id: number): Promise<string> {
  const row = onlyRow(await db.select({ name: students.name }).from(students).where(eq(students.id, id)));
  return row.name;
}

/**
 * A school payment ready to be invoiced with the IEDU complement: a new student (with a CURP) enrolled at a
 * level with its RVOE, whose first tuition charge (September, with its late surcharge) is paid in cash. Answers the receipt.
 */
export async function paidTuitionWithIedu(db: Database, school: SchoolSession): Promise<ChargePaymentReceipt> {
  const setup = await createSchoolSetup(db, school.companyId);
  const student = await createStudent(db, school.companyId);
  await enrol(school, setup, student.id);
  const [grade] = await db.select().from(grades).where(eq(grades.id, setup.gradeId));
  if (!grade) throw new Error('no grade');
  await db.update(levels).set({ satLevel: 'Primaria', rvoe: 'RVOE-2015-001' }).where(eq(levels.id, grade.levelId));
  await db.update(students).set({ curp: 'LOGA150310MNLPRN09' }).where(eq(students.id, student.id));
  const pending = (await school.send('GET', `/api/school/charges/pending?studentId=${student.id}`)).json<FeeCounterResponse>();
  // The first tuition (colegiatura) charge: the enrolment fee, charged before it, carries no IEDU.
  const first = pending.students[0]?.charges.find((charge) => charge.name.startsWith('Colegiatura'));
  if (!first) throw new Error('no pending tuition charge');
  const paid = await school.send('POST', '/api/school/charges/payments', { lines: [{ chargeId: first.id }], methods: [{ methodId: 1, amount: first.today.total }] });
  if (paid.statusCode !== 201) throw new Error(`payment failed: ${paid.statusCode} ${paid.body}`);
  return paid.json<ChargePaymentReceipt>();
}
