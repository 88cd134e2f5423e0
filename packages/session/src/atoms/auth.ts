import { atom } from 'jotai';
import type { Company, SessionUser } from '@mikro/contracts';
import {
  COMPANY_COOKIE,
  TOKEN_COOKIE,
  USER_COOKIE,
  removeCookie,
  writeCookie,
} from '../storage/cookies';
import { persistedAtom } from './persisted';

/** Role id and role name that make a user an administrator (role 1, or a role named 'Desarrollador'). */
export const ADMIN_ROLE_ID = 1;
export const ADMIN_ROLE_NAME = 'Desarrollador';

function persistJsonCookie<T>(name: string, toCookie: (value: T) => unknown = (value) => value) {
  return (value: T | null) => {
    if (value === null) removeCookie(name);
    else writeCookie(name, JSON.stringify(toCookie(value)));
  };
}

/** Certificate material must not sit in a script-readable cookie (and would overflow its 4 KB). */
function companyForCookie(company: Company): Company {
  return { ...company, cerCSD: null, keyCSD: null };
}

export const token = persistedAtom<string>('', (value) => {
  if (value.trim() === '') removeCookie(TOKEN_COOKIE);
  else writeCookie(TOKEN_COOKIE, value);
});
export const user = persistedAtom<SessionUser | null>(null, persistJsonCookie(USER_COOKIE));
export const company = persistedAtom<Company | null>(null, persistJsonCookie(COMPANY_COOKIE, companyForCookie));

export const tokenAtom = token.atom;
export const userAtom = user.atom;
export const companyAtom = company.atom;

/** Set after a login; the shell may reset it once its first-load work is done. */
export const firstLoadAtom = atom(false);

/** Authenticated means a non-blank token. */
export const isAuthenticatedAtom = atom((get) => get(tokenAtom).trim() !== '');

export const isAdminAtom = atom((get) => {
  const role = get(userAtom)?.role;
  return role !== undefined && (role.id === ADMIN_ROLE_ID || role.name === ADMIN_ROLE_NAME);
});
