// Which automatic discounts, surcharges and scholarships a charge takes on a given day: the dated conditions
// shared by school and academy lines (one rule for both, and for the catalogue's preview).
import { APPLICATION_FORM, EXTRA_CHARGE_KIND } from '../catalogs/extra-charge-enums';
import {
  type CalendarDate,
  type DateInput,
  clampedDayOfMonth,
  compareCalendarDates,
  formatIsoDate,
  toCalendarDate,
} from '../dates/calendar-date';
import { uniqueByName } from './charge-lines';
import type { ExtraCharge } from './types';

/** The month a charge is for and when it falls due. */
export interface PaymentPeriod {
  year: number;
  /** 1..12 */
  month: number;
  /** Day of month the charge falls due, clamped to the month's length (31 is the 30th in November). */
  paymentDay: number;
  /**
   * 'YYYY-MM-DD' the charge really falls due, when it is not the payment day of its month: a charge created
   * after its month's payment day (a late enrolment) falls due on the day it was created.
   */
  dueDate?: string;
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

/** The payment day of a month as a date, clamped to the month's last day (31 → 30 in November, 28/29 in February). */
export function dueDateOf(year: number, month: number, paymentDay: number): string {
  return formatIsoDate(clampedDayOfMonth(year, month, paymentDay));
}

function periodDueDate(period: PaymentPeriod): CalendarDate {
  return period.dueDate ? toCalendarDate(period.dueDate) : clampedDayOfMonth(period.year, period.month, period.paymentDay);
}

/**
 * A charge is late when today is after its due date — dates compared, not days of the month — so a month
 * that became overdue stays late in every later month, whatever day of it is paid.
 */
export function isLate(period: PaymentPeriod, today: DateInput): boolean {
  return compareCalendarDates(toCalendarDate(today), periodDueDate(period)) > 0;
}

/**
 * A surcharge is due when the charge is late and today is inside the surcharge's date range. Its start day is
 * a grace period read in the charge's own month (days 11–31 start on the 11th of that month, clamped to its
 * length); its end day never lifts a surcharge: paying later never loses one, as paying earlier never loses a
 * discount.
 */
export function isSurchargeDue(charge: ExtraCharge, period: PaymentPeriod, today: DateInput): boolean {
  if (!isWithinDateRange(charge, today) || !isLate(period, today)) return false;
  if (charge.startDay == null) return true;
  return compareCalendarDates(toCalendarDate(today), clampedDayOfMonth(period.year, period.month, charge.startDay)) >= 0;
}

/**
 * A discount is in time when today is inside its date range, the charge is not late, and today is on or before
 * its end day (inclusive: "hasta el día 5" includes the 5th, clamped to the month's length) both in today's
 * month and in the charge's month. So a month paid ahead keeps the discount while this month's window is open,
 * and a past month never gets it. The start day does not limit a discount (paying earlier never loses one); a
 * null end day has no deadline but its date range and the due date.
 */
export function isDiscountInTime(charge: ExtraCharge, period: PaymentPeriod, today: DateInput): boolean {
  const now = toCalendarDate(today);
  if (!isWithinDateRange(charge, today) || isLate(period, today)) return false;
  if (charge.endDay == null) return true;
  const deadlines: CalendarDate[] = [
    clampedDayOfMonth(now.year, now.month, charge.endDay),
    clampedDayOfMonth(period.year, period.month, charge.endDay),
  ];
  return deadlines.every((deadline) => compareCalendarDates(now, deadline) <= 0);
}

/**
 * The automatic charges a school or academy line takes on `today`: active Automatic surcharges that are due,
 * discounts in time, and scholarships inside their date range. One per name.
 */
export function datedAutomaticCharges(charges: readonly ExtraCharge[], period: PaymentPeriod, today: DateInput): ExtraCharge[] {
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

/** How a dated automatic charge of this kind applies, in Spanish, as the counters explain it. */
export function datedConditionText(kind: number): string {
  switch (kind) {
    case EXTRA_CHARGE_KIND.Descuentos:
      return 'descuento si se paga dentro de sus días y antes del vencimiento';
    case EXTRA_CHARGE_KIND.Recargos:
      return 'recargo cuando el cargo ya venció';
    case EXTRA_CHARGE_KIND.Becas:
      return 'beca dentro de sus fechas';
    default:
      return '';
  }
}
