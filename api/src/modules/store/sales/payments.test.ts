import { describe, expect, it } from '@jest/globals';
import { Money } from '@mikro/domain';
import { allocatePayments, validatePayments } from './payments';

describe('allocatePayments', () => {
  it('gives the change back from cash only, leaving card payments whole', () => {
    const payments = validatePayments([
      { methodId: 4, amount: '50' },
      { methodId: 1, amount: '100' },
    ]);
    const result = allocatePayments(payments, Money.of('120.50'));
    expect(result.change.toFixed2()).toBe('29.50');
    expect(result.payments.map((p) => p.amount)).toEqual(['50.00', '70.50']);
    expect(result.applied.toFixed2()).toBe('120.50');
  });

  it('refuses change that only a card payment could give', () => {
    const payments = validatePayments([{ methodId: 4, amount: '200' }]);
    expect(() => allocatePayments(payments, Money.of('120'))).toThrow(/efectivo/);
  });

  // Text that is not a decimal never gets here: the route schema refuses it (sales.test.ts).
  it('rejects an unknown method, a bank outside the list, an amount of 0 and one with more than 2 decimals', () => {
    expect(() => validatePayments([{ methodId: 99, amount: '1' }])).toThrow(/Forma de pago/);
    expect(() => validatePayments([{ methodId: 3, bankId: 99, amount: '1' }])).toThrow(/Banco/);
    expect(() => validatePayments([{ methodId: 1, amount: '0' }])).toThrow(/mayor que cero/);
    expect(() => validatePayments([{ methodId: 1, amount: 1.005 }])).toThrow(/decimales/);
  });
});
