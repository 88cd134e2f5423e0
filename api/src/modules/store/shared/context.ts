// What every store operation needs from the request: the caller's company, user and branch office.
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../../../plugins/auth';
import { badRequest } from '../../../plugins/errors';

export interface StoreContext {
  companyId: number;
  userId: number;
  branchOfficeId: number;
}

/** Store operations happen in one branch office: the X-Branch-Office header is required. */
export function storeContext(request: FastifyRequest): StoreContext {
  const auth = callerOf(request);
  if (request.branchOfficeId === null) throw badRequest('Seleccione una sucursal (encabezado X-Branch-Office)');
  return { companyId: auth.companyId, userId: auth.userId, branchOfficeId: request.branchOfficeId };
}
