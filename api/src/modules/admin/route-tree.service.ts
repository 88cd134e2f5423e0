// The route tree editor: the whole tree with the actions each route offers, and its writes (route plus its
// actions in one transaction). Route ids are never reused: a new route takes the next id.
import { asc, count, eq, inArray, max, ne, and } from 'drizzle-orm';
import type { RouteTreeInput, RouteTreeNode } from '@mikro/contracts';
import type { Database, Executor } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { actions, routeActions, routes } from '../../db/schema/index';
import { badRequest, HttpError, notFound } from '../../plugins/errors';
import { ROLES_ROUTE_URL } from './permissions.service';

const MAX_LEVEL = 3;
/** Routes the product cannot work without. */
const PROTECTED_URLS = new Set(['/', ROLES_ROUTE_URL, '/rutas']);

export async function routeTree(db: Executor): Promise<RouteTreeNode[]> {
  const [rows, offered] = await Promise.all([
    db.select().from(routes).orderBy(asc(routes.order), asc(routes.id)),
    db
      .select({ routeId: routeActions.routeId, key: actions.key })
      .from(routeActions)
      .innerJoin(actions, eq(actions.id, routeActions.actionId))
      .orderBy(asc(actions.id)),
  ]);
  const nodes = new Map<number, RouteTreeNode>(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        parentId: r.parentId,
        level: r.level,
        url: r.url,
        icon: r.icon,
        order: r.order,
        isActive: r.isActive,
        showInMenu: r.showInMenu,
        actions: [],
        children: [],
      },
    ]),
  );
  for (const { routeId, key } of offered) nodes.get(routeId)?.actions.push(key);
  const roots: RouteTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

async function levelUnder(tx: Executor, parentId: number | null, selfId: number | null): Promise<number> {
  if (parentId === null) return 1;
  if (parentId === selfId) throw badRequest('Los datos enviados no son válidos', [{ field: 'parentId', message: 'Una ruta no puede ser su propio padre' }]);
  const [parent] = await tx.select({ level: routes.level }).from(routes).where(eq(routes.id, parentId));
  if (!parent) throw badRequest('Los datos enviados no son válidos', [{ field: 'parentId', message: 'La ruta padre no existe' }]);
  if (parent.level >= MAX_LEVEL) {
    throw badRequest('Los datos enviados no son válidos', [{ field: 'parentId', message: 'El menú admite tres niveles como máximo' }]);
  }
  return parent.level + 1;
}

async function actionIds(tx: Executor, keys: string[]): Promise<number[]> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return [];
  const found = await tx.select({ id: actions.id, key: actions.key }).from(actions).where(inArray(actions.key, unique));
  const missing = unique.filter((key) => !found.some((a) => a.key === key));
  if (missing.length) throw badRequest('Los datos enviados no son válidos', [{ field: 'actions', message: `Acción desconocida: ${missing.join(', ')}` }]);
  return found.map((a) => a.id);
}

async function assertUrlFree(tx: Executor, url: string | null, selfId: number | null): Promise<void> {
  if (url === null) return;
  const clash = await tx
    .select({ id: routes.id })
    .from(routes)
    .where(selfId === null ? eq(routes.url, url) : and(eq(routes.url, url), ne(routes.id, selfId)));
  if (clash.length) throw new HttpError(409, 'Ya existe una ruta con esa URL', { fields: [{ field: 'url', message: 'Ya existe una ruta con esa URL' }] });
}

async function writeActions(tx: Executor, routeId: number, keys: string[]): Promise<void> {
  const ids = await actionIds(tx, keys);
  await tx.delete(routeActions).where(eq(routeActions.routeId, routeId));
  if (ids.length) await tx.insert(routeActions).values(ids.map((actionId) => ({ routeId, actionId })));
}

export async function createRoute(db: Database, input: RouteTreeInput): Promise<number> {
  return db.transaction(async (tx) => {
    const level = await levelUnder(tx, input.parentId, null);
    await assertUrlFree(tx, input.url, null);
    const { last } = onlyRow(await tx.select({ last: max(routes.id) }).from(routes));
    const id = (last ?? 0) + 1;
    await tx.insert(routes).values({
      id,
      name: input.name.trim(),
      parentId: input.parentId,
      level,
      url: input.url,
      icon: input.icon,
      order: input.order,
      isActive: input.isActive,
      showInMenu: input.showInMenu,
    });
    await writeActions(tx, id, input.actions);
    return id;
  });
}

export async function updateRoute(db: Database, id: number, input: RouteTreeInput): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(routes).where(eq(routes.id, id));
    if (!current) throw notFound('La ruta no existe');
    const level = await levelUnder(tx, input.parentId, id);
    const { children } = onlyRow(await tx.select({ children: count() }).from(routes).where(eq(routes.parentId, id)));
    if (children > 0 && level !== current.level) {
      throw badRequest('Los datos enviados no son válidos', [{ field: 'parentId', message: 'Una ruta con hijas no puede cambiar de nivel' }]);
    }
    if (current.url !== null && PROTECTED_URLS.has(current.url) && (input.url !== current.url || !input.isActive)) {
      throw badRequest('Los datos enviados no son válidos', [{ field: 'url', message: 'Esta ruta es necesaria para administrar el sistema' }]);
    }
    await assertUrlFree(tx, input.url, id);
    await tx
      .update(routes)
      .set({
        name: input.name.trim(),
        parentId: input.parentId,
        level,
        url: input.url,
        icon: input.icon,
        order: input.order,
        isActive: input.isActive,
        showInMenu: input.showInMenu,
      })
      .where(eq(routes.id, id));
    await writeActions(tx, id, input.actions);
  });
}

export async function deleteRoute(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(routes).where(eq(routes.id, id));
    if (!current) throw notFound('La ruta no existe');
    if (current.url !== null && PROTECTED_URLS.has(current.url)) throw new HttpError(409, 'Esta ruta es necesaria para administrar el sistema');
    const { children } = onlyRow(await tx.select({ children: count() }).from(routes).where(eq(routes.parentId, id)));
    if (children > 0) throw new HttpError(409, 'La ruta tiene rutas hijas; elimínalas o muévelas primero');
    await tx.delete(routes).where(eq(routes.id, id));
  });
}
