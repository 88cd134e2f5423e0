import { describe, expect, it } from '@jest/globals';
import { isQuantityText, returnableQuantity } from './returns';

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
