// Prices a list of requested lines on the server: product prices from the active price list, extra
// charges from the catalogue, IVA split by packages/domain. Whatever amounts the client sent are ignored.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppliedCharge, SaleLineRequest, SaleTotals } from '@mikro/contracts';
import { Money, applyExtraCharges, borderRateSaleMessage, cartLineTotals, extraChargeProblem, priceListPrice, quantityUnitProblem, sumCartTotals, taxFactor, toChargeLine, uniqueByName, type ChargeLine, institutionToday } from '@mikro/domain';
import type { Executor } from '../../../db/client';
import { branchOffices, products, storePriceListItems, storePriceLists } from '../../../db/schema/index';
import { badRequest, HttpError } from '../../../plugins/errors';
import { positiveQuantity } from './amounts';
import { automaticChargesOn, loadChargeCandidates, type ChargeCandidate } from './automatic-charges';
import type { StoreContext } from './context';

export interface PricedLine {
  productId: number;
  productName: string;
  productCode: string;
  quantity: string;
  unitMeasurement: string;
  unity: number;
  price: string;
  priceWithIVA: string;
  isIva: boolean;
  extraCharges: AppliedCharge[];
  gross: string;
  discounts: string;
  surcharges: string;
  subtotal: string;
  tax: string;
  total: string;
}

export interface PricedDocument {
  lines: PricedLine[];
  totals: SaleTotals;
}

export interface ValidLine {
  productId: number;
  quantity: Money;
  charges: number[];
}

/**
 * The requested lines (1 to 500, ids and quantities shaped by the route schema) with their quantities as
 * Money (400 naming the line of a quantity of 0 or with more than 3 decimals) and each charge once.
 */
export function validateLines(lines: readonly SaleLineRequest[]): ValidLine[] {
  return lines.map((line, index) => ({
    productId: line.productId,
    quantity: positiveQuantity(line.quantity, `lines.${index}.quantity`),
    charges: [...new Set(line.charges ?? [])],
  }));
}

/** The product columns pricing reads. */
export type PricingProduct = Pick<
  typeof products.$inferSelect,
  'id' | 'isActive' | 'branchOfficeId' | 'name' | 'code' | 'storePriceListId' | 'price' | 'priceWithIVA' | 'IVA' | 'taxObject' | 'unitMeasurement' | 'unity'
>;
/** The price-list columns pricing reads (`deletedAt` only for whether it is null). */
export interface PricingPriceList {
  id: number;
  name: string;
  branchOfficeId: number;
  percentage: string;
  isActive: boolean;
  deletedAt: Date | string | null;
}
export interface PricingListItem {
  listId: number;
  productId: number;
  price: string;
  priceWithIVA: string;
}

/**
 * What pricing reads from the database, one method per question (the checkout answers them from the one
 * statement that also claimed its key and found the register; everything else reads through drizzle).
 */
export interface PricingReads {
  /** Live products of the company with these ids. */
  products(ids: number[]): Promise<PricingProduct[]>;
  /** Price lists of the company with these ids. */
  priceLists(ids: number[]): Promise<PricingPriceList[]>;
  /** Per-product prices of these lists for these products. */
  listItems(listIds: number[], productIds: number[]): Promise<PricingListItem[]>;
  /** See loadChargeCandidates. */
  chargeCandidates(ids: number[]): Promise<ChargeCandidate[]>;
  /** Whether the branch office sells at IVA 8 % (SAT's border region, ADR 0036). */
  borderRegion(): Promise<boolean>;
}

export function drizzlePricingReads(db: Executor, ctx: StoreContext): PricingReads {
  return {
    products: (ids) => db.select().from(products).where(and(inArray(products.id, ids), eq(products.companyId, ctx.companyId), isNull(products.deletedAt))),
    priceLists: (ids) => db.select().from(storePriceLists).where(and(inArray(storePriceLists.id, ids), eq(storePriceLists.companyId, ctx.companyId))),
    listItems: (listIds, productIds) =>
      db
        .select({ listId: storePriceListItems.priceListId, productId: storePriceListItems.productId, price: storePriceListItems.price, priceWithIVA: storePriceListItems.priceWithIVA })
        .from(storePriceListItems)
        .where(and(inArray(storePriceListItems.priceListId, listIds), inArray(storePriceListItems.productId, productIds))),
    chargeCandidates: (ids) => loadChargeCandidates(db, ctx, ids),
    borderRegion: async () => (await db.select({ border: branchOffices.borderRegion }).from(branchOffices).where(eq(branchOffices.id, ctx.branchOfficeId)))[0]?.border ?? false,
  };
}

/**
 * The charges the client attached (each must exist, be active and be applicable) and the store's automatic
 * ones of today. The catalogue refuses a charge that could never be applied, but one stored before that rule
 * is refused here by name: attached by the cashier it is a 400 naming the line, listed as automatic a 409
 * (nothing can be sold in the branch office until it is fixed in the catalogue), never a failure mid-total.
 */
