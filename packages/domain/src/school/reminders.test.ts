import { describe, expect, it } from '@jest/globals';
import { reminderStage, reminderWindow } from './reminders';

const settings = { daysBefore: 3, enabledSince: '2026-01-01' };

describe('reminderStage', () => {
  it('reminds from the set number of days before the due date through the due date itself', () => {
    expect(reminderStage('2026-02-10', '2026-02-06', settings)).toBeNull();
    expect(reminderStage('2026-02-10', '2026-02-07', settings)).toBe('antes');
    expect(reminderStage('2026-02-10', '2026-02-10', settings)).toBe('antes');
  });

  it('with 0 days before, reminds only on the due date', () => {
    expect(reminderStage('2026-02-10', '2026-02-09', { ...settings, daysBefore: 0 })).toBeNull();
    expect(reminderStage('2026-02-10', '2026-02-10', { ...settings, daysBefore: 0 })).toBe('antes');
  });

  it('calls a charge overdue from the day after its due date, across a month end', () => {
    expect(reminderStage('2026-01-31', '2026-02-01', settings)).toBe('vencido');
    expect(reminderStage('2026-01-31', '2026-03-15', settings)).toBe('vencido');
  });

  it('does not announce as newly overdue what was already overdue when sending was switched on', () => {
    expect(reminderStage('2025-12-31', '2026-01-05', settings)).toBeNull();
    expect(reminderStage('2026-01-01', '2026-01-05', settings)).toBe('vencido');
  });
});

describe('reminderWindow', () => {
  it('spans the overdue look-back and the farthest reminder ahead', () => {
    expect(reminderWindow('2026-03-01', 45)).toEqual({ from: '2026-01-15', to: '2026-03-31' });
  });
});
