// What the desk may concede on a school or academy line, with a permission and a reason: waiving the line's
// automatic surcharges and granting a discount of a fixed amount. Each concession is priced here, once, and
// the amounts conceded are what the audit trail keeps.
import { EXTRA_CHARGE_KIND, VALUE_TYPE } from '../catalogs/extra-charge-enums';
import { Money } from '../money/money';
import { pricePaymentLine, type LineCharge, type PaymentLineInput, type PricedPaymentLine } from './payment-line';
import type { ChargeLine } from './types';

/** The name a discount granted at the desk carries on the line, the receipt and the audit trail. */
export const DESK_DISCOUNT_NAME = 'Descuento concedido en caja';
/** Anything above this is a typing error, not a discount. */
export const MAX_DESK_DISCOUNT = '10000000';
export const CONCESSION_REASON_MIN = 5;
export const CONCESSION_REASON_MAX = 500;

export interface DeskConcession {
  /** Drops the line's automatic surcharges. */
  waiveSurcharges: boolean;
  /** A fixed amount off the line (decimal string), or null. */
  discount: string | null;
  reason: string;
}

/** The request's concession as sent (each part checked by deskConcessionProblems). */
export interface DeskConcessionInput {
  waiveSurcharges?: unknown;
  discount?: unknown;
  reason?: unknown;
}

export interface ConcessionProblem {
  /** The part of the concession it concerns: waiveSurcharges, discount or reason. */
  field: 'waiveSurcharges' | 'discount' | 'reason';
  message: string;
}

function amountOf(value: unknown): Money | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  try {
    return Money.of(String(value));
  } catch {
    return null;
  }
}

/** What is wrong with a concession as sent, in Spanish, part by part; empty when it can be priced. */
export function deskConcessionProblems(input: DeskConcessionInput): ConcessionProblem[] {
  const problems: ConcessionProblem[] = [];
  if (input.waiveSurcharges !== undefined && typeof input.waiveSurcharges !== 'boolean') problems.push({ field: 'waiveSurcharges', message: 'Debe ser verdadero o falso' });
  if (input.discount !== undefined && input.discount !== null) {
    const discount = amountOf(input.discount);
    if (!discount) problems.push({ field: 'discount', message: 'Escriba un importe (por ejemplo 150.00)' });
    else if (!discount.isPositive()) problems.push({ field: 'discount', message: 'El descuento debe ser mayor que cero' });
    else if (discount.gt(MAX_DESK_DISCOUNT)) problems.push({ field: 'discount', message: `El descuento no puede ser mayor que ${MAX_DESK_DISCOUNT}` });
    else if (!discount.round().eq(discount)) problems.push({ field: 'discount', message: 'Máximo dos decimales' });
  }
  if (input.waiveSurcharges !== true && (input.discount === undefined || input.discount === null)) {
    problems.push({ field: 'waiveSurcharges', message: 'Indique si condona los recargos o el descuento que concede' });
  }
  const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
  if (reason.length < CONCESSION_REASON_MIN) problems.push({ field: 'reason', message: `Escriba el motivo (mínimo ${CONCESSION_REASON_MIN} caracteres)` });
  else if (reason.length > CONCESSION_REASON_MAX) problems.push({ field: 'reason', message: `El motivo admite hasta ${CONCESSION_REASON_MAX} caracteres` });
  return problems;
}

/** The concession as priced: only after deskConcessionProblems answered nothing. */
export function toDeskConcession(input: DeskConcessionInput): DeskConcession {
  return {
    waiveSurcharges: input.waiveSurcharges === true,
    discount: input.discount === undefined || input.discount === null ? null : Money.of(String(input.discount)).toFixed2(),
    reason: typeof input.reason === 'string' ? input.reason.trim() : '',
  };
}

/** One thing conceded on a line: a surcharge waived (its amount) or the discount granted (what it took off). */
export interface Concession {
  kind: 'condonacion' | 'descuento';
  name: string;
  amount: string;
}

export interface ConcededLine {
  line: PricedPaymentLine;
  concessions: Concession[];
}

const isAutomaticSurcharge = (charge: LineCharge) =>
  charge.automatic && ('extraChargesType' in charge.charge ? charge.charge.extraChargesType.id : charge.charge.typeExtraCharge) === EXTRA_CHARGE_KIND.Recargos;

function deskDiscountLine(amount: string): ChargeLine {
  return {
    name: DESK_DISCOUNT_NAME,
    quantity: amount,
    applicationType: VALUE_TYPE.quantity,
    operationType: 'subtraction',
    typeExtraCharge: EXTRA_CHARGE_KIND.Descuentos,
    // Not a charge of the catalogue: the audit trail, not the catalogue, says who granted it and why.
    systemExtraCharges: { id: 0 },
  };
}

/**
 * Prices a line with what the desk concedes: its automatic surcharges left out when waived (each waived one is
 * recorded with the amount it would have added), then a fixed discount after every other charge (recorded with
 * what it really took off: never more than what was left to pay). Without a concession, the line as priced.
 */
export function priceWithConcession(input: PaymentLineInput, concession: DeskConcession | null): ConcededLine {
  if (!concession) return { line: pricePaymentLine(input), concessions: [] };
  const concessions: Concession[] = [];
  let charges: LineCharge[] = [...input.charges];
  if (concession.waiveSurcharges) {
    const full = pricePaymentLine(input);
    for (const adjustment of full.adjustments) {
      if (adjustment.automatic && adjustment.kind === EXTRA_CHARGE_KIND.Recargos && Money.of(adjustment.amount).isPositive()) {
        concessions.push({ kind: 'condonacion', name: adjustment.name, amount: adjustment.amount });
      }
    }
    charges = charges.filter((charge) => !isAutomaticSurcharge(charge));
  }
  if (concession.discount) charges.push({ charge: deskDiscountLine(concession.discount), automatic: false });
  const line = pricePaymentLine({ ...input, charges });
  const granted = line.adjustments.find((a) => a.chargeId === 0 && a.name === DESK_DISCOUNT_NAME);
  if (granted && Money.of(granted.amount).isNegative()) concessions.push({ kind: 'descuento', name: DESK_DISCOUNT_NAME, amount: Money.of(granted.amount).negated().toFixed2() });
  return { line, concessions };
}
