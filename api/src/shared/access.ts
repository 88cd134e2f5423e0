// Cheap per-request checks: a role's permission on a route, and whether a user may enter a branch office.
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { actions, branchOffices, rolePermissions, routes, userBranchOffices } from '../db/schema/index';

export async function hasPermission(db: Executor, roleId: number, routeUrl: string, actionKey: string): Promise<boolean> {
  const rows = await db
    .select({ roleId: rolePermissions.roleId })
    .from(rolePermissions)
    .innerJoin(routes, eq(routes.id, rolePermissions.routeId))
    .innerJoin(actions, eq(actions.id, rolePermissions.actionId))
    .where(
      and(
        eq(rolePermissions.roleId, roleId),
        eq(routes.url, routeUrl),
        eq(routes.isActive, true),
        eq(actions.key, actionKey),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether the role holds the action on at least one of the routes. */
export async function hasPermissionOnAny(db: Executor, roleId: number, routeUrls: string[], actionKey: string): Promise<boolean> {
  if (routeUrls.length === 0) return false;
  const rows = await db
    .select({ roleId: rolePermissions.roleId })
    .from(rolePermissions)
    .innerJoin(routes, eq(routes.id, rolePermissions.routeId))
    .innerJoin(actions, eq(actions.id, rolePermissions.actionId))
    .where(and(eq(rolePermissions.roleId, roleId), inArray(routes.url, routeUrls), eq(routes.isActive, true), eq(actions.key, actionKey)))
    .limit(1);
  return rows.length > 0;
}

export async function mayEnterBranchOffice(
  db: Executor,
  user: { userId: number; companyId: number },
  branchOfficeId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: branchOffices.id })
    .from(userBranchOffices)
    .innerJoin(branchOffices, eq(branchOffices.id, userBranchOffices.branchOfficeId))
    .where(
      and(
        eq(userBranchOffices.userId, user.userId),
        eq(userBranchOffices.branchOfficeId, branchOfficeId),
        eq(branchOffices.companyId, user.companyId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
