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
  it("prints the moment on Mexico City's wall clock as DD/MM/YYYY hh:mm:ss", () => {
    // 05:21 UTC on 26 November is 23:21 of 25 November in Mexico City: the evening, not the next day.
    expect(formatInstitutionDateTime(new Date('2026-11-26T05:21:07Z'))).toBe('25/11/2026 11:21:07');
    expect(formatInstitutionDateTime('2025-09-15T18:05:09.000Z')).toBe('15/09/2025 12:05:09');
  });

  it('adds the period when asked, for printed receipts', () => {
    expect(formatInstitutionDateTime('2025-09-15T18:05:09.000Z', { period: true })).toBe('15/09/2025 12:05:09 p. m.');
    expect(formatInstitutionDateTime('2025-09-16T05:30:00.000Z', { period: true })).toBe('15/09/2025 11:30:00 p. m.');
    expect(formatInstitutionDateTime('2025-09-16T14:00:00.000Z', { period: true })).toBe('16/09/2025 08:00:00 a. m.');
  });
});
