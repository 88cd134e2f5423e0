import { describe, expect, it } from '@jest/globals';
import { GENERIC_RFC_MESSAGE, OWN_RFC_PATTERN, RFC_FORMAT_MESSAGE, RFC_SAT_PATTERN, isGenericRfc, isValidRfcFormat, ownRfcProblem, rfcPersonType } from './rfc';

describe('isGenericRfc', () => {
  it.each(['XAXX010101000', 'XEXX010101000', 'xaxx010101000', ' XEXX010101000 '])('is true for %j', (rfc) => {
    expect(isGenericRfc(rfc)).toBe(true);
  });

  it.each(['XAXX010101001', 'GODE561231GR8', '', null, undefined])('is false for %j', (rfc) => {
    expect(isGenericRfc(rfc)).toBe(false);
  });

  it('tells why a generic RFC is refused', () => {
    expect(GENERIC_RFC_MESSAGE).toBe('El RFC no puede ser XEXX010101000 o XAXX010101000.');
  });
});

describe('isValidRfcFormat', () => {
  it.each([
    ['EKU9003173C9', 'moral'],
    ['A&C010101AB1', 'moral'],
    ['GODE561231GR8', 'fisica'],
    ['ÑAÑO850229AAA', 'fisica'],
    ['XAXX010101000', 'fisica'],
    [' EKU9003173C9 ', 'moral'],
  ])('accepts %s as persona %s', (rfc, type) => {
    expect(isValidRfcFormat(rfc)).toBe(true);
    expect(rfcPersonType(rfc)).toBe(type);
  });

  it.each([
    ['too short', 'EKU9003173C'],
    ['too long', 'GODE561231GR81'],
    ['month 13', 'GODE561331GR8'],
    ['month 00', 'GODE560031GR8'],
    ['day 32', 'GODE561232GR8'],
    ['day 00', 'GODE561200GR8'],
    ['last char not digit or A', 'GODE561231GRB'],
    ['lower case', 'gode561231gr8'],
    ['digits in the name part', 'G0DE561231GR8'],
    ['symbol in the homoclave', 'GODE561231G-8'],
    ['empty', ''],
    ['null', null],
  ])('rejects %s', (_, rfc) => {
    expect(isValidRfcFormat(rfc)).toBe(false);
    expect(rfcPersonType(rfc)).toBeNull();
  });
});

describe("a person's own RFC", () => {
  const own = new RegExp(`^(${OWN_RFC_PATTERN})?$`);

  it("is SAT's format and never a generic RFC, in the pattern the API's schemas use", () => {
    expect(own.test('GODE561231GR8')).toBe(true);
    expect(own.test('ABC010203XY9')).toBe(true);
    expect(own.test('')).toBe(true);
    expect(own.test('XAXX010101000')).toBe(false);
    expect(own.test('XEXX010101000')).toBe(false);
    expect(own.test('GODE561331GR8')).toBe(false);
    expect(own.test('ABCD123456ABC')).toBe(false);
    expect(new RegExp(`^${RFC_SAT_PATTERN}$`).test('XAXX010101000')).toBe(true);
  });

  it('names the problem in Spanish, ignoring case and spaces', () => {
    expect(ownRfcProblem(' gode561231gr8 ')).toBeNull();
    expect(ownRfcProblem('xaxx010101000')).toBe(GENERIC_RFC_MESSAGE);
    expect(ownRfcProblem('ABCD123456ABC')).toBe(RFC_FORMAT_MESSAGE);
  });
});
