// What the cashier has chosen at the fee counter: pending charges (choosing one again removes it) and,
// per charge, the manual extra charges added to it. The amounts come from the server's quote.
import type { ChargeLineRequest } from '@mikro/contracts';

export interface Selection {
  /** Charge ids in the order they were chosen. */
  chargeIds: number[];
  /** chargeId → manual extra-charge ids. */
  manual: Record<number, number[]>;
}

export const emptySelection: Selection = { chargeIds: [], manual: {} };

/** Choosing a charge adds its line; choosing it again removes it (and its manual charges). */
export function toggleCharge(selection: Selection, chargeId: number): Selection {
  if (selection.chargeIds.includes(chargeId)) {
    const manual = { ...selection.manual };
    delete manual[chargeId];
    return { chargeIds: selection.chargeIds.filter((id) => id !== chargeId), manual };
  }
  return { ...selection, chargeIds: [...selection.chargeIds, chargeId] };
}

/** Adds a manual extra charge to a chosen line; the same one twice is ignored. */
export function addManualCharge(selection: Selection, chargeId: number, extraChargeId: number): Selection {
  if (!selection.chargeIds.includes(chargeId)) return selection;
  const current = selection.manual[chargeId] ?? [];
  if (current.includes(extraChargeId)) return selection;
  return { ...selection, manual: { ...selection.manual, [chargeId]: [...current, extraChargeId] } };
}

export function removeManualCharge(selection: Selection, chargeId: number, extraChargeId: number): Selection {
  const current = selection.manual[chargeId] ?? [];
  return { ...selection, manual: { ...selection.manual, [chargeId]: current.filter((id) => id !== extraChargeId) } };
}

/** The lines of the quote and the payment request. */
export function toLineRequests(selection: Selection): ChargeLineRequest[] {
  return selection.chargeIds.map((chargeId) => {
    const manual = selection.manual[chargeId] ?? [];
    return manual.length ? { chargeId, manualChargeIds: manual } : { chargeId };
  });
}
