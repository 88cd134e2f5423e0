// Academy groups: create/edit with a weekly schedule checked against the other groups of the same
// teacher or room, capacity never below the seats taken, and the group's concepts with due days.
import { sql } from 'drizzle-orm';
import type { AcademyAttendanceList, AcademyGroupSaved } from '@mikro/contracts';
import { MAX_AGE_BELOW_MINIMUM, ageRangeAgrees, findScheduleConflict, formatSchedule, scheduleProblems, shortTime, type GroupSchedule } from '@mikro/domain';
import type { Database, Executor } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { HttpError, badRequest, notFound } from '../../plugins/errors';
import { type AcademyContext } from './context';
import { rowsOf } from '../../db/rows';
import type { GroupInput } from './schemas';

const SCHEDULE_LOCK = 7_310_001;

async function requireInBranch(tx: Executor, ctx: AcademyContext, table: 'academy_activities' | 'academy_concepts', id: number, field: string): Promise<void> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`select id from ${sql.identifier(table)} where id = ${id} and company_id = ${ctx.companyId} and branch_office_id = ${ctx.branchOfficeId} and deleted_at is null`,
  );
  if (rows.length === 0) throw badRequest('Los datos enviados no son válidos', [{ field, message: 'No existe en esta sucursal' }]);
}

async function checkReferences(tx: Executor, ctx: AcademyContext, input: GroupInput): Promise<void> {
  await requireInBranch(tx, ctx, 'academy_activities', input.activityId, 'activityId');
  if (input.teacherId !== null) {
    const rows = await rowsOf(tx, sql`select id from teachers where id = ${input.teacherId} and company_id = ${ctx.companyId} and deleted_at is null`);
    if (rows.length === 0) throw badRequest('Los datos enviados no son válidos', [{ field: 'teacherId', message: 'No existe' }]);
  }
  if (input.cycleId !== null) {
    const rows = await rowsOf(tx, sql`select id from cycles where id = ${input.cycleId} and company_id = ${ctx.companyId}`);
    if (rows.length === 0) throw badRequest('Los datos enviados no son válidos', [{ field: 'cycleId', message: 'No existe' }]);
  }
  for (const [index, concept] of (input.concepts ?? []).entries()) {
    await requireInBranch(tx, ctx, 'academy_concepts', concept.conceptId, `concepts.${index}.conceptId`);
  }
  const conceptIds = (input.concepts ?? []).map((concept) => concept.conceptId);
  const repeated = conceptIds.findIndex((id, index) => conceptIds.indexOf(id) !== index);
  if (repeated >= 0) throw badRequest('Los datos enviados no son válidos', [{ field: `concepts.${repeated}.conceptId`, message: 'Concepto repetido' }]);
}

function checkShape(input: GroupInput): void {
  const problems = scheduleProblems(input.schedules);
  if (problems.length > 0) {
    throw badRequest(
      'El horario no es válido',
      problems.map((problem) => ({ field: `schedules.${problem.index}.${problem.field}`, message: problem.message })),
    );
  }
  // Create and edit both carry the two bounds (the edit is a PUT of the whole group, and the body schema asks
  // for both), so the pair checked here is the pair stored: no stored bound has to be read back.
  if (!ageRangeAgrees(input.minAge, input.maxAge)) {
    throw badRequest('Los datos enviados no son válidos', [{ field: 'maxAge', message: MAX_AGE_BELOW_MINIMUM }]);
  }
}

/** Schedules of the other live groups of the branch office that share the teacher or the room. */
async function competingSchedules(tx: Executor, ctx: AcademyContext, input: GroupInput, groupId: number | null): Promise<GroupSchedule[]> {
  const rows = await rowsOf<{ id: number; name: string; teacher_id: number | null; place: string; day_of_week: number; start_time: string; end_time: string }>(
    tx,
    sql`select g.id, g.name, g.teacher_id, g.place, s.day_of_week, s.start_time::text as start_time, s.end_time::text as end_time
        from academy_groups g join academy_group_schedules s on s.group_id = g.id
        where g.company_id = ${ctx.companyId} and g.branch_office_id = ${ctx.branchOfficeId} and g.deleted_at is null and g.is_active
          and g.id <> ${groupId ?? 0}
          and ((${input.teacherId}::int is not null and g.teacher_id = ${input.teacherId}::int)
               or (btrim(${input.place}) <> '' and lower(btrim(g.place)) = lower(btrim(${input.place}))))`,
  );
  const groups = new Map<number, GroupSchedule & { slots: GroupSchedule['slots'][number][] }>();
  for (const row of rows) {
    const group = groups.get(row.id) ?? { groupId: row.id, groupName: row.name, teacherId: row.teacher_id, place: row.place, slots: [] };
    group.slots.push({ dayOfWeek: row.day_of_week, startTime: shortTime(row.start_time), endTime: shortTime(row.end_time) });
    groups.set(row.id, group);
  }
  return [...groups.values()];
}

