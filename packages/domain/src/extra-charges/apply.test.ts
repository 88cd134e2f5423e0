import { describe, expect, it } from '@jest/globals';
import { VALUE_TYPE } from '../catalogs/extra-charge-enums';
import { money } from '../money/money';
import { applyExtraCharges, extraChargeProblem, extraChargeTermsProblem } from './apply';
import { toChargeLine } from './charge-lines';
import { aCharge, aDiscount } from './test-builders';

const fixed = VALUE_TYPE.quantity;

describe('applyExtraCharges', () => {
  it('subtracts a percentage discount', () => {
    expect(applyExtraCharges('1000', [aDiscount({ id: 7, name: '10 %', quantity: '10' })])).toEqual({
      base: '1000.00',
      adjustments: [{ chargeId: 7, name: '10 %', amount: '-100.00' }],
      total: '900.00',
    });
  });

  it('adds a fixed surcharge', () => {
    const result = applyExtraCharges('1000', [aCharge({ quantity: '50', typeApplication: fixed })]);
    expect(result.adjustments[0]?.amount).toBe('50.00');
    expect(result.total).toBe('1050.00');
  });

  it('takes every percentage of the original base (no compounding)', () => {
    const result = applyExtraCharges('1000', [
      aDiscount({ id: 1, name: 'A', quantity: '10' }),
      aDiscount({ id: 2, name: 'B', quantity: '10' }),
    ]);
    expect(result.adjustments.map((a) => a.amount)).toEqual(['-100.00', '-100.00']);
    expect(result.total).toBe('800.00');
  });

  it('multiplies and divides the running amount', () => {
    expect(applyExtraCharges('100', [aCharge({ operation: 'multiplication', quantity: '1.5', typeApplication: fixed })]).total).toBe('150.00');
    expect(applyExtraCharges('100', [aCharge({ operation: 'multiplication', quantity: '50' })]).total).toBe('50.00');
    expect(applyExtraCharges('100', [aCharge({ operation: 'division', quantity: '2', typeApplication: fixed })]).total).toBe('50.00');
    expect(applyExtraCharges('100', [aCharge({ operation: 'division', quantity: '50' })]).total).toBe('200.00');
    const chained = applyExtraCharges('100', [
      aCharge({ id: 1, name: 'más 20', quantity: '20', typeApplication: fixed }),
      aCharge({ id: 2, name: 'doble', operation: 'multiplication', quantity: '2', typeApplication: fixed }),
    ]);
    expect(chained.adjustments.map((a) => a.amount)).toEqual(['20.00', '120.00']);
    expect(chained.total).toBe('240.00');
  });

  it('refuses to divide by zero', () => {
    expect(() => applyExtraCharges('100', [aCharge({ operation: 'division', quantity: '0' })])).toThrow(RangeError);
  });

  it('rounds each step to centavos, half up', () => {
    const third = applyExtraCharges('100', [aCharge({ operation: 'division', quantity: '3', typeApplication: fixed })]);
    expect(third).toMatchObject({ total: '33.33', adjustments: [{ amount: '-66.67' }] });
    // 15 % of 33.33 = 4.9995 -> 5.00
    expect(applyExtraCharges('33.33', [aCharge({ quantity: '15' })]).total).toBe('38.33');
    expect(applyExtraCharges('10.005', []).base).toBe('10.01');
  });

  it('never goes below zero, and records only what was really taken', () => {
    const result = applyExtraCharges('100', [
      aDiscount({ id: 1, name: 'Beca total', quantity: '150', typeApplication: fixed }),
      aCharge({ id: 2, name: 'Recargo', quantity: '10', typeApplication: fixed }),
    ]);
    expect(result.adjustments.map((a) => a.amount)).toEqual(['-100.00', '10.00']);
    expect(result.total).toBe('10.00');
  });

  it('defaults a missing operation to sum', () => {
    expect(applyExtraCharges('100', [aCharge({ operation: null })]).total).toBe('110.00');
    expect(applyExtraCharges('100', [aCharge({ operation: undefined })]).total).toBe('110.00');
  });

  it('accepts charge lines attached to a sale line', () => {
    const line = toChargeLine(aDiscount({ id: 44, name: 'Pronto pago', quantity: '5' }));
    expect(applyExtraCharges('200', [line])).toEqual({
      base: '200.00',
      adjustments: [{ chargeId: 44, name: 'Pronto pago', amount: '-10.00' }],
      total: '190.00',
    });
  });

  it('returns the base when there are no charges', () => {
    expect(applyExtraCharges('0', [])).toEqual({ base: '0.00', adjustments: [], total: '0.00' });
  });

  it('rejects negative bases and negative or non-numeric quantities', () => {
    expect(() => applyExtraCharges('-1', [])).toThrow(RangeError);
    expect(() => applyExtraCharges('10', [aCharge({ quantity: '-5' })])).toThrow(RangeError);
    expect(() => applyExtraCharges('10', [aCharge({ quantity: 'diez' })])).toThrow('Invalid amount');
  });

  it('always satisfies total = base + Σ adjustments', () => {
    const operations = ['sum', 'subtraction', 'multiplication', 'division'] as const;
    for (let seed = 1; seed <= 200; seed += 1) {
      const charges = [0, 1, 2].map((index) =>
        aCharge({
          id: index,
          name: `c${index}`,
          operation: operations[(seed + index) % 4],
          typeApplication: (seed + index) % 3 === 0 ? VALUE_TYPE.percentage : VALUE_TYPE.quantity,
          quantity: money((seed * 37 + index * 11) % 97).plus(1).dividedBy(7).toFixed2(),
        }),
      );
      const result = applyExtraCharges(money(seed * 13).dividedBy(3).toFixed2(), charges);
      const sum = result.adjustments.reduce((acc, a) => acc.plus(a.amount), money(result.base));
      expect(sum.toFixed2()).toBe(result.total);
      expect(money(result.total).isNegative()).toBe(false);
    }
  });
});

describe('extraChargeProblem', () => {
  it('names a negative quantity and a division by zero, and lets any other charge through', () => {
    expect(extraChargeProblem(aCharge({ quantity: '-5' }))).toBe('su cantidad es negativa');
    expect(extraChargeProblem(aCharge({ operation: 'division', quantity: '0' }))).toBe('divide entre cero');
    expect(extraChargeProblem(toChargeLine(aCharge({ operation: 'division', quantity: '0.00' })))).toBe('divide entre cero');
    expect(extraChargeProblem(aCharge({ operation: 'division', quantity: '2' }))).toBeNull();
    expect(extraChargeProblem(aCharge({ operation: 'subtraction', quantity: '150' }))).toBeNull();
    expect(extraChargeProblem(aCharge({ quantity: '0' }))).toBeNull();
  });
});

describe('extraChargeTermsProblem', () => {
  it('judges the terms the catalogue stores, a missing operation being a sum', () => {
    expect(extraChargeTermsProblem({ quantity: '-0.01' })).toBe('su cantidad es negativa');
    expect(extraChargeTermsProblem({ quantity: '-3', operation: 'multiplication' })).toBe('su cantidad es negativa');
    expect(extraChargeTermsProblem({ quantity: '0', operation: 'division' })).toBe('divide entre cero');
    expect(extraChargeTermsProblem({ quantity: '0' })).toBeNull();
    expect(extraChargeTermsProblem({ quantity: '0', operation: null })).toBeNull();
    expect(extraChargeTermsProblem({ quantity: '0.5', operation: 'division' })).toBeNull();
  });
});
