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

/**
 * The value of `returned` units of a sold line: its total × returned ÷ sold, to the centavo. Computed on the
 * quantity returned so far (before and after a return), so returning every unit gives back the whole total.
 */
export function returnedValue(line: { total: MoneyInput; quantity: MoneyInput }, returned: MoneyInput): Money {
  return Money.of(line.total).times(returned).dividedBy(line.quantity).round();
}

export interface ReturnLine {
  total: MoneyInput;
  quantity: MoneyInput;
  /** Returned by earlier returns. */
  returnedQuantity: MoneyInput;
  /** Returned now. */
  returning: MoneyInput;
}

/**
 * What a return is worth and what of it goes back in money: the customer gets back what was paid beyond what
 * the goods kept still cost (never below 0); a sale on credit first loses that value from its balance.
 */
export function returnAmounts(sale: { total: MoneyInput; paid: MoneyInput }, lines: readonly ReturnLine[]): { value: Money; refund: Money } {
  let before = Money.ZERO;
  let value = Money.ZERO;
  for (const line of lines) {
    const earlier = returnedValue(line, line.returnedQuantity);
    before = before.plus(earlier);
    value = value.plus(returnedValue(line, Money.of(line.returnedQuantity).plus(line.returning)).minus(earlier));
  }
  return { value, refund: refundDue({ total: sale.total, returnedTotal: before.plus(value), paid: sale.paid }) };
}

/** After a return, what goes back in money: what was paid beyond what the goods kept cost, never below 0. */
export function refundDue(sale: { total: MoneyInput; returnedTotal: MoneyInput; paid: MoneyInput }): Money {
  return Money.max(Money.of(sale.paid).minus(Money.of(sale.total).minus(sale.returnedTotal)), Money.ZERO);
}
