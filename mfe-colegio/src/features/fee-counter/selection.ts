// What the cashier has chosen at the fee counter: pending charges (choosing one again removes it) and,
// per charge, the manual extra charges added to it and what the desk concedes (a waiver or a discount, with
// its reason). The amounts come from the server's quote.
import type { ChargeLineRequest, DeskConcessionRequest } from '@mikro/contracts';

export interface Selection {
  /** Charge ids in the order they were chosen. */
  chargeIds: number[];
  /** chargeId → manual extra-charge ids. */
  manual: Record<number, number[]>;
  /** chargeId → what the desk concedes on it. */
  concessions: Record<number, DeskConcessionRequest>;
}

export const emptySelection: Selection = { chargeIds: [], manual: {}, concessions: {} };

/** Choosing a charge adds its line; choosing it again removes it (and its manual charges). */
export function toggleCharge(selection: Selection, chargeId: number): Selection {
  if (selection.chargeIds.includes(chargeId)) {
    const manual = { ...selection.manual };
    delete manual[chargeId];
    const concessions = { ...selection.concessions };
    delete concessions[chargeId];
    return { chargeIds: selection.chargeIds.filter((id) => id !== chargeId), manual, concessions };
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

/** Sets (or, with null, removes) what the desk concedes on a chosen line. */
export function setConcession(selection: Selection, chargeId: number, concession: DeskConcessionRequest | null): Selection {
  if (!selection.chargeIds.includes(chargeId)) return selection;
  const concessions = { ...selection.concessions };
  if (concession) concessions[chargeId] = concession;
  else delete concessions[chargeId];
  return { ...selection, concessions };
}

/** The lines of the quote and the payment request. */
export function toLineRequests(selection: Selection): ChargeLineRequest[] {
  return selection.chargeIds.map((chargeId) => {
    const manual = selection.manual[chargeId] ?? [];
    const concession = selection.concessions[chargeId];
    return { chargeId, ...(manual.length ? { manualChargeIds: manual } : {}), ...(concession ? { concession } : {}) };
  });
}
