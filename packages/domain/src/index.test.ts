import { describe, expect, it } from '@jest/globals';
import * as domain from './index';

describe('public API', () => {
  it('exposes the rules others build on', () => {
    const expected = [
      'money',
      'Money',
      'InvalidAmountError',
      'splitPriceWithTax',
      'addTax',
      'removeTax',
      'lineTotals',
      'unitLabel',
      'isGenericRfc',
      'isValidRfcFormat',
      'applyExtraCharges',
      'datedAutomaticCharges',
      'applyTaxFactorToLines',
      'cartReducer',
      'cartTotals',
    ];
    for (const name of expected) expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
    expect(domain.initialCart).toEqual({ lines: [], quotation: false });
    expect(domain.PAYMENT_METHODS).toHaveLength(7);
    expect(domain.BANKS).toHaveLength(21);
    expect(domain.SAT_UNITS).toHaveLength(31);
  });

  it('works end to end: a school fee with a late surcharge, split for the invoice', () => {
    const charges = domain.datedAutomaticCharges(
      [
        {
          id: 1,
          name: 'Recargo por pago tardío',
          quantity: '150',
          typeApplication: domain.VALUE_TYPE.quantity,
          operation: 'sum',
          startDay: null,
          endDay: null,
          startDate: null,
          endDate: null,
          isActive: true,
          applicationForm: domain.APPLICATION_FORM.Automatic,
          extraChargesType: { id: domain.EXTRA_CHARGE_KIND.Recargos },
        },
      ],
      { year: 2025, month: 9, paymentDay: 10 },
      '2025-09-15',
    );
    const applied = domain.applyExtraCharges('2500', charges);
    expect(applied.total).toBe('2650.00');
    expect(domain.splitPriceWithTax(applied.total)).toEqual({ subtotal: '2284.48', tax: '365.52', total: '2650.00' });
  });
});
