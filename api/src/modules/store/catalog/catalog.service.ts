// Catalogue writes that need more than the generic engine: a price list's per-product prices (kept
// consistent by packages/domain), a product's providers and prices, and the cards-view order of products.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PriceListItem, ProductProvider, SaveMenuOrderRequest, SavePriceListItemsRequest, SaveProductProvidersRequest } from '@mikro/contracts';
import { Money, pricesFromPrice, pricesFromPriceWithTax, saleLineTaxFactor } from '@mikro/domain';
import type { Executor } from '../../../db/client';
import { productProviders, products, storePriceListItems, storePriceLists, warehouseProviders } from '../../../db/schema/index';
import { badRequest, notFound } from '../../../plugins/errors';
import type { StoreContext } from '../shared/context';
import { iso } from '../shared/mappers';

/** The ids (shaped by the route schema), or 400 when one product appears twice. */
function uniqueIds(ids: number[], field: string): number[] {
  if (new Set(ids).size !== ids.length) throw badRequest('Un producto aparece dos veces', [{ field, message: 'Productos repetidos' }]);
  return ids;
}

/** The live products of the caller's branch office with these ids, or 400 naming the first one missing. */
async function branchProducts(db: Executor, ctx: StoreContext, ids: number[]) {
  if (ids.length === 0) return new Map<number, { id: number; IVA: boolean; taxObject: string }>();
  const rows = await db
    .select({ id: products.id, IVA: products.IVA, taxObject: products.taxObject })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.companyId, ctx.companyId), eq(products.branchOfficeId, ctx.branchOfficeId), isNull(products.deletedAt)));
  const found = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw badRequest(`El producto ${missing} no existe en esta sucursal`, [{ field: 'productId', message: 'No existe' }]);
  return found;
}

async function requirePriceList(db: Executor, ctx: StoreContext, id: number) {
  const [list] = await db
    .select({ id: storePriceLists.id })
    .from(storePriceLists)
    .where(and(eq(storePriceLists.id, id), eq(storePriceLists.companyId, ctx.companyId), eq(storePriceLists.branchOfficeId, ctx.branchOfficeId), isNull(storePriceLists.deletedAt)));
  if (!list) throw notFound('Lista de precios no encontrada');
}

/** price ⇄ price with IVA from whichever was given (exactly one); without IVA both are the same amount. */
/** A price-list item's pair of prices, split at the product's own rate (16 % or, at the border, 8 %). */
export function itemPrices(
  input: { price?: string; priceWithIVA?: string },
  product: { IVA: boolean; taxObject: string },
  field: string,
): { price: string; priceWithIVA: string } {
  const given = input.price ?? input.priceWithIVA;
  if (given === undefined || (input.price !== undefined && input.priceWithIVA !== undefined)) {
    throw badRequest('Indique el precio o el precio con IVA (solo uno)', [{ field, message: 'Precio o precio con IVA' }]);
  }
  const amount = Money.of(given).toFixed2();
  if (!product.IVA) return { price: amount, priceWithIVA: amount };
  const factor = saleLineTaxFactor({ isIva: true, taxObject: product.taxObject });
  return input.price !== undefined ? pricesFromPrice(amount, factor) : pricesFromPriceWithTax(amount, factor);
}

const toItem = (row: typeof storePriceListItems.$inferSelect): PriceListItem => ({
  ...row,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export async function savePriceListItems(tx: Executor, ctx: StoreContext, priceListId: number, body: SavePriceListItemsRequest): Promise<PriceListItem[]> {
  const items = body.items;
  const ids = uniqueIds(items.map((item) => item.productId), 'items');
  await requirePriceList(tx, ctx, priceListId);
  const found = await branchProducts(tx, ctx, ids);
  const values = items.map((item, index) => ({
    companyId: ctx.companyId,
    branchOfficeId: ctx.branchOfficeId,
    priceListId,
    productId: item.productId,
    ...itemPrices(item, found.get(item.productId)!, `items.${index}`),
  }));
  const rows = await tx
    .insert(storePriceListItems)
    .values(values)
    .onConflictDoUpdate({
      target: [storePriceListItems.priceListId, storePriceListItems.productId],
      set: { price: sql`excluded.price`, priceWithIVA: sql`excluded.price_with_iva`, updatedAt: sql`now()` },
    })
    .returning();
  return rows.map(toItem);
}

export async function deletePriceListItem(db: Executor, ctx: StoreContext, priceListId: number, productId: number): Promise<void> {
  const deleted = await db
    .delete(storePriceListItems)
    .where(
      and(
        eq(storePriceListItems.priceListId, priceListId),
        eq(storePriceListItems.productId, productId),
        eq(storePriceListItems.companyId, ctx.companyId),
        eq(storePriceListItems.branchOfficeId, ctx.branchOfficeId),
      ),
    )
    .returning({ id: storePriceListItems.id });
  if (deleted.length === 0) throw notFound('El producto no tiene precio propio en esta lista');
}

/** Replaces a product's providers; the product's priceProvider becomes the first provider's price. */
export async function saveProductProviders(tx: Executor, ctx: StoreContext, productId: number, body: SaveProductProvidersRequest): Promise<ProductProvider[]> {
  const providerIds = body.providers.map((entry) => entry.providerId);
  if (new Set(providerIds).size !== providerIds.length) throw badRequest('Un proveedor aparece dos veces', [{ field: 'providers', message: 'Proveedores repetidos' }]);
  const parsed = body.providers.map((entry) => ({ providerId: entry.providerId, cost: Money.of(entry.cost).toFixed2(), providerCode: (entry.providerCode ?? '').trim() }));
  await branchProducts(tx, ctx, [productId]).catch(() => {
    throw notFound('Producto no encontrado');
  });
  if (providerIds.length > 0) {
    const known = await tx
      .select({ id: warehouseProviders.id })
      .from(warehouseProviders)
      .where(and(inArray(warehouseProviders.id, providerIds), eq(warehouseProviders.companyId, ctx.companyId), isNull(warehouseProviders.deletedAt)));
    const missing = providerIds.find((id) => !known.some((row) => row.id === id));
    if (missing !== undefined) throw badRequest(`El proveedor ${missing} no existe`, [{ field: 'providers', message: 'No existe' }]);
  }
  await tx.delete(productProviders).where(eq(productProviders.productId, productId));
  const rows =
    parsed.length === 0
      ? []
      : await tx
          .insert(productProviders)
          .values(parsed.map((entry) => ({ companyId: ctx.companyId, productId, ...entry })))
          .returning();
  await tx
    .update(products)
    .set({ priceProvider: parsed[0]?.cost ?? Money.ZERO.toFixed2(), updatedAt: sql`now()` })
    .where(eq(products.id, productId));
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) }));
}

/** Numbers the given products 1…n on the cards view (0 = no place: shown after the numbered ones). */
export async function saveMenuOrder(tx: Executor, ctx: StoreContext, body: SaveMenuOrderRequest): Promise<{ id: number; menuOrder: number }[]> {
  const ids = uniqueIds(body.productIds, 'productIds');
  await branchProducts(tx, ctx, ids);
  const positions = sql.join(
    ids.map((id, index) => sql`(${id}::int, ${index + 1}::int)`),
    sql`, `,
  );
  await tx.execute(sql`UPDATE ${products} AS p SET menu_order = v.position, updated_at = now() FROM (VALUES ${positions}) AS v(id, position) WHERE p.id = v.id`);
  return ids.map((id, index) => ({ id, menuOrder: index + 1 }));
}
