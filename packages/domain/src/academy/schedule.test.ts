import { describe, expect, it } from '@jest/globals';
import { findScheduleConflict, formatSchedule, scheduleProblems, slotsOverlap } from './schedule';

const slot = (dayOfWeek: number, startTime: string, endTime: string) => ({ dayOfWeek, startTime, endTime });

describe('slotsOverlap', () => {
  it.each([
    [slot(1, '16:00', '17:00'), slot(1, '16:30', '17:30'), true],
    [slot(1, '16:00', '17:00'), slot(1, '17:00', '18:00'), false],
    [slot(1, '16:00', '17:00'), slot(2, '16:00', '17:00'), false],
    [slot(3, '08:00', '12:00'), slot(3, '09:00:00', '10:00:00'), true],
    [slot(3, '09:00', '10:00'), slot(3, '08:00', '12:00'), true],
  ])('%o and %o → %s', (a, b, expected) => {
    expect(slotsOverlap(a, b)).toBe(expected);
    expect(slotsOverlap(b, a)).toBe(expected);
  });
});

describe('scheduleProblems', () => {
  it('accepts a valid schedule', () => {
    expect(scheduleProblems([slot(1, '16:00', '17:00'), slot(3, '16:00', '17:00')])).toEqual([]);
  });
  it('names bad days, bad hours and an end not after the start', () => {
    expect(scheduleProblems([slot(0, '16:00', '17:00'), slot(2, '25:00', '17:00'), slot(3, '17:00', '17:00')])).toEqual([
      { index: 0, field: 'dayOfWeek', message: 'Día no válido' },
      { index: 1, field: 'startTime', message: 'Hora no válida (HH:MM)' },
      { index: 2, field: 'endTime', message: 'La hora de fin debe ser posterior a la de inicio' },
    ]);
  });
  it('refuses two meetings of the same group overlapping', () => {
    expect(scheduleProblems([slot(1, '16:00', '17:00'), slot(1, '16:30', '18:00')])).toEqual([
      { index: 1, field: 'startTime', message: 'Se empalma con otro horario del mismo grupo' },
    ]);
  });
});

describe('findScheduleConflict', () => {
  const others = [
    { groupId: 1, groupName: 'Natación A', teacherId: 7, place: 'Alberca', slots: [slot(1, '16:00', '17:00')] },
    { groupId: 2, groupName: 'Ballet', teacherId: 8, place: 'Salón 2', slots: [slot(2, '10:00', '11:00')] },
  ];
  it('finds the same teacher at overlapping hours', () => {
    const conflict = findScheduleConflict({ teacherId: 7, place: 'Gimnasio', slots: [slot(1, '16:30', '17:30')] }, others);
    expect(conflict).toMatchObject({ groupId: 1, reason: 'teacher' });
    expect(conflict?.message).toBe('El maestro ya imparte el grupo «Natación A» el lunes 16:00–17:00');
  });
  it('finds the same room, ignoring case and spaces', () => {
    const conflict = findScheduleConflict({ teacherId: 9, place: ' salón 2', slots: [slot(2, '10:59', '12:00')] }, others);
    expect(conflict).toMatchObject({ groupId: 2, reason: 'place' });
    expect(conflict?.message).toBe('El salón «Salón 2» ya está ocupado por el grupo «Ballet» el martes 10:00–11:00');
  });
  it('allows back-to-back meetings, another day, other teacher and room, or an empty room', () => {
    expect(findScheduleConflict({ teacherId: 7, place: 'Alberca', slots: [slot(1, '17:00', '18:00'), slot(2, '16:00', '17:00')] }, others)).toBeNull();
    expect(findScheduleConflict({ teacherId: null, place: '', slots: [slot(1, '16:00', '17:00')] }, [{ groupId: 1, groupName: 'Natación A', slots: [slot(1, '16:00', '17:00')], place: '', teacherId: null }])).toBeNull();
  });
  it('ignores the group itself when it is edited', () => {
    expect(findScheduleConflict({ groupId: 1, teacherId: 7, place: 'Alberca', slots: [slot(1, '16:00', '17:00')] }, others)).toBeNull();
  });
});

describe('formatSchedule', () => {
  it('lists meetings in day order with short labels', () => {
    expect(formatSchedule([slot(3, '16:00:00', '17:00:00'), slot(1, '16:00', '17:00')])).toBe('Lun 16:00–17:00, Mié 16:00–17:00');
  });
});
