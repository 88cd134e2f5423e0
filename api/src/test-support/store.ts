// Test support of the store: sessions with a branch office, and products made to measure.
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import { onlyRow } from '../db/rows';
import { products, storePriceLists } from '../db/schema/index';
import { branchSession, type BranchSession } from './session';

export type StoreSession = BranchSession;
export { branchSession as storeSession };

export interface ProductSpec {
  stock?: string;
  price?: string;
  priceWithIVA?: string;
  IVA?: boolean;
  priceListId?: number | null;
  branchOfficeId?: number;
  unitMeasurement?: string;
  unity?: number;
}

export async function createProduct(db: Database, session: StoreSession, spec: ProductSpec = {}): Promise<number> {
  const code = `T-${randomBytes(5).toString('hex')}`;
  const row = onlyRow(
    await db
      .insert(products)
      .values({
        companyId: session.companyId,
        branchOfficeId: spec.branchOfficeId ?? session.branchOfficeId,
        name: `Producto ${code}`,
        code,
        price: spec.price ?? '86.21',
        priceWithIVA: spec.priceWithIVA ?? '100.00',
        IVA: spec.IVA ?? true,
        stock: spec.stock ?? '100',
        storePriceListId: spec.priceListId ?? null,
        unitMeasurement: spec.unitMeasurement ?? 'H87',
        unity: spec.unity ?? 6,
      })
      .returning({ id: products.id }),
  );
  return row.id;
}

export async function createPriceList(db: Database, session: StoreSession, percentage: string, branchOfficeId = session.branchOfficeId): Promise<number> {
  const row = onlyRow(
    await db
      .insert(storePriceLists)
      .values({ companyId: session.companyId, branchOfficeId, name: `Lista ${randomBytes(4).toString('hex')}`, percentage })
      .returning({ id: storePriceLists.id }),
  );
  return row.id;
}
