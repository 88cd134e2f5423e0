// The school (colegio): families and their invoicing names, modalities, levels, grades, study plans and variants,
// subjects, teachers, classrooms, subject assignments, school concepts, payment plans, students and prospects.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './access';
import { extraCharges } from './system-catalogs';
import { timestamps } from './columns';
import { campuses, cycles } from './organization';
import { branchOfficeColumn, companyColumn, deletedAtColumn, money } from './scoping';

export const families = pgTable('families', {
  id: serial('id').primaryKey(),
  companyId: companyColumn(),
  name: varchar('name', { length: 200 }).notNull(),
  fatherName: varchar('father_name', { length: 200 }).notNull().default(''),
  motherName: varchar('mother_name', { length: 200 }).notNull().default(''),
  tutorName: varchar('tutor_name', { length: 200 }).notNull().default(''),
  phone: varchar('phone', { length: 30 }).notNull().default(''),
  email: varchar('email', { length: 254 }).notNull().default(''),
  address: text('address').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  deletedAt: deletedAtColumn(),
  ...timestamps,
});

/** The fiscal data a family invoices under (CFDI 4.0 receptor). */
export const familyBusinessNames = pgTable('family_business_names', {
  id: serial('id').primaryKey(),
  companyId: companyColumn(),
  familyId: integer('family_id').notNull().references(() => families.id, { onDelete: 'cascade' }),
  rfc: varchar('rfc', { length: 13 }).notNull(),
  businessName: varchar('business_name', { length: 300 }).notNull(),
  taxRegime: varchar('tax_regime', { length: 3 }).notNull().default('605'),
  zip: varchar('zip', { length: 5 }).notNull(),
  email: varchar('email', { length: 254 }).notNull().default(''),
  /** D10 = pagos por servicios educativos (colegiaturas). */
  cfdiUse: varchar('cfdi_use', { length: 4 }).notNull().default('D10'),
  isDefault: boolean('is_default').notNull().default(false),
  ...timestamps,
});

export const modalities = pgTable('modalities', {
  id: serial('id').primaryKey(),
  companyId: companyColumn(),
  name: varchar('name', { length: 120 }).notNull(),
  description: text('description').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
});

export const levels = pgTable('levels', {
  id: serial('id').primaryKey(),
  companyId: companyColumn(),
  modalityId: integer('modality_id').references(() => modalities.id),
  name: varchar('name', { length: 120 }).notNull(),
  /** Reconocimiento de validez oficial, printed on school invoices (IEDU complement). */
  rvoe: varchar('rvoe', { length: 60 }).notNull().default(''),
  cct: varchar('cct', { length: 20 }).notNull().default(''),
  /** nivelEducativo of the IEDU complement: Preescolar, Primaria, Secundaria, Profesional técnico, Bachillerato o su equivalente. */
  satLevel: varchar('sat_level', { length: 40 }).notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
});

export const grades = pgTable('grades', {
  id: serial('id').primaryKey(),
  companyId: companyColumn(),
  levelId: integer('level_id').notNull().references(() => levels.id),
  name: varchar('name', { length: 120 }).notNull(),
  order: smallint('order').notNull().default(1),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
});

export const studyPlans = pgTable('study_plans', {
  id: serial('id').primaryKey(),
  companyId: companyColumn(),
  levelId: integer('level_id').notNull().references(() => levels.id),
  name: varchar('name', { length: 150 }).notNull(),
  description: text('description').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  deletedAt: deletedAtColumn(),
  ...timestamps,
});

export const studyPlanVariants = pgTable('study_plan_variants', {
  id: serial('id').primaryKey(),
  companyId: companyColumn(),
  studyPlanId: integer('study_plan_id').notNull().references(() => studyPlans.id),
  name: varchar('name', { length: 150 }).notNull(),
  description: text('description').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
});

