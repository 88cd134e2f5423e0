// Roles belong to one company: lookups are scoped by it, and a company without roles gets the seed's four.
import { and, eq, sql } from 'drizzle-orm';
import type { Role } from '@mikro/contracts';
import type { Executor } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { actions, rolePermissions, roles } from '../../db/schema/index';
import { ROLES, seededRoleActions } from '../../db/seed/demo-data';
import { ROUTE_TREE } from '../../db/seed/route-tree';

export async function findRole(db: Executor, companyId: number, roleId: number): Promise<Role | undefined> {
  const [role] = await db
    .select({ id: roles.id, name: roles.name, description: roles.description, isActive: roles.isActive })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.companyId, companyId)));
  return role;
}

/**
 * Gives a company the seed's four roles (Desarrollador, Cajero, Control escolar, Contador) with their usual
 * permissions when it has no roles yet; none of them operates the platform. Returns how many were created.
 */
export async function ensureCompanyRoles(tx: Executor, companyId: number): Promise<number> {
  // Two branch offices created at once for a new company must not both create the roles.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(724012, ${companyId})`);
  const { count } = onlyRow(await tx.select({ count: sql<number>`count(*)::int` }).from(roles).where(eq(roles.companyId, companyId)));
  if (count > 0) return 0;
  const actionIds = new Map((await tx.select({ id: actions.id, key: actions.key }).from(actions)).map((a) => [a.key, a.id]));
  for (const template of ROLES) {
    const role = onlyRow(
      await tx
        .insert(roles)
        .values({ companyId, name: template.name, description: template.description })
        .returning({ id: roles.id }),
    );
    const rows = ROUTE_TREE.flatMap((route) =>
      seededRoleActions(template.id, route, ROUTE_TREE)
        .filter((key) => actionIds.has(key))
        .map((key) => ({ roleId: role.id, routeId: route.id, actionId: actionIds.get(key)!, companyId })),
    );
    if (rows.length) await tx.insert(rolePermissions).values(rows).onConflictDoNothing();
  }
  return ROLES.length;
}
