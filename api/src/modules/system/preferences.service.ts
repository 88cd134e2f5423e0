import { eq } from 'drizzle-orm';
import { DEFAULT_PREFERENCES, type Preferences } from '@mikro/contracts';
import type { Executor } from '../../db/client';
import { userPreferences } from '../../db/schema/index';
import type { AuthContext } from '../../plugins/auth';
import { badRequest } from '../../plugins/errors';
import { mayEnterBranchOffice } from './access.service';
import { cycleBelongsToCompany } from './cycles.service';


export async function getPreferences(db: Executor, userId: number): Promise<Preferences> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  return row ? { ...DEFAULT_PREFERENCES, ...row.preferences } : DEFAULT_PREFERENCES;
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
