import { describe, expect, it } from '@jest/globals';
import { APPLICATION_FORM } from '../catalogs/extra-charge-enums';
import { DESK_DISCOUNT_NAME, deskConcessionProblems, priceWithConcession, toDeskConcession } from './desk-concession';
import type { PaymentLineInput } from './payment-line';
import { aCharge, aDiscount } from './test-builders';

const lateFee = aCharge({ id: 6, name: 'Recargo por pago tardío', quantity: '150', typeApplication: 2 });
const manualSurcharge = aCharge({ id: 7, name: 'Cuota de material', quantity: '50', typeApplication: 2, applicationForm: APPLICATION_FORM.Manual });
const scholarship = aDiscount({ id: 8, name: 'Beca hermanos', quantity: '10' });
const lateTuition = (): PaymentLineInput => ({
  quantity: 1,
  price: '2000.00',
  withIva: false,
  charges: [
    { charge: lateFee, automatic: true },
    { charge: scholarship, automatic: true },
    { charge: manualSurcharge, automatic: false },
  ],
});

describe('deskConcessionProblems', () => {
  // [case, concession as sent, problems]
  const cases: [string, Record<string, unknown>, { field: string; message: string }[]][] = [
    ['a waiver with its reason', { waiveSurcharges: true, reason: 'Acuerdo con dirección' }, []],
    ['a discount with its reason', { discount: '300.00', reason: 'Apoyo por contingencia' }, []],
    ['no reason', { waiveSurcharges: true }, [{ field: 'reason', message: 'Escriba el motivo (mínimo 5 caracteres)' }]],
    ['a reason too short', { waiveSurcharges: true, reason: ' ok  ' }, [{ field: 'reason', message: 'Escriba el motivo (mínimo 5 caracteres)' }]],
    ['nothing conceded', { reason: 'Acuerdo con dirección' }, [{ field: 'waiveSurcharges', message: 'Indique si condona los recargos o el descuento que concede' }]],
    ['a negative discount', { discount: '-5', reason: 'Acuerdo con dirección' }, [{ field: 'discount', message: 'El descuento debe ser mayor que cero' }]],
    ['a zero discount', { discount: '0', reason: 'Acuerdo con dirección' }, [{ field: 'discount', message: 'El descuento debe ser mayor que cero' }]],
    ['letters', { discount: 'cien', reason: 'Acuerdo con dirección' }, [{ field: 'discount', message: 'Escriba un importe (por ejemplo 150.00)' }]],
    ['three decimals', { discount: '10.005', reason: 'Acuerdo con dirección' }, [{ field: 'discount', message: 'Máximo dos decimales' }]],
    ['an absurd amount', { discount: '99999999', reason: 'Acuerdo con dirección' }, [{ field: 'discount', message: 'El descuento no puede ser mayor que 10000000' }]],
  ];
  it.each(cases)('%s', (_label, input, problems) => {
    expect(deskConcessionProblems(input)).toEqual(problems);
  });
});

describe('priceWithConcession', () => {
  it('prices the line as it is without a concession', () => {
    expect(priceWithConcession(lateTuition(), null)).toMatchObject({ line: { total: '2000.00' }, concessions: [] });
  });

  it('waives the automatic surcharge only, and records what it would have added', () => {
    const { line, concessions } = priceWithConcession(lateTuition(), toDeskConcession({ waiveSurcharges: true, reason: 'Acuerdo con dirección' }));
    expect(line.adjustments.map((a) => [a.name, a.amount])).toEqual([
      ['Beca hermanos', '-200.00'],
      ['Cuota de material', '50.00'],
    ]);
    expect(line.total).toBe('1850.00');
    expect(concessions).toEqual([{ kind: 'condonacion', name: 'Recargo por pago tardío', amount: '150.00' }]);
  });

  it('grants a fixed discount after every other charge, never below zero, and records what it took off', () => {
    const granted = priceWithConcession(lateTuition(), toDeskConcession({ discount: '300', reason: 'Apoyo por contingencia' }));
    expect(granted.line.adjustments.at(-1)).toMatchObject({ chargeId: 0, name: DESK_DISCOUNT_NAME, amount: '-300.00', automatic: false });
    expect(granted.line.total).toBe('1700.00');
    expect(granted.concessions).toEqual([{ kind: 'descuento', name: DESK_DISCOUNT_NAME, amount: '300.00' }]);

    const whole = priceWithConcession(lateTuition(), toDeskConcession({ waiveSurcharges: true, discount: '5000', reason: 'Baja por fallecimiento' }));
    expect(whole.line.total).toBe('0.00');
    expect(whole.concessions).toEqual([
      { kind: 'condonacion', name: 'Recargo por pago tardío', amount: '150.00' },
      { kind: 'descuento', name: DESK_DISCOUNT_NAME, amount: '1850.00' },
    ]);
  });

  it('records no waiver when the line carries no surcharge', () => {
    const onTime: PaymentLineInput = { ...lateTuition(), charges: [] };
    expect(priceWithConcession(onTime, toDeskConcession({ waiveSurcharges: true, reason: 'Acuerdo con dirección' })).concessions).toEqual([]);
  });
});
