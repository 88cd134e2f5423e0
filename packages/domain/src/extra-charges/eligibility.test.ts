import { describe, expect, it } from '@jest/globals';
import { APPLICATION_FORM } from '../catalogs/extra-charge-enums';
import {
  academyAutomaticCharges,
  isDiscountInTime,
  isSurchargeDue,
  isWithinDateRange,
  isWithinDayRange,
  schoolAutomaticCharges,
  type PaymentPeriod,
} from './eligibility';
import { aCharge, aDiscount, aScholarship } from './test-builders';

const march2025: PaymentPeriod = { year: 2025, month: 3, paymentDay: 10 };

describe('date and day ranges', () => {
  it('includes both ends of the date range', () => {
    const charge = aCharge({ startDate: '2025-03-01', endDate: '2025-03-31' });
    expect(isWithinDateRange(charge, '2025-02-28')).toBe(false);
    expect(isWithinDateRange(charge, '2025-03-01')).toBe(true);
    expect(isWithinDateRange(charge, '2025-03-31')).toBe(true);
    expect(isWithinDateRange(charge, '2025-04-01')).toBe(false);
  });

  it('treats null bounds as open', () => {
    expect(isWithinDateRange(aCharge({ startDate: null, endDate: '2025-03-31' }), '1990-01-01')).toBe(true);
    expect(isWithinDateRange(aCharge({ startDate: '2025-03-01', endDate: null }), '2099-12-31')).toBe(true);
    expect(isWithinDayRange(aCharge({ startDay: null, endDay: 5 }), '2025-03-01')).toBe(true);
    expect(isWithinDayRange(aCharge({ startDay: 5, endDay: null }), '2025-03-31')).toBe(true);
  });

  it('includes both ends of the day range', () => {
    const charge = aCharge({ startDay: 11, endDay: 15 });
    expect(isWithinDayRange(charge, '2025-03-10')).toBe(false);
    expect(isWithinDayRange(charge, '2025-03-11')).toBe(true);
    expect(isWithinDayRange(charge, '2025-03-15')).toBe(true);
    expect(isWithinDayRange(charge, '2025-03-16')).toBe(false);
  });

  it('accepts a Date for today', () => {
    const charge = aCharge({ startDate: '2025-03-01', endDate: '2025-03-31' });
    expect(isWithinDateRange(charge, new Date(2025, 2, 31, 23, 59))).toBe(true);
    expect(isWithinDateRange(charge, new Date(2025, 3, 1, 0, 0))).toBe(false);
  });

  it('rejects a malformed today', () => {
    expect(() => isWithinDateRange(aCharge(), '31/03/2025')).toThrow(RangeError);
  });
});

describe('school surcharges', () => {
  const surcharge = aCharge();
  // [case, period, today, due]
  const cases: [string, PaymentPeriod, string, boolean][] = [
    ['the day before the payment day', march2025, '2025-03-09', false],
    ['on the payment day itself', march2025, '2025-03-10', false],
    ['the day after the payment day', march2025, '2025-03-11', true],
    ['on the last day of the month', march2025, '2025-03-31', true],
    ['an earlier month, before this month’s payment day', march2025, '2025-04-01', false],
    ['an earlier month, on this month’s payment day', march2025, '2025-04-10', false],
    ['an earlier month, after this month’s payment day', march2025, '2025-04-11', true],
    ['a month paid ahead', { year: 2025, month: 4, paymentDay: 1 }, '2025-03-31', false],
    ['December paid on January 2, past payment day 1', { year: 2024, month: 12, paymentDay: 1 }, '2025-01-02', true],
    ['December paid on January 1 with payment day 1', { year: 2024, month: 12, paymentDay: 1 }, '2025-01-01', false],
    ['January paid ahead in December', { year: 2025, month: 1, paymentDay: 10 }, '2024-12-31', false],
    ['payment day 31 on a 28-day February', { year: 2025, month: 2, paymentDay: 31 }, '2025-02-28', false],
    ['payment day 28, leap February 29', { year: 2024, month: 2, paymentDay: 28 }, '2024-02-29', true],
    ['payment day 29, leap February 29', { year: 2024, month: 2, paymentDay: 29 }, '2024-02-29', false],
    ['payment day 30 on day 31', { year: 2025, month: 1, paymentDay: 30 }, '2025-01-31', true],
  ];
  it.each(cases)('%s', (_label, period, today, due) => {
    expect(isSurchargeDue(surcharge, period, today)).toBe(due);
  });

  it('needs today inside its date range', () => {
    expect(isSurchargeDue(aCharge({ startDate: '2025-03-12' }), march2025, '2025-03-11')).toBe(false);
    expect(isSurchargeDue(aCharge({ startDate: '2025-03-11' }), march2025, '2025-03-11')).toBe(true);
    expect(isSurchargeDue(aCharge({ endDate: '2025-03-11' }), march2025, '2025-03-11')).toBe(true);
    expect(isSurchargeDue(aCharge({ endDate: '2025-03-10' }), march2025, '2025-03-11')).toBe(false);
  });
  it('needs today’s day inside its day range, also for an overdue month', () => {
    const charge = aCharge({ startDay: 11, endDay: 20 });
    expect(isSurchargeDue(charge, march2025, '2025-03-11')).toBe(true);
    expect(isSurchargeDue(charge, march2025, '2025-03-20')).toBe(true);
    expect(isSurchargeDue(charge, march2025, '2025-03-21')).toBe(false);
    expect(isSurchargeDue(charge, march2025, '2025-04-05')).toBe(false);
    expect(isSurchargeDue(charge, march2025, '2025-04-12')).toBe(true);
  });
});

