import { describe, expect, it } from '@jest/globals';
import type { ExtraCharge } from '@mikro/contracts';
import { cartReducer, cartTotals, initialCart } from '@mikro/domain';
import { automaticToDomainCharge } from '../../shared/charges';
import { chargeRule, storeEligible } from './AutomaticChargesPanel';

const charge = (patch: Partial<ExtraCharge>) =>
  ({
    id: 1, name: 'Descuento', quantity: '10.00', typeApplication: 1, operation: 'subtraction', startDay: null, endDay: null, startDate: null, endDate: null,
    isActive: true, applicationForm: 2, extraChargesTypeId: 1, extraChargesCampusId: null, extraChargesCycleId: null, extraChargesType: { kind: 1 },
    ...patch,
  }) as ExtraCharge;

describe('store automatic charges', () => {
  it('offers only active automatic discounts and surcharges not tied to a campus or cycle', () => {
    expect(storeEligible(charge({}))).toBe(true);
    expect(storeEligible(charge({ extraChargesType: { kind: 2 } as ExtraCharge['extraChargesType'] }))).toBe(true);
    expect(storeEligible(charge({ extraChargesType: { kind: 3 } as ExtraCharge['extraChargesType'] }))).toBe(false);
    expect(storeEligible(charge({ applicationForm: 1 }))).toBe(false);
    expect(storeEligible(charge({ isActive: false }))).toBe(false);
    expect(storeEligible(charge({ extraChargesCampusId: 4 }))).toBe(false);
    expect(storeEligible(charge({ extraChargesCycleId: 2 }))).toBe(false);
  });

  it('describes the rule of a charge', () => {
    expect(chargeRule(charge({}))).toBe('10 %');
    expect(chargeRule(charge({ typeApplication: 2, quantity: '150.00', startDay: 11, endDay: 31 }))).toBe('$ 150.00, días 11 a 31');
    expect(chargeRule(charge({ startDate: '2026-12-01', endDate: '2026-12-24' }))).toBe('10 %, del 2026-12-01 al 2026-12-24');
  });

  it('shows the automatic discount in the cart totals the way the server applies it', () => {
    const product = { id: 5, name: 'Torta', code: 'T-1', price: '86.21', priceWithIVA: '100.00', IVA: true, stock: 10, unitMeasurement: 'H87', storeClassification: null };
    let cart = cartReducer(initialCart, { type: 'addProduct', product, quantity: 2 });
    const automatic = automaticToDomainCharge({ ...charge({}), extraChargesType: { id: 1 } });
    cart = cartReducer(cart, { type: 'attachCharge', charge: automatic, productIds: [5] });
    cart = cartReducer(cart, { type: 'attachCharge', charge: automatic, productIds: [5] });
    expect(cart.lines[0]?.extraCharges).toHaveLength(1);
    expect(cartTotals(cart)).toMatchObject({ discounts: '20.00', total: '180.00' });
  });
});
