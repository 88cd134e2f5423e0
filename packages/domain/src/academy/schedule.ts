// Weekly schedules of academy groups: validation, overlap between groups, display.

/** Day of week as stored: 1 = lunes … 7 = domingo. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  1: 'Lunes',
  2: 'Martes',
  3: 'Miércoles',
  4: 'Jueves',
  5: 'Viernes',
  6: 'Sábado',
  7: 'Domingo',
};

export const WEEKDAY_SHORT_LABELS: Record<Weekday, string> = { 1: 'Lun', 2: 'Mar', 3: 'Mié', 4: 'Jue', 5: 'Vie', 6: 'Sáb', 7: 'Dom' };

/** One weekly meeting; hours are 'HH:MM' (or 'HH:MM:SS', seconds ignored), 24-hour clock. */
export interface ScheduleSlot {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

export function isValidTime(value: string): boolean {
  return TIME.test(value);
}

/** Minutes since midnight of 'HH:MM'; throws a RangeError on anything else. */
export function minutesOf(value: string): number {
  const match = TIME.exec(value);
  if (!match) throw new RangeError(`Invalid time: ${JSON.stringify(value)}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 'HH:MM' of a stored time ('16:00:00' → '16:00'). */
export function shortTime(value: string): string {
  return value.slice(0, 5);
}

/** Two meetings overlap when they fall on the same day and their hours intersect (touching ends do not). */
export function slotsOverlap(a: ScheduleSlot, b: ScheduleSlot): boolean {
  return a.dayOfWeek === b.dayOfWeek && minutesOf(a.startTime) < minutesOf(b.endTime) && minutesOf(b.startTime) < minutesOf(a.endTime);
}

export interface ScheduleProblem {
  index: number;
  field: 'dayOfWeek' | 'startTime' | 'endTime';
  message: string;
}

/** The problems of a group's own schedule: bad day or hour, end not after start, two meetings of the group overlapping. */
export function scheduleProblems(slots: readonly ScheduleSlot[]): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  slots.forEach((slot, index) => {
    if (!Number.isInteger(slot.dayOfWeek) || slot.dayOfWeek < 1 || slot.dayOfWeek > 7) {
      problems.push({ index, field: 'dayOfWeek', message: 'Día no válido' });
    }
    if (!isValidTime(slot.startTime)) problems.push({ index, field: 'startTime', message: 'Hora no válida (HH:MM)' });
    if (!isValidTime(slot.endTime)) problems.push({ index, field: 'endTime', message: 'Hora no válida (HH:MM)' });
    else if (isValidTime(slot.startTime) && minutesOf(slot.endTime) <= minutesOf(slot.startTime)) {
      problems.push({ index, field: 'endTime', message: 'La hora de fin debe ser posterior a la de inicio' });
    }
  });
  if (problems.length > 0) return problems;
  slots.forEach((slot, index) => {
    const earlier = slots.findIndex((other, otherIndex) => otherIndex < index && slotsOverlap(other, slot));
    if (earlier >= 0) problems.push({ index, field: 'startTime', message: 'Se empalma con otro horario del mismo grupo' });
  });
  return problems;
}

/** Another group's schedule, with what the conflict is about. */
export interface GroupSchedule {
  groupId: number;
  groupName: string;
  teacherId: number | null;
  place: string;
  slots: readonly ScheduleSlot[];
}

export interface ScheduleConflict {
  groupId: number;
  groupName: string;
  reason: 'teacher' | 'place';
  slot: ScheduleSlot;
  message: string;
}

const samePlace = (a: string, b: string) => a.trim() !== '' && a.trim().toLocaleLowerCase('es-MX') === b.trim().toLocaleLowerCase('es-MX');

export function formatSlot(slot: ScheduleSlot): string {
  const day = WEEKDAY_LABELS[slot.dayOfWeek as Weekday] ?? `Día ${slot.dayOfWeek}`;
  return `${day} ${shortTime(slot.startTime)}–${shortTime(slot.endTime)}`;
}

/**
 * The first conflict of a group's schedule with the other groups: the same teacher, or the same
 * classroom/place (compared trimmed and case-insensitively; an empty place never conflicts), meeting
 * at overlapping hours on the same day. Null when there is none.
 */
export function findScheduleConflict(group: Omit<GroupSchedule, 'groupId' | 'groupName'> & { groupId?: number }, others: readonly GroupSchedule[]): ScheduleConflict | null {
  for (const other of others) {
    if (group.groupId !== undefined && other.groupId === group.groupId) continue;
    const sameTeacher = group.teacherId !== null && group.teacherId === other.teacherId;
    const sharedPlace = samePlace(group.place, other.place);
    if (!sameTeacher && !sharedPlace) continue;
    for (const slot of group.slots) {
      const clash = other.slots.find((otherSlot) => slotsOverlap(slot, otherSlot));
      if (!clash) continue;
      const reason = sameTeacher ? 'teacher' : 'place';
      const who = reason === 'teacher' ? 'El maestro ya imparte' : `El salón «${other.place.trim()}» ya está ocupado por`;
      return {
        groupId: other.groupId,
        groupName: other.groupName,
        reason,
        slot: clash,
        message: `${who} el grupo «${other.groupName}» el ${formatSlot(clash).replace(/^(\S+)/, (d) => d.toLowerCase())}`,
      };
    }
  }
  return null;
}

/** 'Lun 16:00–17:00, Mié 16:00–17:00', in day order. */
export function formatSchedule(slots: readonly ScheduleSlot[]): string {
  return [...slots]
    .sort((a, b) => a.dayOfWeek - b.dayOfWeek || minutesOf(a.startTime) - minutesOf(b.startTime))
    .map((slot) => `${WEEKDAY_SHORT_LABELS[slot.dayOfWeek as Weekday] ?? slot.dayOfWeek} ${shortTime(slot.startTime)}–${shortTime(slot.endTime)}`)
    .join(', ');
}
