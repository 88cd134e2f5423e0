import { describe, expect, it } from '@jest/globals';
import { instalmentPlan } from './instalments';

describe('instalmentPlan', () => {
  it('splits the amount to the centavo, the last instalment taking the rounding', () => {
    const plan = instalmentPlan({ amount: '1000.00', count: 3, firstDueDate: '2026-01-31', frequency: 'mensual' });
    expect(plan).toEqual([
      { number: 1, dueDate: '2026-01-31', amount: '333.33' },
      { number: 2, dueDate: '2026-02-28', amount: '333.33' },
      { number: 3, dueDate: '2026-03-31', amount: '333.34' },
    ]);
  });

  it('spaces weekly and fortnightly instalments by 7 and 15 days, across years', () => {
    expect(instalmentPlan({ amount: '100', count: 2, firstDueDate: '2026-12-28', frequency: 'semanal' }).map((i) => i.dueDate)).toEqual(['2026-12-28', '2027-01-04']);
    expect(instalmentPlan({ amount: '100', count: 2, firstDueDate: '2026-02-10', frequency: 'quincenal' }).map((i) => i.dueDate)).toEqual(['2026-02-10', '2026-02-25']);
    expect(instalmentPlan({ amount: '0.05', count: 2, firstDueDate: '2026-11-15', frequency: 'mensual' })).toEqual([
      { number: 1, dueDate: '2026-11-15', amount: '0.02' },
      { number: 2, dueDate: '2026-12-15', amount: '0.03' },
    ]);
  });

  it('refuses a count out of range or a bad date', () => {
    expect(() => instalmentPlan({ amount: '10', count: 0, firstDueDate: '2026-01-01', frequency: 'mensual' })).toThrow(RangeError);
    expect(() => instalmentPlan({ amount: '10', count: 2, firstDueDate: '2026-02-30', frequency: 'mensual' })).toThrow(RangeError);
  });
});
