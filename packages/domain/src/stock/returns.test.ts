import { describe, expect, it } from '@jest/globals';
import { isQuantityText, returnableQuantity, returnAmounts, returnedValue } from './returns';

describe('returnableQuantity', () => {
  it('is what was sold less what was returned, exact in decimals', () => {
    // 0.3 − 0.1 in binary floating point is 0.19999999999999998, less than the 0.2 a customer brings back.
    expect(returnableQuantity({ quantity: '0.300', returnedQuantity: '0.100' }).eq('0.2')).toBe(true);
    expect(returnableQuantity({ quantity: '5', returnedQuantity: '0' }).toString()).toBe('5');
    expect(returnableQuantity({ quantity: '2', returnedQuantity: '2' }).isZero()).toBe(true);
  });
});

describe('isQuantityText', () => {
  it('takes up to 3 decimals and no sign', () => {
    expect(['2', '0.750', '12.5', '99999999999.999'].every(isQuantityText)).toBe(true);
    expect(['-1', '1.2345', '1,5', '', ' 2', '1e3', '100000000000'].some(isQuantityText)).toBe(false);
  });
});

describe('returnedValue and returnAmounts', () => {
  it('values returned units by the line total to the centavo, and three returns of one unit give back the whole total', () => {
    const line = { total: '100.00', quantity: '3' };
    expect(returnedValue(line, '1').toFixed2()).toBe('33.33');
    const steps = [0, 1, 2, 3].map((n) => returnedValue(line, n));
    expect(steps.map((value) => value.toFixed2())).toEqual(['0.00', '33.33', '66.67', '100.00']);
  });

  it('gives back in money what was paid beyond what the goods kept cost', () => {
    const lines = [
      { total: '16.00', quantity: '2', returnedQuantity: '0', returning: '1' },
      { total: '30.00', quantity: '1', returnedQuantity: '0', returning: '0' },
    ];
    const paid = returnAmounts({ total: '46.00', paid: '46.00' }, lines);
    expect([paid.value.toFixed2(), paid.refund.toFixed2()]).toEqual(['8.00', '8.00']);
    // A fiado sale with 20 paid of 46: returning 8 leaves 38 owed for the goods, 20 paid, nothing goes back.
    const credit = returnAmounts({ total: '46.00', paid: '20.00' }, lines);
    expect([credit.value.toFixed2(), credit.refund.toFixed2()]).toEqual(['8.00', '0.00']);
    // The second half after the first was returned earlier: only what was paid beyond the 30 kept.
    const later = returnAmounts({ total: '46.00', paid: '38.00' }, [{ ...lines[0]!, returnedQuantity: '1', returning: '1' }, lines[1]!]);
    expect([later.value.toFixed2(), later.refund.toFixed2()]).toEqual(['8.00', '8.00']);
  });
});
