// Attendance of a school group or an academy group on one day: who was present, absent or late, the day a
// sheet may be taken, and the counts the reports print.
import { recordDayProblem } from '../dates/record-day';

export const ATTENDANCE_STATUSES = ['presente', 'ausente', 'retardo'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const ATTENDANCE_LABELS: Record<AttendanceStatus, string> = { presente: 'Presente', ausente: 'Falta', retardo: 'Retardo' };

/** The key that marks each status on the sheet (P, F, R; A also marks an absence). */
export const ATTENDANCE_KEYS: Record<string, AttendanceStatus> = { p: 'presente', f: 'ausente', a: 'ausente', r: 'retardo' };

export function isAttendanceStatus(value: unknown): value is AttendanceStatus {
  return typeof value === 'string' && (ATTENDANCE_STATUSES as readonly string[]).includes(value);
}

export const ATTENDANCE_FUTURE_MESSAGE = 'No se puede registrar la asistencia de un día que aún no llega';

/** Why attendance cannot be taken on `day` when the institution's today is `today`, or null. */
export function attendanceDayProblem(day: string, today: string): string | null {
  return recordDayProblem(day) ?? (day > today ? ATTENDANCE_FUTURE_MESSAGE : null);
}

export interface AttendanceSummary {
  present: number;
  absent: number;
  late: number;
  recorded: number;
  /** Share of the recorded days attended, late included, as a whole percentage; null with nothing recorded. */
  rate: number | null;
}

/** Counts a person's (or a group's) records. A late arrival is attended: it counts for the rate. */
export function attendanceSummary(statuses: readonly AttendanceStatus[]): AttendanceSummary {
  const present = statuses.filter((s) => s === 'presente').length;
  const absent = statuses.filter((s) => s === 'ausente').length;
  const late = statuses.filter((s) => s === 'retardo').length;
  const recorded = statuses.length;
  return { present, absent, late, recorded, rate: recorded === 0 ? null : Math.round(((present + late) * 100) / recorded) };
}
