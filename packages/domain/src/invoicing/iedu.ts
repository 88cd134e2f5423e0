// Where the IEDU complement (instEducativas) goes on a school invoice. A parent may deduct tuition (colegiatura)
// paid to a school with official recognition (RVOE); the complement names the student for that deduction. So it
// goes only on tuition concepts of a level with an RVOE, under a c_ClaveProdServ key of school education; an
// enrolment fee, a late-payment surcharge or any other concept is a concept of its own without it, or the
// parent's deduction would be overstated.
import { EXTRA_CHARGE_KIND, type ExtraChargeKind } from '../catalogs/extra-charge-enums';
import { Money, type MoneyInput } from '../money/money';
import { removeTax } from '../tax/iva';
import { requiredConceptComplement } from './rules';

/** How a school concept is charged: monthly concepts are the tuition (colegiatura); one-time ones are fees. */
export type SchoolConceptType = 'Monthly' | 'OneTime';

export interface IeduCandidate {
  productKey: string;
  conceptType: SchoolConceptType | string | null;
  /** The level's RVOE (or the campus's), empty when the level has none. */
  rvoe: string | null;
}

/** Whether a paid school concept carries the IEDU complement: tuition, of a level with an RVOE, under a school education key. */
export function carriesIedu(concept: IeduCandidate): boolean {
  return concept.conceptType === 'Monthly' && Boolean(concept.rvoe?.trim()) && requiredConceptComplement(concept.productKey) === 'iedu';
}

export interface PaidLineForInvoice {
  /** The line's amount before IVA, after its discounts, scholarships and surcharges. */
  subtotal: MoneyInput;
  withIva: boolean;
  /** Applied extra charges, each amount as charged (IVA included when the line carries it): discounts negative. */
  adjustments: readonly { name: string; kind: ExtraChargeKind | number; amount: MoneyInput }[];
}

export interface SplitPaidLine {
  /** What is left of the line for the concept itself (before IVA): its price less discounts and scholarships. */
  principal: string;
  /** Each surcharge (late fee) as a concept of its own, before IVA. */
  surcharges: { name: string; amount: string }[];
}

/**
 * Takes a paid line's surcharges out of it: each becomes a concept of its own (before IVA, as the line), and the
 * concept keeps the rest. The amounts add up to the line's subtotal.
 */
export function splitSurcharges(line: PaidLineForInvoice): SplitPaidLine {
  const surcharges = line.adjustments
    .filter((adjustment) => adjustment.kind === EXTRA_CHARGE_KIND.Recargos && Money.of(adjustment.amount).isPositive())
    .map((adjustment) => ({ name: adjustment.name, amount: line.withIva ? removeTax(adjustment.amount) : Money.of(adjustment.amount).round().toFixed2() }));
  const principal = surcharges.reduce((rest, surcharge) => rest.minus(surcharge.amount), Money.of(line.subtotal));
  return { principal: Money.max(principal, Money.ZERO).toFixed2(), surcharges };
}
