// Academies: activities, concepts, activity groups, external students and inscriptions.
import { boolean, date, integer, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
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
  isActive: boolean('is_active').notNull().default(true),
  deletedAt: deletedAtColumn(),
  ...timestamps,
});

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
  isActive: boolean('is_active').notNull().default(true),
  deletedAt: deletedAtColumn(),
  ...timestamps,
});
