import type { ExtraChargeKind } from '../catalogs/extra-charge-enums';
import { Money, type MoneyInput } from '../money/money';
import { IVA_FACTOR, addTax } from '../tax/iva';
import { lineTotals } from '../tax/totals';
import { applyExtraCharges } from './apply';
import { sameChargeName, toChargeLine } from './charge-lines';
import type { ChargeLine, ExtraCharge } from './types';

/** A charge of a school or academy payment line, and whether the rules attached it or the cashier did. */
export interface LineCharge {
  charge: ExtraCharge | ChargeLine;
  automatic: boolean;
}

export interface PaymentLineInput {
  quantity: number;
  /** Unit price as charged; IVA is included in it when `withIva`. */
  price: MoneyInput;
  withIva: boolean;
  /** Automatic charges first, then manual ones; a name already on the line is skipped. */
  charges: readonly LineCharge[];
  /** Academy lines may raise the price by the tax factor first. */
  raiseByTaxFactor?: boolean;
}

export interface PaymentLineAdjustment {
  chargeId: number;
  name: string;
  kind: ExtraChargeKind;
  amount: string;
  automatic: boolean;
}

export interface PricedPaymentLine {
  /** Unit price after an optional tax-factor raise. */
  price: string;
  /** quantity × price, rounded. */
  base: string;
  adjustments: PaymentLineAdjustment[];
  subtotal: string;
  tax: string;
  total: string;
}

/**
 * Prices one school or academy payment line: quantity × price (raised by the tax factor when asked),
 * then its charges in order (one per name: automatic ones first, a manual duplicate is skipped), then
 * the IVA split of the result when the concept carries IVA (the price includes it).
 * total = base + Σ adjustments = subtotal + tax.
 */
export function pricePaymentLine(input: PaymentLineInput, factor: MoneyInput = IVA_FACTOR): PricedPaymentLine {
  if (!Number.isInteger(input.quantity) || input.quantity <= 0) throw new RangeError('Quantity must be a positive integer');
  const price = input.raiseByTaxFactor ? addTax(input.price, factor) : Money.of(input.price).round().toFixed2();
  if (Money.of(price).isNegative()) throw new RangeError('Price cannot be negative');
  const base = Money.of(price).times(input.quantity).round();
  const kept: { line: ChargeLine; automatic: boolean }[] = [];
  for (const { charge, automatic } of input.charges) {
    const line = toChargeLine(charge);
    if (!kept.some((existing) => sameChargeName(existing.line.name, line.name))) kept.push({ line, automatic });
  }
  const applied = applyExtraCharges(base, kept.map((k) => k.line));
  const totals = lineTotals({ quantity: 1, unitPrice: applied.total, isIva: input.withIva, priceIncludesTax: true }, factor);
  return {
    price,
    base: applied.base,
    // applyExtraCharges answers one adjustment per charge line, in order.
    adjustments: applied.adjustments.flatMap((adjustment, index) => {
      const source = kept[index];
      return source ? [{ ...adjustment, kind: source.line.typeExtraCharge, automatic: source.automatic }] : [];
    }),
    ...totals,
  };
}

export interface PaymentTotalsSummary {
  gross: string;
  discounts: string;
  surcharges: string;
  subtotal: string;
  tax: string;
  total: string;
}

/** Sums priced lines: discounts (and scholarships) and surcharges apart; total = gross − discounts + surcharges. */
export function paymentTotals(lines: readonly PricedPaymentLine[]): PaymentTotalsSummary {
  let gross = Money.ZERO;
  let discounts = Money.ZERO;
  let surcharges = Money.ZERO;
  let subtotal = Money.ZERO;
  let tax = Money.ZERO;
  for (const line of lines) {
    gross = gross.plus(line.base);
    subtotal = subtotal.plus(line.subtotal);
    tax = tax.plus(line.tax);
    for (const adjustment of line.adjustments) {
      const amount = Money.of(adjustment.amount);
      if (amount.isNegative()) discounts = discounts.minus(amount);
      else surcharges = surcharges.plus(amount);
    }
  }
  return {
    gross: gross.toFixed2(),
    discounts: discounts.toFixed2(),
    surcharges: surcharges.toFixed2(),
    subtotal: subtotal.toFixed2(),
    tax: tax.toFixed2(),
    total: subtotal.plus(tax).toFixed2(),
  };
}
