// Attendance sheets of a school group (classroom) or an academy group on one day.

export type AttendanceMark = 'presente' | 'ausente' | 'retardo';

/** GET /api/school/attendance/:classroomId?day, GET /api/academies/groups/:id/attendance?day */
export interface AttendanceSheet {
  group: { id: number; name: string; detail: string };
  day: string;
  /** The institution's today: a sheet of a later day cannot be saved. */
  today: string;
  /** Everyone enrolled in the group on that day; `id` is what a record names (the student, or the academy inscription). */
  people: { id: number; number: number; name: string; enrollment: string; kind: 'alumno' | 'externo'; status: AttendanceMark | null }[];
  /** Who saved the sheet last and when, or null when nothing is recorded for the day. */
  recorded: { by: string; at: string } | null;
  summary: { present: number; absent: number; late: number; recorded: number; rate: number | null };
}

/** PUT of a sheet: every person's mark for the day (the day's earlier marks are replaced). */
export interface AttendanceSheetSave {
  day: string;
  records: { id: number; status: AttendanceMark }[];
}
