// One student's enrolment, the inscriptions list and detail, status changes (drops) and the inscription's concepts.
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  ChangeInscriptionStatusRequest,
  EnrolStudentRequest,
  Inscription,
  InscriptionConcept,
  InscriptionConceptRequest,
  InscriptionDetail,
  InscriptionListQuery,
  Paginated,
} from '@mikro/contracts';
import { Money, dropDateProblem, dueDateAfterEdit, dueDateOnCreation, formatYearMonth, parseYearMonth, planStartMonth, planStartProblem, toCalendarDate } from '@mikro/domain';
import type { Database, Executor } from '../../db/client';
import { onlyRow } from '../../db/rows';
import {
  charges,
  classrooms,
  cycles,
  grades,
  paymentPlans,
  schoolConcepts,
  schoolInscriptionConcepts,
  schoolInscriptions,
  students,
} from '../../db/schema/index';
import { HttpError, badRequest, notFound } from '../../plugins/errors';
import { insertCharges, paymentsToday } from '../payments/index';
import { fullName, type SchoolContext } from './context';
import { chargesOf, conceptStartMonth, cycleOf, isoDay, planConcepts, writeEnrolments, DEFAULT_PAYMENT_DAY, type ChargeTemplate } from './enrolment';
import { likePattern } from '../../db/search';

const missing = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** Checks every reference of an enrolment against the company; each problem names its field. */
async function resolveEnrolment(db: Executor, ctx: SchoolContext, input: EnrolStudentRequest) {
  const [student] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, input.studentId), eq(students.companyId, ctx.companyId), isNull(students.deletedAt)));
  if (!student) throw notFound('Alumno no encontrado');
  const cycle = await cycleOf(db, ctx.companyId, input.cycleId);
  if (!cycle) throw missing('cycleId', 'El ciclo no existe');
  const [grade] = await db.select({ id: grades.id }).from(grades).where(and(eq(grades.id, input.gradeId), eq(grades.companyId, ctx.companyId)));
  if (!grade) throw missing('gradeId', 'El grado no existe');
  const classroomId = input.classroomId ?? null;
  if (classroomId !== null) {
    const [group] = await db
      .select({ gradeId: classrooms.gradeId, cycleId: classrooms.cycleId })
      .from(classrooms)
      .where(and(eq(classrooms.id, classroomId), eq(classrooms.companyId, ctx.companyId)));
    if (!group) throw missing('classroomId', 'El grupo no existe');
    if (group.gradeId !== input.gradeId) throw missing('classroomId', 'El grupo no es de ese grado');
    if (group.cycleId !== null && group.cycleId !== input.cycleId) throw missing('classroomId', 'El grupo no es de ese ciclo');
  }
  const [plan] = await db
    .select({ id: paymentPlans.id, isActive: paymentPlans.isActive })
    .from(paymentPlans)
    .where(and(eq(paymentPlans.id, input.paymentPlanId), eq(paymentPlans.companyId, ctx.companyId), isNull(paymentPlans.deletedAt)));
  if (!plan) throw missing('paymentPlanId', 'El plan de pago no existe');
  if (!plan.isActive) throw missing('paymentPlanId', 'El plan de pago está inactivo');
  const concepts = (await planConcepts(db, ctx.companyId, [plan.id])).get(plan.id)!;
  if (concepts.length === 0) throw missing('paymentPlanId', 'El plan de pago no tiene conceptos activos');
  const inscriptionDate = input.inscriptionDate === undefined ? paymentsToday() : isoDay(input.inscriptionDate);
  if (!inscriptionDate) throw missing('inscriptionDate', 'Fecha no válida (YYYY-MM-DD)');
  const startProblem = input.startMonth === undefined ? null : planStartProblem(input.startMonth, cycle.endDate);
  if (startProblem) throw missing('startMonth', startProblem);
  const startMonth = input.startMonth === undefined ? null : parseYearMonth(input.startMonth);
  return { studentId: student.id, cycle, gradeId: grade.id, classroomId, paymentPlanId: plan.id, concepts, inscriptionDate, startMonth };
}

