// Enrolment of a school student or an external participant into an academy group: the group's seats are
// taken with one conditional update (never more inscriptions than capacity, whatever the concurrency),
// the group's concepts are copied to the inscription and its charges are generated in the shared
// `charges` table. Drops cancel what is pending after the drop month; what was paid stays.
import { sql } from 'drizzle-orm';
import type { AcademyInscriptionConcept, DropResponse, EnrolResponse } from '@mikro/contracts';
import {
  admissionProblem,
  cancelledByDrop,
  chargeMonths,
  dropDateProblem,
  dueDateOf,
  dueDateOnCreation,
  formatYearMonth,
  parseYearMonth,
  planStartMonth,
  planStartProblem,
  toCalendarDate,
  type PlanMonth,
} from '@mikro/domain';
import type { Database, Executor } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { HttpError, badRequest, notFound } from '../../plugins/errors';
import { type AcademyContext } from './context';
import { paymentsToday } from '../payments/index';
import { rowsOf } from '../../db/rows';
import { pgCode } from '../../db/errors';
import type { DropBody, EnrolBody } from './schemas';

const ACADEMY_MODULE = 2;

function validDate(value: string, field: string): string {
  try {
    toCalendarDate(value);
    return value;
  } catch {
    throw badRequest('Los datos enviados no son válidos', [{ field, message: 'Fecha no válida' }]);
  }
}

interface GroupRow {
  id: number;
  name: string;
  capacity: number;
  enrolled: number;
  cycle_id: number | null;
  min_age: number | null;
  max_age: number | null;
  grade_ids: number[];
  cycle_end: string | null;
}

interface PersonRow {
  birth_date: string | null;
  grade_id: number | null;
  name: string;
}

async function personOf(tx: Executor, ctx: AcademyContext, body: EnrolBody): Promise<PersonRow & { isExternal: boolean }> {
  if ((body.studentId === undefined) === (body.externalId === undefined)) {
    throw badRequest('Indique un alumno o un externo', [{ field: body.studentId === undefined ? 'studentId' : 'externalId', message: 'Indique solo un alumno o un externo' }]);
  }
  if (body.studentId !== undefined) {
    const [student] = await rowsOf<PersonRow>(
      tx,
      sql`select birth_date::text as birth_date, grade_id, trim(name || ' ' || last_name_father || ' ' || last_name_mother) as name
          from students where id = ${body.studentId} and company_id = ${ctx.companyId} and deleted_at is null and is_active`,
    );
    if (!student) throw badRequest('Los datos enviados no son válidos', [{ field: 'studentId', message: 'El alumno no existe o no está activo' }]);
    return { ...student, isExternal: false };
  }
  const [external] = await rowsOf<PersonRow>(
    tx,
    sql`select birth_date::text as birth_date, null::int as grade_id, trim(name || ' ' || last_name_father || ' ' || last_name_mother) as name
        from externals where id = ${body.externalId} and company_id = ${ctx.companyId} and deleted_at is null and is_active`,
  );
  if (!external) throw badRequest('Los datos enviados no son válidos', [{ field: 'externalId', message: 'El externo no existe o no está activo' }]);
  return { ...external, isExternal: true };
}

/** Takes one seat of the group, or explains why not (404 unknown group, 409 inactive or full). */
async function takeSeat(tx: Executor, ctx: AcademyContext, groupId: number): Promise<GroupRow> {
  const [taken] = await rowsOf<GroupRow>(
    tx,
    sql`update academy_groups g set enrolled = g.enrolled + 1, updated_at = now()
        where g.id = ${groupId} and g.company_id = ${ctx.companyId} and g.branch_office_id = ${ctx.branchOfficeId}
          and g.deleted_at is null and g.is_active and g.enrolled < g.capacity
        returning g.id, g.name, g.capacity, g.enrolled, g.cycle_id, g.min_age, g.max_age, g.grade_ids,
          (select end_date::text from cycles where id = g.cycle_id) as cycle_end`,
  );
  if (taken) return taken;
  const [group] = await rowsOf<{ capacity: number; is_active: boolean; name: string }>(
    tx,
    sql`select capacity, is_active, name from academy_groups where id = ${groupId} and company_id = ${ctx.companyId} and branch_office_id = ${ctx.branchOfficeId} and deleted_at is null`,
  );
  if (!group) throw badRequest('Los datos enviados no son válidos', [{ field: 'groupId', message: 'El grupo no existe en esta sucursal' }]);
  if (!group.is_active) throw new HttpError(409, `El grupo «${group.name}» no está activo`);
  throw new HttpError(409, `El grupo «${group.name}» está lleno (cupo de ${group.capacity})`, { capacity: group.capacity });
}

