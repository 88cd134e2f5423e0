// Academies: activities, concepts, activity groups, external students and inscriptions.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, smallint, text, time, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { cycles } from './organization';
import { students, teachers } from './school';
import { branchOfficeColumn, companyColumn, deletedAtColumn, money } from './scoping';

export const academyActivities = pgTable('academy_activities', {
  id: serial('id').primaryKey(),
  companyId: companyColumn(),
  branchOfficeId: branchOfficeColumn(),
  name: varchar('name', { length: 150 }).notNull(),
  description: text('description').notNull().default(''),
  category: varchar('category', { length: 80 }).notNull().default(''),
  /** An uploaded file url (POST /api/files) or ''. */
  picture: text('picture').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  deletedAt: deletedAtColumn(),
  ...timestamps,
});

export const academyConcepts = pgTable('academy_concepts', {
  id: serial('id').primaryKey(),
  companyId: companyColumn(),
  branchOfficeId: branchOfficeColumn(),
  activityId: integer('activity_id').references(() => academyActivities.id),
  name: varchar('name', { length: 150 }).notNull(),
  description: text('description').notNull().default(''),
  price: money('price').notNull().default('0'),
  satCode: varchar('sat_code', { length: 8 }).notNull().default('86132000'),
  unitCode: varchar('unit_code', { length: 3 }).notNull().default('E48'),
  quantity: integer('quantity').notNull().default(1),
  conceptType: varchar('concept_type', { length: 20 }).notNull().default('OneTime'),
  withIva: boolean('with_iva').notNull().default(false),
  taxObject: varchar('tax_object', { length: 10 }).notNull().default('exento'),
  isActive: boolean('is_active').notNull().default(true),
  deletedAt: deletedAtColumn(),
  ...timestamps,
});

export const academyGroups = pgTable('academy_groups', {
  id: serial('id').primaryKey(),
  companyId: companyColumn(),
  branchOfficeId: branchOfficeColumn(),
  activityId: integer('activity_id').notNull().references(() => academyActivities.id),
  teacherId: integer('teacher_id').references(() => teachers.id),
  cycleId: integer('cycle_id').references(() => cycles.id),
  name: varchar('name', { length: 150 }).notNull(),
  schedule: varchar('schedule', { length: 200 }).notNull().default(''),
  capacity: smallint('capacity').notNull().default(20),
  price: money('price').notNull().default('0'),
  /** Classroom or place where the group meets (a room name; two groups in one room may not overlap). */
  place: varchar('place', { length: 120 }).notNull().default(''),
  /** Age range in whole years (null = open). */
  minAge: smallint('min_age'),
  maxAge: smallint('max_age'),
  /** School grades admitted (empty = any; externals are checked by age only). */
  gradeIds: integer('grade_ids').array().notNull().default(sql`'{}'::integer[]`),
  /** Seats taken by active inscriptions, kept by the enrolment and drop operations under the group's row lock. */
  enrolled: smallint('enrolled').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  deletedAt: deletedAtColumn(),
  ...timestamps,
}, (t) => [check('academy_groups_enrolled_ck', sql`${t.enrolled} >= 0 AND ${t.enrolled} <= ${t.capacity}`)]);

/** A weekly meeting of a group: day of week (1 = lunes … 7 = domingo) and hours. */
export const academyGroupSchedules = pgTable(
  'academy_group_schedules',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    groupId: integer('group_id').notNull().references(() => academyGroups.id, { onDelete: 'cascade' }),
    dayOfWeek: smallint('day_of_week').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    ...timestamps,
  },
  (t) => [
    index('academy_group_schedules_group_idx').on(t.groupId),
    check('academy_group_schedules_day_ck', sql`${t.dayOfWeek} BETWEEN 1 AND 7`),
    check('academy_group_schedules_hours_ck', sql`${t.startTime} < ${t.endTime}`),
  ],
);

