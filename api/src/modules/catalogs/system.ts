// System catalogues (/api/system/*).
import { Type } from 'typebox';
import { deriveSatConcept } from '../../shared/sat-concepts';
import { extraChargeTermsProblem, type ExtraChargeOperation } from '@mikro/domain';
import { defineEntity, defineResource, many, one } from '../../crud/index';
import {
  actions,
  campuses,
  conceptTypes,
  cycles,
  departments,
  extraCharges,
  extraChargeTypes,
  rolePermissions,
  roles,
  routes,
  serviceConcepts,
  settings,
  shifts,
  transactionTypes,
} from '../../db/schema/index';
import { usersHoldingRole } from './role-holders';
import { branchOfficeEntity } from './shared';

const HHMM = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' });

export const rolesResource = defineResource({
  name: 'roles',
  path: '/system/roles',
  table: roles,
  permission: '/roles',
  publicRead: true,
  // Each company has its own roles; the platform operator flag is never written through the API.
  scope: 'company',
  readOnlyFields: ['isPlatformOperator'],
  relations: { permissions: many(() => permissionsResource, 'roleId') },
  inUse: usersHoldingRole,
});

export const actionsResource = defineResource({
  name: 'actions',
  path: '/system/actions',
  table: actions,
  permission: '/acciones',
  scope: 'global',
  // Action ids and keys are referred to by code (ver, crear…): read-only reference data.
  readOnly: true,
});

export const routesResource = defineResource({
  name: 'routes',
  path: '/system/routes',
  table: routes,
  permission: '/rutas',
  scope: 'global',
  defaultSort: [{ field: 'order', order: 'ASC' }],
  // Route ids are fixed by the seed (permissions and clients refer to them): the tree is read-only here.
  readOnly: true,
  relations: { parentRoute: one(() => routesResource, 'parentId'), children: many(() => routesResource, 'parentId') },
});

export const permissionsResource = defineResource({
  name: 'permissions',
  path: '/system/permissions',
  table: rolePermissions,
  permission: '/roles',
  scope: 'company',
  relations: { role: one(() => rolesResource, 'roleId'), route: one(() => routesResource, 'routeId'), action: one(() => actionsResource, 'actionId') },
});

export const settingsResource = defineResource({ name: 'settings', path: '/system/settings', table: settings, permission: '/settings', scope: 'company' });

export const shiftsResource = defineResource({
  name: 'shifts',
  path: '/system/shifts',
  table: shifts,
  permission: '/settings',
  scope: 'company',
  validation: { startTime: HHMM, endTime: HHMM },
});

export const conceptTypesResource = defineResource({ name: 'concept-types', path: '/system/concept-types', table: conceptTypes, permission: '/settings', scope: 'company' });

export const departmentsResource = defineResource({ name: 'departments', path: '/system/departments', table: departments, permission: '/settings', scope: 'company' });

export const transactionsResource = defineResource({
  name: 'transactions',
  path: '/system/transactions',
  table: transactionTypes,
  permission: null,
  scope: 'global',
  readOnly: true,
});

export const extraChargesTypesResource = defineResource({
  name: 'extra-charges-types',
  path: '/system/extra-charges-types',
  table: extraChargeTypes,
  permission: '/system/cargosextra',
  scope: 'company',
  validation: { kind: Type.Integer({ minimum: 1, maximum: 3 }) },
});

export const cyclesResource = defineResource({
  name: 'cycles',
  path: '/system/cycles',
  table: cycles,
  permission: '/colegio/ctrlescolar/ciclos',
  publicRead: true,
  scope: 'company',
  defaultSort: [{ field: 'name', order: 'ASC' }],
});

export const campusesResource = defineResource({
  name: 'campuses',
  path: '/system/campuses',
  table: campuses,
  permission: '/campus',
  scope: 'branch',
  relations: { branchOffice: one(() => branchOfficeEntity, 'branchOfficeId') },
});

export const extraChargesResource = defineResource({
  name: 'extra-charges',
  path: '/system/extra-charges',
  table: extraCharges,
  permission: '/system/cargosextra',
  // Cashiers and school staff apply discounts and surcharges they may not administer.
  publicRead: true,
  scope: 'company',
  validation: {
    operation: Type.Union([Type.Literal('sum'), Type.Literal('subtraction'), Type.Literal('division'), Type.Literal('multiplication')]),
    typeApplication: Type.Integer({ minimum: 1, maximum: 2 }),
    applicationForm: Type.Integer({ minimum: 1, maximum: 2 }),
    startDay: Type.Integer({ minimum: 1, maximum: 31 }),
    endDay: Type.Integer({ minimum: 1, maximum: 31 }),
  },
  // A charge no price could ever be made with (a negative quantity, a division by zero) is refused when it is
  // written, judged on the quantity and operation it would have after the write (a PATCH may send only one).
  derive: (values, stored) => {
    const quantity = values.quantity ?? stored?.quantity;
    if (typeof quantity !== 'string') return values;
    const operation = (values.operation ?? stored?.operation ?? null) as ExtraChargeOperation | null;
    const problem = extraChargeTermsProblem({ quantity, operation });
    return problem ? { errors: [{ field: 'quantity', message: `No se puede aplicar: ${problem}` }] } : values;
  },
  relations: {
    extraChargesType: one(() => extraChargesTypesResource, 'extraChargesTypeId'),
    extraChargesCampus: one(() => campusEntity, 'extraChargesCampusId'),
    extraChargesCycle: one(() => cyclesResource, 'extraChargesCycleId'),
  },
});

/** Campuses as a join target of company-wide rows (extra charges): not limited to the request's branch office. */
const campusEntity = defineEntity({ table: campuses });

export const serviceConceptsResource = defineResource({
  name: 'service-concepts',
  path: '/system/service-concepts',
  table: serviceConcepts,
  permission: '/settings',
  scope: 'company',
  validation: { objetoImp: Type.String({ pattern: '^0[1-8]$' }), sat_code: Type.String({ pattern: '^\\d{8}$' }) },
  derive: (values, stored) => deriveSatConcept(values, stored, { productKey: 'sat_code', unitKey: 'unitMeasurement', withIva: 'isIva', objetoImp: 'objetoImp' }),
});

export const SYSTEM_RESOURCES = [
  rolesResource,
  actionsResource,
  routesResource,
  permissionsResource,
  settingsResource,
  shiftsResource,
  conceptTypesResource,
  departmentsResource,
  transactionsResource,
  extraChargesTypesResource,
  extraChargesResource,
  serviceConceptsResource,
  cyclesResource,
  campusesResource,
];
