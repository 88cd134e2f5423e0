import { describe, expect, it } from '@jest/globals';
import type { Sale } from '@mikro/contracts';
import { accountStatement, scheduledInstalments } from './statement';

const sale = (id: number, createdAt: string, total: string, paid: string, balance: string, status: Sale['status'] = 'pendiente', refunded = '0.00') =>
  ({ id, createdAt, total, paid, balance, status, refunded, serie: 'V1', folio: id }) as Sale;

describe('accountStatement', () => {
  it('lists sales oldest first with charges, payments and the running balance', () => {
    const statement = accountStatement([
      sale(2, '2026-11-10T10:00:00Z', '200.00', '50.00', '150.00'),
      sale(1, '2026-11-01T10:00:00Z', '100.00', '100.00', '0.00', 'pagada'),
    ]);
    expect(statement.rows.map((row) => [row.folio, row.charge, row.paid, row.runningBalance])).toEqual([
      ['V1-1', '100.00', '100.00', '0.00'],
      ['V1-2', '200.00', '50.00', '150.00'],
    ]);
    expect(statement).toMatchObject({ charges: '300.00', payments: '150.00', balance: '150.00' });
  });

  it('charges nothing for a cancelled sale and less after a return', () => {
    const statement = accountStatement([
      sale(1, '2026-11-01T10:00:00Z', '100.00', '0.00', '0.00', 'cancelada', '0.00'),
      sale(2, '2026-11-02T10:00:00Z', '100.00', '0.00', '60.00', 'devuelta parcial', '40.00'),
    ]);
    expect(statement.rows.map((row) => row.charge)).toEqual(['0.00', '60.00']);
    expect(statement.balance).toBe('60.00');
  });
});

describe('scheduledInstalments', () => {
  it('lists the instalments of deferred sales that still owe, soonest first', () => {
    const deferred = (id: number, balance: string, instalments: Sale['instalments']) => ({ ...sale(id, '2026-11-01T10:00:00Z', '200.00', '0.00', balance), saleType: 'deferred', instalments }) as Sale;
    const rows = scheduledInstalments([
      deferred(1, '200.00', [
        { number: 1, dueDate: '2026-12-01', amount: '100.00' },
        { number: 2, dueDate: '2027-01-01', amount: '100.00' },
      ]),
      deferred(2, '0.00', [{ number: 1, dueDate: '2026-11-15', amount: '200.00' }]),
      deferred(3, '50.00', [{ number: 1, dueDate: '2026-11-20', amount: '50.00' }]),
    ]);
    expect(rows.map((row) => [row.folio, row.number, row.of, row.dueDate])).toEqual([
      ['V1-3', 1, 1, '2026-11-20'],
      ['V1-1', 1, 2, '2026-12-01'],
      ['V1-1', 2, 2, '2027-01-01'],
    ]);
  });
});
