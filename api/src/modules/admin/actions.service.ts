// The catalogue of actions (ver, crear, editar…): its keys are used by code, so a key never changes and an
// action offered by a route cannot be deleted.
import { asc, count, eq, max } from 'drizzle-orm';
import type { ActionCatalogInput, ActionCatalogItem } from '@mikro/contracts';
import type { Database } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { actions, routeActions } from '../../db/schema/index';
import { HttpError, notFound } from '../../plugins/errors';

export async function listActions(db: Database): Promise<ActionCatalogItem[]> {
  const [rows, usage] = await Promise.all([
    db.select().from(actions).orderBy(asc(actions.id)),
    db.select({ actionId: routeActions.actionId, total: count() }).from(routeActions).groupBy(routeActions.actionId),
  ]);
  return rows.map((a) => ({ id: a.id, key: a.key, name: a.name, routeCount: usage.find((u) => u.actionId === a.id)?.total ?? 0 }));
}

const duplicate = () => new HttpError(409, 'Ya existe una acción con esa clave', { fields: [{ field: 'key', message: 'Ya existe una acción con esa clave' }] });

export async function createAction(db: Database, input: ActionCatalogInput): Promise<number> {
  return db.transaction(async (tx) => {
    const clash = await tx.select({ id: actions.id }).from(actions).where(eq(actions.key, input.key));
    if (clash.length) throw duplicate();
    const { last } = onlyRow(await tx.select({ last: max(actions.id) }).from(actions));
    const id = (last ?? 0) + 1;
    await tx.insert(actions).values({ id, key: input.key, name: input.name.trim() });
    return id;
  });
}

export async function renameAction(db: Database, id: number, name: string): Promise<void> {
  const updated = await db.update(actions).set({ name: name.trim() }).where(eq(actions.id, id)).returning({ id: actions.id });
  if (!updated.length) throw notFound('La acción no existe');
}

export async function deleteAction(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { used } = onlyRow(await tx.select({ used: count() }).from(routeActions).where(eq(routeActions.actionId, id)));
    if (used > 0) throw new HttpError(409, 'La acción está asignada a rutas; quítala de ellas primero');
    const removed = await tx.delete(actions).where(eq(actions.id, id)).returning({ id: actions.id });
    if (!removed.length) throw notFound('La acción no existe');
  });
}
