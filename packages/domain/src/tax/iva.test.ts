import { describe, expect, it } from '@jest/globals';
import { money } from '../money/money';
import {
  IVA,
  IVA_FACTOR,
  TAX_RATE,
  addTax,
  pricesAgree,
  pricesFromPrice,
  pricesFromPriceWithTax,
  productPrices,
  removeTax,
  splitPriceWithTax,
} from './iva';

const centavos = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => money(from + index).dividedBy(100).toFixed2());

describe('IVA constants', () => {
  it('are the 16 % IVA rate and its factor', () => {
    expect(IVA).toBe(0.16);
    expect(IVA_FACTOR).toBe(1.16);
    expect(TAX_RATE).toEqual({ iva: 0.16, ivaIncluded: 1.16 });
  });
});

describe('splitPriceWithTax', () => {
  it.each([
    ['116', { subtotal: '100.00', tax: '16.00', total: '116.00' }],
    ['100', { subtotal: '86.21', tax: '13.79', total: '100.00' }],
    ['0.01', { subtotal: '0.01', tax: '0.00', total: '0.01' }],
    ['0.02', { subtotal: '0.02', tax: '0.00', total: '0.02' }],
    ['1.005', { subtotal: '0.87', tax: '0.14', total: '1.01' }],
    ['1234.56', { subtotal: '1064.28', tax: '170.28', total: '1234.56' }],
  ])('splits %s', (input, expected) => {
    expect(splitPriceWithTax(input)).toEqual(expected);
  });

  it.each(['0', '0.00', '-1', '-0.01', '0.004'])('yields zeros for %s', (input) => {
    expect(splitPriceWithTax(input)).toEqual({ subtotal: '0.00', tax: '0.00', total: '0.00' });
  });

  it('uses another factor when given', () => {
    expect(splitPriceWithTax('108', '1.08')).toEqual({ subtotal: '100.00', tax: '8.00', total: '108.00' });
    expect(splitPriceWithTax('50', 1)).toEqual({ subtotal: '50.00', tax: '0.00', total: '50.00' });
  });

  it('rejects a factor of zero or less', () => {
    expect(() => splitPriceWithTax('10', 0)).toThrow(RangeError);
    expect(() => splitPriceWithTax('10', '-1.16')).toThrow(RangeError);
  });

  it('rejects a non-numeric price', () => {
    expect(() => splitPriceWithTax('diez')).toThrow('Invalid amount');
  });

  it('always adds up: subtotal + tax = total, for every centavo up to $100', () => {
    for (const price of centavos(1, 10000)) {
      const { subtotal, tax, total } = splitPriceWithTax(price);
      expect(money(subtotal).plus(tax).toFixed2()).toBe(total);
      expect(total).toBe(price);
    }
  });
});

describe('price ⇄ priceWithIVA', () => {
  it('adds and removes the tax', () => {
    expect(addTax('100')).toBe('116.00');
    expect(addTax('8.63')).toBe('10.01');
    expect(addTax('0')).toBe('0.00');
    expect(removeTax('116')).toBe('100.00');
    expect(removeTax('10.01')).toBe('8.63');
    expect(addTax('100', '1.08')).toBe('108.00');
    expect(removeTax('108', '1.08')).toBe('100.00');
  });

  it('rounds half up on the centavo', () => {
    // 0.25 × 1.16 = 0.29 exactly; 0.3125 × 1.16 = 0.3625 -> 0.36; 1.25 × 1.16 = 1.45
    expect(addTax('0.3125')).toBe('0.36');
    expect(addTax('1.25')).toBe('1.45');
    // 0.0375 × 1.16 = 0.0435 -> 0.04 ; 0.125 × 1.16 = 0.145 -> 0.15 (tie goes up)
    expect(addTax('0.125')).toBe('0.15');
  });

  it('returns to the same price after adding and removing the tax, for every centavo up to $100', () => {
    for (const price of centavos(0, 10000)) {
      expect(removeTax(addTax(price))).toBe(price);
    }
  });

  it('keeps a typed priceWithIVA within one centavo of the price it yields', () => {
    for (const priceWithTax of centavos(0, 10000)) {
      const { price, priceWithIVA } = pricesFromPriceWithTax(priceWithTax);
      expect(priceWithIVA).toBe(priceWithTax);
      expect(money(addTax(price)).minus(priceWithIVA).abs().lte('0.01')).toBe(true);
    }
  });

  it('fills the product form from either field', () => {
    expect(pricesFromPrice('50')).toEqual({ price: '50.00', priceWithIVA: '58.00' });
    expect(pricesFromPriceWithTax('58')).toEqual({ price: '50.00', priceWithIVA: '58.00' });
    expect(pricesFromPriceWithTax('10.02')).toEqual({ price: '8.64', priceWithIVA: '10.02' });
  });
});

describe('product prices', () => {
  it('derives the pair from the price, else from the price with IVA; without IVA both are equal', () => {
    expect(productPrices({ price: '50' }, true)).toEqual({ price: '50.00', priceWithIVA: '58.00' });
    expect(productPrices({ priceWithIVA: '10.02' }, true)).toEqual({ price: '8.64', priceWithIVA: '10.02' });
    expect(productPrices({ price: '50', priceWithIVA: '99' }, true)).toEqual({ price: '50.00', priceWithIVA: '58.00' });
    expect(productPrices({ priceWithIVA: '58' }, false)).toEqual({ price: '58.00', priceWithIVA: '58.00' });
    expect(productPrices({}, true)).toBeNull();
  });

  it('tells a pair that follows the split either way from one that does not', () => {
    expect(pricesAgree({ price: '50', priceWithIVA: '58' }, true)).toBe(true);
    expect(pricesAgree({ price: '8.64', priceWithIVA: '10.02' }, true)).toBe(true);
    expect(pricesAgree({ price: '100', priceWithIVA: '100' }, true)).toBe(false);
    expect(pricesAgree({ price: '100', priceWithIVA: '116' }, false)).toBe(false);
    expect(pricesAgree({ price: '100', priceWithIVA: '100.00' }, false)).toBe(true);
  });
});
