import { APPLICATION_FORM, EXTRA_CHARGE_KIND, VALUE_TYPE } from '../catalogs/extra-charge-enums';
import type { ExtraCharge } from './types';

/** Test builder: an active automatic 10 % surcharge with open ranges, unless overridden. */
export function aCharge(overrides: Partial<ExtraCharge> = {}): ExtraCharge {
  return {
    id: 1,
    name: 'Recargo',
    quantity: '10',
    typeApplication: VALUE_TYPE.percentage,
    operation: 'sum',
    startDay: null,
    endDay: null,
    startDate: null,
    endDate: null,
    isActive: true,
    applicationForm: APPLICATION_FORM.Automatic,
    extraChargesType: { id: EXTRA_CHARGE_KIND.Recargos },
    ...overrides,
  };
}

export function aDiscount(overrides: Partial<ExtraCharge> = {}): ExtraCharge {
  return aCharge({
    id: 2,
    name: 'Pronto pago',
    operation: 'subtraction',
    endDay: 10,
    extraChargesType: { id: EXTRA_CHARGE_KIND.Descuentos },
    ...overrides,
  });
}

export function aScholarship(overrides: Partial<ExtraCharge> = {}): ExtraCharge {
  return aCharge({
    id: 3,
    name: 'Beca deportiva',
    quantity: '50',
    operation: 'subtraction',
    applicationForm: APPLICATION_FORM.Manual,
    extraChargesType: { id: EXTRA_CHARGE_KIND.Becas },
    ...overrides,
  });
}
