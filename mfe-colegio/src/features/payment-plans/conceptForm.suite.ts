import { describe, expect, it } from '@jest/globals';
import { monthsLabel, planConceptSchema, schoolConceptInitialValues, schoolConceptSchema, toPlanConceptInput, toSchoolConceptInput } from './conceptForm';

describe('school concept form', () => {
  it('starts with quantity 1 and a one-time charge', () => {
    const values = schoolConceptInitialValues(null);
    expect(values.quantity).toBe(1);
    expect(values.conceptType).toBe('OneTime');
  });

  it('refuses negative or malformed prices and an 8-digit-less SAT code', async () => {
    const base = { ...schoolConceptInitialValues(null), name: 'Colegiatura', price: '2500', satCode: '86121500' };
    await expect(schoolConceptSchema.validate(base)).resolves.toBeTruthy();
    await expect(schoolConceptSchema.validate({ ...base, price: '-1' })).rejects.toThrow('El importe no puede ser negativo');
    await expect(schoolConceptSchema.validate({ ...base, price: '12,50' })).rejects.toThrow(/importe válido/);
    await expect(schoolConceptSchema.validate({ ...base, satCode: '8612' })).rejects.toThrow('La clave SAT tiene 8 dígitos');
    // Money has 2 decimals in the API: a third is refused with a text that says so, not rounded on the way out.
    await expect(schoolConceptSchema.validate({ ...base, price: '10.555' })).rejects.toThrow('Escriba un importe válido con hasta 2 decimales, p. ej. 2500.00');
    await expect(schoolConceptSchema.validate({ ...base, price: '10.55' })).resolves.toBeTruthy();
    await expect(planConceptSchema.validateAt('price', { price: '10.555' })).rejects.toThrow('Escriba un importe válido con hasta 2 decimales, p. ej. 2500.00');
    expect(toSchoolConceptInput({ ...base, price: '2500' }).price).toBe('2500.00');
  });

  it('plan concepts need a concept, a price and a due day from 1 to 31', async () => {
    const line = { schoolConceptId: 3, price: '1800.5', quantity: 1, paymentDay: 10, months: [10, 9], isActive: true };
    await expect(planConceptSchema.validate(line)).resolves.toBeTruthy();
    await expect(planConceptSchema.validate({ ...line, paymentDay: 32 })).rejects.toThrow('Escriba un día del 1 al 31');
    expect(toPlanConceptInput(4, line)).toEqual({ paymentPlanId: 4, schoolConceptId: 3, price: '1800.50', quantity: 1, paymentDay: 10, month: null, months: [9, 10], isActive: true });
    expect(toPlanConceptInput(4, { ...line, months: [9] })).toMatchObject({ month: 9, months: [9] });
    expect(monthsLabel([])).toBe('Cada mes del ciclo');
    expect(monthsLabel([10, 9])).toBe('Septiembre, Octubre');
  });

  it('says a one-time concept (the inscription) is charged once, not every month of the cycle', () => {
    expect(monthsLabel([], 'OneTime')).toBe('Mes de la inscripción');
    expect(monthsLabel([8], 'OneTime')).toBe('Agosto');
    expect(monthsLabel([], 'Monthly')).toBe('Cada mes del ciclo');
    expect(monthsLabel([10, 9], 'Monthly')).toBe('Septiembre, Octubre');
  });
});
