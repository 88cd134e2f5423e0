import { describe, expect, it } from '@jest/globals';
import { complementDeadline, paymentsAwaitingComplement } from './deadline';

describe('complementDeadline', () => {
  it.each([
    ['2026-11-12', '2026-12-05', 'a payment mid-month: the 5th of the next month'],
    ['2026-11-01', '2026-12-05', 'the first day of the month'],
    ['2026-11-30', '2026-12-05', 'the last day of the month'],
    ['2026-12-31', '2027-01-05', 'December: January of the next year'],
    ['2027-01-31', '2027-02-05', 'January: February, whatever its length'],
    ['2028-02-29', '2028-03-05', 'a leap day'],
  ])('%s → %s (%s)', (paidOn, deadline) => {
    expect(complementDeadline(paidOn)).toBe(deadline);
  });

  it('refuses a day that is not on the calendar', () => {
    expect(() => complementDeadline('2026-02-30')).toThrow(RangeError);
  });
});

describe('paymentsAwaitingComplement', () => {
  const abonos = [
    { id: 7, paidOn: '2026-11-20', amount: '300.00' },
    { id: 3, paidOn: '2026-10-15', amount: '200.00' },
    { id: 9, paidOn: '2026-11-20', amount: '100.00' },
  ];

  it.each([
    // complemented, today, expected [id, pending, deadline, daysLeft, overdue]
    ['0', '2026-11-28', [[3, '200.00', '2026-11-05', -23, true], [7, '300.00', '2026-12-05', 7, false], [9, '100.00', '2026-12-05', 7, false]]],
    ['200.00', '2026-11-28', [[7, '300.00', '2026-12-05', 7, false], [9, '100.00', '2026-12-05', 7, false]]],
    ['250.00', '2026-12-05', [[7, '250.00', '2026-12-05', 0, false], [9, '100.00', '2026-12-05', 0, false]]],
    ['500.00', '2026-12-06', [[9, '100.00', '2026-12-05', -1, true]]],
    ['600.00', '2026-12-06', []],
    ['650.00', '2026-12-06', []],
  ] as const)('complements for %s, on %s', (complemented, today, expected) => {
    const awaiting = paymentsAwaitingComplement(abonos, complemented, today);
    expect(awaiting.map((a) => [a.id, a.pending, a.deadline, a.daysLeft, a.overdue])).toEqual(expected);
  });

  it('leaves out payments of nothing and reads each payment on its own calendar day', () => {
    const awaiting = paymentsAwaitingComplement([{ id: 1, paidOn: '2026-12-31T23:50:00', amount: '0' }, { id: 2, paidOn: '2026-12-31', amount: '10' }], '0', '2027-01-01');
    expect(awaiting).toEqual([{ id: 2, paidOn: '2026-12-31', pending: '10.00', deadline: '2027-01-05', daysLeft: 4, overdue: false }]);
  });
});
