import { Money, type MoneyInput } from '../money/money';

/**
 * A product is below its minimum when it has one (greater than zero) and its stock is less than it: stock equal
 * to the minimum is still enough. The store reports' «Bajo mínimo» state makes the same comparison in SQL.
 */
export function isBelowMinimumStock(stock: MoneyInput, minStock: MoneyInput): boolean {
  return Money.of(minStock).isPositive() && Money.of(stock).lt(minStock);
}

export const MAX_STOCK_BELOW_MINIMUM = 'El máximo no puede ser menor que el mínimo';

/** A product's stock limits hold when it has no maximum (0) or the maximum is at least the minimum. */
export function stockLimitsAgree(minStock: MoneyInput, maxStock: MoneyInput): boolean {
  return Money.of(maxStock).isZero() || Money.of(maxStock).gte(minStock);
}

export const NEGATIVE_STOCK = 'La existencia no puede ser negativa';

/**
 * Stock typed or imported is never below zero. Only an offline sale of goods the shop no longer had can leave a
 * product's stock negative, and that sale is flagged for review.
 */
export function isNegativeStock(stock: MoneyInput): boolean {
  return Money.of(stock).isNegative();
}