export const subjects = pgTable('subjects', {
  id: serial('id').primaryKey(),
  companyId: companyColumn(),
  studyPlanId: integer('study_plan_id').references(() => studyPlans.id),
  gradeId: integer('grade_id').references(() => grades.id),
  name: varchar('name', { length: 150 }).notNull(),
  code: varchar('code', { length: 30 }).notNull().default(''),
  hoursPerWeek: smallint('hours_per_week').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
});

export const teachers = pgTable('teachers', {
  id: serial('id').primaryKey(),
  companyId: companyColumn(),
  name: varchar('name', { length: 120 }).notNull(),
  lastNameFather: varchar('last_name_father', { length: 120 }).notNull().default(''),
  lastNameMother: varchar('last_name_mother', { length: 120 }).notNull().default(''),
  email: varchar('email', { length: 254 }).notNull().default(''),
  phone: varchar('phone', { length: 30 }).notNull().default(''),
  rfc: varchar('rfc', { length: 13 }).notNull().default(''),
  curp: varchar('curp', { length: 18 }).notNull().default(''),
  /** Academy instructor, school teacher, or both. */
  isAcademy: boolean('is_academy').notNull().default(false),
  isSchool: boolean('is_school').notNull().default(true),
  isActive: boolean('is_active').notNull().default(true),
  deletedAt: deletedAtColumn(),
  ...timestamps,
});

/** School groups (grupos): a grade of a campus in a cycle. */
export const classrooms = pgTable('classrooms', {
  id: serial('id').primaryKey(),
  companyId: companyColumn(),
  campusId: integer('campus_id').references(() => campuses.id),
  gradeId: integer('grade_id').notNull().references(() => grades.id),
  cycleId: integer('cycle_id').references(() => cycles.id),
  name: varchar('name', { length: 60 }).notNull(),
  capacity: smallint('capacity').notNull().default(30),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
});

export const subjectAssignments = pgTable(
  'subject_assignments',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    subjectId: integer('subject_id').notNull().references(() => subjects.id),
    teacherId: integer('teacher_id').references(() => teachers.id),
    classroomId: integer('classroom_id').notNull().references(() => classrooms.id),
    cycleId: integer('cycle_id').references(() => cycles.id),
    ...timestamps,
  },
  (t) => [uniqueIndex('subject_assignments_uq').on(t.classroomId, t.subjectId)],
);

export const schoolConcepts = pgTable(
  'school_concepts',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    name: varchar('name', { length: 150 }).notNull(),
    description: text('description').notNull().default(''),
    price: money('price').notNull().default('0'),
    satCode: varchar('sat_code', { length: 8 }).notNull().default('86121500'),
    unitCode: varchar('unit_code', { length: 3 }).notNull().default('E48'),
    unity: varchar('unity', { length: 30 }).notNull().default('Servicio'),
    /** Grade ids the concept applies to (empty = every grade). */
    grades: integer('grades').array().notNull().default(sql`'{}'::integer[]`),
    quantity: integer('quantity').notNull().default(1),
    /** OneTime or Monthly. */
    conceptType: varchar('concept_type', { length: 20 }).notNull().default('OneTime'),
    startDay: smallint('start_day'),
    withIva: boolean('with_iva').notNull().default(false),
    taxObject: varchar('tax_object', { length: 10 }).notNull().default('exento'),
    isActive: boolean('is_active').notNull().default(true),
    deletedAt: deletedAtColumn(),
    ...timestamps,
  },
  (t) => [check('school_concepts_type_ck', sql`${t.conceptType} IN ('OneTime', 'Monthly')`)],
);

export const paymentPlans = pgTable('payment_plans', {
  id: serial('id').primaryKey(),
  companyId: companyColumn(),
  name: varchar('name', { length: 150 }).notNull(),
  description: text('description').notNull().default(''),
  levelId: integer('level_id').references(() => levels.id),
  studyPlanId: integer('study_plan_id').references(() => studyPlans.id),
  grades: integer('grades').array().notNull().default(sql`'{}'::integer[]`),
  isActive: boolean('is_active').notNull().default(true),
  deletedAt: deletedAtColumn(),
  ...timestamps,
});

