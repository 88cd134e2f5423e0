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

const PRICE_CHANGE_PERCENTAGE = /^-?\d{1,4}(\.\d{1,2})?$/;
export const PRICE_CHANGE_PERCENTAGE_MESSAGE = 'Indique un porcentaje mayor a -100 con hasta 2 decimales';

/**
 * A percentage by which prices are changed in bulk: up to 2 decimals and more than -100, since no price may
 * fall to 0 or below. The screen checks it before asking for a preview; the API refuses anything else.
 */
export function isPriceChangePercentage(text: string): boolean {
  return PRICE_CHANGE_PERCENTAGE.test(text) && Money.of(text).gt(-100);
}