async function releaseSeat(tx: Executor, groupId: number): Promise<void> {
  await tx.execute(sql`update academy_groups set enrolled = greatest(enrolled - 1, 0), updated_at = now() where id = ${groupId}`);
}

interface ConceptRow {
  concept_id: number;
  due_day: number;
  is_active: boolean;
  name: string;
  price: string;
  sat_code: string;
  unit_code: string;
  quantity: number;
  concept_type: string;
  with_iva: boolean;
}

/**
 * Writes the charges of an inscription's active concepts: a one-time one once, in the enrolment month and due on
 * the enrolment day; a monthly one for every month from the plan's start month to the cycle's end, due on its
 * day (clamped to the month). None falls due before `createdOn`, the day they are written.
 */
async function generateCharges(
  tx: Executor,
  ctx: AcademyContext,
  inscription: { id: number; studentId: number | null; externalId: number | null; inscriptionDate: string; cycleEnd: string | null },
  concepts: readonly ConceptRow[],
  from: { startMonth: PlanMonth; createdOn: string },
): Promise<number> {
  const enrolled = toCalendarDate(inscription.inscriptionDate);
  let count = 0;
  for (const concept of concepts) {
    if (!concept.is_active) continue;
    const months = concept.concept_type === 'Monthly' ? chargeMonths(`${formatYearMonth(from.startMonth)}-01`, inscription.cycleEnd) : [{ year: enrolled.year, month: enrolled.month }];
    for (const { year, month } of months) {
      const paymentDay = concept.concept_type === 'Monthly' ? concept.due_day : enrolled.day;
      const dueDate = dueDateOnCreation(dueDateOf(year, month, paymentDay), from.createdOn);
      await tx.execute(
        sql`insert into charges (company_id, branch_office_id, module, student_id, external_id, academy_inscription_id, concept_id, name, sat_code, unit_code, unit,
                                 with_iva, quantity, price, year, month, payment_day, due_date, status)
            values (${ctx.companyId}, ${ctx.branchOfficeId}, ${ACADEMY_MODULE}, ${inscription.studentId}, ${inscription.externalId}, ${inscription.id}, ${concept.concept_id},
                    ${concept.name}, ${concept.sat_code}, ${concept.unit_code}, 'Servicio', ${concept.with_iva}, ${concept.quantity}, ${concept.price},
                    ${year}, ${month}, ${paymentDay}, ${dueDate}, 'pending')`,
      );
      count += 1;
    }
  }
  return count;
}

/** The month the plan starts as asked ('YYYY-MM'), refused by name when it is not one or after the cycle's end; by default the enrolment month. */
function startMonthOf(startMonth: string | undefined, inscriptionDate: string, cycleEnd: string | null): PlanMonth {
  if (startMonth === undefined) return planStartMonth(inscriptionDate);
  const problem = planStartProblem(startMonth, cycleEnd);
  if (problem) throw badRequest(problem, [{ field: 'startMonth', message: problem }]);
  return planStartMonth(inscriptionDate, parseYearMonth(startMonth));
}

export async function enrol(db: Database, ctx: AcademyContext, body: EnrolBody): Promise<EnrolResponse> {
  const inscriptionDate = validDate(body.inscriptionDate ?? paymentsToday(), 'inscriptionDate');
  try {
    return await db.transaction((tx) => enrolIn(tx, ctx, { ...body, inscriptionDate }));
  } catch (error) {
    if (pgCode(error) === '23505') throw new HttpError(409, 'La persona ya está inscrita en este grupo');
    throw error;
  }
}

