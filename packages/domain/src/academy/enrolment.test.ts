import { describe, expect, it } from '@jest/globals';
import { admissionProblem, ageOn, cancelledByDrop, chargeMonths } from './enrolment';

describe('ageOn', () => {
  it.each([
    ['2015-06-10', '2026-06-09', 10],
    ['2015-06-10', '2026-06-10', 11],
    ['2016-02-29', '2026-02-28', 9],
    ['2016-02-29', '2026-03-01', 10],
  ])('born %s, on %s → %i', (birth, today, age) => {
    expect(ageOn(birth, today)).toBe(age);
  });
});

describe('admissionProblem', () => {
  const range = { minAge: 6, maxAge: 10, gradeIds: [3, 4] };
  it('admits a student of the age and grade', () => {
    expect(admissionProblem(range, { birthDate: '2018-01-01', gradeId: 3, isExternal: false }, '2026-03-01')).toBeNull();
  });
  it('refuses by age, naming it', () => {
    expect(admissionProblem(range, { birthDate: '2021-01-01', gradeId: 3, isExternal: false }, '2026-03-01')).toBe('La edad (5 años) es menor a la mínima del grupo (6)');
    expect(admissionProblem(range, { birthDate: '2010-01-01', gradeId: 3, isExternal: false }, '2026-03-01')).toBe('La edad (16 años) es mayor a la máxima del grupo (10)');
    expect(admissionProblem(range, { birthDate: null, gradeId: 3, isExternal: false }, '2026-03-01')).toMatch(/fecha de nacimiento/);
  });
  it('checks the grade of students only', () => {
    expect(admissionProblem(range, { birthDate: '2018-01-01', gradeId: 5, isExternal: false }, '2026-03-01')).toBe('El grado del alumno no está entre los grados del grupo');
    expect(admissionProblem(range, { birthDate: '2018-01-01', gradeId: null, isExternal: true }, '2026-03-01')).toBeNull();
  });
  it('admits anyone in an open group', () => {
    expect(admissionProblem({ minAge: null, maxAge: null, gradeIds: [] }, { birthDate: null, gradeId: null, isExternal: true }, '2026-03-01')).toBeNull();
  });
});

describe('chargeMonths', () => {
  it('runs from the enrolment month through the cycle end, across the year', () => {
    expect(chargeMonths('2025-11-20', '2026-02-15')).toEqual([
      { year: 2025, month: 11 },
      { year: 2025, month: 12 },
      { year: 2026, month: 1 },
      { year: 2026, month: 2 },
    ]);
  });
  it('charges twelve months without an end and at least one with an end already past', () => {
    expect(chargeMonths('2026-03-01', null)).toHaveLength(12);
    expect(chargeMonths('2026-03-01', '2026-01-01')).toEqual([{ year: 2026, month: 3 }]);
  });
});

describe('cancelledByDrop', () => {
  it('cancels months after the drop month only', () => {
    expect(cancelledByDrop({ year: 2026, month: 3 }, '2026-03-15')).toBe(false);
    expect(cancelledByDrop({ year: 2026, month: 2 }, '2026-03-15')).toBe(false);
    expect(cancelledByDrop({ year: 2026, month: 4 }, '2026-03-15')).toBe(true);
    expect(cancelledByDrop({ year: 2027, month: 1 }, '2026-12-31')).toBe(true);
  });
});
