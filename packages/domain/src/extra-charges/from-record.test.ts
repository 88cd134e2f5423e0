import { describe, expect, it } from '@jest/globals';
import { toDomainCharge } from './from-record';

const record = {
  id: 4,
  name: 'Pronto pago',
  quantity: '10.00',
  typeApplication: 1,
  operation: 'subtraction',
  startDay: 1,
  endDay: 10,
  startDate: null,
  endDate: null,
  isActive: true,
  applicationForm: 2,
  extraChargesType: { kind: 1 },
};

describe('toDomainCharge', () => {
  it("maps a stored record, the kind taken from its type or given apart", () => {
    expect(toDomainCharge(record)).toEqual({
      id: 4,
      name: 'Pronto pago',
      quantity: '10.00',
      typeApplication: 1,
      operation: 'subtraction',
      startDay: 1,
      endDay: 10,
      startDate: null,
      endDate: null,
      isActive: true,
      applicationForm: 2,
      extraChargesType: { id: 1 },
    });
    expect(toDomainCharge({ ...record, extraChargesType: null, operation: null }, 3)).toMatchObject({ operation: null, extraChargesType: { id: 3 } });
  });

  it('refuses values outside the enumerations instead of passing them on', () => {
    expect(() => toDomainCharge({ ...record, typeApplication: 9 })).toThrow(RangeError);
    expect(() => toDomainCharge({ ...record, operation: 'modulo' })).toThrow(RangeError);
    expect(() => toDomainCharge({ ...record, extraChargesType: null })).toThrow(RangeError);
    expect(() => toDomainCharge(record, 7)).toThrow(RangeError);
  });
});
