import { Money, type MoneyInput } from '../money/money';
import { IVA_FACTOR, ZERO_BREAKDOWN, splitPriceWithTax, type TaxBreakdown } from './iva';

export interface LineInput {
  quantity: MoneyInput;
  unitPrice: MoneyInput;
  /** Whether the line carries IVA. */
  isIva: boolean;
  /** true (default): unitPrice already includes IVA; false: IVA is added on top of it. */
  priceIncludesTax?: boolean;
}

function nonNegative(value: MoneyInput, what: string): Money {
  const amount = Money.of(value);
  if (amount.isNegative()) throw new RangeError(`${what} cannot be negative`);
  return amount;
}

/**
 * Totals of quantity × unit price. The line amount is rounded to centavos first; a taxed line
 * is then split (tax included) or taxed on top (tax excluded), always with total = subtotal + tax.
 */
export function lineTotals(line: LineInput, factor: MoneyInput = IVA_FACTOR): TaxBreakdown {
  const amount = nonNegative(line.quantity, 'Quantity').times(nonNegative(line.unitPrice, 'Unit price')).round();
  if (amount.isZero()) return { ...ZERO_BREAKDOWN };
  if (!line.isIva) return { subtotal: amount.toFixed2(), tax: '0.00', total: amount.toFixed2() };
  if (line.priceIncludesTax ?? true) return splitPriceWithTax(amount, factor);
  const tax = amount.times(Money.of(factor).minus(1)).round();
  return { subtotal: amount.toFixed2(), tax: tax.toFixed2(), total: amount.plus(tax).toFixed2() };
}
