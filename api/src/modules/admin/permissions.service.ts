// The permission editor's save: a role's whole permission set replaced in one transaction.
import { and, eq, inArray } from 'drizzle-orm';
import type { RoutePermissionInput } from '@mikro/contracts';
import type { Database } from '../../db/client';
import { actions, routeActions, rolePermissions, roles, routes } from '../../db/schema/index';
import { badRequest, notFound } from '../../plugins/errors';
import { isAdminRole } from '../../plugins/auth';

/** The screen a 'Desarrollador' must always reach: the permission editor itself. */
export const ROLES_ROUTE_URL = '/roles';

export async function saveRolePermissions(db: Database, companyId: number, roleId: number, permissions: RoutePermissionInput[]): Promise<void> {
  await db.transaction(async (tx) => {
    // Another company's role is not found: a company's administrators edit only their own roles.
    const [role] = await tx.select({ id: roles.id, name: roles.name }).from(roles).where(and(eq(roles.id, roleId), eq(roles.companyId, companyId)));
    if (!role) throw notFound('El rol no existe');

    const routeIds = [...new Set(permissions.map((p) => p.routeId))];
    const offered = routeIds.length
      ? await tx
          .select({ routeId: routeActions.routeId, actionId: actions.id, key: actions.key, url: routes.url })
          .from(routeActions)
          .innerJoin(actions, eq(actions.id, routeActions.actionId))
          .innerJoin(routes, eq(routes.id, routeActions.routeId))
          .where(inArray(routeActions.routeId, routeIds))
      : [];

    const rows: { roleId: number; routeId: number; actionId: number; companyId: number }[] = [];
    permissions.forEach((permission, index) => {
      for (const key of new Set(permission.actions)) {
        const match = offered.find((o) => o.routeId === permission.routeId && o.key === key);
        if (!match) {
          throw badRequest('Los datos enviados no son válidos', [
            { field: `${index}.actions`, message: `La ruta ${permission.routeId} no ofrece la acción '${key}'` },
          ]);
        }
        rows.push({ roleId, routeId: permission.routeId, actionId: match.actionId, companyId });
      }
    });

    if (isAdminRole(role)) {
      const keepsRoles = rows.some((row) => offered.find((o) => o.routeId === row.routeId && o.actionId === row.actionId)?.url === ROLES_ROUTE_URL);
      if (!keepsRoles) {
        throw badRequest('El rol Desarrollador no puede perder el acceso a Roles', [
          { field: 'permissions', message: 'El rol Desarrollador no puede perder el acceso a Roles' },
        ]);
      }
    }

    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
    if (rows.length) await tx.insert(rolePermissions).values(rows);
  });
}
