import { describe, expect, it } from '@jest/globals';
import type { ExtraCharge } from '@mikro/contracts';
import { previewCharges } from './chargePreview';
import { extraChargeInitialValues, extraChargeSchema, toExtraChargeInput } from './extraChargeForm';

const record = (overrides: Partial<ExtraCharge> & { kind: number }): ExtraCharge => ({
  id: 1,
  companyId: 1,
  name: 'Cargo',
  quantity: '10.00',
  typeApplication: 1,
  operation: 'sum',
  startDay: null,
  endDay: null,
  startDate: null,
  endDate: null,
  isActive: true,
  applicationForm: 2,
  extraChargesTypeId: overrides.kind,
  extraChargesCampusId: null,
  extraChargesCycleId: null,
  deletedAt: null,
  createdAt: '',
  updatedAt: '',
  extraChargesType: { id: overrides.kind, companyId: 1, name: 'T', kind: overrides.kind, isActive: true, createdAt: '', updatedAt: '' },
  ...overrides,
});

describe('extra-charge form', () => {
  const valid = { ...extraChargeInitialValues(null, 2), name: 'Recargo', quantity: '150' };

  it('sends empty days and dates as null and numbers as numbers', () => {
    expect(toExtraChargeInput({ ...valid, startDay: '11', endDay: '' })).toMatchObject({ startDay: 11, endDay: null, startDate: null, extraChargesTypeId: 2, operation: 'sum' });
  });

  it('refuses reversed ranges, a percentage over 100 and a zero amount, in Spanish', async () => {
    await expect(extraChargeSchema.validate({ ...valid, startDay: '20', endDay: '5' })).rejects.toThrow('El día final no puede ser anterior al inicial');
    await expect(extraChargeSchema.validate({ ...valid, startDate: '2026-05-01', endDate: '2026-04-30' })).rejects.toThrow('La fecha final no puede ser anterior a la inicial');
    await expect(extraChargeSchema.validate({ ...valid, quantity: '120' })).rejects.toThrow('Un porcentaje no puede ser mayor que 100');
    await expect(extraChargeSchema.validate({ ...valid, quantity: '0' })).rejects.toThrow('mayor que cero');
    await expect(extraChargeSchema.validate({ ...valid, typeApplication: 2, quantity: '120' })).resolves.toBeTruthy();
    await expect(extraChargeSchema.validate({ ...valid, quantity: '100' })).resolves.toBeTruthy();
    await expect(extraChargeSchema.validate({ ...valid, quantity: '12.505' })).rejects.toThrow('Escriba una cantidad mayor que cero con hasta 2 decimales');
    await expect(extraChargeSchema.validate({ ...valid, quantity: '  ' })).rejects.toThrow('Este campo es requerido');
  });
});

describe('automatic charge preview', () => {
  const surcharge = record({ id: 2, name: 'Recargo tardío', kind: 2, startDay: 11, endDay: 31 });
  const discount = record({ id: 1, name: 'Pronto pago', kind: 1, startDay: 1, endDay: 5 });
  const manual = record({ id: 3, name: 'Beca manual', kind: 3, applicationForm: 1 });

  it('shows the surcharge after the payment day and not the early-payment discount, for academies too', () => {
    const preview = previewCharges([surcharge, discount, manual], { year: 2026, month: 3, paymentDay: 10 }, '2026-03-15');
    expect(preview.school.map((c) => c.name)).toEqual(['Recargo tardío']);
    expect(preview.academy.map((c) => c.name)).toEqual(['Recargo tardío']);
  });

  it('shows the discount in time and no surcharge for a future month', () => {
    const preview = previewCharges([surcharge, discount], { year: 2026, month: 4, paymentDay: 10 }, '2026-03-03');
    expect(preview.school.map((c) => c.name)).toEqual(['Pronto pago']);
  });
});
