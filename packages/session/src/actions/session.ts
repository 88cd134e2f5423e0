import { authApi, clearServerCache, configureApiClient } from '@mikro/api-client/core';
import type { LoginResponse } from '@mikro/contracts';
import { companyAtom, firstLoadAtom, tokenAtom, userAtom } from '../atoms/auth';
import {
  BRANCH_OFFICES_KEY,
  CURRENT_BRANCH_OFFICE_KEY,
  branchOfficesAtom,
  currentBranchOfficeIdAtom,
} from '../atoms/branchOffice';
import { CURRENT_CYCLE_KEY, CYCLES_KEY, currentCycleAtom, cyclesAtom } from '../atoms/cycle';
import { MENU_KEY, menuAtom } from '../atoms/menu';
import { PREFERENCES_KEY, preferencesAtom } from '../atoms/preferences';
import { TOKEN_COOKIE, readCookie } from '../storage/cookies';
import { removeLocal } from '../storage/local';
import { sessionStore } from '../store';
import { hydrateSession } from './hydrate';
import { applyProfile } from './profile';

/** The logout button waits this long, showing its loading state, before logging out. */
export const LOGOUT_DELAY_MS = 500;

export interface InitSessionOptions {
  baseURL?: string;
  helpersBaseURL?: string;
  /** Called after the session was cleared because the server no longer accepts it (e.g. go to /login). */
  onAuthFailure?: () => void;
}

/** Wires the HTTP layer to the session and restores a stored session. Call once at start-up. */
export function initSession(options: InitSessionOptions = {}): boolean {
  configureApiClient({
    baseURL: options.baseURL,
    helpersBaseURL: options.helpersBaseURL,
    getToken: () => sessionStore.get(tokenAtom),
    setToken: (token) => sessionStore.set(tokenAtom, token),
    readStoredToken: () => readCookie(TOKEN_COOKIE) ?? null,
    getBranchOfficeId: () => sessionStore.get(currentBranchOfficeIdAtom),
    onAuthFailure: () => {
      clearSession();
      options.onAuthFailure?.();
    },
  });
  return hydrateSession();
}

/** Forgets the session: token, cookies, client state and cached server data. */
export function clearSession(): void {
  const { set } = sessionStore;
  set(tokenAtom, '');
  set(userAtom, null);
  set(companyAtom, null);
  set(branchOfficesAtom, []);
  set(currentBranchOfficeIdAtom, null);
  set(cyclesAtom, []);
  set(currentCycleAtom, null);
  set(menuAtom, []);
  set(preferencesAtom, null);
  set(firstLoadAtom, false);
  // Only the session's own keys: other client state (e.g. the colour mode) outlives a logout.
  removeLocal([BRANCH_OFFICES_KEY, CURRENT_BRANCH_OFFICE_KEY, CYCLES_KEY, CURRENT_CYCLE_KEY, MENU_KEY, PREFERENCES_KEY]);
  clearServerCache();
}

/**
 * Signs in: stores token, user, company, branch offices, cycles (current = active or first), the
 * preferences, the branch office (the preferred one if allowed, else the first) and the menu; sets the
 * first-load flag. The login answer carries the preferences, so the session is complete after that one
 * request.
 * Rejects with the ApiError of the login call, leaving the session untouched.
 */
export async function login(email: string, password: string): Promise<LoginResponse> {
  const response = await authApi.login({ email, password });
  const { set } = sessionStore;
  set(tokenAtom, response.token);
  applyProfile(response, { keepChoices: false });
  set(firstLoadAtom, true);
  return response;
}

/** Reloads the user's data, preferences included, from the server (after a reload or a change of role). */
export async function refreshMe(): Promise<void> {
  const profile = await authApi.me();
  applyProfile(profile, { keepChoices: true });
}

/** Tells the server (its failure does not matter) and forgets the session. */
export async function logout(): Promise<void> {
  if (sessionStore.get(tokenAtom).trim() !== '') {
    try {
      await authApi.logout();
    } catch {
      // The session ends on this device whatever the server answers.
    }
  }
  clearSession();
}
