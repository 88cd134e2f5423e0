import { describe, expect, it } from '@jest/globals';
import { formatInstitutionDateTime, institutionToday } from './institution-day';

describe('institutionToday', () => {
  it("reads the day on Mexico City's wall clock, not UTC's", () => {
    // 05:30 UTC on 1 March is still 23:30 of 28 February in Mexico City (UTC−6).
    expect(institutionToday(new Date('2026-03-01T05:30:00Z'))).toBe('2026-02-28');
    expect(institutionToday(new Date('2026-03-01T06:00:00Z'))).toBe('2026-03-01');
  });
});

describe('formatInstitutionDateTime', () => {
  it("prints the moment on Mexico City's wall clock as DD/MM/YYYY HH:mm:ss on the 24-hour clock", () => {
    // 05:21 UTC on 26 November is 23:21 of 25 November in Mexico City: the evening, not the next day.
    expect(formatInstitutionDateTime(new Date('2026-11-26T05:21:07Z'))).toBe('25/11/2026 23:21:07');
    expect(formatInstitutionDateTime('2025-09-15T18:05:09.000Z')).toBe('15/09/2025 12:05:09');
    expect(formatInstitutionDateTime('2025-09-16T14:00:00.000Z')).toBe('16/09/2025 08:00:00');
  });

  it('prints a sale just after midnight as 00:31, never as a 12:31 that reads as noon', () => {
    expect(formatInstitutionDateTime('2026-11-28T06:31:47.000Z')).toBe('28/11/2026 00:31:47');
  });
});
