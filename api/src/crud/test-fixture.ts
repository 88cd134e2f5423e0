// Test support for the engine's suites: extra products (varied names, prices, nulls, a soft-deleted one),
// providers per product, and a second company with its own branch office and product.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { onlyRow } from '../db/rows';
import { branchOffices, companies, productProviders, products, storeClassifications, warehouseProviders } from '../db/schema/index';

export const FIXTURE_NAMES = [
  'Ábaco de madera', 'abanico', 'Mochila AZUL', 'mochila roja', 'Pluma 100%', 'Pluma_negra', 'Regla 30 cm', 'Ñandú de peluche',
  'Tijeras escolares', 'Pegamento en barra', 'Colores x12', 'Marcatextos', 'Borrador', 'Sacapuntas', 'Compás', 'Carpeta',
];

export interface Fixture {
  otherCompanyId: number;
  otherBranchId: number;
  otherProductId: number;
  otherClassificationId: number;
  northProductId: number;
  deletedProductId: number;
}

export async function seedEngineFixture(db: Database): Promise<Fixture> {
  const classes = await db.select({ id: storeClassifications.id }).from(storeClassifications).where(sql`branch_office_id = 1`).orderBy(storeClassifications.id);
  const classificationAt = (i: number): number => {
    const classification = classes[i % classes.length];
    if (!classification) throw new Error('the demo seed has no store classification in branch office 1');
    return classification.id;
  };
  const rows = Array.from({ length: 32 }, (_, i) => ({
    companyId: 1,
    branchOfficeId: 1,
    code: `FX-${String(i).padStart(2, '0')}`,
    name: `${FIXTURE_NAMES[i % FIXTURE_NAMES.length]}${i >= FIXTURE_NAMES.length ? ' grande' : ''}`,
    description: i % 4 === 0 ? 'Incluye estuche' : '',
    price: ((i * 37.5) % 310).toFixed(2),
    IVA: i % 3 !== 0,
    isActive: i % 5 !== 0,
    storeClassificationId: i % 4 === 1 ? null : classificationAt(i),
    stock: String(i * 2),
  }));
  const inserted = await db.insert(products).values(rows).returning({ id: products.id });
  const deleted = onlyRow(
    await db
      .insert(products)
      .values({ companyId: 1, branchOfficeId: 1, code: 'FX-DEL', name: 'Mochila descontinuada', price: '99.00', deletedAt: new Date() })
      .returning({ id: products.id }),
  );
  const north = onlyRow(
    await db
      .insert(products)
      .values({ companyId: 1, branchOfficeId: 2, code: 'FX-NORTE', name: 'Mochila norteña', price: '120.00' })
      .returning({ id: products.id }),
  );
  await db.insert(warehouseProviders).values({ companyId: 1, name: 'Papelera Monterrey' });
  const providers = await db.select({ id: warehouseProviders.id }).from(warehouseProviders).where(sql`company_id = 1`).orderBy(warehouseProviders.id);
  await db.insert(productProviders).values(
    inserted.slice(0, 6).flatMap((p, i) => providers.slice(0, 1 + (i % 3)).map((provider, k) => ({ companyId: 1, productId: p.id, providerId: provider.id, cost: `${10 + k}.50` }))),
  );

  const company = onlyRow(await db.insert(companies).values({ name: 'Otra Escuela', rfc: 'OES010101AAA' }).returning({ id: companies.id }));
  const branch = onlyRow(await db.insert(branchOffices).values({ companyId: company.id, name: 'Otra sucursal' }).returning({ id: branchOffices.id }));
  const otherClass = onlyRow(
    await db
      .insert(storeClassifications)
      .values({ companyId: company.id, branchOfficeId: branch.id, name: 'Ajena' })
      .returning({ id: storeClassifications.id }),
  );
  const other = onlyRow(
    await db
      .insert(products)
      .values({ companyId: company.id, branchOfficeId: branch.id, code: 'FX-AJENO', name: 'Mochila ajena', price: '10.00' })
      .returning({ id: products.id }),
  );
  return {
    otherCompanyId: company.id,
    otherBranchId: branch.id,
    otherProductId: other.id,
    otherClassificationId: otherClass.id,
    northProductId: north.id,
    deletedProductId: deleted.id,
  };
}
