// School catalogues (/api/school/*).
import { Type } from 'typebox';
import { deriveSatConcept } from '../../shared/sat-concepts';
import { defineResource, many, one } from '../../crud/index';
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

export const subjectsResource = defineResource({
  name: 'subjects',
  path: '/school/subjects',
  table: subjects,
  permission: ctrl('materias'),
  scope: 'company',
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
