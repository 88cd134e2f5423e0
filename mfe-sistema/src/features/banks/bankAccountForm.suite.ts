import { describe, expect, it } from '@jest/globals';
import { bankAccountInitialValues, bankAccountSchema, isValidClabe } from './bankAccountForm';

describe('bank account form', () => {
  it('checks the CLABE check digit', () => {
    expect(isValidClabe('002010077777777771')).toBe(true);
    expect(isValidClabe('002010077777777772')).toBe(false);
    expect(isValidClabe('12345')).toBe(false);
  });

  it('requires the bank and the alias, in Spanish', async () => {
    await expect(bankAccountSchema.validate(bankAccountInitialValues(null))).rejects.toThrow('Este campo es requerido');
    await expect(bankAccountSchema.validate({ ...bankAccountInitialValues(null), bankId: 1, alias: 'Nómina', clabe: '002010077777777772' })).rejects.toThrow('La CLABE tiene 18 dígitos');
  });
});