export async function enrolStudent(db: Database, ctx: SchoolContext, input: EnrolStudentRequest): Promise<InscriptionDetail> {
  return db.transaction(async (tx) => {
    const resolved = await resolveEnrolment(tx, ctx, input);
    const [existing] = await tx
      .select({ id: schoolInscriptions.id })
      .from(schoolInscriptions)
      .where(and(eq(schoolInscriptions.studentId, resolved.studentId), eq(schoolInscriptions.cycleId, resolved.cycle.id), eq(schoolInscriptions.status, 'activa')));
    if (existing) throw new HttpError(409, 'El alumno ya tiene una inscripción activa en este ciclo', { fields: [{ field: 'studentId', message: 'Ya inscrito en este ciclo' }] });
    const { inscriptionIds } = await writeEnrolments(tx, ctx, [resolved]);
    return inscriptionDetail(tx, ctx, onlyRow(inscriptionIds, 'inscription'));
  });
}

const inscriptionSelect = {
  inscription: schoolInscriptions,
  student: { id: students.id, name: students.name, lastNameFather: students.lastNameFather, lastNameMother: students.lastNameMother, enrollment: students.enrollment, familyId: students.familyId },
  cycleName: cycles.name,
  gradeName: grades.name,
  classroomName: classrooms.name,
  planName: paymentPlans.name,
};

type InscriptionRow = {
  inscription: typeof schoolInscriptions.$inferSelect;
  student: { id: number; name: string; lastNameFather: string; lastNameMother: string; enrollment: string; familyId: number | null };
  cycleName: string;
  gradeName: string;
  classroomName: string | null;
  planName: string;
};

