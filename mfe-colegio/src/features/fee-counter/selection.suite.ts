import { describe, expect, it } from '@jest/globals';
import { addManualCharge, emptySelection, removeManualCharge, setConcession, toggleCharge, toLineRequests } from './selection';

describe('fee counter selection', () => {
  it('adds a charge when chosen and removes it when chosen again', () => {
    const one = toggleCharge(emptySelection, 5);
    const two = toggleCharge(one, 9);
    expect(two.chargeIds).toEqual([5, 9]);
    expect(toggleCharge(two, 5).chargeIds).toEqual([9]);
  });

  it('keeps manual charges per line, once each, and drops them with the line', () => {
    let selection = toggleCharge(emptySelection, 5);
    selection = addManualCharge(selection, 5, 2);
    selection = addManualCharge(selection, 5, 2);
    selection = addManualCharge(selection, 8, 3);
    expect(toLineRequests(selection)).toEqual([{ chargeId: 5, manualChargeIds: [2] }]);
    expect(toLineRequests(removeManualCharge(selection, 5, 2))).toEqual([{ chargeId: 5 }]);
    expect(toggleCharge(selection, 5)).toEqual({ chargeIds: [], manual: {}, concessions: {} });
  });

  it('sends what the desk concedes on a chosen line, and drops it with the line or when removed', () => {
    const waiver = { waiveSurcharges: true, reason: 'Acuerdo con dirección' };
    let selection = setConcession(toggleCharge(emptySelection, 5), 5, waiver);
    selection = setConcession(selection, 8, waiver);
    expect(toLineRequests(selection)).toEqual([{ chargeId: 5, concession: waiver }]);
    expect(toLineRequests(setConcession(selection, 5, null))).toEqual([{ chargeId: 5 }]);
    expect(toggleCharge(selection, 5).concessions).toEqual({});
  });
});
