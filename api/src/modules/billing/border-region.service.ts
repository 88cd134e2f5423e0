// Which branch offices are in SAT's border region (ADR 0036): an establishment there, for which the company filed
// SAT's notice, sells its products taxed at IVA 8 %; the others refuse to. A fiscal setting of the company (/empresa).
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branchOffices } from '../../db/schema/index';
import { notFound } from '../../plugins/errors';

export interface BranchBorderRegion {
  id: number;
  name: string;
  borderRegion: boolean;
}

const columns = { id: branchOffices.id, name: branchOffices.name, borderRegion: branchOffices.borderRegion };

/** The company's branch offices, each saying whether it is in the border region. */
export function branchBorderRegions(db: Pick<Database, 'select'>, companyId: number): Promise<BranchBorderRegion[]> {
  return db.select(columns).from(branchOffices).where(eq(branchOffices.companyId, companyId)).orderBy(asc(branchOffices.id));
}

/** Marks one of the company's branch offices as in the border region, or not (404 for another company's). */
export async function setBorderRegion(db: Pick<Database, 'update'>, companyId: number, id: number, borderRegion: boolean): Promise<BranchBorderRegion> {
  const [row] = await db
    .update(branchOffices)
    .set({ borderRegion, updatedAt: new Date() })
    .where(and(eq(branchOffices.id, id), eq(branchOffices.companyId, companyId)))
    .returning(columns);
  if (!row) throw notFound('La sucursal no existe.');
  return row;
}