export const paymentPlanConcepts = pgTable(
  'payment_plan_concepts',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    paymentPlanId: integer('payment_plan_id').notNull().references(() => paymentPlans.id, { onDelete: 'cascade' }),
    schoolConceptId: integer('school_concept_id').notNull().references(() => schoolConcepts.id),
    price: money('price').notNull(),
    quantity: integer('quantity').notNull().default(1),
    /** Due day of the month and the month (1–12) it is charged, for monthly fees. */
    paymentDay: smallint('payment_day'),
    month: smallint('month'),
    /** Months (1–12) a Monthly concept is charged in (empty = every month of the cycle); a OneTime concept uses the first. */
    months: integer('months').array().notNull().default(sql`'{}'::integer[]`),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('payment_plan_concepts_plan_idx').on(t.paymentPlanId)],
);

export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    familyId: integer('family_id').references(() => families.id),
    campusId: integer('campus_id').references(() => campuses.id),
    modalityId: integer('modality_id').references(() => modalities.id),
    gradeId: integer('grade_id').references(() => grades.id),
    classroomId: integer('classroom_id').references(() => classrooms.id),
    paymentPlanId: integer('payment_plan_id').references(() => paymentPlans.id),
    /** Matrícula. */
    enrollment: varchar('enrollment', { length: 30 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    lastNameFather: varchar('last_name_father', { length: 120 }).notNull().default(''),
    lastNameMother: varchar('last_name_mother', { length: 120 }).notNull().default(''),
    curp: varchar('curp', { length: 18 }).notNull().default(''),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: varchar('gender', { length: 1 }).notNull().default(''),
    bloodType: varchar('blood_type', { length: 3 }).notNull().default(''),
    address: text('address').notNull().default(''),
    photo: text('photo').notNull().default(''),
    searchName: varchar('search_name', { length: 400 }).notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    deletedAt: deletedAtColumn(),
    ...timestamps,
  },
  (t) => [uniqueIndex('students_company_enrollment_uq').on(t.companyId, t.enrollment), index('students_family_idx').on(t.familyId)],
);

export const prospects = pgTable('prospects', {
  id: serial('id').primaryKey(),
  companyId: companyColumn(),
  name: varchar('name', { length: 120 }).notNull(),
  lastNameFather: varchar('last_name_father', { length: 120 }).notNull().default(''),
  lastNameMother: varchar('last_name_mother', { length: 120 }).notNull().default(''),
  email: varchar('email', { length: 254 }).notNull().default(''),
  phone: varchar('phone', { length: 30 }).notNull().default(''),
  curp: varchar('curp', { length: 18 }).notNull().default(''),
  birthDate: date('birth_date', { mode: 'string' }),
  gradeId: integer('grade_id').references(() => grades.id),
  tutorName: varchar('tutor_name', { length: 200 }).notNull().default(''),
  source: varchar('source', { length: 60 }).notNull().default(''),
  notes: text('notes').notNull().default(''),
  /** nuevo, contactado, inscrito, descartado. */
  status: varchar('status', { length: 20 }).notNull().default('nuevo'),
  deletedAt: deletedAtColumn(),
  ...timestamps,
});

/** A student enrolled in a cycle, grade and group under a payment plan. One active inscription per student and cycle. */
export const schoolInscriptions = pgTable(
  'school_inscriptions',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    branchOfficeId: branchOfficeColumn(),
    studentId: integer('student_id').notNull().references(() => students.id),
    cycleId: integer('cycle_id').notNull().references(() => cycles.id),
    gradeId: integer('grade_id').notNull().references(() => grades.id),
    classroomId: integer('classroom_id').references(() => classrooms.id),
    paymentPlanId: integer('payment_plan_id').notNull().references(() => paymentPlans.id),
    inscriptionDate: date('inscription_date', { mode: 'string' }).notNull(),
    /** activa, baja, terminada. */
    status: varchar('status', { length: 20 }).notNull().default('activa'),
    dropDate: date('drop_date', { mode: 'string' }),
    dropReason: text('drop_reason').notNull().default(''),
    /** The mass-enrolment job that wrote it, if any. */
    importJobId: integer('import_job_id'),
    ...timestamps,
  },
  (t) => [
    check('school_inscriptions_status_ck', sql`${t.status} IN ('activa', 'baja', 'terminada')`),
    uniqueIndex('school_inscriptions_active_uq').on(t.companyId, t.studentId, t.cycleId).where(sql`${t.status} = 'activa'`),
    index('school_inscriptions_student_idx').on(t.studentId),
    index('school_inscriptions_classroom_idx').on(t.classroomId, t.cycleId),
    index('school_inscriptions_cycle_idx').on(t.companyId, t.cycleId),
  ],
);

