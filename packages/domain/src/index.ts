// Public API of @mikro/domain: pure business rules, no I/O.
export { AMOUNT_PATTERN, InvalidAmountError, MAX_MONEY, Money, isAmountText, isValidAmount, money, toFixed2 } from './money/money';
export type { MoneyInput } from './money/money';

export {
  addDays,
  addDaysToIsoDate,
  clampedDayOfMonth,
  compareCalendarDates,
  compareYearMonth,
  daysInMonth,
  formatIsoDate,
  toCalendarDate,
} from './dates/calendar-date';
export type { CalendarDate, DateInput } from './dates/calendar-date';
export { INSTITUTION_TIME_ZONE, formatInstitutionDateTime, institutionToday } from './dates/institution-day';
export { MONTH_NAMES, monthName, periodLabel } from './dates/months';
export { dueDateAfterEdit, dueDateOnCreation, formatYearMonth, monthsBetween, parseYearMonth, planStartMonth, planStartProblem } from './dates/plan-start';
export type { YearMonth as PlanMonth } from './dates/plan-start';
export { dropDateProblem, RECORD_DAY_MESSAGE, RECORD_DAY_PATTERN, RECORD_YEAR_MESSAGE, RECORD_YEARS, recordDayProblem } from './dates/record-day';

export {
  IVA,
  IVA_FACTOR,
  TAX_RATE,
  ZERO_BREAKDOWN,
  addTax,
  pricesAgree,
  pricesFromPrice,
  pricesFromPriceWithTax,
  productPrices,
  removeTax,
  splitPriceWithTax,
} from './tax/iva';
export type { ProductPrices, TaxBreakdown } from './tax/iva';
export { lineTotals } from './tax/totals';
export type { LineInput } from './tax/totals';

export {
  DEFAULT_CONCEPT_QUANTITY,
  DEFAULT_CONCEPT_TYPE,
  DEFAULT_FISCAL_REGIME,
  DEFAULT_MATRIX_COMPANY_ID,
  DEFAULT_OBJETO_IMP,
  DEFAULT_OFFSET,
  DEFAULT_PAGE_SIZE,
  DEFAULT_QUOTE_VALID_DAYS,
} from './catalogs/constants';
export {
  APPLICATION_FORM,
  APPLICATION_FORM_LABELS,
  DEFAULT_EXTRA_CHARGE_OPERATION,
  EXTRA_CHARGE_KIND,
  EXTRA_CHARGE_KIND_LABELS,
  EXTRA_CHARGE_OPERATIONS,
  EXTRA_CHARGE_OPERATION_LABELS,
  VALUE_TYPE,
  VALUE_TYPE_LABELS,
  isExtraChargeOperation,
} from './catalogs/extra-charge-enums';
export type { ApplicationForm, ExtraChargeKind, ExtraChargeOperation, ValueType } from './catalogs/extra-charge-enums';
export { MODULE_TYPE, MODULE_TYPE_LABELS, toModuleType } from './catalogs/modules';
export type { ModuleName, ModuleType } from './catalogs/modules';
export { BANKS, PAYMENT_METHODS, allocatePayments, carriesBank, findBank, findPaymentMethod, givesChange } from './catalogs/payments';
export type {
  AllocatePaymentsOptions,
  Bank,
  PaymentAllocation,
  PaymentAllocationError,
  PaymentAllocationErrorCode,
  PaymentInput,
  PaymentMethod,
} from './catalogs/payments';
export {
  DASHBOARD_MODULE,
  DASHBOARD_MODULE_LABELS,
  STORE_SALE_TYPE,
  STORE_SALE_TYPE_LABELS,
  TPV_VIEW,
  TPV_VIEW_LABELS,
} from './catalogs/preferences';
export type { DashboardModule, StoreSaleType, TpvView } from './catalogs/preferences';
export {
  GENERIC_RFCS,
  GENERIC_RFC_FOREIGN,
  GENERIC_RFC_MESSAGE,
  GENERIC_RFC_NATIONAL,
  OWN_RFC_PATTERN,
  RFC_FORMAT_MESSAGE,
  RFC_SAT_PATTERN,
  isGenericRfc,
  isValidRfcFormat,
  ownRfcProblem,
  rfcPersonType,
} from './catalogs/rfc';
export type { RfcPersonType } from './catalogs/rfc';
export { EMAIL_MESSAGE, isValidEmail } from './catalogs/email';
export { normalizePhone, PHONE_MESSAGE } from './catalogs/phone';
export { FRACTIONAL_SAT_UNITS, PIECE_UNIT_KEY, SAT_UNITS, UNIT_DISPLAY, displayUnitOfSatUnit, findSatUnit, quantityUnitProblem, sellsInFractions, unitLabel, unitName } from './catalogs/units';
export type { SatUnit } from './catalogs/units';

