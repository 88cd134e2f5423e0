import { describe, expect, it } from '@jest/globals';
import { creditCheck, creditExcess, creditRefusal } from './credit';

describe('creditCheck', () => {
  it('refuses a sale that takes the balance over the limit, to the centavo', () => {
    expect(creditCheck({ limit: '1500', balance: '0', unpaid: '1740' })).toEqual({ allowed: false, limit: '1500.00', balance: '0.00', available: '1500.00', balanceAfter: '1740.00' });
    expect(creditCheck({ limit: '1500', balance: '1000', unpaid: '500' }).allowed).toBe(true);
    expect(creditCheck({ limit: '1500', balance: '1000', unpaid: '500.01' }).allowed).toBe(false);
  });

  it('grants no credit with a limit of 0, but a fully paid sale always passes', () => {
    expect(creditCheck({ limit: '0', balance: '0', unpaid: '0.01' }).allowed).toBe(false);
    expect(creditCheck({ limit: '0', balance: '200', unpaid: '0' }).allowed).toBe(true);
    expect(creditCheck({ limit: '100', balance: '300', unpaid: '0' }).available).toBe('0.00');
  });

  it('states the balance and the limit', () => {
    expect(creditRefusal(creditCheck({ limit: '1500', balance: '200', unpaid: '1540' }))).toBe(
      'El cliente excede su límite de crédito: debe $200.00, su límite es $1,500.00 y con esta venta debería $1,740.00',
    );
  });
});

describe('creditExcess', () => {
  it('is how far the balance is above the limit, and 0 within it', () => {
    expect(creditExcess({ limit: '1000.00', balance: '1250.50' }).toFixed2()).toBe('250.50');
    expect(creditExcess({ limit: '1000.00', balance: '1000.00' }).isZero()).toBe(true);
    expect(creditExcess({ limit: '0', balance: '80' }).toFixed2()).toBe('80.00');
  });
});
