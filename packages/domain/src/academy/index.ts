export {
  WEEKDAY_LABELS,
  WEEKDAY_SHORT_LABELS,
  findScheduleConflict,
  formatSchedule,
  formatSlot,
  isValidTime,
  minutesOf,
  scheduleProblems,
  shortTime,
  slotsOverlap,
} from './schedule';
export type { GroupSchedule, ScheduleConflict, ScheduleProblem, ScheduleSlot, Weekday } from './schedule';
export { admissionProblem, ageOn, cancelledByDrop, chargeMonths } from './enrolment';
export { MAX_AGE_BELOW_MINIMUM, ageRangeAgrees } from './age-range';
export type { Enrollee, GroupRange, YearMonth } from './enrolment';
