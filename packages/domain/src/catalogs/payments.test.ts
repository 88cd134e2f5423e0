import { describe, expect, it } from '@jest/globals';
import { allocatePayments, givesChange } from './payments';

describe('givesChange', () => {
  it('is true only for Efectivo and Efectivo 2', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 99].filter(givesChange)).toEqual([1, 7]);
  });
});

describe('allocatePayments', () => {
  it('gives the change back from cash only, leaving card payments whole', () => {
    const result = allocatePayments('120.50', [
      { methodId: 4, amount: '50' },
      { methodId: 1, amount: '100' },
    ]);
    expect(result.error).toBeNull();
    expect(result.change).toBe('29.50');
    expect(result.payments.map((p) => p.applied)).toEqual(['50.00', '70.50']);
    expect(result.received).toBe('150.00');
    expect(result.applied).toBe('120.50');
    expect(result.remaining).toBe('0.00');
  });

  it('takes the change from the last cash payment first, across both cash drawers', () => {
    const result = allocatePayments('10', [
      { methodId: 1, amount: '8' },
      { methodId: 7, amount: '5' },
    ]);
    expect(result.payments.map((p) => p.applied)).toEqual(['8.00', '2.00']);
    expect(result.change).toBe('3.00');
  });

  it('is exact with decimals that floats get wrong', () => {
    const result = allocatePayments('0.30', [
      { methodId: 1, amount: '0.10' },
      { methodId: 1, amount: '0.20' },
    ]);
    expect(result.error).toBeNull();
    expect(result.change).toBe('0.00');
    expect(result.remaining).toBe('0.00');
  });

  it('refuses change that only a non-cash payment could give', () => {
    const result = allocatePayments('120', [
      { methodId: 4, amount: '200' },
      { methodId: 1, amount: '10' },
    ]);
    expect(result.error?.code).toBe('change-without-cash');
    expect(result.error?.message).toMatch(/solo puede entregarse en efectivo/);
  });

  it('refuses an underpayment unless the sale may leave a balance', () => {
    const short = allocatePayments('100', [{ methodId: 1, amount: '40' }]);
    expect(short.error).toEqual({ code: 'underpaid', message: 'El pago (40.00) es menor que el total (100.00)' });
    expect(short.remaining).toBe('60.00');
    const partial = allocatePayments('100', [{ methodId: 3, amount: '40' }], { allowPartial: true });
    expect(partial.error).toBeNull();
    expect(partial.applied).toBe('40.00');
    expect(allocatePayments('100', [], { allowPartial: true }).error).toBeNull();
    expect(allocatePayments('100', []).error?.code).toBe('underpaid');
  });

  it('names the payment with an unknown method or an amount that is not positive', () => {
    expect(allocatePayments('1', [{ methodId: 1, amount: '1' }, { methodId: 99, amount: '1' }]).error).toMatchObject({ code: 'unknown-method', index: 1 });
    expect(allocatePayments('1', [{ methodId: 1, amount: 'diez' }]).error).toMatchObject({ code: 'invalid-amount', index: 0 });
    expect(allocatePayments('1', [{ methodId: 1, amount: '0' }]).error).toMatchObject({ code: 'invalid-amount', index: 0 });
  });

  it('keeps the caller fields of each payment', () => {
    const result = allocatePayments('5', [{ methodId: 3, amount: '5', bankId: 2, reference: 'SPEI 1' }]);
    expect(result.payments[0]).toEqual({ methodId: 3, amount: '5', bankId: 2, reference: 'SPEI 1', received: '5.00', applied: '5.00' });
  });
});
