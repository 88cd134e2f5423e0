// Attendance taken on the sheet, one row per person, group and day (docs/adr/0033-attendance-records.md).
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, unique, varchar } from 'drizzle-orm/pg-core';
import { users } from './access';
import { academyGroups, academyInscriptions } from './academy';
import { branchOffices, companies } from './organization';
import { classrooms, students } from './school';
import { timestamps } from './columns';

const status = () => varchar('status', { length: 10 }).notNull().$type<'presente' | 'ausente' | 'retardo'>();

export const schoolAttendance = pgTable(
  'school_attendance',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    branchOfficeId: integer('branch_office_id').notNull().references(() => branchOffices.id),
    classroomId: integer('classroom_id').notNull().references(() => classrooms.id, { onDelete: 'cascade' }),
    studentId: integer('student_id').notNull().references(() => students.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    status: status(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    unique('school_attendance_uq').on(t.classroomId, t.day, t.studentId),
    check('school_attendance_status_ck', sql`${t.status} IN ('presente', 'ausente', 'retardo')`),
    index('school_attendance_student_idx').on(t.studentId, t.day),
  ],
);

export const academyAttendance = pgTable(
  'academy_attendance',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    branchOfficeId: integer('branch_office_id').notNull().references(() => branchOffices.id),
    groupId: integer('group_id').notNull().references(() => academyGroups.id, { onDelete: 'cascade' }),
    inscriptionId: integer('inscription_id').notNull().references(() => academyInscriptions.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    status: status(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    unique('academy_attendance_uq').on(t.inscriptionId, t.day),
    check('academy_attendance_status_ck', sql`${t.status} IN ('presente', 'ausente', 'retardo')`),
    index('academy_attendance_group_day_idx').on(t.groupId, t.day),
  ],
);
