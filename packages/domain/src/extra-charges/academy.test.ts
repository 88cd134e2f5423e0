import { describe, expect, it } from '@jest/globals';
import { applyTaxFactorToLines } from './academy';

const lines = [
  { id: 1, concept: 'Mensualidad natación', price: '500.00' },
  { id: 2, concept: 'Inscripción', price: '8.63' },
  { id: 3, concept: 'Uniforme', price: '250' },
];

describe('applyTaxFactorToLines', () => {
  it('raises only the selected lines by 1.16', () => {
    const result = applyTaxFactorToLines(lines, [1, 2]);
    expect(result.map((line) => line.price)).toEqual(['580.00', '10.01', '250']);
    expect(result[2]).toBe(lines[2]);
    expect(lines[0]?.price).toBe('500.00');
  });

  it('uses another factor when given', () => {
    expect(applyTaxFactorToLines(lines, [3], '1.08')[2]?.price).toBe('270.00');
  });

  it('changes nothing without a selection', () => {
    expect(applyTaxFactorToLines(lines, [])).toEqual(lines);
  });

  it('rejects a non-positive factor', () => {
    expect(() => applyTaxFactorToLines(lines, [1], 0)).toThrow(RangeError);
  });
});
