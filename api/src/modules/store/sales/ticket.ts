// Everything an 80 mm ticket prints; the UI renders it.
import { eq } from 'drizzle-orm';
import type { SaleTicket } from '@mikro/contracts';
import { Money, unitLabel, unitName } from '@mikro/domain';
import type { Executor } from '../../../db/client';
import { onlyRow } from '../../../db/rows';
import { branchOffices, companies } from '../../../db/schema/index';
import type { StoreContext } from '../shared/context';
import { loadSaleDetail } from './sales.service';

export async function saleTicket(db: Executor, ctx: StoreContext, id: number): Promise<SaleTicket> {
  const sale = await loadSaleDetail(db, ctx, id);
  const company = onlyRow(await db.select().from(companies).where(eq(companies.id, ctx.companyId)));
  const branch = onlyRow(await db.select().from(branchOffices).where(eq(branchOffices.id, sale.branchOfficeId)));
  const taxed = sale.lines.filter((l) => l.isIva);
  const exempt = sale.lines.filter((l) => !l.isIva);
  return {
    company: { name: company.name, businessName: company.businessName, rfc: company.rfc, address: company.address, zip: company.zip, regime: company.regime },
    branchOffice: { id: branch.id, name: branch.name, address: branch.address },
    serie: sale.serie,
    folio: sale.folio,
    provisional: sale.offline?.provisional ?? null,
    // An offline sale's ticket keeps the time it was sold on the device.
    createdAt: sale.offline?.soldAt ?? sale.createdAt,
    cashier: sale.cashier.name,
    client: sale.client?.name ?? null,
    saleType: sale.saleType,
    status: sale.status,
    lines: sale.lines.map((l) => ({
      productName: l.productName,
      productCode: l.productCode,
      quantity: l.quantity,
      // SAT's name for the unit, singular or plural by the quantity («1 litro», not «1 Lts»); the old display
      // abbreviation only for a unit outside the catalogue the store offers.
      unitLabel: unitName(l.unitMeasurement, l.quantity) || unitLabel(l.unity),
      unitPrice: l.isIva ? l.priceWithIVA : l.price,
      discounts: l.discounts,
      total: l.total,
    })),
    taxes: {
      taxedSubtotal: Money.sum(taxed.map((l) => l.subtotal)).toFixed2(),
      iva: Money.sum(taxed.map((l) => l.tax)).toFixed2(),
      exempt: Money.sum(exempt.map((l) => l.total)).toFixed2(),
    },
    totals: { gross: sale.gross, discounts: sale.discounts, surcharges: sale.surcharges, subtotal: sale.subtotal, tax: sale.tax, total: sale.total },
    payments: sale.miniStoreSalePayments
      .filter((p) => p.kind !== 'devolucion')
      .map((p) => ({ methodName: p.methodName, amount: p.amount, received: p.received, reference: p.reference })),
    change: sale.change,
    balance: sale.balance,
    instalments: sale.instalments,
  };
}
