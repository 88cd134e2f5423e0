import { describe, expect, it, jest } from '@jest/globals';
import Cookies from 'js-cookie';
import { removeCookie, TOKEN_COOKIE, writeCookie } from './cookies';

/** The test environment's JSDOM instance (jest.jsdom-environment.cjs): the page's address is changed through it. */
declare const jsdom: { reconfigure(options: { url: string }): void };

describe('session cookies', () => {
  it('are Secure when the page was served over HTTPS, and not over plain HTTP', () => {
    const set = jest.spyOn(Cookies, 'set');
    writeCookie(TOKEN_COOKIE, 'abc');
    expect(set).toHaveBeenLastCalledWith(TOKEN_COOKIE, 'abc', expect.objectContaining({ secure: false, sameSite: 'Lax', path: '/' }));
    const plainUrl = window.location.href;
    jsdom.reconfigure({ url: 'https://localhost/' });
    writeCookie(TOKEN_COOKIE, 'def');
    expect(set).toHaveBeenLastCalledWith(TOKEN_COOKIE, 'def', expect.objectContaining({ secure: true }));
    jsdom.reconfigure({ url: plainUrl });
    set.mockRestore();
    removeCookie(TOKEN_COOKIE);
  });
});