async function writeChildren(tx: Executor, ctx: AcademyContext, groupId: number, input: GroupInput): Promise<void> {
  await tx.execute(sql`delete from academy_group_schedules where group_id = ${groupId}`);
  for (const slot of input.schedules) {
    await tx.execute(
      sql`insert into academy_group_schedules (company_id, group_id, day_of_week, start_time, end_time) values (${ctx.companyId}, ${groupId}, ${slot.dayOfWeek}, ${slot.startTime}, ${slot.endTime})`,
    );
  }
  if (input.concepts) await replaceGroupConcepts(tx, ctx, groupId, input.concepts);
}

export async function replaceGroupConcepts(
  tx: Executor,
  ctx: AcademyContext,
  groupId: number,
  concepts: readonly { conceptId: number; dueDay: number; isActive?: boolean }[],
): Promise<void> {
  await tx.execute(sql`delete from academy_group_concepts where group_id = ${groupId}`);
  for (const concept of concepts) {
    await tx.execute(
      sql`insert into academy_group_concepts (company_id, group_id, concept_id, due_day, is_active)
          values (${ctx.companyId}, ${groupId}, ${concept.conceptId}, ${concept.dueDay}, ${concept.isActive ?? true})`,
    );
  }
}

async function guardConflicts(tx: Executor, ctx: AcademyContext, input: GroupInput, groupId: number | null): Promise<void> {
  // Group writes of a company are serialised so two groups written at once cannot both miss each other.
  await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK}, ${ctx.companyId})`);
  if (!input.isActive) return;
  const conflict = findScheduleConflict(
    { groupId: groupId ?? undefined, teacherId: input.teacherId, place: input.place, slots: input.schedules },
    await competingSchedules(tx, ctx, input, groupId),
  );
  if (conflict) throw new HttpError(409, `Horario empalmado: ${conflict.message}`, { conflict: { groupId: conflict.groupId, groupName: conflict.groupName, reason: conflict.reason } });
}


export async function createGroup(db: Database, ctx: AcademyContext, input: GroupInput): Promise<AcademyGroupSaved> {
  checkShape(input);
  return db.transaction(async (tx) => {
    await checkReferences(tx, ctx, input);
    await guardConflicts(tx, ctx, input, null);
    const schedule = formatSchedule(input.schedules);
    const row = onlyRow(
      await rowsOf<{ id: number }>(
        tx,
        sql`insert into academy_groups (company_id, branch_office_id, activity_id, teacher_id, cycle_id, name, schedule, capacity, price, place, min_age, max_age, grade_ids, is_active)
            values (${ctx.companyId}, ${ctx.branchOfficeId}, ${input.activityId}, ${input.teacherId}, ${input.cycleId}, ${input.name.trim()}, ${schedule}, ${input.capacity},
                    ${input.price ?? '0'}, ${input.place.trim()}, ${input.minAge}, ${input.maxAge}, ${`{${input.gradeIds.join(',')}}`}::integer[], ${input.isActive})
            returning id`,
      ),
    );
    await writeChildren(tx, ctx, row.id, input);
    return { id: row.id, schedule, enrolled: 0, capacity: input.capacity };
  });
}

export async function updateGroup(db: Database, ctx: AcademyContext, id: number, input: GroupInput): Promise<AcademyGroupSaved> {
  checkShape(input);
  return db.transaction(async (tx) => {
    const [current] = await rowsOf<{ enrolled: number }>(
      tx,
      sql`select enrolled from academy_groups where id = ${id} and company_id = ${ctx.companyId} and branch_office_id = ${ctx.branchOfficeId} and deleted_at is null for update`,
    );
    if (!current) throw notFound();
    if (input.capacity < current.enrolled) {
      throw new HttpError(409, `El cupo no puede ser menor a los lugares ocupados (${current.enrolled})`, { enrolled: current.enrolled });
    }
    await checkReferences(tx, ctx, input);
    await guardConflicts(tx, ctx, input, id);
    const schedule = formatSchedule(input.schedules);
    await tx.execute(
      sql`update academy_groups set activity_id = ${input.activityId}, teacher_id = ${input.teacherId}, cycle_id = ${input.cycleId}, name = ${input.name.trim()},
            schedule = ${schedule}, capacity = ${input.capacity}, price = ${input.price ?? '0'}, place = ${input.place.trim()}, min_age = ${input.minAge},
            max_age = ${input.maxAge}, grade_ids = ${`{${input.gradeIds.join(',')}}`}::integer[], is_active = ${input.isActive}, updated_at = now()
          where id = ${id}`,
    );
    await writeChildren(tx, ctx, id, input);
    return { id, schedule, enrolled: current.enrolled, capacity: input.capacity };
  });
}

export async function setGroupConcepts(db: Database, ctx: AcademyContext, id: number, concepts: readonly { conceptId: number; dueDay: number; isActive?: boolean }[]): Promise<void> {
  await db.transaction(async (tx) => {
    const [group] = await rowsOf(tx, sql`select id from academy_groups where id = ${id} and company_id = ${ctx.companyId} and branch_office_id = ${ctx.branchOfficeId} and deleted_at is null for update`);
    if (!group) throw notFound();
    for (const [index, concept] of concepts.entries()) {
      await requireInBranch(tx, ctx, 'academy_concepts', concept.conceptId, `${index}.conceptId`);
    }
    const ids = concepts.map((concept) => concept.conceptId);
    const repeated = ids.findIndex((conceptId, index) => ids.indexOf(conceptId) !== index);
    if (repeated >= 0) throw badRequest('Los datos enviados no son válidos', [{ field: `${repeated}.conceptId`, message: 'Concepto repetido' }]);
    await replaceGroupConcepts(tx, ctx, id, concepts);
  });
}

/** Soft-deletes a group without active inscriptions. */
export async function deleteGroup(db: Database, ctx: AcademyContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [group] = await rowsOf<{ enrolled: number }>(
      tx,
      sql`select enrolled from academy_groups where id = ${id} and company_id = ${ctx.companyId} and branch_office_id = ${ctx.branchOfficeId} and deleted_at is null for update`,
    );
    if (!group) throw notFound();
    if (group.enrolled > 0) throw new HttpError(409, `El grupo tiene ${group.enrolled} inscripciones activas; deles de baja antes de eliminarlo`);
    await tx.execute(sql`update academy_groups set deleted_at = now(), updated_at = now() where id = ${id}`);
  });
}


/** The attendance list of a group: its active participants by name. */
export async function attendanceList(db: Executor, ctx: AcademyContext, id: number): Promise<AcademyAttendanceList> {
  const [group] = await rowsOf<AcademyAttendanceList['group']>(
    db,
    sql`select g.id, g.name, a.name as activity, coalesce(trim(t.name || ' ' || t.last_name_father || ' ' || t.last_name_mother), '') as teacher,
               g.place, g.schedule, g.capacity, g.enrolled
        from academy_groups g join academy_activities a on a.id = g.activity_id left join teachers t on t.id = g.teacher_id
        where g.id = ${id} and g.company_id = ${ctx.companyId} and g.branch_office_id = ${ctx.branchOfficeId} and g.deleted_at is null`,
  );
  if (!group) throw notFound();
  const participants = await rowsOf<AcademyAttendanceList['participants'][number]>(
    db,
    sql`select i.id as "inscriptionId", case when i.student_id is null then 'externo' else 'alumno' end as kind,
               coalesce(i.student_id, i.external_id) as "personId",
               coalesce(nullif(trim(concat_ws(' ', s.last_name_father, s.last_name_mother, s.name)), ''), nullif(trim(concat_ws(' ', e.last_name_father, e.last_name_mother, e.name)), ''), 'Sin nombre') as name,
               coalesce(s.enrollment, '') as enrollment, i.inscription_date::text as "inscriptionDate"
        from academy_inscriptions i left join students s on s.id = i.student_id left join externals e on e.id = i.external_id
        where i.group_id = ${id} and i.status = 'activa' and i.deleted_at is null
        order by 4`,
  );
  return { group, participants };
}
