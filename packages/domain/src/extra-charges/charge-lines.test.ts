import { describe, expect, it } from '@jest/globals';
import { attachCharge, attachCharges, detachCharge, toChargeLine, uniqueByName } from './charge-lines';
import { aCharge, aDiscount } from './test-builders';
import type { ChargeLine } from './types';

const emptyLine = (): { id: number; extraCharges: ChargeLine[] } => ({ id: 1, extraCharges: [] });

describe('charge lines', () => {
  it('maps an extra charge to the charge-line shape a sale line carries', () => {
    expect(toChargeLine(aDiscount({ id: 9, name: 'Pronto pago', quantity: '5', operation: null }))).toEqual({
      name: 'Pronto pago',
      quantity: '5',
      applicationType: 1,
      operationType: 'sum',
      typeExtraCharge: 1,
      systemExtraCharges: { id: 9 },
    });
  });

  it('returns a charge line unchanged', () => {
    const line = toChargeLine(aCharge());
    expect(toChargeLine(line)).toBe(line);
  });

  it('attaches a charge and skips a duplicate name', () => {
    const line = emptyLine();
    const once = attachCharge(line, aCharge({ id: 1, name: 'Recargo' }));
    expect(once.extraCharges).toHaveLength(1);
    const twice = attachCharge(once, aCharge({ id: 2, name: 'RECARGO ' }));
    expect(twice).toBe(once);
    expect(line.extraCharges).toEqual([]);
  });

  it('attaches several, skipping names repeated within the list', () => {
    const line = attachCharges(emptyLine(), [
      aCharge({ id: 1, name: 'A' }),
      aCharge({ id: 2, name: 'B' }),
      aCharge({ id: 3, name: 'a' }),
    ]);
    expect(line.extraCharges.map((c) => c.systemExtraCharges.id)).toEqual([1, 2]);
  });

  it('detaches by name and keeps the line when nothing matches', () => {
    const line = attachCharges(emptyLine(), [aCharge({ name: 'A' }), aCharge({ name: 'B' })]);
    expect(detachCharge(line, 'a').extraCharges.map((c) => c.name)).toEqual(['B']);
    expect(detachCharge(line, 'Z')).toBe(line);
  });

  it('keeps the first of each name', () => {
    expect(uniqueByName([{ name: 'X', n: 1 }, { name: 'x', n: 2 }, { name: 'Y', n: 3 }])).toEqual([
      { name: 'X', n: 1 },
      { name: 'Y', n: 3 },
    ]);
  });
});
