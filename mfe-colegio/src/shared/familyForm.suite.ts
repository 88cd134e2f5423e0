import { describe, expect, it } from '@jest/globals';
import { businessNameInitialValues, businessNameSchema, toBusinessNameInput } from './familyForm';

const valid = { ...businessNameInitialValues(null), rfc: 'LOGA800101AB1', businessName: 'Ana López García', taxRegime: '605', zip: '64000' };

describe('family business names', () => {
  it('refuses the generic RFCs with the product message', async () => {
    await expect(businessNameSchema.validate({ ...valid, rfc: 'XAXX010101000' })).rejects.toThrow('El RFC no puede ser XEXX010101000 o XAXX010101000.');
    await expect(businessNameSchema.validate({ ...valid, rfc: 'XEXX010101000' })).rejects.toThrow('El RFC no puede ser XEXX010101000 o XAXX010101000.');
  });

  it('refuses an RFC outside SAT format and accepts a valid one', async () => {
    await expect(businessNameSchema.validate({ ...valid, rfc: 'ABC' })).rejects.toThrow(/formato del SAT/);
    await expect(businessNameSchema.validate(valid)).resolves.toBeTruthy();
  });

  it('needs a 5-digit postal code and sends upper-cased identifiers', async () => {
    await expect(businessNameSchema.validate({ ...valid, zip: '640' })).rejects.toThrow('El código postal tiene 5 dígitos');
    expect(toBusinessNameInput(7, { ...valid, rfc: 'loga800101ab1' })).toMatchObject({ familyId: 7, rfc: 'LOGA800101AB1', businessName: 'ANA LÓPEZ GARCÍA' });
  });
});