async function pendingOf(db: Executor, inscriptionIds: number[]): Promise<Map<number, { count: number; amount: string }>> {
  if (inscriptionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: charges.schoolInscriptionId, count: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${charges.price} * ${charges.quantity}), 0)::text` })
    .from(charges)
    .where(and(inArray(charges.schoolInscriptionId, inscriptionIds), eq(charges.status, 'pending')))
    .groupBy(charges.schoolInscriptionId);
  return new Map(rows.map((r) => [r.id!, { count: Number(r.count), amount: Money.of(r.amount).toFixed2() }]));
}

function toInscription(row: InscriptionRow, pending: { count: number; amount: string } | undefined): Inscription {
  const i = row.inscription;
  return {
    id: i.id,
    student: { id: row.student.id, name: fullName(row.student), enrollment: row.student.enrollment, familyId: row.student.familyId },
    cycle: { id: i.cycleId, name: row.cycleName },
    grade: { id: i.gradeId, name: row.gradeName },
    classroom: i.classroomId === null ? null : { id: i.classroomId, name: row.classroomName ?? '' },
    paymentPlan: { id: i.paymentPlanId, name: row.planName },
    status: i.status as Inscription['status'],
    inscriptionDate: i.inscriptionDate,
    pendingCharges: pending?.count ?? 0,
    pendingAmount: pending?.amount ?? '0.00',
    createdAt: i.createdAt.toISOString(),
  };
}

function inscriptionQuery(db: Executor) {
  return db
    .select(inscriptionSelect)
    .from(schoolInscriptions)
    .innerJoin(students, eq(students.id, schoolInscriptions.studentId))
    .innerJoin(cycles, eq(cycles.id, schoolInscriptions.cycleId))
    .innerJoin(grades, eq(grades.id, schoolInscriptions.gradeId))
    .leftJoin(classrooms, eq(classrooms.id, schoolInscriptions.classroomId))
    .innerJoin(paymentPlans, eq(paymentPlans.id, schoolInscriptions.paymentPlanId));
}

export async function listInscriptions(db: Executor, ctx: SchoolContext, query: InscriptionListQuery): Promise<Paginated<Inscription>> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 10;
  const conditions: SQL[] = [eq(schoolInscriptions.companyId, ctx.companyId)];
  if (query.cycleId) conditions.push(eq(schoolInscriptions.cycleId, query.cycleId));
  if (query.classroomId) conditions.push(eq(schoolInscriptions.classroomId, query.classroomId));
  if (query.gradeId) conditions.push(eq(schoolInscriptions.gradeId, query.gradeId));
  if (query.studentId) conditions.push(eq(schoolInscriptions.studentId, query.studentId));
  if (query.status) conditions.push(eq(schoolInscriptions.status, query.status));
  if (query.search) {
    const like = likePattern(query.search);
    conditions.push(or(ilike(students.searchName, like), ilike(students.name, like), eq(students.enrollment, query.search))!);
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    inscriptionQuery(db).where(where).orderBy(desc(schoolInscriptions.id)).limit(limit).offset((page - 1) * limit),
    db.select({ total: count() }).from(schoolInscriptions).innerJoin(students, eq(students.id, schoolInscriptions.studentId)).where(where),
  ]);
  const { total } = onlyRow(totals);
  const pending = await pendingOf(db, rows.map((r) => r.inscription.id));
  return {
    data: rows.map((r) => toInscription(r, pending.get(r.inscription.id))),
    count: rows.length,
    total: Number(total),
    page,
    pageCount: Math.ceil(Number(total) / limit),
  };
}

function toConcept(row: typeof schoolInscriptionConcepts.$inferSelect): InscriptionConcept {
  return {
    id: row.id,
    inscriptionId: row.inscriptionId,
    schoolConceptId: row.schoolConceptId,
    name: row.name,
    price: row.price,
    quantity: row.quantity,
    conceptType: row.conceptType === 'Monthly' ? 'Monthly' : 'OneTime',
    months: row.months,
    paymentDay: row.paymentDay,
    isActive: row.isActive,
  };
}

export async function inscriptionDetail(db: Executor, ctx: SchoolContext, id: number): Promise<InscriptionDetail> {
  const [row] = await inscriptionQuery(db).where(and(eq(schoolInscriptions.id, id), eq(schoolInscriptions.companyId, ctx.companyId)));
  if (!row) throw notFound('Inscripción no encontrada');
  const [pending, concepts] = await Promise.all([
    pendingOf(db, [id]),
    db.select().from(schoolInscriptionConcepts).where(eq(schoolInscriptionConcepts.inscriptionId, id)).orderBy(asc(schoolInscriptionConcepts.id)),
  ]);
  return { ...toInscription(row, pending.get(id)), concepts: concepts.map(toConcept) };
}

async function lockInscription(tx: Executor, ctx: SchoolContext, id: number) {
  const [row] = await tx
    .select()
    .from(schoolInscriptions)
    .where(and(eq(schoolInscriptions.id, id), eq(schoolInscriptions.companyId, ctx.companyId)))
    .for('update');
  if (!row) throw notFound('Inscripción no encontrada');
  return row;
}

/** Pending charges of an inscription due after the month of `date` are cancelled with the reason. */
export async function cancelChargesAfter(tx: Executor, inscriptionId: number, date: string, reason: string): Promise<number> {
  const { year, month } = toCalendarDate(date);
  const cancelled = await tx
    .update(charges)
    .set({ status: 'cancelled', cancelReason: reason })
    .where(
      and(
        eq(charges.schoolInscriptionId, inscriptionId),
        eq(charges.status, 'pending'),
        sql`(${charges.year} * 12 + ${charges.month}) > ${year * 12 + month}`,
      ),
    )
    .returning({ id: charges.id });
  return cancelled.length;
}

/**
 * Changes an inscription's status. A drop (baja) needs a reason; its pending charges of the months after
 * the drop date are cancelled (what was paid, and the drop month, stay). Back to activa: 409 if the student
 * has another active inscription in the cycle.
 */
export async function changeInscriptionStatus(db: Database, ctx: SchoolContext, id: number, input: ChangeInscriptionStatusRequest): Promise<InscriptionDetail> {
  const date = input.date === undefined ? paymentsToday() : isoDay(input.date);
  if (!date) throw missing('date', 'Fecha no válida (YYYY-MM-DD)');
  const reason = (input.reason ?? '').trim();
  if (input.status === 'baja' && reason.length < 3) throw missing('reason', 'Indique el motivo de la baja');
  return db.transaction(async (tx) => {
    const row = await lockInscription(tx, ctx, id);
    if (row.status === input.status) return inscriptionDetail(tx, ctx, id);
    const beforeEnrolment = input.status === 'baja' ? dropDateProblem(date, row.inscriptionDate) : null;
    if (beforeEnrolment) throw badRequest('La fecha de baja es anterior a la inscripción', [{ field: 'date', message: beforeEnrolment }]);
    if (input.status === 'activa') {
      const [other] = await tx
        .select({ id: schoolInscriptions.id })
        .from(schoolInscriptions)
        .where(and(eq(schoolInscriptions.studentId, row.studentId), eq(schoolInscriptions.cycleId, row.cycleId), eq(schoolInscriptions.status, 'activa')));
      if (other) throw new HttpError(409, 'El alumno ya tiene otra inscripción activa en este ciclo');
    }
    await tx
      .update(schoolInscriptions)
      .set(input.status === 'baja' ? { status: 'baja', dropDate: date, dropReason: reason } : { status: input.status, dropDate: null, dropReason: '' })
      .where(eq(schoolInscriptions.id, id));
    if (input.status === 'baja') await cancelChargesAfter(tx, id, date, `Baja: ${reason}`);
    if (input.status === 'activa') {
      // Back from a drop: the months the drop cancelled are owed again.
      const reactivated = await lockInscription(tx, ctx, id);
      const active = await tx
        .select({ id: schoolInscriptionConcepts.id })
        .from(schoolInscriptionConcepts)
        .where(and(eq(schoolInscriptionConcepts.inscriptionId, id), eq(schoolInscriptionConcepts.isActive, true)));
      for (const concept of active) await syncConceptCharges(tx, ctx, reactivated, concept.id);
    }
    return inscriptionDetail(tx, ctx, id);
  });
}

function templateOf(row: typeof schoolInscriptionConcepts.$inferSelect, concept: typeof schoolConcepts.$inferSelect): ChargeTemplate {
  return {
    inscriptionConceptId: row.id,
    schoolConceptId: row.schoolConceptId,
    name: row.name,
    price: row.price,
    quantity: row.quantity,
    conceptType: row.conceptType === 'Monthly' ? 'Monthly' : 'OneTime',
    months: row.months,
    paymentDay: row.paymentDay,
    isActive: row.isActive,
    satCode: concept.satCode,
    unitCode: concept.unitCode,
    unit: concept.unity,
    withIva: concept.withIva,
    startsOn: row.startsOn,
  };
}

/**
 * Brings the pending charges of one inscription concept in line with it: inactive → its pending charges are
 * cancelled; active → pending charges get its price, quantity and day, months no longer listed are cancelled
 * and the missing months are created. Paid charges never change.
 */
async function syncConceptCharges(tx: Executor, ctx: SchoolContext, inscription: typeof schoolInscriptions.$inferSelect, conceptId: number): Promise<void> {
  const row = onlyRow(
    await tx
      .select({ concept: schoolInscriptionConcepts, school: schoolConcepts })
      .from(schoolInscriptionConcepts)
      .innerJoin(schoolConcepts, eq(schoolConcepts.id, schoolInscriptionConcepts.schoolConceptId))
      .where(eq(schoolInscriptionConcepts.id, conceptId)),
  );
  const cycle = (await cycleOf(tx, ctx.companyId, inscription.cycleId))!;
  const template = templateOf(row.concept, row.school);
  // Months before the concept's start are never charged again. Charges are scheduled as of the enrolment day;
  // one created now falls due no earlier than today, one already written keeps its own creation day.
  const fromMonth = conceptStartMonth(template, cycle, inscription.inscriptionDate);
  const wanted = chargesOf(ctx, { id: inscription.id, studentId: inscription.studentId, cycle, inscriptionDate: inscription.inscriptionDate }, [template], { fromMonth });
  const today = paymentsToday();
  const dropMonth = inscription.dropDate ? Number(inscription.dropDate.slice(0, 4)) * 12 + Number(inscription.dropDate.slice(5, 7)) : null;
  const keep = wanted.filter((c) => dropMonth === null || c.year * 12 + c.month <= dropMonth);
  const keys = new Set(keep.map((c) => `${c.year}-${c.month}`));
  const existing = await tx
    .select({ id: charges.id, year: charges.year, month: charges.month, status: charges.status, paymentDay: charges.paymentDay, dueDate: charges.dueDate })
    .from(charges)
    .where(and(eq(charges.schoolInscriptionConceptId, conceptId), inArray(charges.status, ['pending', 'paid'])));
  const stale = existing.filter((c) => c.status === 'pending' && !keys.has(`${c.year}-${c.month}`)).map((c) => c.id);
  if (stale.length > 0) {
    await tx.update(charges).set({ status: 'cancelled', cancelReason: 'Concepto de la inscripción modificado' }).where(inArray(charges.id, stale));
  }
  for (const c of keep) {
    const written = existing.find((e) => e.status === 'pending' && e.year === c.year && e.month === c.month);
    if (!written) continue;
    await tx
      .update(charges)
      .set({ name: c.name, price: c.price, quantity: c.quantity, paymentDay: c.paymentDay, dueDate: dueDateAfterEdit(written, c.dueDate) })
      .where(eq(charges.id, written.id));
  }
  const present = new Set(existing.map((c) => `${c.year}-${c.month}`));
  await insertCharges(
    tx,
    keep.filter((c) => !present.has(`${c.year}-${c.month}`)).map((c) => ({ ...c, dueDate: dueDateOnCreation(c.dueDate, today) })),
  );
}

function checkConceptInput(input: InscriptionConceptRequest): void {
  if (input.price !== undefined) {
    let price: Money;
    try {
      price = Money.of(input.price);
    } catch {
      throw missing('price', 'Precio no válido');
    }
    if (price.isNegative() || price.gt('10000000')) throw missing('price', 'El precio debe estar entre 0 y 10,000,000');
  }
  if (input.months !== undefined && input.months.some((m) => !Number.isInteger(m) || m < 1 || m > 12)) throw missing('months', 'Los meses van de 1 a 12');
}

/** Toggles or edits a concept of an inscription and syncs its pending charges. */
export async function updateInscriptionConcept(db: Database, ctx: SchoolContext, inscriptionId: number, conceptId: number, input: InscriptionConceptRequest): Promise<InscriptionDetail> {
  checkConceptInput(input);
  return db.transaction(async (tx) => {
    const inscription = await lockInscription(tx, ctx, inscriptionId);
    const [concept] = await tx
      .select({ id: schoolInscriptionConcepts.id })
      .from(schoolInscriptionConcepts)
      .where(and(eq(schoolInscriptionConcepts.id, conceptId), eq(schoolInscriptionConcepts.inscriptionId, inscriptionId)));
    if (!concept) throw notFound('Concepto de la inscripción no encontrado');
    const changes: Partial<typeof schoolInscriptionConcepts.$inferInsert> = {};
    if (input.price !== undefined) changes.price = Money.of(input.price).toFixed2();
    if (input.quantity !== undefined) changes.quantity = input.quantity;
    if (input.months !== undefined) changes.months = [...new Set(input.months)];
    if (input.paymentDay !== undefined) changes.paymentDay = input.paymentDay;
    if (input.isActive !== undefined) changes.isActive = input.isActive;
    if (Object.keys(changes).length > 0) await tx.update(schoolInscriptionConcepts).set(changes).where(eq(schoolInscriptionConcepts.id, conceptId));
    if (inscription.status === 'activa' || input.isActive === false) await syncConceptCharges(tx, ctx, inscription, conceptId);
    return inscriptionDetail(tx, ctx, inscriptionId);
  });
}

/** Adds a school concept to an inscription (price and months from the request or the concept) and creates its charges. */
export async function addInscriptionConcept(db: Database, ctx: SchoolContext, inscriptionId: number, input: InscriptionConceptRequest): Promise<InscriptionDetail> {
  checkConceptInput(input);
  if (!input.schoolConceptId) throw missing('schoolConceptId', 'Este campo es requerido');
  return db.transaction(async (tx) => {
    const inscription = await lockInscription(tx, ctx, inscriptionId);
    if (inscription.status !== 'activa') throw new HttpError(409, 'La inscripción no está activa');
    const [school] = await tx
      .select()
      .from(schoolConcepts)
      .where(and(eq(schoolConcepts.id, input.schoolConceptId!), eq(schoolConcepts.companyId, ctx.companyId), isNull(schoolConcepts.deletedAt)));
    if (!school) throw missing('schoolConceptId', 'El concepto no existe');
    const row = onlyRow(
      await tx
        .insert(schoolInscriptionConcepts)
        .values({
          companyId: ctx.companyId,
          inscriptionId,
          schoolConceptId: school.id,
          name: school.name,
          price: input.price !== undefined ? Money.of(input.price).toFixed2() : school.price,
          quantity: input.quantity ?? school.quantity,
          conceptType: school.conceptType,
          months: input.months ? [...new Set(input.months)] : [],
          paymentDay: input.paymentDay ?? school.startDay ?? DEFAULT_PAYMENT_DAY,
          isActive: input.isActive ?? true,
          // A concept added later charges from the month it is added (the enrolment month when added before it).
          startsOn: `${formatYearMonth(planStartMonth(paymentsToday() > inscription.inscriptionDate ? paymentsToday() : inscription.inscriptionDate))}-01`,
        })
        .returning({ id: schoolInscriptionConcepts.id }),
    );
    await syncConceptCharges(tx, ctx, inscription, row.id);
    return inscriptionDetail(tx, ctx, inscriptionId);
  });
}
