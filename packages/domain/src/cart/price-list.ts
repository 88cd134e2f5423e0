import { Money, type MoneyInput } from '../money/money';

export interface ProductListPrices {
  price: string;
  priceWithIVA: string;
}

/** Where a product's selling price came from. */
export type PriceSource = 'catalogue' | 'item' | 'percentage';

/** `amount` raised (or lowered, when negative) by `percentage` percent, to the centavo. */
export function withPercentage(amount: MoneyInput, percentage: MoneyInput): string {
  return Money.of(amount).times(Money.of(100).plus(percentage)).dividedBy(100).toFixed2();
}

/**
 * The price a product sells at under a price list: the list's own price for the product when it has
 * one, else the catalogue price plus or minus the list's percentage; without a usable list (none,
 * inactive or deleted — the caller decides) the catalogue price.
 */
export function priceListPrice(
  product: { price: MoneyInput; priceWithIVA: MoneyInput },
  list: { percentage: MoneyInput } | null | undefined,
  item?: { price: MoneyInput; priceWithIVA: MoneyInput } | null,
): ProductListPrices & { source: PriceSource } {
  if (!list) return { price: Money.of(product.price).toFixed2(), priceWithIVA: Money.of(product.priceWithIVA).toFixed2(), source: 'catalogue' };
  if (item) return { price: Money.of(item.price).toFixed2(), priceWithIVA: Money.of(item.priceWithIVA).toFixed2(), source: 'item' };
  return { price: withPercentage(product.price, list.percentage), priceWithIVA: withPercentage(product.priceWithIVA, list.percentage), source: 'percentage' };
}
