// The price the point of sale shows for a product, as the server prices it: the product's own price in its
// active price list, else the list's percentage over the catalogue price, else the catalogue price.
import type { PriceListItem, Product, StorePriceList } from '@mikro/contracts';
import { Money, type CartProduct } from '@mikro/domain';

const withPercent = (amount: string, percentage: string) => Money.of(amount).times(Money.of(100).plus(percentage)).dividedBy(100).toFixed2();

type Prices = { price: string; priceWithIVA: string };

export function listPrices(product: Pick<Product, 'price' | 'priceWithIVA'>, list: Pick<StorePriceList, 'id' | 'isActive' | 'percentage'> | null | undefined, items: readonly PriceListItem[] = []): Prices & { source: 'catalogue' | 'item' | 'percentage' } {
  if (!list?.isActive) return { price: product.price, priceWithIVA: product.priceWithIVA, source: 'catalogue' };
  const item = items.find((candidate) => candidate.priceListId === list.id);
  if (item) return { price: item.price, priceWithIVA: item.priceWithIVA, source: 'item' };
  return { price: withPercent(product.price, list.percentage), priceWithIVA: withPercent(product.priceWithIVA, list.percentage), source: 'percentage' };
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
  return Money.of(minStock).isPositive() && left.lt(minStock) ? 'below-minimum' : null;
}
