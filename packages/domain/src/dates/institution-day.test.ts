import { describe, expect, it } from '@jest/globals';
import { institutionToday } from './institution-day';

describe('institutionToday', () => {
  it("reads the day on Mexico City's wall clock, not UTC's", () => {
    // 05:30 UTC on 1 March is still 23:30 of 28 February in Mexico City (UTC−6).
    expect(institutionToday(new Date('2026-03-01T05:30:00Z'))).toBe('2026-02-28');
    expect(institutionToday(new Date('2026-03-01T06:00:00Z'))).toBe('2026-03-01');
  });
});
