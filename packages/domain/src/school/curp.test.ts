import { describe, expect, it } from '@jest/globals';
import { curpCheckDigit, isValidCurp, normalizeCurp } from './curp';

describe('isValidCurp', () => {
  it.each([
    ['HELU100512MNLRRC05', true],
    ['helu100512mnlrrc05 ', true],
    ['PEDD100101HNLRRG03', true],
    ['GODE561231HDFRRN09', true],
    ['XEXX010101XNEXXXA4', true],
    ['HELU100512MNLRRC0', false],
    ['HELU101312MNLRRC05', false],
    ['HELU100532MNLRRC05', false],
    ['HELU100230MNLRRC05', false],
    ['HELU080229MNLRRCA5', true],
    ['HELU090229MNLRRCA5', false],
    ['HELU100512MZZRRC05', false],
    ['HELU100512KNLRRC05', false],
    ['HALU100512MNLRRC05', true],
    ['H1LU100512MNLRRC05', false],
    ['', false],
  ])('%s → %s', (curp, valid) => {
    expect(isValidCurp(curp)).toBe(valid);
  });

  it('normalises and computes the check digit', () => {
    expect(normalizeCurp(' goDe561231hdfrrn09 ')).toBe('GODE561231HDFRRN09');
    expect(curpCheckDigit('GODE561231HDFRRN0')).toBe(curpCheckDigit('GODE561231HDFRRN09'));
    expect(curpCheckDigit('HELU100512MNLRRC05')).toBe(7);
  });
});