/** The enrolment inside an open transaction (the API's and the demo seed's). */
export async function enrolIn(tx: Executor, ctx: AcademyContext, body: EnrolBody & { inscriptionDate: string }): Promise<EnrolResponse> {
  const inscriptionDate = body.inscriptionDate;
  const person = await personOf(tx, ctx, body);
  const group = await takeSeat(tx, ctx, body.groupId);
  const problem = admissionProblem(
    { minAge: group.min_age, maxAge: group.max_age, gradeIds: group.grade_ids ?? [] },
    { birthDate: person.birth_date, gradeId: person.grade_id, isExternal: person.isExternal },
    inscriptionDate,
  );
  if (problem) throw new HttpError(409, `${person.name} no puede inscribirse a «${group.name}»: ${problem}`);
  const inscription = onlyRow(
    await rowsOf<{ id: number }>(
      tx,
      sql`insert into academy_inscriptions (company_id, branch_office_id, group_id, student_id, external_id, cycle_id, inscription_date, status)
          values (${ctx.companyId}, ${ctx.branchOfficeId}, ${group.id}, ${body.studentId ?? null}, ${body.externalId ?? null}, ${group.cycle_id}, ${inscriptionDate}, 'activa')
          returning id`,
    ),
  );
  await tx.execute(
    sql`insert into academy_inscription_concepts (company_id, inscription_id, concept_id, price, due_day, is_active)
        select ${ctx.companyId}, ${inscription.id}, gc.concept_id, c.price, gc.due_day, true
        from academy_group_concepts gc join academy_concepts c on c.id = gc.concept_id
        where gc.group_id = ${group.id} and gc.is_active and c.is_active and c.deleted_at is null`,
  );
  const concepts = await rowsOf<ConceptRow>(
    tx,
    sql`select ic.concept_id, ic.due_day, ic.is_active, ic.price::text as price, c.name, c.sat_code, c.unit_code, c.quantity, c.concept_type, c.with_iva
        from academy_inscription_concepts ic join academy_concepts c on c.id = ic.concept_id
        where ic.inscription_id = ${inscription.id} order by ic.id`,
  );
  const charges = await generateCharges(
    tx,
    ctx,
    { id: inscription.id, studentId: body.studentId ?? null, externalId: body.externalId ?? null, inscriptionDate, cycleEnd: group.cycle_end },
    concepts,
    { startMonth: startMonthOf(body.startMonth, inscriptionDate, group.cycle_end), createdOn: paymentsToday() },
  );
  return { id: inscription.id, groupId: group.id, status: 'activa', inscriptionDate, charges };
}

interface InscriptionRow {
  id: number;
  group_id: number;
  status: string;
  student_id: number | null;
  external_id: number | null;
  inscription_date: string;
}

async function lockInscription(tx: Executor, ctx: AcademyContext, id: number): Promise<InscriptionRow> {
  const [row] = await rowsOf<InscriptionRow>(
    tx,
    sql`select id, group_id, status, student_id, external_id, inscription_date::text from academy_inscriptions
        where id = ${id} and company_id = ${ctx.companyId} and branch_office_id = ${ctx.branchOfficeId} and deleted_at is null for update`,
  );
  if (!row) throw notFound();
  return row;
}

/** activa ↔ terminada. A finished inscription frees its seat; reactivating takes one again (409 when full). Drops go through `dropInscription`. */
export async function changeStatus(db: Database, ctx: AcademyContext, id: number, status: 'activa' | 'terminada'): Promise<{ id: number; status: string }> {
  try {
    return await db.transaction(async (tx) => {
      const row = await lockInscription(tx, ctx, id);
      if (row.status === status) return { id, status };
      if (status === 'activa') await takeSeat(tx, ctx, row.group_id);
      else if (row.status === 'activa') await releaseSeat(tx, row.group_id);
      await tx.execute(
        sql`update academy_inscriptions set status = ${status}, drop_date = null, drop_reason = '', is_active = ${status === 'activa'}, updated_at = now() where id = ${id}`,
      );
      return { id, status };
    });
  } catch (error) {
    if (pgCode(error) === '23505') throw new HttpError(409, 'La persona ya tiene otra inscripción activa en este grupo');
    throw error;
  }
}


