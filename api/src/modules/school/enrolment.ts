// Enrolment: the inscription, its concepts (copied from the payment plan) and every charge of the cycle,
// written in the caller's transaction. Works on a batch so a mass enrolment is a handful of statements.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { chargeSchedule, cycleMonths, formatIsoDate, formatYearMonth, planStartMonth, recordDayProblem, toCalendarDate, type PlanMonth, type ScheduleStart } from '@mikro/domain';
import type { Executor } from '../../db/client';
import { cycles, paymentPlanConcepts, paymentPlans, schoolConcepts, schoolInscriptions, students } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import { MODULE_SCHOOL, paymentsToday, type NewCharge } from '../payments/index';
import { pgCode, pgConstraint } from '../../db/errors';
import type { SchoolContext } from './context';

/** Due day used when neither the plan concept nor the school concept says one. */
export const DEFAULT_PAYMENT_DAY = 10;

export interface PlanConcept {
  paymentPlanConceptId: number;
  schoolConceptId: number;
  name: string;
  price: string;
  quantity: number;
  conceptType: 'OneTime' | 'Monthly';
  months: number[];
  paymentDay: number;
  satCode: string;
  unitCode: string;
  unit: string;
  withIva: boolean;
}

export interface CycleRow {
  id: number;
  name: string;
  startDate: string | null;
  endDate: string | null;
}

export interface ResolvedEnrolment {
  studentId: number;
  cycle: CycleRow;
  gradeId: number;
  classroomId: number | null;
  paymentPlanId: number;
  concepts: PlanConcept[];
  inscriptionDate: string;
  /** The first month the plan charges; the enrolment month when missing (a late enrolment is not billed for earlier months). */
  startMonth?: PlanMonth | null;
  /** The day the charges are written, none due before it; today when missing (the demo seed writes its enrolment day). */
  createdOn?: string;
  importJobId?: number | null;
}

/** The active concepts of payment plans of the company, with their school concept's codes. */
export async function planConcepts(db: Executor, companyId: number, planIds: number[]): Promise<Map<number, PlanConcept[]>> {
  const byPlan = new Map<number, PlanConcept[]>(planIds.map((id) => [id, []]));
  if (planIds.length === 0) return byPlan;
  const rows = await db
    .select({ planConcept: paymentPlanConcepts, concept: schoolConcepts })
    .from(paymentPlanConcepts)
    .innerJoin(paymentPlans, eq(paymentPlans.id, paymentPlanConcepts.paymentPlanId))
    .innerJoin(schoolConcepts, eq(schoolConcepts.id, paymentPlanConcepts.schoolConceptId))
    .where(
      and(
        inArray(paymentPlanConcepts.paymentPlanId, planIds),
        eq(paymentPlans.companyId, companyId),
        eq(paymentPlanConcepts.isActive, true),
        eq(schoolConcepts.isActive, true),
        isNull(schoolConcepts.deletedAt),
      ),
    )
    .orderBy(paymentPlanConcepts.id);
  for (const { planConcept, concept } of rows) {
    const months = planConcept.months.length > 0 ? planConcept.months : planConcept.month ? [planConcept.month] : [];
    byPlan.get(planConcept.paymentPlanId)!.push({
      paymentPlanConceptId: planConcept.id,
      schoolConceptId: concept.id,
      name: concept.name,
      price: planConcept.price,
      quantity: planConcept.quantity,
      conceptType: concept.conceptType === 'Monthly' ? 'Monthly' : 'OneTime',
      months,
      paymentDay: planConcept.paymentDay ?? concept.startDay ?? DEFAULT_PAYMENT_DAY,
      satCode: concept.satCode,
      unitCode: concept.unitCode,
      unit: concept.unity,
      withIva: concept.withIva,
    });
  }
  return byPlan;
}

export async function cycleOf(db: Executor, companyId: number, cycleId: number): Promise<CycleRow | null> {
  const [row] = await db
    .select({ id: cycles.id, name: cycles.name, startDate: cycles.startDate, endDate: cycles.endDate })
    .from(cycles)
    .where(and(eq(cycles.id, cycleId), eq(cycles.companyId, companyId)));
  return row ?? null;
}

export interface ChargeTemplate {
  inscriptionConceptId: number;
  schoolConceptId: number;
  name: string;
  price: string;
  quantity: number;
  conceptType: 'OneTime' | 'Monthly';
  months: number[];
  paymentDay: number;
  isActive: boolean;
  satCode: string;
  unitCode: string;
  unit: string;
  withIva: boolean;
  /** 'YYYY-MM-DD', the first day of the first month it charges; null (inscriptions before that rule): the whole cycle. */
  startsOn: string | null;
}

