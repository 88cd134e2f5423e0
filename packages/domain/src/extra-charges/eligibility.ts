import { APPLICATION_FORM, EXTRA_CHARGE_KIND } from '../catalogs/extra-charge-enums';
import {
  type CalendarDate,
  type DateInput,
  clampedDayOfMonth,
  compareCalendarDates,
  compareYearMonth,
  toCalendarDate,
} from '../dates/calendar-date';
import { uniqueByName } from './charge-lines';
import type { ExtraCharge } from './types';

/** The month a school payment is for, and the day of that month it falls due. */
export interface PaymentPeriod {
  year: number;
  /** 1..12 */
  month: number;
  /** Day of month; the payment is late from the next day on. */
  paymentDay: number;
}

type ChargeDates = Pick<ExtraCharge, 'startDate' | 'endDate'>;
type ChargeDays = Pick<ExtraCharge, 'startDay' | 'endDay'>;

export function isAutomaticCharge(charge: Pick<ExtraCharge, 'isActive' | 'applicationForm'>): boolean {
  return charge.isActive && charge.applicationForm === APPLICATION_FORM.Automatic;
}

/** today within [startDate, endDate], both inclusive; a null bound is open. */
export function isWithinDateRange(charge: ChargeDates, today: DateInput): boolean {
  const day = toCalendarDate(today);
  if (charge.startDate && compareCalendarDates(day, toCalendarDate(charge.startDate)) < 0) return false;
  if (charge.endDate && compareCalendarDates(day, toCalendarDate(charge.endDate)) > 0) return false;
  return true;
}

/** today's day of month within [startDay, endDay], both inclusive; a null bound is open. */
export function isWithinDayRange(charge: ChargeDays, today: DateInput): boolean {
  const { day } = toCalendarDate(today);
  if (charge.startDay != null && day < charge.startDay) return false;
  if (charge.endDay != null && day > charge.endDay) return false;
  return true;
}

/**
 * A surcharge is due when today is inside its date and day ranges, the payment's month and year are
 * not later than today's, and today's day of month is past the payment day. The day condition holds
 * for every month, also for earlier ones: an overdue month gets no surcharge on or before this
 * month's payment day.
 */
export function isSurchargeDue(charge: ExtraCharge, period: PaymentPeriod, today: DateInput): boolean {
  const now = toCalendarDate(today);
  if (!isWithinDateRange(charge, today) || !isWithinDayRange(charge, today)) return false;
  if (compareYearMonth(period, now) > 0) return false;
  return now.day > period.paymentDay;
}

/**
 * A discount is in time when today is inside its date range and strictly before its end date both
 * in the current month and in the payment month. The end date of a month is endDay clamped to the
 * month's length, and on that day the discount no longer applies. So a paid-ahead month keeps the
 * discount only while today is before this month's end date, and a past month never gets it.
 * startDay does not limit discounts (paying earlier never loses one); a null endDay has no deadline.
 */
export function isDiscountInTime(charge: ExtraCharge, period: PaymentPeriod, today: DateInput): boolean {
  const now = toCalendarDate(today);
  if (!isWithinDateRange(charge, today)) return false;
  if (charge.endDay == null) return true;
  const deadlines: CalendarDate[] = [
    clampedDayOfMonth(now.year, now.month, charge.endDay),
    clampedDayOfMonth(period.year, period.month, charge.endDay),
  ];
  return deadlines.every((deadline) => compareCalendarDates(now, deadline) < 0);
}

/**
 * The charges attached automatically to a school concept line: active Automatic surcharges that
 * are due, discounts in time, and scholarships inside their date range. One per name.
 */
export function schoolAutomaticCharges(
  charges: readonly ExtraCharge[],
  period: PaymentPeriod,
  today: DateInput,
): ExtraCharge[] {
  return uniqueByName(
    charges.filter((charge) => {
      if (!isAutomaticCharge(charge)) return false;
      switch (charge.extraChargesType.id) {
        case EXTRA_CHARGE_KIND.Recargos:
          return isSurchargeDue(charge, period, today);
        case EXTRA_CHARGE_KIND.Descuentos:
          return isDiscountInTime(charge, period, today);
        case EXTRA_CHARGE_KIND.Becas:
          return isWithinDateRange(charge, today);
        default:
          return false;
      }
    }),
  );
}

/** Academy lines take every active Automatic charge, one per name. */
export function academyAutomaticCharges(charges: readonly ExtraCharge[]): ExtraCharge[] {
  return uniqueByName(charges.filter(isAutomaticCharge));
}
