import { describe, expect, it } from '@jest/globals';
import { ATTENDANCE_FUTURE_MESSAGE, attendanceDayProblem, attendanceSummary, isAttendanceStatus } from './attendance';

describe('attendance', () => {
  it.each([
    ['2026-11-28', '2026-11-28', null],
    ['2026-11-27', '2026-11-28', null],
    ['2026-11-29', '2026-11-28', ATTENDANCE_FUTURE_MESSAGE],
    ['2026-12-01', '2026-11-30', ATTENDANCE_FUTURE_MESSAGE],
  ])('a sheet of %s on %s: %s', (day, today, problem) => {
    expect(attendanceDayProblem(day, today)).toBe(problem);
  });

  it('refuses a day that does not exist', () => {
    expect(attendanceDayProblem('2026-02-30', '2026-11-28')).toMatch(/Fecha no válida/);
  });

  it('counts a late arrival as attended', () => {
    expect(attendanceSummary(['presente', 'retardo', 'ausente', 'presente'])).toEqual({ present: 2, absent: 1, late: 1, recorded: 4, rate: 75 });
  });

  it('has no rate with nothing recorded', () => {
    expect(attendanceSummary([]).rate).toBeNull();
  });

  it('knows the three statuses only', () => {
    expect(['presente', 'ausente', 'retardo'].every(isAttendanceStatus)).toBe(true);
    expect(isAttendanceStatus('justificada')).toBe(false);
  });
});
