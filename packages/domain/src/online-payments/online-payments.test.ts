import { describe, expect, it } from '@jest/globals';
import {
  fromMinorUnits,
  onlinePaymentMethodId,
  onlinePaymentStep,
  passesLuhn,
  sandboxCardOutcome,
  sandboxCardProblems,
  settlementProblem,
  toMinorUnits,
  SANDBOX_CARDS,
} from './index';

describe('settlementProblem', () => {
  it('accepts a payment whose three amounts agree to the centavo', () => {
    expect(settlementProblem({ requested: '2450.00', priced: '2450', charged: '2450.00' })).toBeNull();
  });

  it('sends to review a charge that differs from what was asked', () => {
    expect(settlementProblem({ requested: '2450.00', priced: '2450.00', charged: '2449.99' })).toBe('El proveedor cobró 2449.99 y se pidieron 2450.00');
  });

  it('sends to review charges that cost something else at the moment of payment (a surcharge started)', () => {
    expect(settlementProblem({ requested: '2450.00', priced: '2695.00', charged: '2450.00' })).toBe('Los cargos cuestan hoy 2695.00 y se pagaron 2450.00');
  });
});

describe('minor units', () => {
  it('counts centavos both ways', () => {
    expect(toMinorUnits('1234.50')).toBe(123450);
    expect(toMinorUnits('0.01')).toBe(1);
    expect(fromMinorUnits(123450)).toBe('1234.50');
  });

  it('refuses fractions of a centavo', () => {
    expect(() => toMinorUnits('10.005')).toThrow('fractions of a centavo');
  });
});

describe('sandbox cards', () => {
  it('every documented test card passes the Luhn check', () => {
    for (const card of SANDBOX_CARDS) expect(passesLuhn(card.number)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('approves the test Visa and declines the test decline card', () => {
    expect(sandboxCardOutcome('4242 4242 4242 4242')).toEqual({ approved: true, funding: 'credit' });
    expect(sandboxCardOutcome('4000-0566-5566-5556')).toEqual({ approved: true, funding: 'debit' });
    expect(sandboxCardOutcome('4000000000000002')).toEqual({ approved: false, reason: 'El banco rechazó la tarjeta' });
    expect(sandboxCardOutcome('5555555555554444').approved).toBe(false);
  });

  it('names each field that is wrong', () => {
    expect(sandboxCardProblems({ number: '4242424242424242', expiry: '12/30', cvc: '123' }, '2026-11-28')).toEqual([]);
    expect(sandboxCardProblems({ number: '1234', expiry: '10/26', cvc: '12' }, '2026-11-28')).toEqual([
      { field: 'number', message: 'Número de tarjeta no válido' },
      { field: 'expiry', message: 'La tarjeta está vencida' },
      { field: 'cvc', message: 'El código de seguridad tiene 3 o 4 dígitos' },
    ]);
    expect(sandboxCardProblems({ number: '4242424242424242', expiry: '13/30', cvc: '123' }, '2026-11-28')).toEqual([{ field: 'expiry', message: 'Use el formato MM/AA' }]);
    expect(sandboxCardProblems({ number: '4242424242424242', expiry: '11/26', cvc: '123' }, '2026-11-28')).toEqual([]);
  });
});

describe('onlinePaymentMethodId', () => {
  it('records cards by funding, OXXO as cash and SPEI as a transfer', () => {
    expect(onlinePaymentMethodId('card')).toBe(4);
    expect(onlinePaymentMethodId('card', 'debit')).toBe(6);
    expect(onlinePaymentMethodId('oxxo')).toBe(1);
    expect(onlinePaymentMethodId('spei')).toBe(3);
  });
});

describe('onlinePaymentStep', () => {
  it('collects a success once, whatever arrives again', () => {
    expect(onlinePaymentStep('pending', 'succeeded')).toBe('collect');
    expect(onlinePaymentStep('paid', 'succeeded')).toBe('ignore');
    expect(onlinePaymentStep('review', 'succeeded')).toBe('ignore');
  });

  it('still collects money that arrives for an expired reference or after a failed attempt', () => {
    expect(onlinePaymentStep('expired', 'succeeded')).toBe('collect');
    expect(onlinePaymentStep('failed', 'succeeded')).toBe('collect');
  });

  it('a late failure does not undo a payment', () => {
    expect(onlinePaymentStep('paid', 'failed')).toBe('ignore');
    expect(onlinePaymentStep('pending', 'failed')).toBe('fail');
  });

  it('a refund or dispute cancels a collected payment, and closes one whose success has not arrived', () => {
    expect(onlinePaymentStep('paid', 'refunded')).toBe('cancel-payment');
    expect(onlinePaymentStep('paid', 'disputed')).toBe('cancel-payment');
    expect(onlinePaymentStep('pending', 'refunded')).toBe('close');
    expect(onlinePaymentStep('review', 'disputed')).toBe('close');
    expect(onlinePaymentStep('refunded', 'succeeded')).toBe('ignore');
    expect(onlinePaymentStep('refunded', 'refunded')).toBe('ignore');
  });
});
