import { applyExtraCharges } from '../extra-charges/apply';
import { Money, type MoneyInput } from '../money/money';
import { TRANSFER_RATES, type ConceptTax } from '../invoicing/tax-rates';
import { IVA_FACTOR, splitPriceWithTax } from '../tax/iva';
import type { CartLine, CartState } from './cart';

/**
 * The factor a sale line carrying IVA is split with: 1.08 when its product is taxed at 8 % (border region,
 * docs/adr/0036-border-region-iva-per-branch-office.md), else 1.16. The cart and the server's pricing use it
 * alike, so the ticket the point of sale shows is the one the server charges.
 */
export function saleLineTaxFactor(line: { isIva: boolean; taxObject?: ConceptTax | string | null }): MoneyInput {
  return line.isIva && line.taxObject === 'iva8' ? Money.of(1).plus(TRANSFER_RATES.iva8.rate).toString() : IVA_FACTOR;
}

/** All amounts are 2-decimal strings. total = gross - discounts + surcharges = subtotal + tax. */
export interface CartTotals {
  /** quantity × the price the customer pays (priceWithIVA when the line has IVA, else price). */
  gross: string;
  discounts: string;
  surcharges: string;
  subtotal: string;
  tax: string;
  total: string;
}

/**
 * A line's charges apply to its tax-included amount (what the customer pays); the adjusted
 * amount is then split into subtotal and IVA, so a discount also lowers the IVA.
 */
export function cartLineTotals(
  line: Pick<CartLine, 'quantity' | 'price' | 'priceWithIVA' | 'isIva' | 'extraCharges' | 'taxObject'>,
  factor: MoneyInput = saleLineTaxFactor(line),
): CartTotals {
  const quantity = Money.of(line.quantity);
  if (quantity.isNegative()) throw new RangeError('Quantity cannot be negative');
  const gross = quantity.times(line.isIva ? line.priceWithIVA : line.price).round();
  const applied = applyExtraCharges(gross, line.extraCharges);
  const discounts = Money.sum(applied.adjustments.map((a) => a.amount).filter((a) => Money.of(a).isNegative()));
  const surcharges = Money.sum(applied.adjustments.map((a) => a.amount).filter((a) => Money.of(a).isPositive()));
  const split = line.isIva
    ? splitPriceWithTax(applied.total, factor)
    : { subtotal: applied.total, tax: '0.00', total: applied.total };
  return {
    gross: gross.toFixed2(),
    discounts: discounts.abs().toFixed2(),
    surcharges: surcharges.toFixed2(),
    ...split,
  };
}

/**
 * Sums line totals into document totals (a sale, a quotation): each amount is the sum of the lines'
 * amounts and total = subtotal + tax to the centavo.
 */
export function sumCartTotals(lines: Iterable<CartTotals>): CartTotals {
  const sums = { gross: Money.ZERO, discounts: Money.ZERO, surcharges: Money.ZERO, subtotal: Money.ZERO, tax: Money.ZERO };
  for (const totals of lines) {
    sums.gross = sums.gross.plus(totals.gross);
    sums.discounts = sums.discounts.plus(totals.discounts);
    sums.surcharges = sums.surcharges.plus(totals.surcharges);
    sums.subtotal = sums.subtotal.plus(totals.subtotal);
    sums.tax = sums.tax.plus(totals.tax);
  }
  return {
    gross: sums.gross.toFixed2(),
    discounts: sums.discounts.toFixed2(),
    surcharges: sums.surcharges.toFixed2(),
    subtotal: sums.subtotal.toFixed2(),
    tax: sums.tax.toFixed2(),
    total: sums.subtotal.plus(sums.tax).toFixed2(),
  };
}

/** The cart's totals, each line split with its own rate (saleLineTaxFactor) unless one factor is given for all. */
export function cartTotals(state: Pick<CartState, 'lines'>, factor?: MoneyInput): CartTotals {
  return sumCartTotals(state.lines.map((line) => cartLineTotals(line, factor ?? saleLineTaxFactor(line))));
}