/** The concepts a group charges (enrolment fee, monthly fee…) and the day of the month a monthly one falls due. */
export const academyGroupConcepts = pgTable(
  'academy_group_concepts',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    groupId: integer('group_id').notNull().references(() => academyGroups.id, { onDelete: 'cascade' }),
    conceptId: integer('concept_id').notNull().references(() => academyConcepts.id),
    dueDay: smallint('due_day').notNull().default(10),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('academy_group_concepts_uq').on(t.groupId, t.conceptId),
    check('academy_group_concepts_due_day_ck', sql`${t.dueDay} BETWEEN 1 AND 31`),
  ],
);

/** Academy students who are not school students. */
export const externals = pgTable('externals', {
  id: serial('id').primaryKey(),
  companyId: companyColumn(),
  name: varchar('name', { length: 120 }).notNull(),
  lastNameFather: varchar('last_name_father', { length: 120 }).notNull().default(''),
  lastNameMother: varchar('last_name_mother', { length: 120 }).notNull().default(''),
  birthDate: date('birth_date', { mode: 'string' }),
  curp: varchar('curp', { length: 18 }).notNull().default(''),
  tutorName: varchar('tutor_name', { length: 200 }).notNull().default(''),
  phone: varchar('phone', { length: 30 }).notNull().default(''),
  email: varchar('email', { length: 254 }).notNull().default(''),
  address: text('address').notNull().default(''),
  tutorPhone: varchar('tutor_phone', { length: 30 }).notNull().default(''),
  tutorEmail: varchar('tutor_email', { length: 254 }).notNull().default(''),
  /** Fiscal data (CFDI 4.0 receiver) when the family asks for an invoice. */
  rfc: varchar('rfc', { length: 13 }).notNull().default(''),
  businessName: varchar('business_name', { length: 300 }).notNull().default(''),
  taxRegime: varchar('tax_regime', { length: 3 }).notNull().default(''),
  zip: varchar('zip', { length: 5 }).notNull().default(''),
  cfdiUse: varchar('cfdi_use', { length: 4 }).notNull().default('D10'),
  isActive: boolean('is_active').notNull().default(true),
  deletedAt: deletedAtColumn(),
  ...timestamps,
});

export const academyInscriptions = pgTable('academy_inscriptions', {
  id: serial('id').primaryKey(),
  companyId: companyColumn(),
  branchOfficeId: branchOfficeColumn(),
  groupId: integer('group_id').notNull().references(() => academyGroups.id),
  studentId: integer('student_id').references(() => students.id),
  externalId: integer('external_id').references(() => externals.id),
  cycleId: integer('cycle_id').references(() => cycles.id),
  inscriptionDate: date('inscription_date', { mode: 'string' }).notNull().defaultNow(),
  /** activa, baja, terminada. */
  status: varchar('status', { length: 20 }).notNull().default('activa'),
  /** Set when the inscription is dropped (status baja). */
  dropDate: date('drop_date', { mode: 'string' }),
  dropReason: text('drop_reason').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  deletedAt: deletedAtColumn(),
  ...timestamps,
}, (t) => [
  index('academy_inscriptions_group_idx').on(t.groupId),
  // One live inscription per person and group.
  uniqueIndex('academy_inscriptions_student_uq').on(t.groupId, t.studentId).where(sql`${t.status} = 'activa' AND ${t.deletedAt} IS NULL AND ${t.studentId} IS NOT NULL`),
  uniqueIndex('academy_inscriptions_external_uq').on(t.groupId, t.externalId).where(sql`${t.status} = 'activa' AND ${t.deletedAt} IS NULL AND ${t.externalId} IS NOT NULL`),
  check('academy_inscriptions_person_ck', sql`(${t.studentId} IS NULL) <> (${t.externalId} IS NULL)`),
]);

/** The concepts an inscription pays (copied from its group at enrolment), each with its own active flag. */
export const academyInscriptionConcepts = pgTable(
  'academy_inscription_concepts',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    inscriptionId: integer('inscription_id').notNull().references(() => academyInscriptions.id, { onDelete: 'cascade' }),
    conceptId: integer('concept_id').notNull().references(() => academyConcepts.id),
    price: money('price').notNull(),
    dueDay: smallint('due_day').notNull().default(10),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('academy_inscription_concepts_uq').on(t.inscriptionId, t.conceptId)],
);
