// What every school operation needs from the request: company, user and the branch office (X-Branch-Office).
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { badRequest } from '../../plugins/errors';
import type { PaymentContext } from '../payments/index';
import { personName } from '@mikro/domain';

export type SchoolContext = PaymentContext;

export function schoolContext(request: FastifyRequest): SchoolContext {
  const auth = callerOf(request);
  if (request.branchOfficeId === null) {
    throw badRequest('Seleccione una sucursal (encabezado X-Branch-Office)', [{ field: 'X-Branch-Office', message: 'Este campo es requerido' }]);
  }
  return { companyId: auth.companyId, userId: auth.userId, branchOfficeId: request.branchOfficeId };
}

export const permission = (route: string, action: 'ver' | 'crear' | 'editar' | 'eliminar' | 'exportar') => ({ permission: { route, action } });

/** Menu routes whose permission guards the school API. */
export const ROUTES = {
  students: '/colegio/alumnos',
  massEnrolment: '/colegio/inscripcionesMasivas',
  drops: '/colegio/alumnos/inscripcion/ImportarBajaAlumno',
  feeCounter: '/colegio/cobros',
  groups: '/colegio/ctrlescolar/grupos',
  prospects: '/prospectos',
  families: '/familias',
} as const;

export const fullName = (p: { name: string; lastNameFather: string; lastNameMother: string }) =>
  personName(p.name, p.lastNameFather, p.lastNameMother);
