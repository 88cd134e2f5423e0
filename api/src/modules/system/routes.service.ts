// The route tree as an administrable list: top-level routes (fathers) and the children of given parents.
import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Paginated, SystemRoute } from '@mikro/contracts';
import type { Executor } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { actions, routeActions, routes } from '../../db/schema/index';
import { paginate } from '../../crud/index';
import { likePattern } from '../../db/search';

/** Every active route url (patterns included): what the product knows, whatever the caller may open. */
export async function listKnownRouteUrls(db: Executor): Promise<string[]> {
  const rows = await db.select({ url: routes.url }).from(routes).where(eq(routes.isActive, true)).orderBy(asc(routes.url));
  return rows.flatMap((row) => (row.url ? [row.url] : []));
}

export interface RoutePageQuery {
  offset: number;
  limit: number;
  text?: string;
}

async function pageOf(db: Executor, scope: SQL, query: RoutePageQuery): Promise<Paginated<SystemRoute>> {
  const text = query.text?.trim();
  const where = text
    ? and(scope, or(ilike(routes.name, likePattern(text)), ilike(routes.url, likePattern(text))))
    : scope;
  const [totals, rows] = await Promise.all([
    db.select({ total: count() }).from(routes).where(where),
    db
      .select()
      .from(routes)
      .where(where)
      .orderBy(asc(routes.order), asc(routes.id))
      .limit(query.limit)
      .offset(query.offset),
  ]);
  const { total } = onlyRow(totals, 'count');
  const offered =
    rows.length === 0
      ? []
      : await db
          .select({ routeId: routeActions.routeId, key: actions.key })
          .from(routeActions)
          .innerJoin(actions, eq(actions.id, routeActions.actionId))
          .where(inArray(routeActions.routeId, rows.map((r) => r.id)))
          .orderBy(asc(actions.id));
  const data = rows.map((r) => ({
    id: r.id,
    name: r.name,
    parent: r.parentId,
    level: r.level,
    url: r.url,
    icon: r.icon,
    order: r.order,
    isActive: r.isActive,
    showInMenu: r.showInMenu,
    actions: offered.filter((a) => a.routeId === r.id).map((a) => a.key),
  }));
  return paginate(data, total, query.limit, query.offset);
}

export function listFatherRoutes(db: Executor, query: RoutePageQuery): Promise<Paginated<SystemRoute>> {
  return pageOf(db, isNull(routes.parentId), query);
}

export function listChildRoutes(db: Executor, parentIds: number[], query: RoutePageQuery): Promise<Paginated<SystemRoute>> {
  return pageOf(db, inArray(routes.parentId, parentIds), query);
}
