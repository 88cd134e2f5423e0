import { describe, expect, it } from '@jest/globals';
import { defaultRange } from './reportParams';

describe('defaultRange', () => {
  it("is the month so far on the institution's calendar", () => {
    expect(defaultRange(new Date('2026-11-20T18:00:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-20' });
    // 05:30 UTC on 1 December is still 30 November in Mexico City: November's report, not an empty December.
    expect(defaultRange(new Date('2026-12-01T05:30:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });
});