/** The month an inscription concept charges from: its own start, or the cycle's first month for one written before starts were kept. */
export function conceptStartMonth(concept: Pick<ChargeTemplate, 'startsOn'>, cycle: CycleRow, inscriptionDate: string): PlanMonth {
  if (concept.startsOn) return planStartMonth(concept.startsOn);
  return cycleMonths(cycle, inscriptionDate)[0] ?? planStartMonth(inscriptionDate);
}

/** The charges of one inscription's concepts over its cycle (packages/domain's schedule), from `start`. */
export function chargesOf(
  ctx: SchoolContext,
  inscription: { id: number; studentId: number; cycle: CycleRow; inscriptionDate: string },
  concepts: ChargeTemplate[],
  start: ScheduleStart,
): NewCharge[] {
  const byKey = new Map(concepts.map((c) => [c.inscriptionConceptId, c]));
  const schedule = chargeSchedule(
    concepts.map((c) => ({ key: c.inscriptionConceptId, conceptType: c.conceptType, months: c.months, paymentDay: c.paymentDay, isActive: c.isActive })),
    inscription.cycle,
    inscription.inscriptionDate,
    start,
  );
  return schedule.map((s) => chargeRow(ctx, inscription, byKey.get(s.key)!, s.key, s));
}

type ChargeConcept = Pick<ChargeTemplate, 'schoolConceptId' | 'name' | 'satCode' | 'unitCode' | 'unit' | 'withIva' | 'quantity' | 'price'>;
type ScheduledMonth = Pick<ReturnType<typeof chargeSchedule>[number], 'year' | 'month' | 'paymentDay' | 'dueDate'>;

/** One pending charge of an inscription: the concept's codes and price, due in one month of the cycle. */
function chargeRow(
  ctx: SchoolContext,
  inscription: { id: number; studentId: number },
  concept: ChargeConcept,
  inscriptionConceptId: number,
  s: ScheduledMonth,
): NewCharge {
  return {
    companyId: ctx.companyId,
    branchOfficeId: ctx.branchOfficeId,
    module: MODULE_SCHOOL,
    studentId: inscription.studentId,
    schoolInscriptionId: inscription.id,
    schoolInscriptionConceptId: inscriptionConceptId,
    conceptId: concept.schoolConceptId,
    name: concept.name,
    satCode: concept.satCode,
    unitCode: concept.unitCode,
    unit: concept.unit,
    withIva: concept.withIva,
    quantity: concept.quantity,
    price: concept.price,
    year: s.year,
    month: s.month,
    paymentDay: s.paymentDay,
    dueDate: s.dueDate,
  };
}

const ALREADY_ENROLLED = 'El alumno ya tiene una inscripción activa en este ciclo';

/**
 * Writes a batch of enrolments (already validated): inscriptions, their concepts and their charges.
 * A student already enrolled in the cycle → 409 and nothing is written (the caller's transaction rolls back).
 */
