import { describe, expect, it } from '@jest/globals';
import { MONTH_NAMES, monthName, periodLabel } from './months';

describe('month names', () => {
  it('name the twelve months from January, lower case unless asked to stand alone', () => {
    expect(MONTH_NAMES).toHaveLength(12);
    expect(monthName(1)).toBe('enero');
    expect(monthName(9)).toBe('septiembre');
    expect(monthName(12, { capitalized: true })).toBe('Diciembre');
    expect(monthName(0)).toBe('');
    expect(monthName(13)).toBe('');
  });

  it("print a charge's period, and nothing for a charge without one", () => {
    expect(periodLabel(2026, 3)).toBe('marzo 2026');
    expect(periodLabel(null, 3)).toBe('');
    expect(periodLabel(2026, null)).toBe('');
    expect(periodLabel(2026, 14)).toBe('');
  });
});
