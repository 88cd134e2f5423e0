import { eq } from 'drizzle-orm';
import type { Company, ModuleType } from '@mikro/contracts';
import type { Executor } from '../../db/client';
import { companies } from '../../db/schema/index';

type CompanyRow = typeof companies.$inferSelect;

/** The company as clients see it: the CSD password is never sent, only whether one is stored. */
export function toCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    name: row.name,
    rfc: row.rfc,
    businessName: row.businessName,
    address: row.address,
    regime: row.regime,
    fiscalRegime: row.fiscalRegime,
    zip: row.zip,
    country: row.country,
    foliajeNota: row.foliajeNota,
    foliajeFactura: row.foliajeFactura,
    serieFacturacion: row.serieFacturacion,
    daysQuoteValid: row.daysQuoteValid,
    cerCSD: row.cerCSD,
    // The CSD private key is stored encrypted by the billing module and never leaves the server.
    keyCSD: null,
    hasPassword: Boolean(row.password),
    foliajePago: row.foliajePago,
    email: row.email,
    bankAccount: row.bankAccount,
    typeModule: (row.typeModule as ModuleType | null) ?? null,
    invoiceCampus: row.invoiceCampus,
    idModalidad: row.idModalidad,
    serieNota: row.serieNota,
    serieFactura: row.serieFactura,
    seriePago: row.seriePago,
    serieCotizacion: row.serieCotizacion,
    folioCotizacion: row.folioCotizacion,
    isQuickSale: row.isQuickSale,
    quickSaleMethod: row.quickSaleMethodId === null ? null : { id: row.quickSaleMethodId },
  };
}

export async function getCompany(db: Executor, companyId: number): Promise<Company> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!row) throw new Error(`company ${companyId} not found`);
  return toCompany(row);
}
