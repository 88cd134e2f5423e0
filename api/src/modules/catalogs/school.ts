// School catalogues (/api/school/*).
import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { Type } from 'typebox';
import { deriveSatConcept } from '../../shared/sat-concepts';
import { defineResource, many, one, type FieldError } from '../../crud/index';
import type { Executor } from '../../db/client';
import { CURP_OR_EMPTY, RFC, RFC_OR_EMPTY } from './shared';
import {
  classrooms,
  families,
  familyBusinessNames,
  grades,
  levels,
  modalities,
  paymentPlanConcepts,
  paymentPlans,
  prospects,
  schoolConcepts,
  students,
  studyPlans,
  studyPlanVariants,
  subjectAssignments,
  subjects,
  teachers,
} from '../../db/schema/index';
import { cyclesResource, campusesResource } from './system';

const EMAIL_OR_EMPTY = Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Literal('')]);
const CONCEPT_TYPE = Type.Union([Type.Literal('OneTime'), Type.Literal('Monthly')]);
const ctrl = (screen: string) => `/colegio/ctrlescolar/${screen}`;

export const modalitiesResource = defineResource({ name: 'modalities', path: '/school/modalities', table: modalities, permission: ctrl('modalidades'), scope: 'company' });

export const levelsResource = defineResource({
  name: 'levels',
  path: '/school/levels',
  table: levels,
  permission: ctrl('niveles'),
  scope: 'company',
  relations: { modality: one(() => modalitiesResource, 'modalityId'), grades: many(() => gradesResource, 'levelId') },
});

export const gradesResource = defineResource({
  name: 'grades',
  path: '/school/grades',
  table: grades,
  permission: ctrl('grados'),
  scope: 'company',
  defaultSort: [{ field: 'order', order: 'ASC' }],
  relations: { level: one(() => levelsResource, 'levelId') },
});

export const studyPlansResource = defineResource({
  name: 'study-plans',
  path: '/school/study-plans',
  table: studyPlans,
  permission: ctrl('planes'),
  scope: 'company',
  relations: { level: one(() => levelsResource, 'levelId'), variants: many(() => studyPlanVariantsResource, 'studyPlanId'), subjects: many(() => subjectsResource, 'studyPlanId') },
});

export const studyPlanVariantsResource = defineResource({
  name: 'study-plan-variants',
  path: '/school/study-plan-variants',
  table: studyPlanVariants,
  permission: ctrl('variantes'),
  scope: 'company',
  relations: { studyPlan: one(() => studyPlansResource, 'studyPlanId') },
});

/** A grade as people name it: its name, with its level's when the name does not already say it ("1° Primaria"). */
function gradeName(grade: { name: string; level: string | null }): string {
  return grade.level && !grade.name.toLocaleLowerCase('es-MX').includes(grade.level.toLocaleLowerCase('es-MX')) ? `${grade.name} ${grade.level}` : grade.name;
}

/** The names of the given grades (with their levels), by id. */
async function gradeNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: grades.id, name: grades.name, level: levels.name }).from(grades).leftJoin(levels, eq(levels.id, grades.levelId)).where(inArray(grades.id, ids));
  return new Map(rows.map((row) => [row.id, gradeName(row)]));
}

/**
 * A subject is taught in the groups of its own grade: the subject's grade must be the group's. A subject without
 * a grade is common to every grade and fits any group. Both rows are read locked for share, so neither grade can
 * change under the write. The engine has already found both ids in the caller's company.
 */
export async function subjectFitsClassroom(db: Executor, row: Record<string, unknown>): Promise<FieldError[]> {
  const subjectId = row.subjectId as number | null | undefined;
  const classroomId = row.classroomId as number | null | undefined;
  if (!subjectId || !classroomId) return [];
  const [subject] = await db.select({ gradeId: subjects.gradeId }).from(subjects).where(eq(subjects.id, subjectId)).for('share');
  const [classroom] = await db.select({ gradeId: classrooms.gradeId }).from(classrooms).where(eq(classrooms.id, classroomId)).for('share');
  if (!subject || !classroom || subject.gradeId === null || subject.gradeId === classroom.gradeId) return [];
  const names = await gradeNames(db, [subject.gradeId, classroom.gradeId]);
  return [{ field: 'subjectId', message: `La materia es de ${names.get(subject.gradeId) ?? 'otro grado'} y el grupo de ${names.get(classroom.gradeId) ?? 'otro grado'}` }];
}