/** The concepts of an inscription (copied from its plan; toggled, edited or added afterwards). */
export const schoolInscriptionConcepts = pgTable(
  'school_inscription_concepts',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    inscriptionId: integer('inscription_id').notNull().references(() => schoolInscriptions.id, { onDelete: 'cascade' }),
    paymentPlanConceptId: integer('payment_plan_concept_id').references(() => paymentPlanConcepts.id),
    schoolConceptId: integer('school_concept_id').notNull().references(() => schoolConcepts.id),
    name: varchar('name', { length: 150 }).notNull(),
    price: money('price').notNull(),
    quantity: integer('quantity').notNull().default(1),
    conceptType: varchar('concept_type', { length: 20 }).notNull().default('OneTime'),
    months: integer('months').array().notNull().default(sql`'{}'::integer[]`),
    paymentDay: smallint('payment_day').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** First day of the first month it charges (the plan's start, or the month it was added); null: the whole cycle. */
    startsOn: date('starts_on', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    check('school_inscription_concepts_type_ck', sql`${t.conceptType} IN ('OneTime', 'Monthly')`),
    index('school_inscription_concepts_inscription_idx').on(t.inscriptionId),
  ],
);

/** Scholarships (extra charges of kind Becas = 3) a student holds; applied to every school charge of the student. */
export const studentScholarships = pgTable(
  'student_scholarships',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    studentId: integer('student_id').notNull().references(() => students.id),
    extraChargeId: integer('extra_charge_id').notNull().references(() => extraCharges.id),
    isActive: boolean('is_active').notNull().default(true),
    /** Who assigned it or switched it on last, and when (null for those granted before this was recorded). */
    grantedBy: integer('granted_by').references(() => users.id),
    grantedAt: timestamp('granted_at', { withTimezone: true, mode: 'date' }),
    /** The school concepts it covers (empty: every concept). */
    conceptIds: integer('concept_ids').array().notNull().default(sql`'{}'::integer[]`),
    ...timestamps,
  },
  (t) => [uniqueIndex('student_scholarships_uq').on(t.studentId, t.extraChargeId)],
);

/** Background imports of the school (mass enrolment, drops): progress the screen polls, the same file answered once. */
export const schoolImportJobs = pgTable(
  'school_import_jobs',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    branchOfficeId: branchOfficeColumn(),
    userId: integer('user_id').notNull().references(() => users.id),
    /** inscripciones, bajas. */
    kind: varchar('kind', { length: 20 }).notNull(),
    /** pendiente, procesando, terminado, rechazado. */
    status: varchar('status', { length: 20 }).notNull().default('pendiente'),
    fileName: varchar('file_name', { length: 255 }).notNull().default(''),
    /** sha256 of the file (or of the list) with the cycle: a re-sent file finds its job. */
    fileHash: varchar('file_hash', { length: 64 }).notNull(),
    cycleId: integer('cycle_id').notNull().references(() => cycles.id),
    rows: jsonb('rows').notNull(),
    inscriptionDate: date('inscription_date', { mode: 'string' }).notNull(),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    created: integer('created').notNull().default(0),
    errors: jsonb('errors').notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    /** Refreshed every few seconds by the process running the job: a stale one means that process is gone. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('school_import_jobs_file_uq').on(t.companyId, t.kind, t.fileHash)],
);
