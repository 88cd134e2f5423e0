import { describe, expect, it } from '@jest/globals';
import type { CashMethodSummary } from '@mikro/contracts';
import { checkCount, COUNT_INVALID, COUNT_NOT_MONEY, COUNT_REQUIRED } from './closeCount';

const methods: CashMethodSummary[] = [
  { methodId: 1, methodName: 'Efectivo', expected: '1023.50', counted: null, difference: null },
  { methodId: 6, methodName: 'Tarjeta de débito', expected: '870.00', counted: null, difference: null },
];

describe('checkCount', () => {
  it('refuses a close with a method left empty: 0 must be typed', () => {
    expect(checkCount(methods, {})).toEqual({ ok: false, errors: { 1: COUNT_REQUIRED, 6: COUNT_REQUIRED } });
    expect(checkCount(methods, { 1: '1000', 6: '  ' })).toEqual({ ok: false, errors: { 6: COUNT_REQUIRED } });
    expect(checkCount(methods, { 1: 'mil', 6: '-1' })).toEqual({ ok: false, errors: { 1: COUNT_INVALID, 6: COUNT_INVALID } });
  });

  it('refuses a count with a third decimal, which the API would refuse as money, saying so', () => {
    expect(COUNT_NOT_MONEY).toBe('Escriba un importe con hasta 2 decimales, p. ej. 1250.50');
    expect(checkCount(methods, { 1: '10.555', 6: '870' })).toEqual({ ok: false, errors: { 1: COUNT_NOT_MONEY } });
    const check = checkCount(methods, { 1: '10.55', 6: '870' });
    expect(check.ok && check.lines.map((line) => line.counted)).toEqual(['10.55', '870.00']);
  });

  it('states each difference once every method is counted, 0 included', () => {
    const check = checkCount(methods, { 1: '1000', 6: '0' });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.differences.map((line) => [line.methodName, line.counted, line.difference])).toEqual([
      ['Efectivo', '1000.00', '-23.50'],
      ['Tarjeta de débito', '0.00', '-870.00'],
    ]);
    const exact = checkCount(methods, { 1: '1023.5', 6: '870' });
    expect(exact.ok && exact.differences).toEqual([]);
  });
});