/** A short list of names for a message: the first three, then how many more. */
function someOf(names: string[]): string {
  const unique = [...new Set(names)];
  return unique.length <= 3 ? unique.join(', ') : `${unique.slice(0, 3).join(', ')} y ${unique.length - 3} más`;
}

/**
 * The other side of the rule: a subject's grade cannot change (to another grade) while it is assigned to groups
 * of a different grade. Clearing it (common to every grade) is always allowed.
 */
async function subjectGradeFitsItsGroups(db: Executor, row: Record<string, unknown>, stored: Record<string, unknown> | null): Promise<FieldError[]> {
  const gradeId = row.gradeId as number | null | undefined;
  if (!stored || gradeId === null || gradeId === undefined || gradeId === stored.gradeId) return [];
  const groups = await db
    .select({ name: classrooms.name, gradeId: classrooms.gradeId })
    .from(subjectAssignments)
    .innerJoin(classrooms, eq(classrooms.id, subjectAssignments.classroomId))
    .where(and(eq(subjectAssignments.subjectId, row.id as number), ne(classrooms.gradeId, gradeId)));
  if (groups.length === 0) return [];
  const names = await gradeNames(db, groups.map((group) => group.gradeId));
  return [{ field: 'gradeId', message: `La materia está asignada a grupos de otro grado (${someOf(groups.map((group) => `${names.get(group.gradeId) ?? ''} ${group.name}`.trim()))}); quite esas asignaciones antes de cambiar su grado` }];
}

/** And a group's grade cannot change while it has subjects of another grade assigned (common subjects stay). */
async function classroomGradeFitsItsSubjects(db: Executor, row: Record<string, unknown>, stored: Record<string, unknown> | null): Promise<FieldError[]> {
  const gradeId = row.gradeId as number | undefined;
  if (!stored || gradeId === undefined || gradeId === stored.gradeId) return [];
  const taught = await db
    .select({ name: subjects.name })
    .from(subjectAssignments)
    .innerJoin(subjects, eq(subjects.id, subjectAssignments.subjectId))
    .where(and(eq(subjectAssignments.classroomId, row.id as number), isNotNull(subjects.gradeId), ne(subjects.gradeId, gradeId)));
  if (taught.length === 0) return [];
  return [{ field: 'gradeId', message: `El grupo tiene asignadas materias de otro grado (${someOf(taught.map((subject) => subject.name))}); quítelas antes de cambiar su grado` }];
}

export const subjectsResource = defineResource({
  name: 'subjects',
  path: '/school/subjects',
  table: subjects,
  permission: ctrl('materias'),
  scope: 'company',
  validate: (db, row, { stored }) => subjectGradeFitsItsGroups(db, row, stored),
  relations: { studyPlan: one(() => studyPlansResource, 'studyPlanId'), grade: one(() => gradesResource, 'gradeId') },
});

export const teachersResource = defineResource({
  name: 'teachers',
  path: '/school/teachers',
  table: teachers,
  permission: ctrl('docentes'),
  scope: 'company',
  validation: { curp: CURP_OR_EMPTY, rfc: RFC_OR_EMPTY, email: EMAIL_OR_EMPTY },
  relations: { subjectAssignments: many(() => subjectAssignmentsResource, 'teacherId') },
});

export const classroomsResource = defineResource({
  name: 'classrooms',
  path: '/school/classrooms',
  table: classrooms,
  permission: ctrl('grupos'),
  scope: 'company',
  validate: (db, row, { stored }) => classroomGradeFitsItsSubjects(db, row, stored),
  relations: {
    grade: one(() => gradesResource, 'gradeId'),
    campus: one(() => campusesResource, 'campusId'),
    cycle: one(() => cyclesResource, 'cycleId'),
    subjectAssignments: many(() => subjectAssignmentsResource, 'classroomId'),
    students: many(() => studentsResource, 'classroomId'),
  },
});

export const subjectAssignmentsResource = defineResource({
  name: 'subject-assignments',
  path: '/school/subject-assignments',
  table: subjectAssignments,
  permission: ctrl('MateriasGrupos'),
  scope: 'company',
  validate: subjectFitsClassroom,
  relations: {
    subject: one(() => subjectsResource, 'subjectId'),
    teacher: one(() => teachersResource, 'teacherId'),
    classroom: one(() => classroomsResource, 'classroomId'),
    cycle: one(() => cyclesResource, 'cycleId'),
  },
});