/** Drops an inscription: frees the seat, cancels its pending charges of the months after the drop month; paid charges stay. */
export async function dropInscription(db: Database, ctx: AcademyContext, id: number, body: DropBody): Promise<DropResponse> {
  const dropDate = validDate(body.dropDate, 'dropDate');
  const reason = body.reason.trim();
  if (!reason) throw badRequest('Los datos enviados no son válidos', [{ field: 'reason', message: 'Este campo es requerido' }]);
  return db.transaction(async (tx) => {
    const row = await lockInscription(tx, ctx, id);
    if (row.status === 'baja') throw new HttpError(409, 'La inscripción ya está dada de baja');
    const beforeEnrolment = dropDateProblem(dropDate, row.inscription_date);
    if (beforeEnrolment) throw badRequest('La fecha de baja es anterior a la inscripción', [{ field: 'dropDate', message: beforeEnrolment }]);
    if (row.status === 'activa') await releaseSeat(tx, row.group_id);
    await tx.execute(
      sql`update academy_inscriptions set status = 'baja', is_active = false, drop_date = ${dropDate}, drop_reason = ${reason}, updated_at = now() where id = ${id}`,
    );
    const charges = await rowsOf<{ id: number; year: number; month: number; status: string }>(
      tx,
      sql`select id, year, month, status from charges where academy_inscription_id = ${id} and module = ${ACADEMY_MODULE} for update`,
    );
    const toCancel = charges.filter((charge) => charge.status === 'pending' && cancelledByDrop(charge, dropDate)).map((charge) => charge.id);
    if (toCancel.length > 0) {
      await tx.execute(
        sql`update charges set status = 'cancelled', cancel_reason = ${`Baja: ${reason}`}, updated_at = now()
            where id in (${sql.join(toCancel.map((chargeId) => sql`${chargeId}`), sql`, `)})`,
      );
    }
    return {
      id,
      status: 'baja',
      dropDate,
      cancelledCharges: toCancel.length,
      keptPendingCharges: charges.filter((charge) => charge.status === 'pending').length - toCancel.length,
      paidCharges: charges.filter((charge) => charge.status === 'paid').length,
    };
  });
}


export async function inscriptionConcepts(db: Executor, ctx: AcademyContext, inscriptionId: number): Promise<AcademyInscriptionConcept[]> {
  const [owner] = await rowsOf(db, sql`select id from academy_inscriptions where id = ${inscriptionId} and company_id = ${ctx.companyId} and branch_office_id = ${ctx.branchOfficeId} and deleted_at is null`);
  if (!owner) throw notFound();
  return rowsOf<AcademyInscriptionConcept>(
    db,
    sql`select ic.id, ic.concept_id as "conceptId", c.name, c.concept_type as "conceptType", ic.price::text as price, ic.due_day as "dueDay", ic.is_active as "isActive",
               (select count(*)::int from charges ch where ch.academy_inscription_id = ic.inscription_id and ch.concept_id = ic.concept_id and ch.status = 'pending') as "pendingCharges",
               (select count(*)::int from charges ch where ch.academy_inscription_id = ic.inscription_id and ch.concept_id = ic.concept_id and ch.status = 'paid') as "paidCharges"
        from academy_inscription_concepts ic join academy_concepts c on c.id = ic.concept_id
        where ic.inscription_id = ${inscriptionId} order by ic.id`,
  );
}

/**
 * Edits an inscription's concept. Deactivating cancels its pending charges; activating puts back the ones
 * it cancelled from the current month on. A new price or due day applies to its pending charges.
 */
