import { and, asc, eq } from 'drizzle-orm';
import type { Cycle } from '@mikro/contracts';
import type { Executor } from '../../db/client';
import { cycles } from '../../db/schema/index';

export async function listCycles(db: Executor, companyId: number): Promise<Cycle[]> {
  return db
    .select({ id: cycles.id, name: cycles.name, isActive: cycles.isActive })
    .from(cycles)
    .where(eq(cycles.companyId, companyId))
    .orderBy(asc(cycles.name));
}

export async function cycleBelongsToCompany(db: Executor, cycleId: number, companyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: cycles.id })
    .from(cycles)
    .where(and(eq(cycles.id, cycleId), eq(cycles.companyId, companyId)));
  return rows.length > 0;
}
