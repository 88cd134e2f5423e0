import type { MoneyInput } from '../money/money';
import { IVA_FACTOR, addTax } from '../tax/iva';

/**
 * Raises the price of the selected lines by the tax factor (price -> price with IVA); the other
 * lines are returned untouched. Applying it twice raises twice: callers apply it once per line.
 */
export function applyTaxFactorToLines<L extends { id: number | string; price: string }>(
  lines: readonly L[],
  selectedIds: Iterable<L['id']>,
  factor: MoneyInput = IVA_FACTOR,
): L[] {
  const selected = new Set<L['id']>(selectedIds);
  return lines.map((line) => (selected.has(line.id) ? { ...line, price: addTax(line.price, factor) } : line));
}
