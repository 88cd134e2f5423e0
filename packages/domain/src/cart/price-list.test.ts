import { describe, expect, it } from '@jest/globals';
import { isPriceChangePercentage, priceListPrice, withPercentage } from './price-list';

const product = { price: '17.24', priceWithIVA: '20.00' };

describe('priceListPrice', () => {
  it('sells at the catalogue price without a usable list', () => {
    expect(priceListPrice(product, null)).toEqual({ price: '17.24', priceWithIVA: '20.00', source: 'catalogue' });
  });

  it("prefers the list's own price for the product", () => {
    expect(priceListPrice(product, { percentage: '-10' }, { price: '12.93', priceWithIVA: '15' })).toEqual({ price: '12.93', priceWithIVA: '15.00', source: 'item' });
  });

  it("otherwise applies the list's percentage to both prices, to the centavo", () => {
    expect(priceListPrice(product, { percentage: '-10' })).toEqual({ price: '15.52', priceWithIVA: '18.00', source: 'percentage' });
    expect(withPercentage('10.00', '12.5')).toBe('11.25');
    expect(withPercentage('0.10', '5')).toBe('0.11');
  });
});

describe('isPriceChangePercentage', () => {
  it('takes a raise or a cut with up to 2 decimals, never down to -100 % or beyond', () => {
    expect(['5', '-10', '4.5', '0', '-99.99', '1000'].filter(isPriceChangePercentage)).toEqual(['5', '-10', '4.5', '0', '-99.99', '1000']);
    expect(['-100', '-150', 'abc', '', '5.125', '+5', '5 %', '12345'].filter(isPriceChangePercentage)).toEqual([]);
  });
});
