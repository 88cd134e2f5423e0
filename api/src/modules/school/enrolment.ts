// Enrolment: the inscription, its concepts (copied from the payment plan) and every charge of the cycle,
// written in the caller's transaction. Works on a batch so a mass enrolment is a handful of statements.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { chargeSchedule, formatIsoDate, toCalendarDate } from '@mikro/domain';
import type { Executor } from '../../db/client';
import { cycles, paymentPlanConcepts, paymentPlans, schoolConcepts, schoolInscriptions, students } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import { insertCharges, MODULE_SCHOOL, type NewCharge } from '../payments/index';
import { pgCode, pgConstraint, rowsOf } from '../store/shared/db';
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
}

/** The charges of one inscription's concepts over its cycle (packages/domain's schedule). */
export function chargesOf(
  ctx: SchoolContext,
  inscription: { id: number; studentId: number; cycle: CycleRow; inscriptionDate: string },
  concepts: ChargeTemplate[],
  onlyMonths?: (year: number, month: number) => boolean,
): NewCharge[] {
  const byKey = new Map(concepts.map((c) => [c.inscriptionConceptId, c]));
  const schedule = chargeSchedule(
    concepts.map((c) => ({ key: c.inscriptionConceptId, conceptType: c.conceptType, months: c.months, paymentDay: c.paymentDay, isActive: c.isActive })),
    inscription.cycle,
    inscription.inscriptionDate,
  );
  return schedule
    .filter((s) => !onlyMonths || onlyMonths(s.year, s.month))
    .map((s) => chargeRow(ctx, inscription, byKey.get(s.key)!, s.key, s));
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
  const conceptRows = items.flatMap((item, index) =>
    item.concepts.map((c) => ({
      companyId: ctx.companyId,
      inscriptionId: inserted[index].id,
      paymentPlanConceptId: c.paymentPlanConceptId,
      schoolConceptId: c.schoolConceptId,
      name: c.name,
      price: c.price,
      quantity: c.quantity,
      conceptType: c.conceptType,
      months: c.months,
      paymentDay: c.paymentDay,
    })),
  );
  // One JSON parameter per batch (jsonb_to_recordset) instead of eleven bound values per row.
  const concepts =
    conceptRows.length === 0
      ? []
      : await rowsOf<{ id: number; inscription_id: number; payment_plan_concept_id: number | null }>(
          tx,
          sql`INSERT INTO school_inscription_concepts (company_id, inscription_id, payment_plan_concept_id, school_concept_id, name, price, quantity, concept_type, months, payment_day)
              SELECT r.company_id, r.inscription_id, r.payment_plan_concept_id, r.school_concept_id, r.name, r.price, r.quantity, r.concept_type,
                     ARRAY(SELECT jsonb_array_elements_text(r.months)::int), r.payment_day
              FROM jsonb_to_recordset(${JSON.stringify(
                conceptRows.map((c) => ({
                  company_id: c.companyId,
                  inscription_id: c.inscriptionId,
                  payment_plan_concept_id: c.paymentPlanConceptId,
                  school_concept_id: c.schoolConceptId,
                  name: c.name,
                  price: c.price,
                  quantity: c.quantity,
                  concept_type: c.conceptType,
                  months: c.months,
                  payment_day: c.paymentDay,
                })),
              )}::jsonb)
                AS r(company_id int, inscription_id int, payment_plan_concept_id int, school_concept_id int, name varchar, price numeric, quantity int, concept_type varchar, months jsonb, payment_day smallint)
              RETURNING id, inscription_id, payment_plan_concept_id`,
        );
  const conceptIdOf = new Map(concepts.map((c) => [`${Number(c.inscription_id)}:${c.payment_plan_concept_id === null ? null : Number(c.payment_plan_concept_id)}`, Number(c.id)]));
  // Enrolments of one plan, cycle and date share their schedule: computed once per batch.
  const schedules = new Map<string, ReturnType<typeof chargeSchedule>>();
  const scheduleOf = (item: ResolvedEnrolment) => {
    const key = `${item.paymentPlanId}|${item.cycle.id}|${item.inscriptionDate}`;
    let schedule = schedules.get(key);
    if (!schedule) {
      schedule = chargeSchedule(
        item.concepts.map((c) => ({ key: c.paymentPlanConceptId, conceptType: c.conceptType, months: c.months, paymentDay: c.paymentDay, isActive: true })),
        item.cycle,
        item.inscriptionDate,
      );
      schedules.set(key, schedule);
    }
    return schedule;
  };
  const charges: NewCharge[] = items.flatMap((item, index) => {
    const inscriptionId = inserted[index].id;
    const byPlanConcept = new Map(item.concepts.map((c) => [c.paymentPlanConceptId, c]));
    return scheduleOf(item).map((s) =>
      chargeRow(ctx, { id: inscriptionId, studentId: item.studentId }, byPlanConcept.get(s.key)!, conceptIdOf.get(`${inscriptionId}:${s.key}`)!, s),
    );
  });
  await insertCharges(tx, charges);
  // The student record keeps its current grade, group and plan.
  for (const item of items.length === 1 ? items : []) {
    await tx
      .update(students)
      .set({ gradeId: item.gradeId, classroomId: item.classroomId, paymentPlanId: item.paymentPlanId })
      .where(eq(students.id, item.studentId));
  }
  return { inscriptionIds: inserted.map((r) => r.id), charges: charges.length };
}

/** 'YYYY-MM-DD' of a date input, or null when it is not a real day. */
export function isoDay(value: string): string | null {
  try {
    return formatIsoDate(toCalendarDate(value));
  } catch {
    return null;
  }
}
