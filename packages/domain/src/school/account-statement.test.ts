import { describe, expect, it } from '@jest/globals';
import { Money } from '../money/money';
import { accountStatementTotals } from './account-statement';

describe('accountStatementTotals', () => {
  it('counts the adjustments of paid lines as charged, so that charged − paid = pending', () => {
    const totals = accountStatementTotals(
      [
        { amount: '2000.00', status: 'paid', dueDate: '2026-09-10' },
        { amount: '2000.00', status: 'paid', dueDate: '2026-10-10' },
        { amount: '2000.00', status: 'pending', dueDate: '2026-11-10' },
        { amount: '2000.00', status: 'pending', dueDate: '2026-12-10' },
        { amount: '2000.00', status: 'cancelled', dueDate: '2027-01-10' },
      ],
      [
        // A late surcharge of 150.00, a 10 % scholarship, and a payment cancelled (its charge pending again).
        { base: '2000.00', total: '2150.00', status: 'paid' },
        { base: '2000.00', total: '1800.00', status: 'paid' },
        { base: '2000.00', total: '2150.00', status: 'cancelled' },
      ],
      '2026-11-20',
    );
    expect(totals).toEqual({ charged: '7950.00', paid: '3950.00', pending: '4000.00', overdue: '2000.00' });
    expect(Money.of(totals.charged).minus(totals.paid).toFixed2()).toBe(totals.pending);
  });
});
