import { describe, expect, it } from '@jest/globals';
import { errorPathsOfStep, stepOfField, toWizardInput, wizardInitialValues, wizardSchema } from './wizardForm';

describe('branch-office wizard form', () => {
  it('sends every module with its flag, so unchecked ones are turned off', () => {
    const input = toWizardInput({ ...wizardInitialValues(null), name: ' Sucursal Sur ', modules: [1] });
    expect(input.name).toBe('Sucursal Sur');
    expect(input.modules).toEqual([
      { typeModule: 1, isActive: true },
      { typeModule: 2, isActive: false },
      { typeModule: 3, isActive: false },
    ]);
  });

  it('needs a name and one module, in Spanish', async () => {
    await expect(wizardSchema.validate({ ...wizardInitialValues(null), name: 'X', modules: [] })).rejects.toThrow('Active al menos un módulo');
    await expect(wizardSchema.validate({ ...wizardInitialValues(null), name: '' })).rejects.toThrow('Este campo es requerido');
    await expect(wizardSchema.validate({ ...wizardInitialValues(null), name: 'X', zip: '123' })).rejects.toThrow('El código postal tiene 5 dígitos');
  });

  it('maps an error to the step that shows the field', () => {
    expect(stepOfField('campuses.0.cct')).toBe(2);
    expect(stepOfField('series.folioNota')).toBe(3);
    expect(stepOfField('rfc')).toBe(0);
  });

  it('finds the errors of one step among formik\'s nested ones', () => {
    const errors = { name: 'Este campo es requerido', modules: 'Active al menos un módulo', campuses: [undefined, { name: 'Este campo es requerido' }], series: { folioNota: 'El folio empieza en 1' } };
    expect(errorPathsOfStep(errors, 0)).toEqual(['name']);
    expect(errorPathsOfStep(errors, 1)).toEqual(['modules']);
    expect(errorPathsOfStep(errors, 2)).toEqual(['campuses.1.name']);
    expect(errorPathsOfStep(errors, 3)).toEqual(['series.folioNota']);
    expect(errorPathsOfStep({}, 0)).toEqual([]);
  });
});
