// Attendance of a school group on one day: the sheet (everyone enrolled in the group that day, with the mark
// saved for them) and saving it (the day's marks replaced in one transaction).
import { sql } from 'drizzle-orm';
import type { AttendanceMark, AttendanceSheet, AttendanceSheetSave } from '@mikro/contracts';
import { attendanceDayProblem, attendanceSummary, personNameSurnamesFirst } from '@mikro/domain';
import type { Database, Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { badRequest, notFound } from '../../plugins/errors';
import { paymentsToday } from '../payments/index';
import type { SchoolContext } from './context';

interface Classroom {
  id: number;
  name: string;
  grade: string;
  campus: string;
  cycleId: number | null;
}

async function classroomOf(db: Executor, ctx: SchoolContext, classroomId: number): Promise<Classroom> {
  const [row] = await rowsOf<Classroom>(
    db,
    sql`select c.id, c.name, g.name as grade, coalesce(cp.name, '') as campus, c.cycle_id as "cycleId"
        from classrooms c join grades g on g.id = c.grade_id left join campuses cp on cp.id = c.campus_id
        where c.id = ${classroomId} and c.company_id = ${ctx.companyId}`,
  );
  if (!row) throw notFound('Grupo no encontrado');
  return row;
}

interface RosterRow {
  id: number;
  enrollment: string;
  name: string;
  lastNameFather: string;
  lastNameMother: string;
  status: AttendanceMark | null;
}

/** Who belongs to the group on `day`: enrolled by then and not dropped before it (a drop on the day still counts). */
function roster(db: Executor, ctx: SchoolContext, classroom: Classroom, day: string): Promise<RosterRow[]> {
  const cycle = classroom.cycleId === null ? sql`true` : sql`si.cycle_id = ${classroom.cycleId}`;
  return rowsOf<RosterRow>(
    db,
    sql`select distinct on (st.last_name_father, st.last_name_mother, st.name, st.id) st.id, st.enrollment, st.name,
               st.last_name_father as "lastNameFather", st.last_name_mother as "lastNameMother", a.status
        from school_inscriptions si join students st on st.id = si.student_id
        left join school_attendance a on a.classroom_id = si.classroom_id and a.day = ${day}::date and a.student_id = st.id
        where si.company_id = ${ctx.companyId} and si.classroom_id = ${classroom.id} and ${cycle}
          and si.inscription_date <= ${day}::date
          and (si.status = 'activa' or (si.status = 'baja' and si.drop_date >= ${day}::date))
        order by st.last_name_father, st.last_name_mother, st.name, st.id`,
  );
}

function checkDay(day: string, today: string): void {
  const problem = attendanceDayProblem(day, today);
  if (problem) throw badRequest(problem, [{ field: 'day', message: problem }]);
}

export async function schoolAttendanceSheet(db: Executor, ctx: SchoolContext, classroomId: number, day: string): Promise<AttendanceSheet> {
  const today = paymentsToday();
  checkDay(day, today);
  const classroom = await classroomOf(db, ctx, classroomId);
  const [people, [recorded]] = await Promise.all([
    roster(db, ctx, classroom, day),
    rowsOf<{ by: string; at: Date }>(
      db,
      sql`select coalesce(u.name, '') as by, a.updated_at as at from school_attendance a left join users u on u.id = a.recorded_by
          where a.classroom_id = ${classroom.id} and a.day = ${day}::date order by a.updated_at desc limit 1`,
    ),
  ]);
  const marks = people.flatMap((p) => (p.status ? [p.status] : []));
  return {
    group: { id: classroom.id, name: classroom.name, detail: [classroom.grade, classroom.campus].filter(Boolean).join(' · ') },
    day,
    today,
    people: people.map((p, index) => ({
      id: p.id,
      number: index + 1,
      name: personNameSurnamesFirst(p.name, p.lastNameFather, p.lastNameMother),
      enrollment: p.enrollment,
      kind: 'alumno',
      status: p.status,
    })),
    recorded: recorded ? { by: recorded.by, at: new Date(recorded.at).toISOString() } : null,
    summary: attendanceSummary(marks),
  };
}

/** Saves a day's sheet: every mark names a student of the group that day; the day's earlier marks are replaced. */
export async function saveSchoolAttendance(db: Database, ctx: SchoolContext, classroomId: number, input: AttendanceSheetSave): Promise<AttendanceSheet> {
  checkDay(input.day, paymentsToday());
  const classroom = await classroomOf(db, ctx, classroomId);
  const enrolled = new Set((await roster(db, ctx, classroom, input.day)).map((p) => p.id));
  const seen = new Set<number>();
  const fields = input.records.flatMap((record, index) => {
    if (!enrolled.has(record.id)) return [{ field: `records.${index}.id`, message: 'No está inscrito en el grupo ese día' }];
    if (seen.has(record.id)) return [{ field: `records.${index}.id`, message: 'El alumno aparece dos veces' }];
    seen.add(record.id);
    return [];
  });
  if (fields.length > 0) throw badRequest('La lista de asistencia no corresponde al grupo', fields);
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from school_attendance where classroom_id = ${classroom.id} and day = ${input.day}::date`);
    if (input.records.length === 0) return;
    const rows = input.records.map(
      (r) => sql`(${ctx.companyId}, ${ctx.branchOfficeId}, ${classroom.id}, ${r.id}, ${input.day}::date, ${r.status}, ${ctx.userId})`,
    );
    await tx.execute(sql`insert into school_attendance (company_id, branch_office_id, classroom_id, student_id, day, status, recorded_by) values ${sql.join(rows, sql`, `)}`);
  });
  return schoolAttendanceSheet(db, ctx, classroomId, input.day);
}
