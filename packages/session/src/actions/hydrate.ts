import type { BranchOffice, Company, Cycle, MenuItem, Preferences, SessionUser } from '@mikro/contracts';
import { company, token, user } from '../atoms/auth';
import { BRANCH_OFFICES_KEY, CURRENT_BRANCH_OFFICE_KEY, branchOffices, currentBranchOfficeId } from '../atoms/branchOffice';
import { CURRENT_CYCLE_KEY, CYCLES_KEY, type CurrentCycle, currentCycle, cycles } from '../atoms/cycle';
import { MENU_KEY, menu } from '../atoms/menu';
import { PREFERENCES_KEY, preferences } from '../atoms/preferences';
import { sessionStore } from '../store';
import { COMPANY_COOKIE, TOKEN_COOKIE, USER_COOKIE, readCookie, readJsonCookie } from '../storage/cookies';
import { readLocal } from '../storage/local';

/**
 * Restores the session kept by the browser: with a token cookie, the user and company come from
 * their cookies and the client state from localStorage. Returns whether a session was found.
 */
export function hydrateSession(): boolean {
  const storedToken = readCookie(TOKEN_COOKIE) ?? '';
  if (storedToken.trim() === '') return false;

  const { set } = sessionStore;
  set(token.base, storedToken);
  set(user.base, readJsonCookie<SessionUser>(USER_COOKIE));
  set(company.base, readJsonCookie<Company>(COMPANY_COOKIE));

  const offices = readLocal<BranchOffice[]>(BRANCH_OFFICES_KEY) ?? [];
  const officeId = readLocal<number>(CURRENT_BRANCH_OFFICE_KEY);
  set(branchOffices.base, offices);
  set(currentBranchOfficeId.base, offices.some((o) => o.id === officeId) ? officeId : (offices[0]?.id ?? null));

  set(cycles.base, readLocal<Cycle[]>(CYCLES_KEY) ?? []);
  set(currentCycle.base, readLocal<CurrentCycle>(CURRENT_CYCLE_KEY));
  set(menu.base, readLocal<MenuItem[]>(MENU_KEY) ?? []);
  set(preferences.base, readLocal<Preferences>(PREFERENCES_KEY));
  return true;
}