export const schoolConceptsResource = defineResource({
  name: 'school-concepts',
  path: '/school/concepts',
  table: schoolConcepts,
  permission: '/colegio/alumnos/planestudios/conceptos',
  scope: 'company',
  validation: { conceptType: CONCEPT_TYPE, satCode: Type.String({ pattern: '^\\d{8}$' }), quantity: Type.Integer({ minimum: 1, maximum: 10_000 }), startDay: Type.Integer({ minimum: 1, maximum: 31 }) },
  derive: (values, stored) => deriveSatConcept(values, stored, { productKey: 'satCode', unitKey: 'unitCode', withIva: 'withIva' }),
});

export const paymentPlansResource = defineResource({
  name: 'payment-plans',
  path: '/school/payment-plans',
  table: paymentPlans,
  permission: ctrl('planes-pago-colegio'),
  scope: 'company',
  relations: {
    level: one(() => levelsResource, 'levelId'),
    studyPlan: one(() => studyPlansResource, 'studyPlanId'),
    paymentPlanConcepts: many(() => paymentPlanConceptsResource, 'paymentPlanId'),
  },
});

export const paymentPlanConceptsResource = defineResource({
  name: 'payment-plan-concepts',
  path: '/school/payment-plan-concepts',
  table: paymentPlanConcepts,
  permission: ctrl('planes-pago-colegio'),
  scope: 'company',
  validation: { paymentDay: Type.Integer({ minimum: 1, maximum: 31 }), month: Type.Integer({ minimum: 1, maximum: 12 }), months: Type.Array(Type.Integer({ minimum: 1, maximum: 12 }), { maxItems: 12, uniqueItems: true }), quantity: Type.Integer({ minimum: 1, maximum: 10_000 }) },
  relations: { paymentPlan: one(() => paymentPlansResource, 'paymentPlanId'), concept: one(() => schoolConceptsResource, 'schoolConceptId') },
});

export const familiesResource = defineResource({
  name: 'families',
  path: '/school/families',
  table: families,
  permission: '/familias',
  scope: 'company',
  validation: { email: EMAIL_OR_EMPTY },
  relations: { businessNames: many(() => familyBusinessNamesResource, 'familyId'), students: many(() => studentsResource, 'familyId') },
});

export const familyBusinessNamesResource = defineResource({
  name: 'family-business-names',
  path: '/school/family-business-names',
  table: familyBusinessNames,
  permission: '/familias',
  scope: 'company',
  validation: { rfc: RFC, zip: Type.String({ pattern: '^\\d{5}$' }), taxRegime: Type.String({ pattern: '^\\d{3}$' }), email: EMAIL_OR_EMPTY },
  relations: { family: one(() => familiesResource, 'familyId') },
});

export const studentsResource = defineResource({
  name: 'students',
  path: '/school/students',
  table: students,
  permission: '/colegio/alumnos',
  scope: 'company',
  defaultSort: [{ field: 'searchName', order: 'ASC' }],
  validation: { curp: CURP_OR_EMPTY, gender: Type.Union([Type.Literal('H'), Type.Literal('M'), Type.Literal('')]) },
  relations: {
    family: one(() => familiesResource, 'familyId'),
    campus: one(() => campusesResource, 'campusId'),
    modality: one(() => modalitiesResource, 'modalityId'),
    grade: one(() => gradesResource, 'gradeId'),
    classroom: one(() => classroomsResource, 'classroomId'),
    paymentPlan: one(() => paymentPlansResource, 'paymentPlanId'),
  },
});

export const prospectsResource = defineResource({
  name: 'prospects',
  path: '/school/prospects',
  table: prospects,
  permission: '/prospectos',
  scope: 'company',
  validation: { curp: CURP_OR_EMPTY, email: EMAIL_OR_EMPTY },
  relations: { grade: one(() => gradesResource, 'gradeId') },
});

export const SCHOOL_RESOURCES = [
  modalitiesResource,
  levelsResource,
  gradesResource,
  studyPlansResource,
  studyPlanVariantsResource,
  subjectsResource,
  teachersResource,
  classroomsResource,
  subjectAssignmentsResource,
  schoolConceptsResource,
  paymentPlansResource,
  paymentPlanConceptsResource,
  familiesResource,
  familyBusinessNamesResource,
  studentsResource,
  prospectsResource,
];
