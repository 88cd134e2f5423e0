import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  addDaysToIsoDate,
  clampedDayOfMonth,
  compareCalendarDates,
  compareYearMonth,
  daysInMonth,
  formatIsoDate,
  toCalendarDate,
} from './calendar-date';

// The domain builds without Node's types (it does no I/O); this test sets the process's time zone.
declare const process: { env: Record<string, string | undefined> };

describe('toCalendarDate', () => {
  it('reads YYYY-MM-DD text as written', () => {
    expect(toCalendarDate('2025-02-28')).toEqual({ year: 2025, month: 2, day: 28 });
  });

  it('ignores a time part without shifting the day', () => {
    expect(toCalendarDate('2025-12-31T23:59:59Z')).toEqual({ year: 2025, month: 12, day: 31 });
    expect(toCalendarDate('2025-01-01 00:00:00')).toEqual({ year: 2025, month: 1, day: 1 });
  });

  it('reads a Date in its local calendar day', () => {
    expect(toCalendarDate(new Date(2024, 1, 29, 23, 30))).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it.each(['2025-02-29', '2025-13-01', '2025-00-10', '2025-04-31', '2025-1-5', '05/01/2025', '', '2025-01-01x'])(
    'rejects %j',
    (input) => {
      expect(() => toCalendarDate(input)).toThrow(RangeError);
    },
  );

  it('rejects an invalid Date', () => {
    expect(() => toCalendarDate(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('accepts 29 February in a leap year', () => {
    expect(toCalendarDate('2024-02-29').day).toBe(29);
  });
});

describe('month arithmetic', () => {
  it.each([
    [2024, 2, 29],
    [2025, 2, 28],
    [2100, 2, 28],
    [2000, 2, 29],
    [2025, 4, 30],
    [2025, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });

  it('clamps a day to the month length', () => {
    expect(clampedDayOfMonth(2025, 2, 31)).toEqual({ year: 2025, month: 2, day: 28 });
    expect(clampedDayOfMonth(2025, 1, 31)).toEqual({ year: 2025, month: 1, day: 31 });
    expect(clampedDayOfMonth(2025, 1, 0)).toEqual({ year: 2025, month: 1, day: 1 });
  });

  it('orders days and months', () => {
    const a = { year: 2024, month: 12, day: 31 };
    const b = { year: 2025, month: 1, day: 1 };
    expect(compareCalendarDates(a, b)).toBeLessThan(0);
    expect(compareCalendarDates(b, a)).toBeGreaterThan(0);
    expect(compareCalendarDates(a, { ...a })).toBe(0);
    expect(compareYearMonth(a, b)).toBeLessThan(0);
    expect(compareYearMonth(b, { year: 2025, month: 1 })).toBe(0);
  });

  it('adds days across month, leap-day and year ends, and subtracts them', () => {
    expect(addDays({ year: 2025, month: 1, day: 31 }, 1)).toEqual({ year: 2025, month: 2, day: 1 });
    expect(addDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addDays({ year: 2025, month: 2, day: 28 }, 1)).toEqual({ year: 2025, month: 3, day: 1 });
    expect(addDays({ year: 2025, month: 12, day: 31 }, 1)).toEqual({ year: 2026, month: 1, day: 1 });
    expect(addDays({ year: 2026, month: 1, day: 1 }, -1)).toEqual({ year: 2025, month: 12, day: 31 });
    expect(addDays({ year: 2025, month: 3, day: 15 }, -365)).toEqual({ year: 2024, month: 3, day: 15 });
    expect(addDays({ year: 2025, month: 3, day: 15 }, 0)).toEqual({ year: 2025, month: 3, day: 15 });
  });

  it('adds days to a YYYY-MM-DD day', () => {
    expect(addDaysToIsoDate('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDaysToIsoDate('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('keeps whole days over a daylight-saving change of the local time zone', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect(addDays({ year: 2025, month: 3, day: 8 }, 2)).toEqual({ year: 2025, month: 3, day: 10 });
      expect(addDays({ year: 2025, month: 11, day: 1 }, 2)).toEqual({ year: 2025, month: 11, day: 3 });
      expect(addDays({ year: 2025, month: 3, day: 10 }, -1)).toEqual({ year: 2025, month: 3, day: 9 });
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('formats as YYYY-MM-DD', () => {
    expect(formatIsoDate({ year: 2025, month: 3, day: 7 })).toBe('2025-03-07');
  });
});