export async function writeEnrolments(tx: Executor, ctx: SchoolContext, items: ResolvedEnrolment[]): Promise<{ inscriptionIds: number[]; charges: number }> {
  if (items.length === 0) return { inscriptionIds: [], charges: 0 };
  let inserted: { id: number }[];
  try {
    inserted = await tx
      .insert(schoolInscriptions)
      .values(
        items.map((item) => ({
          companyId: ctx.companyId,
          branchOfficeId: ctx.branchOfficeId,
          studentId: item.studentId,
          cycleId: item.cycle.id,
          gradeId: item.gradeId,
          classroomId: item.classroomId,
          paymentPlanId: item.paymentPlanId,
          inscriptionDate: item.inscriptionDate,
          importJobId: item.importJobId ?? null,
        })),
      )
      .returning({ id: schoolInscriptions.id });
  } catch (error) {
    if (pgCode(error) === '23505' && pgConstraint(error) !== 'school_inscriptions_pkey') throw new HttpError(409, ALREADY_ENROLLED, { fields: [{ field: 'studentId', message: ALREADY_ENROLLED }] });
    throw error;
  }
  // Enrolments of one plan, cycle and date share their concepts and their schedule (packages/domain's rule),
  // computed once per group. The inscriptions' concepts and charges are then expanded by PostgreSQL in one
  // statement — inscriptions × the group's concepts, × the group's schedule — instead of sending a row per
  // concept and per charge (11 concepts and 11 charges a student with a monthly plan). Each charge row is
  // the one chargeRow() builds: the concept's codes and price, due in one month of the cycle.
  const today = paymentsToday();
  const groups = new Map<string, { item: ResolvedEnrolment; startsOn: string; schedule: ReturnType<typeof chargeSchedule> }>();
  const groupOf = (item: ResolvedEnrolment) => {
    const fromMonth = planStartMonth(item.inscriptionDate, item.startMonth);
    const createdOn = item.createdOn ?? today;
    const key = `${item.paymentPlanId}|${item.cycle.id}|${item.inscriptionDate}|${formatYearMonth(fromMonth)}|${createdOn}`;
    if (!groups.has(key)) {
      const schedule = chargeSchedule(
        item.concepts.map((c) => ({ key: c.paymentPlanConceptId, conceptType: c.conceptType, months: c.months, paymentDay: c.paymentDay, isActive: true })),
        item.cycle,
        item.inscriptionDate,
        { fromMonth, createdOn },
      );
      groups.set(key, { item, startsOn: `${formatYearMonth(fromMonth)}-01`, schedule });
    }
    return key;
  };
  const enrolled = items.map((item, index) => {
    const row = inserted[index];
    if (!row) throw new Error('an enrolment was not inserted');
    return { id: row.id, student_id: item.studentId, g: groupOf(item) };
  });
  const concepts = [...groups].flatMap(([g, { item, startsOn }]) =>
    item.concepts.map((c) => ({
      g,
      starts_on: startsOn,
      ppc: c.paymentPlanConceptId,
      school_concept_id: c.schoolConceptId,
      name: c.name,
      price: c.price,
      quantity: c.quantity,
      concept_type: c.conceptType,
      months: c.months,
      payment_day: c.paymentDay,
      sat_code: c.satCode,
      unit_code: c.unitCode,
      unit: c.unit,
      with_iva: c.withIva,
    })),
  );
  const schedule = [...groups].flatMap(([g, group]) => group.schedule.map((s) => ({ g, ppc: s.key, year: s.year, month: s.month, payment_day: s.paymentDay, due_date: s.dueDate })));
  await tx.execute(sql`
    WITH i AS (SELECT * FROM jsonb_to_recordset(${JSON.stringify(enrolled)}::jsonb) AS r(id int, student_id int, g text)),
    p AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(concepts)}::jsonb)
        AS r(g text, starts_on date, ppc int, school_concept_id int, name varchar, price numeric, quantity int, concept_type varchar, months jsonb, payment_day smallint,
             sat_code varchar, unit_code varchar, unit varchar, with_iva boolean)),
    s AS (SELECT * FROM jsonb_to_recordset(${JSON.stringify(schedule)}::jsonb) AS r(g text, ppc int, year smallint, month smallint, payment_day smallint, due_date date)),
    c AS (
      INSERT INTO school_inscription_concepts (company_id, inscription_id, payment_plan_concept_id, school_concept_id, name, price, quantity, concept_type, months, payment_day, starts_on)
      SELECT ${ctx.companyId}, i.id, p.ppc, p.school_concept_id, p.name, p.price, p.quantity, p.concept_type, ARRAY(SELECT jsonb_array_elements_text(p.months)::int), p.payment_day, p.starts_on
      FROM i JOIN p ON p.g = i.g
      ORDER BY i.id, p.ppc
      RETURNING id, inscription_id, payment_plan_concept_id)
    INSERT INTO charges (company_id, branch_office_id, module, student_id, school_inscription_id, school_inscription_concept_id, concept_id, name, sat_code, unit_code, unit,
                         with_iva, quantity, price, year, month, payment_day, due_date)
    SELECT ${ctx.companyId}, ${ctx.branchOfficeId}, ${MODULE_SCHOOL}, i.student_id, i.id, c.id, p.school_concept_id, p.name, p.sat_code, p.unit_code, p.unit,
           p.with_iva, p.quantity, p.price, s.year, s.month, s.payment_day, s.due_date
    FROM c
    JOIN i ON i.id = c.inscription_id
    JOIN p ON p.g = i.g AND p.ppc = c.payment_plan_concept_id
    JOIN s ON s.g = i.g AND s.ppc = c.payment_plan_concept_id
    ORDER BY i.id, s.due_date, p.ppc`);
  const charges = enrolled.reduce((total, row) => total + groups.get(row.g)!.schedule.length, 0);
  // The student record keeps its current grade, group and plan.
  for (const item of items.length === 1 ? items : []) {
    await tx
      .update(students)
      .set({ gradeId: item.gradeId, classroomId: item.classroomId, paymentPlanId: item.paymentPlanId })
      .where(eq(students.id, item.studentId));
  }
  return { inscriptionIds: inserted.map((r) => r.id), charges };
}

/** 'YYYY-MM-DD' of a date input, or null when it is not a real day of a year the institution records (RECORD_YEARS). */
export function isoDay(value: string): string | null {
  try {
    const day = formatIsoDate(toCalendarDate(value));
    return recordDayProblem(day) ? null : day;
  } catch {
    return null;
  }
}

/** Why a date input (a spreadsheet cell) is no day isoDay takes: its year outside RECORD_YEARS, or not a real day. */
export function dayInputProblem(value: unknown): string {
  try {
    return (typeof value === 'string' && recordDayProblem(formatIsoDate(toCalendarDate(value)))) || 'Fecha no válida (AAAA-MM-DD)';
  } catch {
    return 'Fecha no válida (AAAA-MM-DD)';
  }
}
