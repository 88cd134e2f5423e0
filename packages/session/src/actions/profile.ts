// Applies what the server says about the signed-in user (login and GET me, preferences included) to the session store.
import type { MeResponse } from '@mikro/contracts';
import { invalidateServerCache } from '@mikro/api-client/core';
import { companyAtom, userAtom } from '../atoms/auth';
import { branchOfficesAtom, currentBranchOfficeIdAtom, normaliseBranchOffice } from '../atoms/branchOffice';
import { currentCycleAtom, cyclesAtom } from '../atoms/cycle';
import { menuAtom } from '../atoms/menu';
import { preferencesAtom } from '../atoms/preferences';
import { sessionStore } from '../store';

export interface ApplyProfileOptions {
  /** Keep the branch office and cycle already chosen when they are still allowed (refresh, not login). */
  keepChoices: boolean;
}

export function applyProfile(profile: MeResponse, { keepChoices }: ApplyProfileOptions): void {
  const { get, set } = sessionStore;
  const offices = profile.branchOffices.map(normaliseBranchOffice);

  set(userAtom, profile.user);
  set(companyAtom, profile.company);
  set(branchOfficesAtom, offices);
  set(cyclesAtom, profile.cycles);
  set(menuAtom, profile.menu);
  set(preferencesAtom, profile.preferences);

  const currentOfficeId = get(currentBranchOfficeIdAtom);
  const preferredOfficeId = profile.preferences.branchOffice;
  const allowed = (id: number | null) => id !== null && offices.some((office) => office.id === id);
  const officeId =
    keepChoices && allowed(currentOfficeId)
      ? currentOfficeId
      : allowed(preferredOfficeId)
        ? preferredOfficeId
        : (offices[0]?.id ?? null);
  set(currentBranchOfficeIdAtom, officeId);

  const chosen = get(currentCycleAtom);
  const kept = keepChoices && chosen ? profile.cycles.find((cycle) => cycle.id === chosen.id) : undefined;
  const cycle = kept ?? profile.activeCycle ?? profile.cycles[0] ?? null;
  set(currentCycleAtom, cycle ? { id: cycle.id, name: cycle.name } : null);
}

/** Cached server data belongs to the branch office (and cycle) it was fetched for. */
export function refetchScopedData(): void {
  invalidateServerCache();
}
