// Route helpers of the store module.
import type { RoutePermission } from '../../../plugins/auth';

export const permission = (route: string, action: RoutePermission['action']) => ({ permission: { route, action } });

/** What every store route's schema shares in /api/docs. */
export const docs = (summary: string) => ({ tags: ['tienda'], security: [{ bearerAuth: [] }], summary });