async function chargesFor(reads: PricingReads, lines: readonly ValidLine[]): Promise<{ byId: Map<number, ChargeLine>; automatic: ChargeLine[] }> {
  const ids = [...new Set(lines.flatMap((l) => l.charges))];
  const candidates = await reads.chargeCandidates(ids);
  const byId = new Map<number, ChargeLine>();
  for (const { charge } of candidates) if (ids.includes(charge.id)) byId.set(charge.id, toChargeLine(charge));
  for (const id of ids) if (!byId.has(id)) throw badRequest(`El cargo extra ${id} no existe o no está activo`);
  lines.forEach((line, index) => {
    for (const id of line.charges) {
      const charge = byId.get(id)!;
      const problem = extraChargeProblem(charge);
      if (problem) {
        throw badRequest(`El cargo extra «${charge.name}» no se puede aplicar: ${problem}`, [{ field: `lines.${index}.charges`, message: `El cargo extra ${id} no se puede aplicar: ${problem}` }]);
      }
    }
  });
  const listed = candidates.some((candidate) => candidate.listed);
  const automatic = listed ? automaticChargesOn(candidates, institutionToday()) : [];
  for (const charge of automatic) {
    const problem = extraChargeProblem(charge);
    if (problem) {
      throw new HttpError(409, `El cargo extra automático «${charge.name}» no se puede aplicar: ${problem}; corríjalo en el catálogo de cargos extra`, {
        fields: [{ field: `extraCharges.${charge.id}.quantity`, message: `No se puede aplicar: ${problem}` }],
      });
    }
  }
  return { byId, automatic: automatic.map(toChargeLine) };
}

/** Per-product prices of the usable lists, by `${listId}:${productId}`. */
async function listItemPrices(reads: PricingReads, listIds: number[], productIds: number[]): Promise<Map<string, { price: string; priceWithIVA: string }>> {
  if (listIds.length === 0) return new Map();
  const rows = await reads.listItems(listIds, productIds);
  return new Map(rows.map((row) => [`${row.listId}:${row.productId}`, row]));
}

/** The percentage of each usable price list; a list of another branch office is refused (409). */
async function priceListPercentages(reads: PricingReads, ctx: StoreContext, ids: number[], explicit: boolean): Promise<Map<number, string>> {
  const result = new Map<number, string>();
  if (ids.length === 0) return result;
  const rows = await reads.priceLists(ids);
  for (const id of ids) {
    const list = rows.find((r) => r.id === id);
    if (!list) {
      if (explicit) throw badRequest('La lista de precios no existe');
      continue;
    }
    if (list.branchOfficeId !== ctx.branchOfficeId) throw new HttpError(409, `La lista de precios "${list.name}" pertenece a otra sucursal`);
    const usable = list.isActive && list.deletedAt === null;
    if (!usable && explicit) throw new HttpError(409, `La lista de precios "${list.name}" no está activa`);
    if (usable) result.set(id, list.percentage);
  }
  return result;
}

/** Prices validated lines. `priceListId` overrides each product's own list. */
export async function priceLines(
  db: Executor,
  ctx: StoreContext,
  lines: ValidLine[],
  priceListId?: number | null,
  reads: PricingReads = drizzlePricingReads(db, ctx),
): Promise<PricedDocument> {
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const rows = await reads.products(productIds);
  const byId = new Map(rows.map((p) => [p.id, p]));
  for (const id of productIds) {
    const product = byId.get(id);
    if (!product || !product.isActive) throw badRequest(`El producto ${id} no existe o no está activo`, [{ field: 'lines', message: `Producto ${id} no encontrado` }]);
    if (product.branchOfficeId !== ctx.branchOfficeId) throw new HttpError(409, `El producto "${product.name}" pertenece a otra sucursal`);
  }
  // IVA 8 % is sold only where the branch office is in SAT's border region (ADR 0036); elsewhere such a product waits.
  const border = rows.find((p) => p.IVA && p.taxObject === 'iva8');
  if (border && !(await reads.borderRegion())) throw new HttpError(409, borderRateSaleMessage(border.name));
  const listIds = priceListId != null ? [priceListId] : [...new Set(rows.map((p) => p.storePriceListId).filter((id): id is number => id !== null))];
  const percentages = await priceListPercentages(reads, ctx, listIds, priceListId != null);
  const items = await listItemPrices(reads, [...percentages.keys()], productIds);
  const charges = await chargesFor(reads, lines);

  const priced = lines.map((line, index): PricedLine => {
    const product = byId.get(line.productId)!;
    const unitProblem = quantityUnitProblem(product.unitMeasurement, line.quantity);
    if (unitProblem) {
      const field = `lines.${index}.quantity`;
      throw badRequest(`${field}: «${product.name}» ${unitProblem.charAt(0).toLowerCase()}${unitProblem.slice(1)}`, [{ field, message: unitProblem }]);
    }
    const listId = priceListId ?? product.storePriceListId;
    const percentage = listId === null ? undefined : percentages.get(listId);
    const { price, priceWithIVA } = priceListPrice(product, percentage === undefined ? null : { percentage }, items.get(`${listId}:${product.id}`));
    // A price stored before prices were validated (or pushed below 0 by a list's percentage) cannot be sold.
    if (Money.of(price).isNegative() || Money.of(priceWithIVA).isNegative()) {
      throw new HttpError(409, `El producto "${product.name}" tiene un precio negativo; corrígelo en el catálogo antes de venderlo`);
    }
    const chargeLines = uniqueByName([...line.charges.map((id) => charges.byId.get(id)!), ...charges.automatic]);
    // A line carrying IVA is split with its product's rate: 1.08 at 8 % (border region), else 1.16.
    const factor = product.IVA && product.taxObject === 'iva8' ? taxFactor('iva8') : undefined;
    const totals = cartLineTotals({ quantity: line.quantity.toString(), price, priceWithIVA, isIva: product.IVA, extraCharges: chargeLines }, factor);
    const applied = applyExtraCharges(totals.gross, chargeLines).adjustments;
    return {
      productId: product.id,
      productName: product.name,
      productCode: product.code,
      quantity: line.quantity.toString(),
      unitMeasurement: product.unitMeasurement,
      unity: product.unity,
      price: Money.of(price).toFixed2(),
      priceWithIVA: Money.of(priceWithIVA).toFixed2(),
      isIva: product.IVA,
      extraCharges: applied,
      ...totals,
    };
  });
  return { lines: priced, totals: sumCartTotals(priced) };
}