describe('school discounts (end day 10)', () => {
  const discount = aDiscount({ endDay: 10 });
  // [case, period, today, in time]
  const cases: [string, PaymentPeriod, string, boolean][] = [
    ['the day before the end date', march2025, '2025-03-09', true],
    ['on the end date itself (today equal to the end date)', march2025, '2025-03-10', false],
    ['the day after the end date', march2025, '2025-03-11', false],
    ['a month paid ahead while this month’s window is open', { year: 2025, month: 4, paymentDay: 10 }, '2025-03-05', true],
    ['a month paid ahead on this month’s end date', { year: 2025, month: 4, paymentDay: 10 }, '2025-03-10', false],
    ['an earlier month', { year: 2025, month: 2, paymentDay: 10 }, '2025-03-01', false],
    ['January paid ahead on December 9', { year: 2025, month: 1, paymentDay: 10 }, '2024-12-09', true],
    ['January paid ahead on December 10', { year: 2025, month: 1, paymentDay: 10 }, '2024-12-10', false],
    ['December paid in January', { year: 2024, month: 12, paymentDay: 10 }, '2025-01-05', false],
  ];
  it.each(cases)('%s', (_label, period, today, inTime) => {
    expect(isDiscountInTime(discount, period, today)).toBe(inTime);
  });

  it('clamps an end day of 31 to the last day of a short month (and the leap day)', () => {
    const endOfMonth = aDiscount({ endDay: 31 });
    const february = { year: 2025, month: 2, paymentDay: 10 };
    expect(isDiscountInTime(endOfMonth, february, '2025-02-27')).toBe(true);
    expect(isDiscountInTime(endOfMonth, february, '2025-02-28')).toBe(false);
    expect(isDiscountInTime(endOfMonth, { year: 2025, month: 3, paymentDay: 10 }, '2025-02-27')).toBe(true);
    expect(isDiscountInTime(endOfMonth, { year: 2024, month: 2, paymentDay: 10 }, '2024-02-28')).toBe(true);
    expect(isDiscountInTime(endOfMonth, { year: 2024, month: 2, paymentDay: 10 }, '2024-02-29')).toBe(false);
  });
  it('ends before day 30 even in a 31-day month', () => {
    const period = { year: 2025, month: 1, paymentDay: 10 };
    expect(isDiscountInTime(aDiscount({ endDay: 30 }), period, '2025-01-29')).toBe(true);
    expect(isDiscountInTime(aDiscount({ endDay: 30 }), period, '2025-01-30')).toBe(false);
  });
  it('ignores the start day: paying early never loses the discount', () => {
    expect(isDiscountInTime(aDiscount({ startDay: 5, endDay: 10 }), march2025, '2025-03-01')).toBe(true);
  });
  it('has no deadline without an end day, but still needs its date range', () => {
    const open = aDiscount({ endDay: null, endDate: '2025-06-30' });
    expect(isDiscountInTime(open, { year: 2025, month: 1, paymentDay: 10 }, '2025-06-30')).toBe(true);
    expect(isDiscountInTime(open, { year: 2025, month: 1, paymentDay: 10 }, '2025-07-01')).toBe(false);
  });
});

describe('schoolAutomaticCharges', () => {
  it('attaches due surcharges, in-time discounts and automatic scholarships only', () => {
    const charges = [
      aCharge({ id: 10, name: 'Recargo mensual' }),
      aDiscount({ id: 11, name: 'Pronto pago' }),
      aScholarship({ id: 12, name: 'Beca automática', applicationForm: APPLICATION_FORM.Automatic }),
      aScholarship({ id: 13, name: 'Beca manual' }),
      aCharge({ id: 14, name: 'Recargo inactivo', isActive: false }),
      aCharge({ id: 15, name: 'Recargo manual', applicationForm: APPLICATION_FORM.Manual }),
    ];
    expect(schoolAutomaticCharges(charges, march2025, '2025-03-11').map((c) => c.id)).toEqual([10, 12]);
    expect(schoolAutomaticCharges(charges, march2025, '2025-03-09').map((c) => c.id)).toEqual([11, 12]);
    expect(schoolAutomaticCharges(charges, march2025, '2025-03-10').map((c) => c.id)).toEqual([12]);
  });

  it('skips an automatic scholarship outside its date range', () => {
    const beca = aScholarship({ applicationForm: APPLICATION_FORM.Automatic, endDate: '2025-03-09' });
    expect(schoolAutomaticCharges([beca], march2025, '2025-03-10')).toEqual([]);
  });

  it('attaches one charge per name', () => {
    const charges = [aCharge({ id: 1, name: 'Recargo' }), aCharge({ id: 2, name: ' recargo ' })];
    expect(schoolAutomaticCharges(charges, march2025, '2025-03-11').map((c) => c.id)).toEqual([1]);
  });
});

describe('academyAutomaticCharges', () => {
  it('attaches every active automatic charge regardless of dates, once per name', () => {
    const charges = [
      aCharge({ id: 1, name: 'Recargo', endDate: '2000-01-01' }),
      aDiscount({ id: 2, name: 'Descuento hermanos' }),
      aDiscount({ id: 3, name: 'Descuento hermanos' }),
      aCharge({ id: 4, name: 'Manual', applicationForm: APPLICATION_FORM.Manual }),
      aCharge({ id: 5, name: 'Inactivo', isActive: false }),
    ];
    expect(academyAutomaticCharges(charges).map((c) => c.id)).toEqual([1, 2]);
  });
});
