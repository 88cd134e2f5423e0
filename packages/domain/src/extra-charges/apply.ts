import { DEFAULT_EXTRA_CHARGE_OPERATION, VALUE_TYPE, type ExtraChargeOperation } from '../catalogs/extra-charge-enums';
import { Money, type MoneyInput } from '../money/money';
import { toChargeLine } from './charge-lines';
import type { ChargeLine, ExtraCharge } from './types';

/** A signed change of the amount: negative for a discount or scholarship, positive for a surcharge. */
export interface ChargeAdjustment {
  chargeId: number;
  name: string;
  amount: string;
}

export interface AppliedCharges {
  base: string;
  adjustments: ChargeAdjustment[];
  total: string;
}

/** The terms of a charge as the catalogue stores them: its quantity and its operation (missing = sum). */
export interface ExtraChargeTerms {
  quantity: string;
  operation?: ExtraChargeOperation | null;
}

/**
 * Why a charge with these terms could never be applied, in Spanish, or null when it can: its quantity may not
 * be negative and a division needs a divisor other than zero. The catalogue refuses such a charge when it is
 * written; rows written before that are refused by name wherever a price is made with them.
 */
export function extraChargeTermsProblem(terms: ExtraChargeTerms): string | null {
  const quantity = Money.of(terms.quantity);
  if (quantity.isNegative()) return 'su cantidad es negativa';
  if ((terms.operation ?? DEFAULT_EXTRA_CHARGE_OPERATION) === 'division' && quantity.isZero()) return 'divide entre cero';
  return null;
}

/**
 * Why an extra charge cannot be applied, in Spanish, or null when it can (see extraChargeTermsProblem). Whoever
 * prices with a charge asks this first and refuses it by name instead of failing halfway through a total.
 */
export function extraChargeProblem(charge: ExtraCharge | ChargeLine): string | null {
  const line = toChargeLine(charge);
  return extraChargeTermsProblem({ quantity: line.quantity, operation: line.operationType });
}

function nextAmount(running: Money, base: Money, charge: ChargeLine): Money {
  const problem = extraChargeProblem(charge);
  if (problem) throw new RangeError(`Extra charge "${charge.name}": ${problem}`);
  const quantity = Money.of(charge.quantity);
  const isPercentage = charge.applicationType === VALUE_TYPE.percentage;
  const amount = isPercentage ? base.times(quantity).dividedBy(100) : quantity;
  const factor = isPercentage ? quantity.dividedBy(100) : quantity;
  switch (charge.operationType) {
    case 'subtraction':
      return running.minus(amount);
    case 'multiplication':
      return running.times(factor);
    case 'division':
      return running.dividedBy(factor);
    case 'sum':
    default:
      return running.plus(amount);
  }
}

/**
 * Applies charges in order. Percentages are taken of the original base (they do not compound);
 * multiplication and division act on the running amount. Each step is rounded to centavos and
 * floored at 0, and each adjustment records what was really applied, so total = base + Σ amounts.
 */
export function applyExtraCharges(base: MoneyInput, charges: readonly (ExtraCharge | ChargeLine)[]): AppliedCharges {
  const start = Money.of(base).round();
  if (start.isNegative()) throw new RangeError('The base amount cannot be negative');
  let running = start;
  const adjustments: ChargeAdjustment[] = [];
  for (const charge of charges.map(toChargeLine)) {
    const next = Money.max(nextAmount(running, start, charge).round(), Money.ZERO);
    adjustments.push({
      chargeId: charge.systemExtraCharges.id,
      name: charge.name,
      amount: next.minus(running).toFixed2(),
    });
    running = next;
  }
  return { base: start.toFixed2(), adjustments, total: running.toFixed2() };
}