export type { ChargeLine, ExtraCharge, WithChargeLines } from './extra-charges/types';
export {
  attachCharge,
  attachCharges,
  detachCharge,
  isChargeLine,
  sameChargeName,
  toChargeLine,
  uniqueByName,
} from './extra-charges/charge-lines';
export { applyExtraCharges, extraChargeProblem, extraChargeTermsProblem } from './extra-charges/apply';
export { toDomainCharge } from './extra-charges/from-record';
export type { ExtraChargeRecordLike } from './extra-charges/from-record';
export type { AppliedCharges, ChargeAdjustment, ExtraChargeTerms } from './extra-charges/apply';
export {
  datedAutomaticCharges,
  datedConditionText,
  dueDateOf,
  isAutomaticCharge,
  isDiscountInTime,
  isLate,
  isSurchargeDue,
  isWithinDateRange,
  isWithinDayRange,
} from './extra-charges/eligibility';
export type { PaymentPeriod } from './extra-charges/eligibility';
export { applyTaxFactorToLines } from './extra-charges/academy';

export { isBelowMinimumStock, isNegativeStock, MAX_STOCK_BELOW_MINIMUM, NEGATIVE_STOCK, stockLimitsAgree } from './stock/minimum';
export { isQuantityText, QUANTITY_PATTERN, refundDue, returnableQuantity, returnAmounts, returnedValue } from './stock/returns';
export type { ReturnLine } from './stock/returns';
export { cartReducer, initialCart } from './cart/cart';
export type { CartAction, CartLine, CartProduct, CartState } from './cart/cart';
export { cartLineTotals, cartTotals, saleLineTaxFactor, sumCartTotals } from './cart/totals';
export { isPriceChangePercentage, PRICE_CHANGE_PERCENTAGE_MESSAGE, priceListPrice, withPercentage } from './cart/price-list';
export type { PriceSource, ProductListPrices } from './cart/price-list';
export type { CartTotals } from './cart/totals';

export { CURP_MESSAGE, CURP_PATTERN, CURP_STATE_CODES, curpCheckDigit, isValidCurp, normalizeCurp } from './school/curp';
export { personName, personNameSurnamesFirst } from './display/person-name';
export { foldAccents } from './display/fold-accents';

export {
  MAX_AGE_BELOW_MINIMUM,
  WEEKDAY_LABELS,
  WEEKDAY_SHORT_LABELS,
  admissionProblem,
  ageOn,
  ageRangeAgrees,
  cancelledByDrop,
  chargeMonths,
  findScheduleConflict,
  formatSchedule,
  formatSlot,
  isValidTime,
  minutesOf,
  scheduleProblems,
  shortTime,
  slotsOverlap,
} from './academy/index';
export type { Enrollee, GroupRange, GroupSchedule, ScheduleConflict, ScheduleProblem, ScheduleSlot, Weekday, YearMonth } from './academy/index';
export { paymentTotals, pricePaymentLine } from './extra-charges/payment-line';
export {
  CONCESSION_REASON_MAX,
  CONCESSION_REASON_MIN,
  DESK_DISCOUNT_NAME,
  MAX_DESK_DISCOUNT,
  deskConcessionProblems,
  priceWithConcession,
  toDeskConcession,
} from './extra-charges/desk-concession';
export type { ConcededLine, Concession, ConcessionProblem, DeskConcession, DeskConcessionInput } from './extra-charges/desk-concession';
export type { LineCharge, PaymentLineAdjustment, PaymentLineInput, PaymentTotalsSummary, PricedPaymentLine } from './extra-charges/payment-line';
export { chargeSchedule, cycleMonths } from './school/charge-schedule';
export { accountStatementTotals } from './school/account-statement';
export { scholarshipCovers } from './school/scholarship-coverage';
export type { StatementCharge, StatementPaymentLine, StatementTotals } from './school/account-statement';
export { REMINDER_DAYS_MAX, REMINDER_STAGES, reminderStage, reminderWindow } from './school/reminders';
export type { ReminderSettings, ReminderStage } from './school/reminders';
export type { CycleSpan, ScheduleStart, ScheduledCharge, ScheduledConcept, SchoolConceptType } from './school/charge-schedule';

export * from './invoicing/index';
export * from './credit/index';
export * from './offline-sales/index';
export * from './payment-complements/index';
export {
  DATE_FORMATS,
  EMPTY_DATE_TEXT,
  formatCell,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMoneyCompact,
  formatQuantity,
  formatTime,
} from './display/text';
export type { CellKind, DateValue, MoneyValue } from './display/text';

export { ATTENDANCE_KEYS, ATTENDANCE_LABELS, ATTENDANCE_STATUSES, attendanceDayProblem, attendanceSummary, isAttendanceStatus } from './attendance/attendance';
export type { AttendanceStatus, AttendanceSummary } from './attendance/attendance';
export * from './online-payments/index';
