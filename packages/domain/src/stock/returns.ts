import { Money, type MoneyInput } from '../money/money';

/** A quantity as the store takes it (numeric(14,3)): no sign, up to 11 digits and 3 decimals (weighed units). */
export const QUANTITY_PATTERN = '^\\d{1,11}(\\.\\d{1,3})?$';
const QUANTITY_TEXT = new RegExp(QUANTITY_PATTERN);

/** True when `text` is a quantity the API takes (QUANTITY_PATTERN): what a form checks before sending it. */
export function isQuantityText(text: string): boolean {
  return QUANTITY_TEXT.test(text);
}

/** What of a sold line can still be returned: the quantity sold less what earlier returns took back. */
export function returnableQuantity(line: { quantity: MoneyInput; returnedQuantity: MoneyInput }): Money {
  return Money.max(Money.of(line.quantity).minus(line.returnedQuantity), Money.ZERO);
}
