import { describe, expect, it } from '@jest/globals';
import { matchPublicPage, returnPathFrom } from './public-pages';

describe('matchPublicPage', () => {
  it('finds the login, forgot-password and reset-password pages as the router would', () => {
    expect(matchPublicPage('/login')).toEqual({ name: 'login' });
    expect(matchPublicPage('/Login/')).toEqual({ name: 'login' });
    expect(matchPublicPage('/forgot-password')).toEqual({ name: 'forgot-password' });
    expect(matchPublicPage('/reset-password')).toEqual({ name: 'reset-password', key: '' });
    expect(matchPublicPage('/reset-password/ab%2Bc')).toEqual({ name: 'reset-password', key: 'ab+c' });
  });

  it('leaves every other path to the routed application', () => {
    for (const path of ['/', '/usuarios', '/login/otra', '/reset-password/a/b', '/autofactura/abc', '/404']) {
      expect(matchPublicPage(path)).toBeNull();
    }
  });
});

describe('returnPathFrom', () => {
  it('returns to the page the login was asked from', () => {
    expect(returnPathFrom({ from: '/usuarios?page=2' })).toBe('/usuarios?page=2');
  });

  it('goes to the index without one, for another site or for a public page', () => {
    expect(returnPathFrom(null)).toBe('/');
    expect(returnPathFrom({ idx: 3 })).toBe('/');
    expect(returnPathFrom({ from: 'https://otro.mx/' })).toBe('/');
    expect(returnPathFrom({ from: '//otro.mx/' })).toBe('/');
    expect(returnPathFrom({ from: '/login?x=1' })).toBe('/');
  });
});
