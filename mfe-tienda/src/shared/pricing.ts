// The price the point of sale shows for a product, as the server prices it: the product's own price in its
// active price list, else the list's percentage over the catalogue price, else the catalogue price.
import type { PriceListItem, Product, StorePriceList } from '@mikro/contracts';
import { isBelowMinimumStock, Money, priceListPrice, type CartProduct, type PriceSource, type ProductListPrices } from '@mikro/domain';

/** The domain's price-list rule with this product's list (used only while active) and its own price in it. */
export function listPrices(
  product: Pick<Product, 'price' | 'priceWithIVA'>,
  list: Pick<StorePriceList, 'id' | 'isActive' | 'percentage'> | null | undefined,
  items: readonly PriceListItem[] = [],
): ProductListPrices & { source: PriceSource } {
  const usable = list?.isActive ? list : null;
  return priceListPrice(product, usable, usable ? items.find((candidate) => candidate.priceListId === usable.id) : null);
}

export function toCartProduct(product: Product): CartProduct {
  const prices = listPrices(product, product.storePriceList, product.priceListItems);
  return {
    id: product.id,
    name: product.name,
    code: product.code,
    price: prices.price,
    priceWithIVA: prices.priceWithIVA,
    IVA: product.IVA,
    // The line's IVA rate (8 % in the border region) follows the product's tax object, as the server splits it.
    taxObject: product.taxObject,
    stock: Number(product.stock),
    unitMeasurement: product.unitMeasurement,
    storeClassification: product.storeClassificationId ? { id: product.storeClassificationId } : null,
  };
}

export type StockWarning = 'insufficient' | 'below-minimum' | null;

/** After selling `quantity`: not enough stock, or stock left below the product's minimum. */
export function stockWarning(stock: string | number, minStock: string | number, quantity: string | number): StockWarning {
  const left = Money.of(stock).minus(quantity);
  if (left.isNegative()) return 'insufficient';
  return isBelowMinimumStock(left, minStock) ? 'below-minimum' : null;
}
