import { describe, expect, it } from '@jest/globals';
import { ageRangeAgrees, MAX_AGE_BELOW_MINIMUM } from './age-range';
import * as domain from '../index';

describe('ageRangeAgrees', () => {
  it('wants the maximum at least the minimum; equal bounds are a one-age group', () => {
    expect(ageRangeAgrees(5, 10)).toBe(true);
    expect(ageRangeAgrees(7, 7)).toBe(true);
    expect(ageRangeAgrees(10, 5)).toBe(false);
    expect(ageRangeAgrees(1, 0)).toBe(false);
  });

  it('takes a missing bound as open on that side, whatever the other one is', () => {
    expect(ageRangeAgrees(null, 5)).toBe(true);
    expect(ageRangeAgrees(10, null)).toBe(true);
    expect(ageRangeAgrees(null, null)).toBe(true);
    expect(ageRangeAgrees(undefined, 0)).toBe(true);
    expect(ageRangeAgrees(99, undefined)).toBe(true);
  });

  it('treats 0 as an age, not as an open bound', () => {
    expect(ageRangeAgrees(0, 0)).toBe(true);
    expect(ageRangeAgrees(3, 0)).toBe(false);
  });

  it('is exported from the package with the message the form and the API show', () => {
    expect(domain.ageRangeAgrees).toBe(ageRangeAgrees);
    expect(domain.MAX_AGE_BELOW_MINIMUM).toBe('La edad máxima debe ser mayor o igual a la mínima');
    expect(MAX_AGE_BELOW_MINIMUM).toBe(domain.MAX_AGE_BELOW_MINIMUM);
  });
});
