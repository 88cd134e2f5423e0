import { describe, expect, it } from '@jest/globals';
import { complementDueText } from './complementDue';

describe('complementDueText', () => {
  it.each([
    [{ deadline: '2026-12-05', daysLeft: 7, overdue: false }, 'Vence el 05/12/2026 (en 7 días)'],
    [{ deadline: '2026-12-05', daysLeft: 1, overdue: false }, 'Vence el 05/12/2026 (mañana)'],
    [{ deadline: '2026-12-05', daysLeft: 0, overdue: false }, 'Vence hoy, 05/12/2026'],
    [{ deadline: '2026-11-05', daysLeft: -23, overdue: true }, 'Vencido desde el 05/11/2026'],
  ])('%o → %s', (due, text) => {
    expect(complementDueText(due)).toBe(text);
  });
});
