// Academy catalogues (/api/academies/*).
import { Type } from 'typebox';
import { deriveSatConcept } from '../../shared/sat-concepts';
import { defineEntity, defineResource, many, one } from '../../crud/index';
import {
  academyActivities,
  academyConcepts,
  academyGroupConcepts,
  academyGroups,
  academyGroupSchedules,
  academyInscriptionConcepts,
  academyInscriptions,
  externals,
  teachers,
} from '../../db/schema/index';
import { studentsResource, teachersResource } from './school';
import { CURP_OR_EMPTY, RFC_OR_EMPTY } from './shared';
import { cyclesResource } from './system';

const EMAIL_OR_EMPTY = Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Literal('')]);

export const activitiesResource = defineResource({
  name: 'activities',
  path: '/academies/activities',
  table: academyActivities,
  permission: '/academias/actividades',
  scope: 'branch',
  defaultSort: [{ field: 'name', order: 'ASC' }],
  relations: { groups: many(() => academyGroupsResource, 'activityId'), concepts: many(() => academyConceptsResource, 'activityId') },
});

export const academyConceptsResource = defineResource({
  name: 'academy-concepts',
  path: '/academies/concepts',
  table: academyConcepts,
  permission: '/academias/conceptos',
  scope: 'branch',
  validation: { conceptType: Type.Union([Type.Literal('OneTime'), Type.Literal('Monthly')]), satCode: Type.String({ pattern: '^\\d{8}$' }) },
  derive: (values, stored) => deriveSatConcept(values, stored, { productKey: 'satCode', unitKey: 'unitCode', withIva: 'withIva' }),
  relations: { activity: one(() => activitiesResource, 'activityId') },
});

export const academyGroupsResource = defineResource({
  name: 'groups',
  path: '/academies/groups',
  table: academyGroups,
  permission: '/academias/grupos',
  scope: 'branch',
  // Writes go through /api/academies/groups (modules/academy): schedules are checked for conflicts and
  // the seats taken are kept by enrolments and drops.
  readOnly: true,
  relations: {
    activity: one(() => activitiesResource, 'activityId'),
    teacher: one(() => teachersResource, 'teacherId'),
    cycle: one(() => cyclesResource, 'cycleId'),
    inscriptions: many(() => inscriptionsResource, 'groupId'),
    schedules: many(() => groupSchedulesEntity, 'groupId'),
    concepts: many(() => groupConceptsEntity, 'groupId'),
  },
});

export const groupSchedulesEntity = defineEntity({ table: academyGroupSchedules });
export const groupConceptsEntity = defineEntity({ table: academyGroupConcepts, relations: { concept: one(() => academyConceptsResource, 'conceptId') } });
export const inscriptionConceptsEntity = defineEntity({
  table: academyInscriptionConcepts,
  relations: { concept: one(() => academyConceptsResource, 'conceptId') },
});

/** Teachers as the academies see them (/academias/Maestro): the same table as the school's, with their groups. */
export const academyTeachersResource = defineResource({
  name: 'academy-teachers',
  path: '/academies/teachers',
  table: teachers,
  permission: '/academias/Maestro',
  scope: 'company',
  defaultSort: [{ field: 'name', order: 'ASC' }],
  validation: { curp: CURP_OR_EMPTY, rfc: RFC_OR_EMPTY, email: EMAIL_OR_EMPTY },
  relations: { groups: many(() => academyGroupsResource, 'teacherId') },
});

export const externalsResource = defineResource({
  name: 'externals',
  path: '/academies/externals',
  table: externals,
  permission: '/academias/externos',
  scope: 'company',
  defaultSort: [{ field: 'name', order: 'ASC' }],
  validation: {
    curp: CURP_OR_EMPTY,
    email: EMAIL_OR_EMPTY,
    tutorEmail: EMAIL_OR_EMPTY,
    rfc: RFC_OR_EMPTY,
    zip: Type.String({ pattern: '^(\\d{5})?$' }),
    taxRegime: Type.String({ pattern: '^(\\d{3})?$' }),
  },
  relations: { inscriptions: many(() => inscriptionsResource, 'externalId') },
});

export const inscriptionsResource = defineResource({
  name: 'inscriptions',
  path: '/academies/inscriptions',
  table: academyInscriptions,
  permission: '/academias/inscripciones',
  scope: 'branch',
  // Enrolments, status changes and drops go through /api/academies/inscriptions (modules/academy): the
  // group's capacity is enforced and the charges are generated there.
  readOnly: true,
  relations: {
    concepts: many(() => inscriptionConceptsEntity, 'inscriptionId'),
    group: one(() => academyGroupsResource, 'groupId'),
    student: one(() => studentsResource, 'studentId'),
    external: one(() => externalsResource, 'externalId'),
    cycle: one(() => cyclesResource, 'cycleId'),
  },
});

export const ACADEMY_RESOURCES = [activitiesResource, academyConceptsResource, academyGroupsResource, externalsResource, inscriptionsResource, academyTeachersResource];
