import { Money, type MoneyInput } from '../money/money';

/** The tax rates: IVA 0.16 and the factor of a tax-included price, 1.16. */
export const IVA = 0.16;
export const IVA_FACTOR = 1.16;
export const TAX_RATE = { iva: IVA, ivaIncluded: IVA_FACTOR } as const;

/** All amounts are 2-decimal strings ("1234.50"); total = subtotal + tax exactly. */
export interface TaxBreakdown {
  subtotal: string;
  tax: string;
  total: string;
}

export const ZERO_BREAKDOWN: TaxBreakdown = Object.freeze({ subtotal: '0.00', tax: '0.00', total: '0.00' });

function positiveFactor(factor: MoneyInput): Money {
  const value = Money.of(factor);
  if (!value.isPositive()) throw new RangeError('The tax factor must be greater than zero');
  return value;
}

/**
 * Splits a tax-included price: total rounded to centavos, subtotal = total / factor
 * rounded, tax = total - subtotal (so the three always add up). Amounts of 0 or less yield zeros.
 */
export function splitPriceWithTax(priceWithTax: MoneyInput, factor: MoneyInput = IVA_FACTOR): TaxBreakdown {
  const divisor = positiveFactor(factor);
  const total = Money.of(priceWithTax).round();
  if (!total.isPositive()) return { ...ZERO_BREAKDOWN };
  const subtotal = total.dividedBy(divisor).round();
  return { subtotal: subtotal.toFixed2(), tax: total.minus(subtotal).toFixed2(), total: total.toFixed2() };
}

/** price -> priceWithIVA, rounded to centavos. */
export function addTax(price: MoneyInput, factor: MoneyInput = IVA_FACTOR): string {
  return Money.of(price).times(positiveFactor(factor)).toFixed2();
}

/** priceWithIVA -> price, rounded to centavos. removeTax(addTax(p)) === p for every 2-decimal p. */
export function removeTax(priceWithTax: MoneyInput, factor: MoneyInput = IVA_FACTOR): string {
  return Money.of(priceWithTax).dividedBy(positiveFactor(factor)).toFixed2();
}

export interface ProductPrices {
  price: string;
  priceWithIVA: string;
}

/** Product form: the user typed the price before tax; priceWithIVA follows. */
export function pricesFromPrice(price: MoneyInput, factor: MoneyInput = IVA_FACTOR): ProductPrices {
  return { price: Money.of(price).toFixed2(), priceWithIVA: addTax(price, factor) };
}

/**
 * Product form: the user typed the tax-included price, which is kept as typed (rounded to
 * centavos); price follows. Not every centavo amount is reachable from a 2-decimal price, so
 * addTax(price) may differ from it by at most one centavo.
 */
export function pricesFromPriceWithTax(priceWithTax: MoneyInput, factor: MoneyInput = IVA_FACTOR): ProductPrices {
  return { price: removeTax(priceWithTax, factor), priceWithIVA: Money.of(priceWithTax).toFixed2() };
}

/**
 * A product's pair of prices from what was given: the price before tax when present (priceWithIVA follows),
 * else the tax-included price (price follows); without IVA both are the same amount. Null when neither was given.
 */
export function productPrices(
  input: { price?: MoneyInput | null; priceWithIVA?: MoneyInput | null },
  isIva: boolean,
  factor: MoneyInput = IVA_FACTOR,
): ProductPrices | null {
  const basis = input.price ?? input.priceWithIVA;
  if (basis === undefined || basis === null) return null;
  if (!isIva) {
    const amount = Money.of(basis).toFixed2();
    return { price: amount, priceWithIVA: amount };
  }
  return input.price !== undefined && input.price !== null ? pricesFromPrice(input.price, factor) : pricesFromPriceWithTax(basis, factor);
}

/** Whether a pair of prices follows the split: one is derived from the other (either way); without IVA they are equal. */
export function pricesAgree(prices: { price: MoneyInput; priceWithIVA: MoneyInput }, isIva: boolean, factor: MoneyInput = IVA_FACTOR): boolean {
  const price = Money.of(prices.price).toFixed2();
  const withIva = Money.of(prices.priceWithIVA).toFixed2();
  if (!isIva) return price === withIva;
  return addTax(price, factor) === withIva || removeTax(withIva, factor) === price;
}
