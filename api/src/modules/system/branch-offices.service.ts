import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BranchOffice, ModuleType } from '@mikro/contracts';
import type { Executor } from '../../db/client';
import { branchOffices, branchOfficeSettings, userBranchOffices } from '../../db/schema/index';

async function withSettings(db: Executor, offices: { id: number; name: string; address: string }[]): Promise<BranchOffice[]> {
  if (offices.length === 0) return [];
  const settings = await db
    .select()
    .from(branchOfficeSettings)
    .where(inArray(branchOfficeSettings.branchOfficeId, offices.map((o) => o.id)))
    .orderBy(asc(branchOfficeSettings.typeModule));
  return offices.map((office) => ({
    id: office.id,
    name: office.name,
    address: office.address,
    branchOfficeSettings: settings
      .filter((s) => s.branchOfficeId === office.id)
      .map((s) => ({ id: s.id, typeModule: s.typeModule as ModuleType, isActive: s.isActive })),
  }));
}

const officeColumns = { id: branchOffices.id, name: branchOffices.name, address: branchOffices.address };

export async function listCompanyBranchOffices(db: Executor, companyId: number): Promise<BranchOffice[]> {
  const offices = await db
    .select(officeColumns)
    .from(branchOffices)
    .where(eq(branchOffices.companyId, companyId))
    .orderBy(asc(branchOffices.id));
  return withSettings(db, offices);
}

/** The branch offices the user may enter. */
export async function listUserBranchOffices(db: Executor, userId: number, companyId: number): Promise<BranchOffice[]> {
  const offices = await db
    .select(officeColumns)
    .from(userBranchOffices)
    .innerJoin(branchOffices, eq(branchOffices.id, userBranchOffices.branchOfficeId))
    .where(and(eq(userBranchOffices.userId, userId), eq(branchOffices.companyId, companyId)))
    .orderBy(asc(branchOffices.id));
  return withSettings(db, offices);
}
