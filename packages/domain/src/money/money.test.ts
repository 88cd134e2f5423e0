import Decimal from 'decimal.js';
import { describe, expect, it } from '@jest/globals';
import { InvalidAmountError, Money, isAmountText, isValidAmount, money, toFixed2 } from './money';

describe('parsing amounts', () => {
  it.each([
    ['1234.5', '1234.50'],
    ['  42 ', '42.00'],
    ['-3.25', '-3.25'],
    ['+7', '7.00'],
    ['.5', '0.50'],
    ['5.', '5.00'],
    ['0', '0.00'],
    ['000012.300', '12.30'],
  ])('reads the string %j as %s', (input, expected) => {
    expect(money(input).toFixed2()).toBe(expected);
  });

  it.each([[0.1, '0.10'], [1234.5, '1234.50'], [-0, '0.00'], [7, '7.00']])(
    'reads the number %s as %s',
    (input, expected) => {
      expect(money(input).toFixed2()).toBe(expected);
    },
  );

  it('reads a decimal.js value', () => {
    expect(money(new Decimal('9.999')).toFixed2()).toBe('10.00');
  });

  it.each(['', '   ', 'abc', '12abc', '1,234.50', '1e3', 'NaN', 'Infinity', '-Infinity', '0x10', '.', '-', '1.2.3', '$5'])(
    'rejects the string %j',
    (input) => {
      expect(() => money(input)).toThrow(InvalidAmountError);
      expect(isValidAmount(input)).toBe(false);
    },
  );

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('rejects the number %s', (input) => {
    expect(() => money(input)).toThrow(InvalidAmountError);
  });

  it('rejects a non-finite decimal.js value', () => {
    expect(() => money(new Decimal(Number.NaN))).toThrow(InvalidAmountError);
  });

  it.each([null, undefined, true, {}, []])('rejects %j at run time', (input) => {
    expect(() => Money.of(input as unknown as string)).toThrow(InvalidAmountError);
    expect(isValidAmount(input)).toBe(false);
  });

  it('names the offending input in the error message', () => {
    expect(() => money('abc')).toThrow('Invalid amount: "abc"');
  });

  it('returns the same instance for a Money input', () => {
    const amount = money('1');
    expect(Money.of(amount)).toBe(amount);
  });
});

describe('arithmetic without float errors', () => {
  it('adds 0.1 and 0.2 to exactly 0.3', () => {
    expect(money(0.1).plus(0.2).eq('0.3')).toBe(true);
  });

  it('subtracts, multiplies and divides exactly', () => {
    expect(money('1.00').minus('0.99').toString()).toBe('0.01');
    expect(money('19.99').times(3).toString()).toBe('59.97');
    expect(money('10').dividedBy(4).toString()).toBe('2.5');
  });

  it('keeps full precision until rounded', () => {
    const third = money('1').dividedBy(3);
    expect(third.times(3).toFixed2()).toBe('1.00');
    expect(third.toFixed2()).toBe('0.33');
  });

  it('refuses to divide by zero', () => {
    expect(() => money('1').dividedBy('0')).toThrow(RangeError);
  });

  it('sums a list and starts from zero when empty', () => {
    expect(Money.sum(['0.10', 0.2, money('0.3')]).toFixed2()).toBe('0.60');
    expect(Money.sum([]).toFixed2()).toBe('0.00');
  });

  it('negates and takes absolute values', () => {
    expect(money('2.5').negated().toFixed2()).toBe('-2.50');
    expect(money('-2.5').abs().toFixed2()).toBe('2.50');
  });

  it('finds the maximum and minimum', () => {
    expect(Money.max('1', '3.5', '-2').toFixed2()).toBe('3.50');
    expect(Money.min('1', '3.5', '-2').toFixed2()).toBe('-2.00');
  });
});

describe('rounding to centavos (ROUND_HALF_UP)', () => {
  it.each([
    ['1.005', '1.01'],
    ['1.004999', '1.00'],
    ['2.675', '2.68'],
    ['-1.005', '-1.01'],
    ['-0.004', '0.00'],
    ['0.125', '0.13'],
    ['999999999999.995', '1000000000000.00'],
  ])('rounds %s to %s', (input, expected) => {
    expect(toFixed2(input)).toBe(expected);
    expect(money(input).round().toFixed2()).toBe(expected);
  });

  it('never writes a negative zero', () => {
    expect(money('-0.001').round().isNegative()).toBe(false);
    expect(money('-0.001').toFixed2()).toBe('0.00');
  });

  it('serialises to JSON as the 2-decimal string', () => {
    expect(JSON.stringify({ total: money('5.5') })).toBe('{"total":"5.50"}');
  });

  it('gives a number only for display', () => {
    expect(money('1234.50').toNumber()).toBe(1234.5);
  });
});

describe('comparisons', () => {
  it('compares amounts written differently', () => {
    expect(money('1.10').cmp('1.1')).toBe(0);
    expect(money('1').cmp('2')).toBe(-1);
    expect(money('2').cmp('1')).toBe(1);
    expect(money('1').lt('1.01')).toBe(true);
    expect(money('1').lte('1')).toBe(true);
    expect(money('1.01').gt('1')).toBe(true);
    expect(money('1').gte('1.00')).toBe(true);
    expect(money('1').gt('1')).toBe(false);
  });

  it('tells sign and zero', () => {
    expect(money('0.00').isZero()).toBe(true);
    expect(money('0').isPositive()).toBe(false);
    expect(money('0').isNegative()).toBe(false);
    expect(money('0.01').isPositive()).toBe(true);
    expect(money('-0.01').isNegative()).toBe(true);
  });
});

describe('isAmountText', () => {
  it('takes what the API takes: a plain decimal of up to 12 digits and 2 decimals, never negative', () => {
    for (const text of ['0', '1250.50', '999999999999.99', '7.5']) expect({ text, ok: isAmountText(text) }).toEqual({ text, ok: true });
    for (const text of ['', '-1', '1.005', '1e3', '1,250.00', ' 5', '1000000000000']) expect({ text, ok: isAmountText(text) }).toEqual({ text, ok: false });
  });
});
