// Why a role cannot be deleted: the users who hold it, named, so the administrator knows whom to move first.
import { asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/index';

const NAMES_SHOWN = 3;

export async function usersHoldingRole(db: Executor, roleId: number): Promise<string | null> {
  const [holders, [total]] = await Promise.all([
    db.select({ name: users.name }).from(users).where(eq(users.roleId, roleId)).orderBy(asc(users.name)).limit(NAMES_SHOWN),
    db.select({ n: count() }).from(users).where(eq(users.roleId, roleId)),
  ]);
  const n = Number(total?.n ?? 0);
  if (n === 0) return null;
  const more = n - holders.length;
  const names = holders.map((holder) => holder.name).join(', ') + (more > 0 ? ` y ${more} más` : '');
  const who = n === 1 ? 'lo tiene asignado 1 usuario' : `lo tienen asignado ${n} usuarios`;
  const move = n === 1 ? 'Asígnele' : 'Asígneles';
  return `No se puede eliminar el rol: ${who} (${names}). ${move} otro rol antes de eliminarlo.`;
}
