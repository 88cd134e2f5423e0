import { describe, expect, it } from '@jest/globals';
import { EMPTY_DATE_TEXT, formatCell, formatDate, formatDateTime, formatMoney, formatQuantity, formatTime } from './text';

describe('formatCell', () => {
  it.each([
    ['money', '1234.5', '$ 1,234.50'],
    ['money', '-0.5', '-$ 0.50'],
    ['int', 1234567, '1,234,567'],
    ['quantity', '12500.125', '12,500.125'],
    ['quantity', '-1000', '-1,000'],
    ['date', '2026-11-05', '05/11/2026'],
    ['date', null, EMPTY_DATE_TEXT],
    ['datetime', '2026-11-05T14:07:09', '05/11/2026 14:07:09'],
    ['datetime', '', ''],
    ['text', 'Colegio', 'Colegio'],
    ['text', null, ''],
  ] as const)('%s %s prints %s', (kind, value, text) => {
    expect(formatCell(kind, value)).toBe(text);
  });
});

describe('formatQuantity and the money and date texts', () => {
  it('groups thousands without touching the decimals', () => {
    expect(formatQuantity('999')).toBe('999');
    expect(formatQuantity(1000.5)).toBe('1,000.5');
  });
  it('prints money half up to cents and dates as DD/MM/YYYY', () => {
    expect(formatMoney('2.345')).toBe('$ 2.35');
    expect(formatDate('2024-02-29')).toBe('29/02/2024');
    expect(formatDateTime(null)).toBe('');
  });
  it('prints times on the 24-hour clock, with or without seconds', () => {
    // A local moment just after midnight and one in the afternoon (no a.m./p.m. is printed, so 12-hour would mislead).
    expect(formatDateTime(new Date(2026, 10, 28, 0, 31, 47))).toBe('28/11/2026 00:31:47');
    expect(formatDateTime(new Date(2026, 10, 28, 12, 31, 47))).toBe('28/11/2026 12:31:47');
    expect(formatDateTime(new Date(2026, 10, 28, 23, 5, 0))).toBe('28/11/2026 23:05:00');
    expect(formatTime(new Date(2026, 10, 28, 0, 31, 47))).toBe('00:31:47');
    expect(formatTime(new Date(2026, 10, 28, 17, 4, 9), { seconds: false })).toBe('17:04');
    expect(formatCell('datetime', new Date(2026, 10, 28, 13, 0, 0).toISOString())).toBe('28/11/2026 13:00:00');
  });
});
