import { describe, expect, it } from '@jest/globals';
import { campusInitialValues, campusSchema, toCampusInput } from './campusForm';

describe('campus form', () => {
  const valid = { ...campusInitialValues(null), name: 'Campus Norte' };

  it('accepts an empty or well-formed CCT and upper-cases it', async () => {
    await expect(campusSchema.validate(valid)).resolves.toBeTruthy();
    await expect(campusSchema.validate({ ...valid, cct: '19ppr0123a' })).resolves.toBeTruthy();
    expect(toCampusInput({ ...valid, cct: ' 19ppr0123a ' }).cct).toBe('19PPR0123A');
  });

  it('refuses a malformed CCT and a missing name in Spanish', async () => {
    await expect(campusSchema.validate({ ...valid, cct: '19-PPR' })).rejects.toThrow('La CCT tiene 10 caracteres');
    await expect(campusSchema.validate({ ...valid, name: '' })).rejects.toThrow('Este campo es requerido');
  });
});
