import { asc } from 'drizzle-orm';
import type { RolePermission } from '@mikro/contracts';
import type { Executor } from '../../db/client';
import { routes } from '../../db/schema/index';
import { roleActionsByRoute } from './menu.service';

/** The routes a role holds actions on, each with its actions. */
export async function rolePermissionsOf(db: Executor, roleId: number, isAdmin: boolean): Promise<RolePermission[]> {
  const [granted, all] = await Promise.all([
    roleActionsByRoute(db, roleId, isAdmin),
    db.select({ id: routes.id, url: routes.url }).from(routes).orderBy(asc(routes.id)),
  ]);
  return all
    .filter((r) => (granted.get(r.id) ?? []).length > 0)
    .map((r) => ({ routeId: r.id, url: r.url, actions: granted.get(r.id)! }));
}
