// The session's route tree filtered by the role, nested up to three levels. Routes hidden from the side menu
// (parameterised pages, import sub-screens) come too, flagged showInMenu=false, because they carry permissions.
import { asc, eq, notInArray } from 'drizzle-orm';
import type { MenuItem } from '@mikro/contracts';
import type { Executor } from '../../db/client';
import { actions, rolePermissions, routeActions, routes } from '../../db/schema/index';
import { PORTAL_ROUTE_IDS } from '../../db/seed/route-tree';

const ACTION_ORDER = ['ver', 'crear', 'editar', 'eliminar', 'exportar'];
const byActionOrder = (a: string, b: string) => {
  const ia = ACTION_ORDER.indexOf(a);
  const ib = ACTION_ORDER.indexOf(b);
  return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib) || a.localeCompare(b);
};

/**
 * Action keys per route id the role holds. An administrator holds every action each route offers, except the
 * families' portal screens: they show one tutor's own family, and an administrator has none.
 */
export async function roleActionsByRoute(db: Executor, roleId: number, isAdmin: boolean): Promise<Map<number, string[]>> {
  const rows = isAdmin
    ? await db
        .select({ routeId: routeActions.routeId, key: actions.key })
        .from(routeActions)
        .innerJoin(actions, eq(actions.id, routeActions.actionId))
        .where(notInArray(routeActions.routeId, [...PORTAL_ROUTE_IDS]))
    : await db
        .select({ routeId: rolePermissions.routeId, key: actions.key })
        .from(rolePermissions)
        .innerJoin(actions, eq(actions.id, rolePermissions.actionId))
        .where(eq(rolePermissions.roleId, roleId));
  const result = new Map<number, string[]>();
  for (const row of rows) {
    const list = result.get(row.routeId) ?? [];
    list.push(row.key);
    result.set(row.routeId, list);
  }
  for (const list of result.values()) list.sort(byActionOrder);
  return result;
}

export async function buildMenu(db: Executor, roleId: number, isAdmin: boolean): Promise<MenuItem[]> {
  const [rows, granted] = await Promise.all([
    db
      .select()
      .from(routes)
      .where(eq(routes.isActive, true))
      .orderBy(asc(routes.order), asc(routes.id)),
    roleActionsByRoute(db, roleId, isAdmin),
  ]);
  const items = new Map<number, MenuItem>(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        isActive: r.isActive,
        name: r.name,
        parent: r.parentId,
        level: r.level,
        url: r.url,
        icon: r.icon,
        order: r.order,
        showInMenu: r.showInMenu,
        actions: granted.get(r.id) ?? [],
        children: [],
      },
    ]),
  );
  const roots: MenuItem[] = [];
  for (const item of items.values()) {
    if (item.parent === null) roots.push(item);
    else items.get(item.parent)?.children.push(item);
  }
  // A page is visible when the role may see it; a group when something inside it is visible.
  const prune = (list: MenuItem[], depth: number): MenuItem[] =>
    list
      .map((item) => ({ ...item, children: depth < 3 ? prune(item.children, depth + 1) : [] }))
      .filter((item) => (item.url === null ? item.children.length > 0 : item.actions.includes('ver')));
  return prune(roots, 1);
}
