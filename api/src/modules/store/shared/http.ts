// Route helpers of the store module.
import type { RoutePermission } from '../../../plugins/auth';
import { badRequest } from '../../../plugins/errors';

export const permission = (route: string, action: RoutePermission['action']) => ({ permission: { route, action } });

/** What every store route's schema shares in /api/docs. */
export const docs = (summary: string) => ({ tags: ['tienda'], security: [{ bearerAuth: [] }], summary });

/** An optional positive integer of the query string (for callers outside a route schema). */
export function optionalIntQuery(value: unknown, field: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw badRequest(`${field} no válido`, [{ field, message: 'No válido' }]);
  return id;
}
