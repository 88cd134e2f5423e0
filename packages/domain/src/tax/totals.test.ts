import { describe, expect, it } from '@jest/globals';
import { lineTotals } from './totals';

describe('lineTotals', () => {
  it('splits a taxed line whose price includes IVA', () => {
    expect(lineTotals({ quantity: 3, unitPrice: '11.60', isIva: true })).toEqual({
      subtotal: '30.00',
      tax: '4.80',
      total: '34.80',
    });
  });

  it('rounds quantity × price before splitting (fractional kilograms)', () => {
    // 0.755 kg × 23.20 = 17.516 -> 17.52
    expect(lineTotals({ quantity: '0.755', unitPrice: '23.20', isIva: true })).toEqual({
      subtotal: '15.10',
      tax: '2.42',
      total: '17.52',
    });
  });

  it('adds IVA on top when the price excludes it', () => {
    expect(lineTotals({ quantity: 2, unitPrice: '10.01', isIva: true, priceIncludesTax: false })).toEqual({
      subtotal: '20.02',
      tax: '3.20',
      total: '23.22',
    });
  });

  it('leaves an untaxed line without IVA', () => {
    expect(lineTotals({ quantity: 2, unitPrice: '7.25', isIva: false })).toEqual({
      subtotal: '14.50',
      tax: '0.00',
      total: '14.50',
    });
  });

  it('yields zeros for a zero quantity or price', () => {
    const zeros = { subtotal: '0.00', tax: '0.00', total: '0.00' };
    expect(lineTotals({ quantity: 0, unitPrice: '10', isIva: true })).toEqual(zeros);
    expect(lineTotals({ quantity: 1, unitPrice: '0', isIva: false })).toEqual(zeros);
  });

  it('rejects negative quantities and prices', () => {
    expect(() => lineTotals({ quantity: -1, unitPrice: '10', isIva: true })).toThrow(RangeError);
    expect(() => lineTotals({ quantity: 1, unitPrice: '-10', isIva: false })).toThrow(RangeError);
  });

  it('uses the given factor', () => {
    expect(lineTotals({ quantity: 1, unitPrice: '108', isIva: true }, '1.08')).toEqual({
      subtotal: '100.00',
      tax: '8.00',
      total: '108.00',
    });
  });
});
