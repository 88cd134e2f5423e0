// Attendance of an academy group on one day: its participants (students and externals) enrolled that day with
// the mark saved for them, and saving the day's sheet (earlier marks of the day replaced in one transaction).
import { sql } from 'drizzle-orm';
import type { AttendanceMark, AttendanceSheet, AttendanceSheetSave } from '@mikro/contracts';
import { attendanceDayProblem, attendanceSummary, personNameSurnamesFirst } from '@mikro/domain';
import type { Database, Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { badRequest, notFound } from '../../plugins/errors';
import { paymentsToday } from '../payments/index';
import type { AcademyContext } from './context';

interface Group {
  id: number;
  name: string;
  activity: string;
  schedule: string;
}

async function groupOf(db: Executor, ctx: AcademyContext, id: number): Promise<Group> {
  const [row] = await rowsOf<Group>(
    db,
    sql`select g.id, g.name, a.name as activity, g.schedule from academy_groups g join academy_activities a on a.id = g.activity_id
        where g.id = ${id} and g.company_id = ${ctx.companyId} and g.branch_office_id = ${ctx.branchOfficeId} and g.deleted_at is null`,
  );
  if (!row) throw notFound('Grupo no encontrado');
  return row;
}

interface RosterRow {
  id: number;
  kind: 'alumno' | 'externo';
  name: string;
  lastNameFather: string;
  lastNameMother: string;
  enrollment: string;
  status: AttendanceMark | null;
}


/** Who belongs to the group on `day`: enrolled by then and not dropped before it (a drop on the day still counts). */
function roster(db: Executor, group: Group, day: string): Promise<RosterRow[]> {
  return rowsOf<RosterRow>(
    db,
    sql`select i.id, case when i.student_id is null then 'externo' else 'alumno' end as kind, 
               -- a student's or an external's name (the inscription names one of the two)
               coalesce(s.name, e.name, '') as name, coalesce(s.last_name_father, e.last_name_father, '') as "lastNameFather",
               coalesce(s.last_name_mother, e.last_name_mother, '') as "lastNameMother",
               coalesce(s.enrollment, '') as enrollment, a.status
        from academy_inscriptions i left join students s on s.id = i.student_id left join externals e on e.id = i.external_id
        left join academy_attendance a on a.inscription_id = i.id and a.day = ${day}::date
        where i.group_id = ${group.id} and i.deleted_at is null and i.inscription_date <= ${day}::date
          and (i.status = 'activa' or (i.status = 'baja' and i.drop_date >= ${day}::date))
        order by 4, 5, 3, 1`,
  );
}

function checkDay(day: string, today: string): void {
  const problem = attendanceDayProblem(day, today);
  if (problem) throw badRequest(problem, [{ field: 'day', message: problem }]);
}

export async function academyAttendanceSheet(db: Executor, ctx: AcademyContext, groupId: number, day: string): Promise<AttendanceSheet> {
  const today = paymentsToday();
  checkDay(day, today);
  const group = await groupOf(db, ctx, groupId);
  const [people, [recorded]] = await Promise.all([
    roster(db, group, day),
    rowsOf<{ by: string; at: Date }>(
      db,
      sql`select coalesce(u.name, '') as by, a.updated_at as at from academy_attendance a left join users u on u.id = a.recorded_by
          where a.group_id = ${group.id} and a.day = ${day}::date order by a.updated_at desc limit 1`,
    ),
  ]);
  return {
    group: { id: group.id, name: group.name, detail: [group.activity, group.schedule].filter(Boolean).join(' · ') },
    day,
    today,
    people: people.map((p, index) => ({ id: p.id, number: index + 1, name: personNameSurnamesFirst(p.name, p.lastNameFather, p.lastNameMother), enrollment: p.enrollment, kind: p.kind, status: p.status })),
    recorded: recorded ? { by: recorded.by, at: new Date(recorded.at).toISOString() } : null,
    summary: attendanceSummary(people.flatMap((p) => (p.status ? [p.status] : []))),
  };
}

/** Saves a day's sheet: every mark names an inscription of the group that day; the day's earlier marks are replaced. */
export async function saveAcademyAttendance(db: Database, ctx: AcademyContext, groupId: number, input: AttendanceSheetSave): Promise<AttendanceSheet> {
  checkDay(input.day, paymentsToday());
  const group = await groupOf(db, ctx, groupId);
  const enrolled = new Set((await roster(db, group, input.day)).map((p) => p.id));
  const seen = new Set<number>();
  const fields = input.records.flatMap((record, index) => {
    if (!enrolled.has(record.id)) return [{ field: `records.${index}.id`, message: 'No está inscrito en el grupo ese día' }];
    if (seen.has(record.id)) return [{ field: `records.${index}.id`, message: 'El participante aparece dos veces' }];
    seen.add(record.id);
    return [];
  });
  if (fields.length > 0) throw badRequest('La lista de asistencia no corresponde al grupo', fields);
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from academy_attendance where group_id = ${group.id} and day = ${input.day}::date`);
    if (input.records.length === 0) return;
    const rows = input.records.map((r) => sql`(${ctx.companyId}, ${ctx.branchOfficeId}, ${group.id}, ${r.id}, ${input.day}::date, ${r.status}, ${ctx.userId})`);
    await tx.execute(sql`insert into academy_attendance (company_id, branch_office_id, group_id, inscription_id, day, status, recorded_by) values ${sql.join(rows, sql`, `)}`);
  });
  return academyAttendanceSheet(db, ctx, groupId, input.day);
}
