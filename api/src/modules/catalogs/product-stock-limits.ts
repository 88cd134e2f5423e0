// A product's stock is never written below zero, and its minimum and maximum are checked together on every write,
// with the stored value standing in for the one a PATCH leaves out.
import { isNegativeStock, isValidAmount, MAX_STOCK_BELOW_MINIMUM, NEGATIVE_STOCK, stockLimitsAgree } from '@mikro/domain';

type Values = Record<string, unknown>;

const amountOf = (value: unknown): string | number | undefined =>
  (typeof value === 'string' || typeof value === 'number') && isValidAmount(value) ? value : undefined;

/** The field error when the maximum would end up below the minimum, else null. */
export function stockLimitsError(values: Values, stored: Values | null): { field: string; message: string } | null {
  const stock = amountOf(values.stock);
  if (stock !== undefined && isNegativeStock(stock)) return { field: 'stock', message: NEGATIVE_STOCK };
  if (values.minStock === undefined && values.maxStock === undefined) return null;
  const minStock = amountOf(values.minStock ?? stored?.minStock ?? 0);
  const maxStock = amountOf(values.maxStock ?? stored?.maxStock ?? 0);
  // A malformed amount is the column schema's to refuse.
  if (minStock === undefined || maxStock === undefined) return null;
  return stockLimitsAgree(minStock, maxStock) ? null : { field: 'maxStock', message: MAX_STOCK_BELOW_MINIMUM };
}
