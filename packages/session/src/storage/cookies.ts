import Cookies from 'js-cookie';

export const TOKEN_COOKIE = 'token';
export const USER_COOKIE = 'user';
export const COMPANY_COOKIE = 'company';

/** The session cookies (token, user, company) live one day on the whole site (path /). */
export const SESSION_COOKIE_OPTIONS: Cookies.CookieAttributes = { expires: 1, path: '/', sameSite: 'Lax' };

export function readCookie(name: string): string | undefined {
  return Cookies.get(name);
}

export function readJsonCookie<T>(name: string): T | null {
  const raw = Cookies.get(name);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Whether the page was served over HTTPS (as the browser sees it, also behind a TLS-terminating proxy). */
function servedOverHttps(): boolean {
  return typeof window !== 'undefined' && window.location.protocol === 'https:';
}

/** Over HTTPS the session cookies are `Secure`: the browser never sends the token over plain HTTP. */
export function writeCookie(name: string, value: string): void {
  Cookies.set(name, value, { ...SESSION_COOKIE_OPTIONS, secure: servedOverHttps() });
}

export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
}
