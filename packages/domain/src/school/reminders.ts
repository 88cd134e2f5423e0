// When a tutor is reminded of a school charge by e-mail: some days before its due date, and once it is overdue.
import { addDaysToIsoDate } from '../dates/calendar-date';

/** antes: the due date is near; vencido: the due date has passed. */
export type ReminderStage = 'antes' | 'vencido';
export const REMINDER_STAGES: readonly ReminderStage[] = ['antes', 'vencido'];

/** How far ahead a campus may remind (days before the due date). */
export const REMINDER_DAYS_MAX = 30;

export interface ReminderSettings {
  /** Days before the due date the first reminder goes (0 = on the due date itself). */
  daysBefore: number;
  /**
   * The day sending was switched on ('YYYY-MM-DD'): a charge that was already overdue then is not announced as
   * "now overdue" (turning reminders on does not mail every old debt at once).
   */
  enabledSince: string;
}

/**
 * The stage a pending charge is in on `today` (all days 'YYYY-MM-DD'), or null when nothing is due to be said.
 * "Antes" runs from `daysBefore` days before the due date through the due date; a charge is overdue from the day
 * after (as the account statement counts it). A run that missed a day still sends what is in its stage.
 */
export function reminderStage(dueDate: string, today: string, settings: ReminderSettings): ReminderStage | null {
  if (dueDate < today) return dueDate >= settings.enabledSince ? 'vencido' : null;
  return addDaysToIsoDate(today, settings.daysBefore) >= dueDate ? 'antes' : null;
}

/**
 * The due dates a run on `today` looks at for any campus: from the earliest that can still be announced as overdue
 * (bounded by `overdueDays`, so the read stays small) to the farthest a campus may remind ahead.
 */
export function reminderWindow(today: string, overdueDays: number): { from: string; to: string } {
  return { from: addDaysToIsoDate(today, -overdueDays), to: addDaysToIsoDate(today, REMINDER_DAYS_MAX) };
}
