import { describe, expect, it } from '@jest/globals';
import { isBelowMinimumStock, isNegativeStock, stockLimitsAgree } from './minimum';

describe('isBelowMinimumStock', () => {
  it('is below only under the minimum, not at it', () => {
    expect(isBelowMinimumStock('4.999', '5')).toBe(true);
    expect(isBelowMinimumStock('5', '5.000')).toBe(false);
    expect(isBelowMinimumStock(6, 5)).toBe(false);
  });

  it('never is for a product without a minimum, whatever its stock', () => {
    expect(isBelowMinimumStock('0', '0')).toBe(false);
    expect(isBelowMinimumStock('-2', 0)).toBe(false);
  });

  it('compares decimals exactly (0.1 + 0.2 left against a minimum of 0.3)', () => {
    expect(isBelowMinimumStock('0.3', '0.3')).toBe(false);
    expect(isBelowMinimumStock('0.29', '0.3')).toBe(true);
  });
});

describe('stockLimitsAgree', () => {
  it('takes a maximum of 0 as no maximum and otherwise wants it at least the minimum', () => {
    expect(stockLimitsAgree('5', '0')).toBe(true);
    expect(stockLimitsAgree('5', '5')).toBe(true);
    expect(stockLimitsAgree('5', '4.999')).toBe(false);
  });
});

describe('isNegativeStock', () => {
  it.each([
    ['-0.001', true],
    ['-1', true],
    ['0', false],
    ['-0', false],
    ['0.001', false],
    ['12.5', false],
  ])('%s is negative: %s', (stock, negative) => {
    expect(isNegativeStock(stock)).toBe(negative);
  });
});
