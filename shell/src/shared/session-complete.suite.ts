import { describe, expect, it } from '@jest/globals';
import type { MenuItem, SessionUser } from '@mikro/contracts';
import { sessionState } from './session-complete';

const user = { id: 1, name: 'Carmen' } as SessionUser;
const menu = [{ id: 1, url: '/ventas' }] as MenuItem[];

describe('sessionState', () => {
  it('is complete only with token, user and menu stored', () => {
    expect(sessionState('', null, [])).toBe('anonymous');
    expect(sessionState('abc', null, [])).toBe('incomplete');
    expect(sessionState('abc', user, [])).toBe('incomplete');
    expect(sessionState('abc', null, menu)).toBe('incomplete');
    expect(sessionState('abc', user, menu)).toBe('complete');
  });
});
