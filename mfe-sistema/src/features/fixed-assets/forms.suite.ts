import { describe, expect, it } from '@jest/globals';
import { classificationSchema, fullNameOf, toBranchCompanyInput, toFixedAssetInput } from './forms';

describe('fixed-assets forms', () => {
  it('derives the full name and puts branch companies under the default matrix company', () => {
    expect(fullNameOf({ firstName: 'Ana', lastName: 'López' })).toBe('Ana López');
    expect(fullNameOf({ firstName: 'Ana', lastName: '' })).toBe('Ana');
    expect(toBranchCompanyInput({ name: ' Filial ', rfc: 'abc010101ab1', address: '', phone: '', isActive: true })).toMatchObject({ name: 'Filial', matrixCompanyId: 1, rfc: 'ABC010101AB1' });
  });

  it('sends an empty date as null and an empty cost as zero', () => {
    const input = toFixedAssetInput({ name: 'Laptop', branchCompanyId: 2, classificationId: 3, employeeId: null, code: '', serialNumber: '', acquisitionDate: '', cost: '', isActive: true });
    expect(input).toMatchObject({ acquisitionDate: null, cost: '0', branchCompanyId: 2 });
  });

  it('refuses a depreciation rate over 100', async () => {
    await expect(classificationSchema.validate({ name: 'Cómputo', depreciationRate: '130' })).rejects.toThrow('La tasa no puede ser mayor que 100');
  });
});
