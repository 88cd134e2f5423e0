import { eq } from 'drizzle-orm';
import type { Role } from '@mikro/contracts';
import type { Executor } from '../../db/client';
import { roles } from '../../db/schema/index';

export async function findRole(db: Executor, roleId: number): Promise<Role | undefined> {
  const [role] = await db
    .select({ id: roles.id, name: roles.name, description: roles.description, isActive: roles.isActive })
    .from(roles)
    .where(eq(roles.id, roleId));
  return role;
}
