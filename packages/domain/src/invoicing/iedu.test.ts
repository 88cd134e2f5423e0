import { describe, expect, it } from '@jest/globals';
import { EXTRA_CHARGE_KIND } from '../catalogs/extra-charge-enums';
import { carriesIedu, splitSurcharges } from './iedu';

describe('carriesIedu', () => {
  it('puts IEDU on tuition (a monthly concept) of a level with an RVOE, under a school education key', () => {
    expect(carriesIedu({ productKey: '86121500', conceptType: 'Monthly', rvoe: 'RVOE-2015-001' })).toBe(true);
    expect(carriesIedu({ productKey: '86121600', conceptType: 'Monthly', rvoe: 'RVOE-2015-001' })).toBe(true);
  });

  it('leaves it off an enrolment fee, a level without RVOE and a concept of another key', () => {
    expect(carriesIedu({ productKey: '86121500', conceptType: 'OneTime', rvoe: 'RVOE-2015-001' })).toBe(false);
    expect(carriesIedu({ productKey: '86121500', conceptType: 'Monthly', rvoe: '' })).toBe(false);
    expect(carriesIedu({ productKey: '86121500', conceptType: 'Monthly', rvoe: null })).toBe(false);
    expect(carriesIedu({ productKey: '53102700', conceptType: 'Monthly', rvoe: 'RVOE-2015-001' })).toBe(false);
  });
});

describe('splitSurcharges', () => {
  const surcharge = { name: 'Recargo por pago tardío', kind: EXTRA_CHARGE_KIND.Recargos, amount: '150.00' };
  const discount = { name: 'Pronto pago', kind: EXTRA_CHARGE_KIND.Descuentos, amount: '-200.00' };
  const scholarship = { name: 'Beca 10 %', kind: EXTRA_CHARGE_KIND.Becas, amount: '-300.00' };

  it('takes a late fee out of an exempt tuition line; discounts and scholarships stay in the tuition', () => {
    // 3,000 − 200 − 300 + 150 = 2,650.
    expect(splitSurcharges({ subtotal: '2650.00', withIva: false, adjustments: [discount, scholarship, surcharge] })).toEqual({
      principal: '2500.00',
      surcharges: [{ name: 'Recargo por pago tardío', amount: '150.00' }],
    });
  });

  it('splits a surcharge charged with IVA to its amount before tax, the parts adding up to the line', () => {
    // 1,160 + 116 charged with IVA: 1,100.00 before tax; the surcharge is 100.00 of it.
    expect(splitSurcharges({ subtotal: '1100.00', withIva: true, adjustments: [{ ...surcharge, amount: '116.00' }] })).toEqual({
      principal: '1000.00',
      surcharges: [{ name: 'Recargo por pago tardío', amount: '100.00' }],
    });
  });

  it('leaves a line without surcharges whole', () => {
    expect(splitSurcharges({ subtotal: '2000.00', withIva: false, adjustments: [] })).toEqual({ principal: '2000.00', surcharges: [] });
  });
});