export async function updateInscriptionConcept(
  db: Database,
  ctx: AcademyContext,
  id: number,
  patch: { isActive?: boolean; price?: string; dueDay?: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await rowsOf<{ inscription_id: number; concept_id: number; is_active: boolean; status: string }>(
      tx,
      sql`select ic.inscription_id, ic.concept_id, ic.is_active, i.status from academy_inscription_concepts ic join academy_inscriptions i on i.id = ic.inscription_id
          where ic.id = ${id} and i.company_id = ${ctx.companyId} and i.branch_office_id = ${ctx.branchOfficeId} and i.deleted_at is null for update of ic`,
    );
    if (!row) throw notFound();
    if (row.status === 'baja' && patch.isActive === true) throw new HttpError(409, 'La inscripción está dada de baja');
    await tx.execute(
      sql`update academy_inscription_concepts set is_active = ${patch.isActive ?? row.is_active}, price = coalesce(${patch.price ?? null}::numeric, price),
            due_day = coalesce(${patch.dueDay ?? null}::smallint, due_day), updated_at = now() where id = ${id}`,
    );
    const mine = sql`academy_inscription_id = ${row.inscription_id} and concept_id = ${row.concept_id} and module = ${ACADEMY_MODULE}`;
    if (patch.price !== undefined) await tx.execute(sql`update charges set price = ${patch.price}, updated_at = now() where ${mine} and status = 'pending'`);
    if (patch.dueDay !== undefined) {
      await tx.execute(
        sql`update charges set payment_day = ${patch.dueDay},
              due_date = make_date(year, month, least(${patch.dueDay}, extract(day from (make_date(year, month, 1) + interval '1 month - 1 day'))::int)), updated_at = now()
            where ${mine} and status = 'pending'`,
      );
    }
    if (patch.isActive === false && row.is_active) {
      await tx.execute(sql`update charges set status = 'cancelled', cancel_reason = 'Concepto desactivado', updated_at = now() where ${mine} and status = 'pending'`);
    }
    if (patch.isActive === true && !row.is_active) {
      const today = toCalendarDate(paymentsToday());
      await tx.execute(
        sql`update charges set status = 'pending', cancel_reason = '', updated_at = now()
            where ${mine} and status = 'cancelled' and cancel_reason = 'Concepto desactivado' and year * 12 + month >= ${today.year * 12 + today.month}`,
      );
    }
  });
}

/** Adds a concept to an inscription and generates its charges from the current month on. */
export async function addInscriptionConcept(
  db: Database,
  ctx: AcademyContext,
  inscriptionId: number,
  body: { conceptId: number; dueDay?: number; price?: string },
): Promise<{ id: number; charges: number }> {
  try {
    return await db.transaction(async (tx) => {
      const [inscription] = await rowsOf<{ id: number; status: string; student_id: number | null; external_id: number | null; inscription_date: string; cycle_end: string | null }>(
        tx,
        sql`select i.id, i.status, i.student_id, i.external_id, i.inscription_date::text as inscription_date, c.end_date::text as cycle_end
            from academy_inscriptions i left join cycles c on c.id = i.cycle_id
            where i.id = ${inscriptionId} and i.company_id = ${ctx.companyId} and i.branch_office_id = ${ctx.branchOfficeId} and i.deleted_at is null for update of i`,
      );
      if (!inscription) throw notFound();
      if (inscription.status !== 'activa') throw new HttpError(409, 'Solo se agregan conceptos a inscripciones activas');
      const [concept] = await rowsOf<Omit<ConceptRow, 'concept_id' | 'due_day' | 'is_active'> & { id: number }>(
        tx,
        sql`select id, name, price::text as price, sat_code, unit_code, quantity, concept_type, with_iva from academy_concepts
            where id = ${body.conceptId} and company_id = ${ctx.companyId} and branch_office_id = ${ctx.branchOfficeId} and deleted_at is null and is_active`,
      );
      if (!concept) throw badRequest('Los datos enviados no son válidos', [{ field: 'conceptId', message: 'El concepto no existe o no está activo' }]);
      const price = body.price ?? concept.price;
      const dueDay = body.dueDay ?? 10;
      const row = onlyRow(
        await rowsOf<{ id: number }>(
          tx,
          sql`insert into academy_inscription_concepts (company_id, inscription_id, concept_id, price, due_day) values (${ctx.companyId}, ${inscriptionId}, ${concept.id}, ${price}, ${dueDay}) returning id`,
        ),
      );
      // A concept added later charges from the month it is added (the enrolment month when added before it).
      const today = paymentsToday();
      const start = today > inscription.inscription_date ? today : inscription.inscription_date;
      const charges = await generateCharges(
        tx,
        ctx,
        { id: inscriptionId, studentId: inscription.student_id, externalId: inscription.external_id, inscriptionDate: start, cycleEnd: inscription.cycle_end },
        [{ ...concept, concept_id: concept.id, price, due_day: dueDay, is_active: true }],
        { startMonth: planStartMonth(start), createdOn: today },
      );
      return { id: row.id, charges };
    });
  } catch (error) {
    if (pgCode(error) === '23505') throw new HttpError(409, 'El concepto ya está en la inscripción');
    throw error;
  }
}
