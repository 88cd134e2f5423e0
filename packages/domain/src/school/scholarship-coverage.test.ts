import { describe, expect, it } from '@jest/globals';
import { scholarshipCovers } from './scholarship-coverage';

describe('scholarshipCovers', () => {
  it.each([
    [[], 7, true],
    [[], null, true],
    [[7], 7, true],
    [[7, 9], 9, true],
    [[7], 8, false],
    [[7], null, false],
  ])('covering %j, a charge of concept %s: %s', (covered, concept, applies) => {
    expect(scholarshipCovers(covered, concept)).toBe(applies);
  });
});
