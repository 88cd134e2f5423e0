import { describe, expect, it } from '@jest/globals';
import { prefetchAllowed } from './prefetch';

describe('prefetchAllowed', () => {
  it('skips data-saver and 2g connections', () => {
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });

  it('prefetches on fast connections or when the browser does not tell', () => {
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
  });
});
