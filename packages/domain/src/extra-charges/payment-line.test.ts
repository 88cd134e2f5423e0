import { describe, expect, it } from '@jest/globals';
import { VALUE_TYPE } from '../catalogs/extra-charge-enums';
import { paymentTotals, pricePaymentLine } from './payment-line';
import { aCharge, aDiscount, aScholarship } from './test-builders';

describe('pricePaymentLine', () => {
  it('applies automatic then manual charges to quantity × price, without IVA', () => {
    const line = pricePaymentLine({
      quantity: 1,
      price: '2500',
      withIva: false,
      charges: [
        { charge: aCharge({ id: 1, name: 'Recargo', quantity: '10' }), automatic: true },
        { charge: aScholarship({ id: 3, name: 'Beca', quantity: '50' }), automatic: false },
      ],
    });
    expect(line).toEqual({
      price: '2500.00',
      base: '2500.00',
      adjustments: [
        { chargeId: 1, name: 'Recargo', kind: 2, amount: '250.00', automatic: true },
        { chargeId: 3, name: 'Beca', kind: 3, amount: '-1250.00', automatic: false },
      ],
      subtotal: '1500.00',
      tax: '0.00',
      total: '1500.00',
    });
  });
  it('skips a manual charge whose name is already on the line', () => {
    const line = pricePaymentLine({
      quantity: 1,
      price: '100',
      withIva: false,
      charges: [
        { charge: aDiscount({ id: 2, name: 'Pronto pago' }), automatic: true },
        { charge: aDiscount({ id: 9, name: ' pronto PAGO ' }), automatic: false },
      ],
    });
    expect(line.adjustments.map((a) => a.chargeId)).toEqual([2]);
  });
  it('splits IVA out of a taxed line after the charges', () => {
    const line = pricePaymentLine({ quantity: 2, price: '58', withIva: true, charges: [{ charge: aCharge({ quantity: '10', typeApplication: VALUE_TYPE.quantity }), automatic: true }] });
    expect(line).toMatchObject({ base: '116.00', subtotal: '108.62', tax: '17.38', total: '126.00' });
  });
  it('raises the price by the tax factor when asked (academy)', () => {
    const line = pricePaymentLine({ quantity: 1, price: '8.63', withIva: false, charges: [], raiseByTaxFactor: true });
    expect(line).toMatchObject({ price: '10.01', base: '10.01', total: '10.01' });
  });
  it('refuses a non-integer or non-positive quantity and a negative price', () => {
    expect(() => pricePaymentLine({ quantity: 0, price: '1', withIva: false, charges: [] })).toThrow(RangeError);
    expect(() => pricePaymentLine({ quantity: 1.5, price: '1', withIva: false, charges: [] })).toThrow(RangeError);
    expect(() => pricePaymentLine({ quantity: 1, price: '-1', withIva: false, charges: [] })).toThrow(RangeError);
  });
});

describe('paymentTotals', () => {
  it('keeps total = gross − discounts + surcharges = subtotal + tax', () => {
    const lines = [
      pricePaymentLine({ quantity: 1, price: '1000', withIva: false, charges: [{ charge: aDiscount({ quantity: '5' }), automatic: true }] }),
      pricePaymentLine({ quantity: 1, price: '116', withIva: true, charges: [{ charge: aCharge({ quantity: '10' }), automatic: true }] }),
    ];
    expect(paymentTotals(lines)).toEqual({ gross: '1116.00', discounts: '50.00', surcharges: '11.60', subtotal: '1060.00', tax: '17.60', total: '1077.60' });
  });
});
