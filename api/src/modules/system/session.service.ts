// What a session knows about its user (login and /auth/me).
import { and, eq } from 'drizzle-orm';
import type { MeResponse } from '@mikro/contracts';
import type { Executor } from '../../db/client';
import { roles, userPreferences, users } from '../../db/schema/index';
import { isAdminRole } from '../../plugins/auth';
import { unauthorized } from '../../plugins/errors';
import { listUserBranchOffices } from './branch-offices.service';
import { getCompany } from './company.service';
import { listCycles } from './cycles.service';
import { buildMenu } from './menu.service';
import { preferencesOrDefaults } from './preferences.service';

export async function buildSessionData(db: Executor, userId: number, companyId: number): Promise<MeResponse> {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      img: users.img,
      roleId: roles.id,
      roleName: roles.name,
      isPlatformOperator: roles.isPlatformOperator,
      preferences: userPreferences.preferences,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    // The preferences come with the user row: the client needs the preferred branch office before its first screen.
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), eq(users.isActive, true)));
  if (!user) throw unauthorized();
  const role = { id: user.roleId, name: user.roleName };
  const [company, branchOffices, cycles, menu] = await Promise.all([
    getCompany(db, companyId),
    listUserBranchOffices(db, userId, companyId),
    listCycles(db, companyId),
    buildMenu(db, role.id, isAdminRole(role)),
  ]);
  return {
    user: { id: user.id, name: user.name, email: user.email, img: user.img, role, isPlatformOperator: user.isPlatformOperator },
    company,
    branchOffices,
    cycles,
    activeCycle: cycles.find((c) => c.isActive) ?? null,
    menu,
    preferences: preferencesOrDefaults(user.preferences),
  };
}
