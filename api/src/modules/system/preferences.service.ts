import { eq } from 'drizzle-orm';
import { DEFAULT_PREFERENCES, type Preferences } from '@mikro/contracts';
import type { Executor } from '../../db/client';
import { userPreferences } from '../../db/schema/index';
import type { AuthContext } from '../../plugins/auth';
import { badRequest } from '../../plugins/errors';
import { mayEnterBranchOffice } from '../../shared/access';
import { cycleBelongsToCompany } from './cycles.service';

/** What a user's stored preferences (null when none were saved) amount to, filled in with the defaults. */
export function preferencesOrDefaults(stored: Preferences | null | undefined): Preferences {
  return stored ? { ...DEFAULT_PREFERENCES, ...stored } : DEFAULT_PREFERENCES;
}

export async function getPreferences(db: Executor, userId: number): Promise<Preferences> {
  const [row] = await db.select({ preferences: userPreferences.preferences }).from(userPreferences).where(eq(userPreferences.userId, userId));
  return preferencesOrDefaults(row?.preferences);
}

export async function savePreferences(db: Executor, caller: AuthContext, preferences: Preferences): Promise<Preferences> {
  const fields = [];
  if (preferences.branchOffice !== null && !(await mayEnterBranchOffice(db, caller, preferences.branchOffice))) {
    fields.push({ field: 'branchOffice', message: 'Sucursal no permitida para el usuario' });
  }
  if (preferences.cycle !== null && !(await cycleBelongsToCompany(db, preferences.cycle, caller.companyId))) {
    fields.push({ field: 'cycle', message: 'El ciclo no pertenece a la empresa' });
  }
  if (fields.length > 0) throw badRequest('Los datos enviados no son válidos', fields);
  await db
    .insert(userPreferences)
    .values({ userId: caller.userId, preferences })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { preferences, updatedAt: new Date() } });
  return preferences;
}
