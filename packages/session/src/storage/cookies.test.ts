import { describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { removeCookie, TOKEN_COOKIE, writeCookie } from './cookies';

describe('session cookies', () => {
  it('are Secure when the page was served over HTTPS, and not over plain HTTP', () => {
    const set = vi.spyOn(Cookies, 'set');
    writeCookie(TOKEN_COOKIE, 'abc');
    expect(set).toHaveBeenLastCalledWith(TOKEN_COOKIE, 'abc', expect.objectContaining({ secure: false, sameSite: 'Lax', path: '/' }));
    const location = vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, protocol: 'https:' });
    writeCookie(TOKEN_COOKIE, 'def');
    expect(set).toHaveBeenLastCalledWith(TOKEN_COOKIE, 'def', expect.objectContaining({ secure: true }));
    location.mockRestore();
    set.mockRestore();
    removeCookie(TOKEN_COOKIE);
  });
});
