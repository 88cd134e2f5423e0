// What every academy operation needs from the request.
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../../plugins/auth';
import { badRequest } from '../../plugins/errors';

export interface AcademyContext {
  companyId: number;
  userId: number;
  branchOfficeId: number;
}

/** Academies work in one branch office: the X-Branch-Office header is required. */
export function academyContext(request: FastifyRequest): AcademyContext {
  const auth = callerOf(request);
  if (request.branchOfficeId === null) throw badRequest('Seleccione una sucursal (encabezado X-Branch-Office)', [{ field: 'X-Branch-Office', message: 'Este campo es requerido' }]);
  return { companyId: auth.companyId, userId: auth.userId, branchOfficeId: request.branchOfficeId };
}

