// Route helpers of the store module.
import type { FastifyRequest } from 'fastify';
import type { RoutePermission } from '../../../plugins/auth';
import { badRequest } from '../../../plugins/errors';

export const permission = (route: string, action: RoutePermission['action']) => ({ permission: { route, action } });

/** The positive integer `:id` (or another param) of the url, or 400. */
export function idParam(request: FastifyRequest, name = 'id'): number {
  const raw = (request.params as Record<string, string | undefined>)[name];
  const id = Number(raw);
  if (!raw || !/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id <= 0) throw badRequest('Identificador no válido', [{ field: name, message: 'No válido' }]);
  return id;
}

/** An optional positive integer of the query string. */
export function optionalIntQuery(value: unknown, field: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw badRequest(`${field} no válido`, [{ field, message: 'No válido' }]);
  return id;
}
