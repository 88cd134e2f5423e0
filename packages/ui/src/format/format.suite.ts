import Decimal from 'decimal.js';
import { describe, expect, it } from '@jest/globals';
import { EMPTY_DATE_TEXT, formatDate, formatDateTime, formatIsoDate, formatTime } from './date';
import { formatMoney, formatMoneyCompact } from './money';
import { truncate } from './text';

describe('formatMoney', () => {
  it('shows pesos with a space, thousands separators and two decimals', () => {
    expect(formatMoney(1234.5)).toBe('$ 1,234.50');
    expect(formatMoney(1234567.891)).toBe('$ 1,234,567.89');
  });

  it('accepts decimal strings and Decimal values without float drift', () => {
    expect(formatMoney('1234.50')).toBe('$ 1,234.50');
    expect(formatMoney('0.1')).toBe('$ 0.10');
    expect(formatMoney(new Decimal('0.1').plus('0.2'))).toBe('$ 0.30');
    expect(formatMoney('9999999999999999.995')).toBe('$ 10,000,000,000,000,000.00');
  });

  it('rounds half up to cents', () => {
    expect(formatMoney('2.345')).toBe('$ 2.35');
    expect(formatMoney('2.344')).toBe('$ 2.34');
  });

  it('shows zero, empty and unreadable values as $ 0.00', () => {
    expect(formatMoney(0)).toBe('$ 0.00');
    expect(formatMoney('')).toBe('$ 0.00');
    expect(formatMoney(null)).toBe('$ 0.00');
    expect(formatMoney(undefined)).toBe('$ 0.00');
    expect(formatMoney('abc')).toBe('$ 0.00');
    expect(formatMoney('-0.001')).toBe('$ 0.00');
  });

  it('puts the minus sign before the currency symbol', () => {
    expect(formatMoney(-1234.5)).toBe('-$ 1,234.50');
    expect(formatMoney('-0.5')).toBe('-$ 0.50');
  });

  it('has a compact variant without the space', () => {
    expect(formatMoneyCompact('1234.5')).toBe('$1,234.50');
    expect(formatMoneyCompact(-12)).toBe('-$12.00');
    expect(formatMoneyCompact(0)).toBe('$0.00');
  });
});

describe('date formats', () => {
  const moment = new Date(2024, 2, 5, 14, 7, 9);

  it('formats short dates as DD/MM/YYYY', () => {
    expect(formatDate(moment)).toBe('05/03/2024');
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
  });

  it("shows 'SIN ESPECIFICAR' for an empty or invalid short date", () => {
    expect(EMPTY_DATE_TEXT).toBe('SIN ESPECIFICAR');
    expect(formatDate(null)).toBe('SIN ESPECIFICAR');
    expect(formatDate(undefined)).toBe('SIN ESPECIFICAR');
    expect(formatDate('')).toBe('SIN ESPECIFICAR');
    expect(formatDate('not a date')).toBe('SIN ESPECIFICAR');
  });

  it('formats date-times on the 24-hour clock', () => {
    expect(formatDateTime(moment)).toBe('05/03/2024 14:07:09');
    expect(formatDateTime(null)).toBe('');
  });

  it('formats 24-hour times and ISO dates', () => {
    expect(formatTime(moment)).toBe('14:07:09');
    expect(formatIsoDate(moment)).toBe('2024-03-05');
    expect(formatTime('')).toBe('');
    expect(formatIsoDate(undefined)).toBe('');
  });
});

describe('truncate', () => {
  it('cuts text to 15 characters without adding anything', () => {
    expect(truncate('Colegio Miguel Hidalgo')).toBe('Colegio Miguel ');
    expect(truncate('Colegio Miguel Hidalgo')).toHaveLength(15);
  });

  it('leaves short text alone and accepts another length', () => {
    expect(truncate('Tienda')).toBe('Tienda');
    expect(truncate('exactamente 15!')).toBe('exactamente 15!');
    expect(truncate('Academia', 4)).toBe('Acad');
    expect(truncate(null)).toBe('');
  });

  it('never splits accented letters or emoji', () => {
    expect(truncate('ñandú😀😀😀', 6)).toBe('ñandú😀');
  });
});
