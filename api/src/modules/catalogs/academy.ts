// Academy catalogues (/api/academies/*).
import { Type } from 'typebox';
import { defineResource, many, one } from '../../crud/index';
import { academyActivities, academyConcepts, academyGroups, academyInscriptions, externals } from '../../db/schema/index';
import { studentsResource, teachersResource } from './school';
import { cyclesResource } from './system';

const CURP = Type.String({ pattern: '^([A-Z][AEIOUX][A-Z]{2}\\d{6}[HM][A-Z]{5}[0-9A-Z]\\d)?$' });
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
  relations: { activity: one(() => activitiesResource, 'activityId') },
});

export const academyGroupsResource = defineResource({
  name: 'groups',
  path: '/academies/groups',
  table: academyGroups,
  permission: '/academias/grupos',
  scope: 'branch',
  relations: {
    activity: one(() => activitiesResource, 'activityId'),
    teacher: one(() => teachersResource, 'teacherId'),
    cycle: one(() => cyclesResource, 'cycleId'),
    inscriptions: many(() => inscriptionsResource, 'groupId'),
  },
});

export const externalsResource = defineResource({
  name: 'externals',
  path: '/academies/externals',
  table: externals,
  permission: '/academias/externos',
  scope: 'company',
  validation: { curp: CURP, email: EMAIL_OR_EMPTY },
});

export const inscriptionsResource = defineResource({
  name: 'inscriptions',
  path: '/academies/inscriptions',
  table: academyInscriptions,
  permission: '/academias/inscripciones',
  scope: 'branch',
  validation: { status: Type.Union([Type.Literal('activa'), Type.Literal('baja'), Type.Literal('terminada')]) },
  relations: {
    group: one(() => academyGroupsResource, 'groupId'),
    student: one(() => studentsResource, 'studentId'),
    external: one(() => externalsResource, 'externalId'),
    cycle: one(() => cyclesResource, 'cycleId'),
  },
});

export const ACADEMY_RESOURCES = [activitiesResource, academyConceptsResource, academyGroupsResource, externalsResource, inscriptionsResource];
