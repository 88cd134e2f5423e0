import { describe, expect, it } from '@jest/globals';
import { chargeSchedule, cycleMonths, type ScheduledConcept } from './charge-schedule';

const cycle = { startDate: '2025-08-15', endDate: '2026-07-10' };
const monthly = (overrides: Partial<ScheduledConcept> = {}): ScheduledConcept => ({
  key: 1,
  conceptType: 'Monthly',
  months: [9, 10, 11, 12, 1, 2, 3, 4, 5, 6],
  paymentDay: 10,
  isActive: true,
  ...overrides,
});

describe('cycleMonths', () => {
  it('goes from the start month to the end month, across the year', () => {
    const months = cycleMonths(cycle, '2025-08-20');
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ year: 2025, month: 8 });
    expect(months[11]).toEqual({ year: 2026, month: 7 });
  });
  it('lasts 12 months from the enrolment date when the cycle has no dates', () => {
    const months = cycleMonths({ startDate: null, endDate: null }, '2025-03-02');
    expect(months[0]).toEqual({ year: 2025, month: 3 });
    expect(months[11]).toEqual({ year: 2026, month: 2 });
  });
});

describe('chargeSchedule', () => {
  it('charges a Monthly concept once per listed month, each month in its year within the cycle', () => {
    const charges = chargeSchedule([monthly()], cycle, '2025-08-20');
    expect(charges.map((c) => `${c.year}-${c.month}`)).toEqual([
      '2025-9', '2025-10', '2025-11', '2025-12', '2026-1', '2026-2', '2026-3', '2026-4', '2026-5', '2026-6',
    ]);
    expect(charges[0]).toEqual({ key: 1, year: 2025, month: 9, paymentDay: 10, dueDate: '2025-09-10' });
  });
  it('charges every month of the cycle when no month is listed', () => {
    expect(chargeSchedule([monthly({ months: [] })], cycle, '2025-08-20')).toHaveLength(12);
  });
  it('charges a OneTime concept once: its month, or the enrolment month', () => {
    const oneTime = monthly({ key: 2, conceptType: 'OneTime', months: [8], paymentDay: 20 });
    expect(chargeSchedule([oneTime], cycle, '2025-08-20')).toEqual([{ key: 2, year: 2025, month: 8, paymentDay: 20, dueDate: '2025-08-20' }]);
    expect(chargeSchedule([{ ...oneTime, months: [] }], cycle, '2025-09-03')[0]).toMatchObject({ year: 2025, month: 9 });
  });
  it('clamps the due date to the month, skips inactive concepts and months outside the cycle', () => {
    const charges = chargeSchedule(
      [monthly({ months: [2], paymentDay: 31 }), monthly({ key: 3, isActive: false })],
      { startDate: '2027-09-01', endDate: '2028-06-30' },
      '2027-09-01',
    );
    expect(charges).toEqual([{ key: 1, year: 2028, month: 2, paymentDay: 31, dueDate: '2028-02-29' }]);
    expect(chargeSchedule([monthly({ months: [7] })], { startDate: '2025-08-01', endDate: '2026-06-30' }, '2025-08-01')).toEqual([]);
  });
  it('orders by due date and refuses impossible days or months', () => {
    const charges = chargeSchedule([monthly({ key: 5, months: [9] }), monthly({ key: 4, months: [9], paymentDay: 5 })], cycle, '2025-08-20');
    expect(charges.map((c) => c.key)).toEqual([4, 5]);
    expect(() => chargeSchedule([monthly({ paymentDay: 0 })], cycle, '2025-08-20')).toThrow(RangeError);
    expect(() => chargeSchedule([monthly({ months: [13] })], cycle, '2025-08-20')).toThrow(RangeError);
  });
});

describe('chargeSchedule of a late enrolment', () => {
  const tuition = monthly({ key: 1, months: [] });
  const enrolmentFee = monthly({ key: 2, conceptType: 'OneTime', months: [], paymentDay: 10 });
  const augustFee = monthly({ key: 3, conceptType: 'OneTime', months: [8], paymentDay: 10 });
  const plan = [tuition, enrolmentFee, augustFee];
  const isLateOn = (today: string) => (c: { dueDate: string }) => c.dueDate < today;

  const cycle2025 = { startDate: '2025-08-15', endDate: '2026-07-10' };
  const cycle2027 = { startDate: '2027-08-15', endDate: '2028-07-10' };
  // [case, cycle, enrolment day, first tuition month, its due date, enrolment fee's due date]
  const cases: [string, typeof cycle, string, number, string, string][] = [
    ['on the 1st, before the payment day', cycle2025, '2025-11-01', 11, '2025-11-10', '2025-11-01'],
    ['on the 15th, after the payment day', cycle2025, '2025-11-15', 11, '2025-11-15', '2025-11-15'],
    ['on the last day of the month', cycle2025, '2025-11-30', 11, '2025-11-30', '2025-11-30'],
    ['on the last day of a leap February', cycle2027, '2028-02-29', 2, '2028-02-29', '2028-02-29'],
  ];
  it.each(cases)('%s: charges from the enrolment month, nothing already late', (_label, span, enrolledOn, firstMonth, tuitionDue, feeDue) => {
    const charges = chargeSchedule(plan, span, enrolledOn);
    const tuitions = charges.filter((c) => c.key === 1);
    expect(tuitions[0]).toMatchObject({ month: firstMonth, dueDate: tuitionDue });
    expect(charges.find((c) => c.key === 2)).toMatchObject({ dueDate: feeDue });
    expect(charges.filter(isLateOn(enrolledOn))).toEqual([]);
  });

  it('charges an enrolment fee listed in a month before the start in the enrolment month, due that day', () => {
    const charges = chargeSchedule([augustFee], cycle, '2025-11-28');
    expect(charges).toEqual([{ key: 3, year: 2025, month: 11, paymentDay: 28, dueDate: '2025-11-28' }]);
  });

  it('charges the months before the enrolment only when chosen, due the day they are written', () => {
    const charges = chargeSchedule([tuition], cycle, '2025-11-28', { fromMonth: { year: 2025, month: 9 } });
    expect(charges.slice(0, 4).map((c) => [c.month, c.dueDate])).toEqual([
      [9, '2025-11-28'],
      [10, '2025-11-28'],
      [11, '2025-11-28'],
      [12, '2025-12-10'],
    ]);
  });

  it('starts a later month when chosen', () => {
    const charges = chargeSchedule([tuition], cycle, '2025-11-28', { fromMonth: { year: 2026, month: 1 } });
    expect(charges[0]).toEqual({ key: 1, year: 2026, month: 1, paymentDay: 10, dueDate: '2026-01-10' });
    expect(charges).toHaveLength(7);
  });

  it('writes a backdated enrolment with nothing late on the day it is written', () => {
    const charges = chargeSchedule([tuition], cycle, '2025-09-01', { createdOn: '2025-11-28' });
    expect(charges.slice(0, 3).map((c) => c.dueDate)).toEqual(['2025-11-28', '2025-11-28', '2025-11-28']);
    expect(charges[3]!.dueDate).toBe('2025-12-10');
  });
});
