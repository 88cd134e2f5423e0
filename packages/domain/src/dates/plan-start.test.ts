import { describe, expect, it } from '@jest/globals';
import { dueDateOnCreation, formatYearMonth, parseYearMonth, planStartMonth, planStartProblem } from './plan-start';

describe('the month a plan starts', () => {
  it('is the enrolment month unless one is chosen', () => {
    expect(planStartMonth('2025-11-28')).toEqual({ year: 2025, month: 11 });
    expect(planStartMonth('2025-11-28', { year: 2025, month: 9 })).toEqual({ year: 2025, month: 9 });
  });

  it('reads and writes YYYY-MM', () => {
    expect(parseYearMonth('2025-09')).toEqual({ year: 2025, month: 9 });
    expect(parseYearMonth('2025-13')).toBeNull();
    expect(parseYearMonth('2025-9')).toBeNull();
    expect(formatYearMonth({ year: 2026, month: 1 })).toBe('2026-01');
  });

  it('refuses a month that is not one or is after the cycle’s end', () => {
    expect(planStartProblem('septiembre', null)).toBe('El mes de inicio debe tener la forma AAAA-MM');
    expect(planStartProblem('2026-08', '2026-07-10')).toBe('El mes de inicio no puede ser posterior al fin del ciclo (julio 2026)');
    expect(planStartProblem('2026-07', '2026-07-10')).toBeNull();
    expect(planStartProblem('2025-01', '2026-07-10')).toBeNull();
  });
});

describe('nothing is created already late', () => {
  // [case, due date, created on, due date written]
  const cases: [string, string, string, string][] = [
    ['a due date after the day written stays', '2025-12-10', '2025-11-28', '2025-12-10'],
    ['a due date on the day written stays', '2025-11-28', '2025-11-28', '2025-11-28'],
    ['a past due date becomes the day written', '2025-11-10', '2025-11-28', '2025-11-28'],
    ['across a year', '2024-12-31', '2025-01-01', '2025-01-01'],
  ];
  it.each(cases)('%s', (_label, due, createdOn, written) => {
    expect(dueDateOnCreation(due, createdOn)).toBe(written);
  });
});
