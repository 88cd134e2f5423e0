import { describe, expect, it } from '@jest/globals';
import { dropDateProblem, RECORD_DAY_PATTERN, RECORD_YEAR_MESSAGE, recordDayProblem } from './record-day';

describe('recordDayProblem', () => {
  it('takes a real day of a year from 1900 to 2199', () => {
    for (const day of ['1900-01-01', '2026-02-28', '2024-02-29', '2199-12-31']) expect({ day, problem: recordDayProblem(day) }).toEqual({ day, problem: null });
  });
  it('names the year of a day outside the window, and the format of anything else', () => {
    for (const day of ['0001-01-01', '1899-12-31', '2200-01-01', '9999-12-31']) expect({ day, problem: recordDayProblem(day) }).toEqual({ day, problem: RECORD_YEAR_MESSAGE });
    for (const day of ['2026-02-30', '2026-1-1', 'ayer', '2026-01-01T00:00:00']) expect(recordDayProblem(day)).toMatch(/^Fecha no válida/);
  });
  it('has a schema pattern that refuses only a well-formed day of a year outside the window', () => {
    const pattern = new RegExp(RECORD_DAY_PATTERN, 'u');
    for (const day of ['1900-01-01', '2199-12-31', '2026-02-30', 'ayer', '2026-1-1', '']) expect({ day, passes: pattern.test(day) }).toEqual({ day, passes: true });
    for (const day of ['0001-01-01', '1899-12-31', '2200-01-01', '9999-12-31']) expect({ day, passes: pattern.test(day) }).toEqual({ day, passes: false });
  });
});

describe('dropDateProblem', () => {
  it('refuses a drop before the enrolment, and takes the same day or later', () => {
    expect(dropDateProblem('2026-08-31', '2026-09-01')).toBe('No puede ser anterior a la fecha de inscripción (01/09/2026)');
    expect(dropDateProblem('2026-09-01', '2026-09-01')).toBeNull();
    expect(dropDateProblem('2027-01-15', '2026-09-01')).toBeNull();
  });
});
