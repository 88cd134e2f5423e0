// How a branch office's store closes its registers (blind close or not): read by every cashier's close dialog,
// changed by a supervisor of the point of sale. A branch office without a row has the defaults.
import { and, eq } from 'drizzle-orm';
import type { StoreRegisterSettings } from '@mikro/contracts';
import type { Executor } from '../../../db/client';
import { storeRegisterSettings } from '../../../db/schema/index';
import type { StoreContext } from '../shared/context';

const DEFAULTS: StoreRegisterSettings = { blindClose: false };

export async function registerSettings(db: Executor, ctx: StoreContext): Promise<StoreRegisterSettings> {
  const [row] = await db
    .select({ blindClose: storeRegisterSettings.blindClose })
    .from(storeRegisterSettings)
    .where(and(eq(storeRegisterSettings.branchOfficeId, ctx.branchOfficeId), eq(storeRegisterSettings.companyId, ctx.companyId)));
  return row ?? DEFAULTS;
}

export async function saveRegisterSettings(db: Executor, ctx: StoreContext, body: StoreRegisterSettings): Promise<StoreRegisterSettings> {
  await db
    .insert(storeRegisterSettings)
    .values({ branchOfficeId: ctx.branchOfficeId, companyId: ctx.companyId, blindClose: body.blindClose })
    .onConflictDoUpdate({ target: storeRegisterSettings.branchOfficeId, set: { blindClose: body.blindClose, updatedAt: new Date() } });
  return registerSettings(db, ctx);
}
