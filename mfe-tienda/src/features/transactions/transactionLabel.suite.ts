import { describe, expect, it } from '@jest/globals';
import type { CashRegisterTransaction } from '@mikro/contracts';
import { transactionLabel } from './TransactionsPage';

describe('transactionLabel', () => {
  it('reads an abono as Abono, though it is recorded as a sale’s money coming in', () => {
    const venta = { id: 2, key: 'venta', name: 'Venta', direction: 'in' } as const;
    const of = (kind: 'pago' | 'abono' | null) => ({ transactionType: venta, payment: kind === null ? null : { kind } }) as unknown as CashRegisterTransaction;
    expect([of('abono'), of('pago'), of(null)].map(transactionLabel)).toEqual(['Abono', 'Venta', 'Venta']);
  });
});
