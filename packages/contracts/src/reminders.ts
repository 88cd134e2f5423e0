// E-mail reminders of school charges to the families' tutors: each campus's settings and what a run sent.

/** A campus with its reminder settings (a campus never set is not sending, 3 days before). */
export interface CampusReminderSettings {
  campusId: number;
  campusName: string;
  /** Whether its families' tutors are e-mailed before a due date and when a charge falls overdue. */
  enabled: boolean;
  /** Days before the due date the reminder goes (0–30; 0 = on the due date). */
  daysBefore: number;
  /** The day sending was last switched on (YYYY-MM-DD): older overdue charges are not announced. */
  enabledSince: string | null;
}

export interface UpdateCampusReminderSettings {
  enabled: boolean;
  daysBefore: number;
}

/** One run of the reminders: the day it priced on and what it claimed and queued. */
export interface ReminderRunResult {
  today: string;
  families: number;
  charges: number;
  messages: number;
  /** Charges left out because an automatic extra charge could not be applied to them. */
  unpriced: number;
}
