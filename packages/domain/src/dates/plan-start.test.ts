import { describe, expect, it } from '@jest/globals';
import { dueDateAfterEdit, dueDateOnCreation, formatYearMonth, parseYearMonth, planStartMonth, planStartProblem } from './plan-start';

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

describe('editing a concept never makes a charge late retroactively', () => {
  const writtenOnTime = { year: 2026, month: 2, paymentDay: 10, dueDate: '2026-02-10' };
  const writtenLate = { year: 2026, month: 1, paymentDay: 10, dueDate: '2026-01-20' };
  // [case, charge as written, newly scheduled due date, due date kept]
  const cases: [string, typeof writtenOnTime, string, string][] = [
    ['a charge written on time follows the new day', writtenOnTime, '2026-02-05', '2026-02-05'],
    ['a charge written late keeps the day it was written', writtenLate, '2026-01-10', '2026-01-20'],
    ['a charge written late follows a later new day', writtenLate, '2026-01-25', '2026-01-25'],
    ['day 31 written in February on time is not taken as late', { year: 2026, month: 2, paymentDay: 31, dueDate: '2026-02-28' }, '2026-02-15', '2026-02-15'],
  ];
  it.each(cases)('%s', (_label, written, scheduled, kept) => {
    expect(dueDateAfterEdit(written, scheduled)).toBe(kept);
  });
});
