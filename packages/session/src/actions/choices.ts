import { preferencesApi } from '@mikro/api-client/core';
import type { Preferences } from '@mikro/contracts';
import { branchOfficesAtom, currentBranchOfficeIdAtom } from '../atoms/branchOffice';
import { currentCycleAtom } from '../atoms/cycle';
import { preferencesAtom } from '../atoms/preferences';
import { sessionStore } from '../store';
import { refetchScopedData } from './profile';

/** Makes a cycle current (its id and name are stored). */
export function selectCycle(cycle: { id: number; name: string }): void {
  sessionStore.set(currentCycleAtom, { id: cycle.id, name: cycle.name });
  refetchScopedData();
}

/** Makes one of the user's branch offices current; returns false (and changes nothing) for any other id. */
export function selectBranchOffice(id: number): boolean {
  if (!sessionStore.get(branchOfficesAtom).some((office) => office.id === id)) return false;
  sessionStore.set(currentBranchOfficeIdAtom, id);
  refetchScopedData();
  return true;
}

/** Saves the preferences on the server and keeps what it stored. Rejects with an ApiError. */
export async function savePreferences(preferences: Preferences): Promise<Preferences> {
  const answer: unknown = await preferencesApi.save(preferences);
  // An empty answer (204) means the server stored exactly what was sent.
  const saved = answer !== null && typeof answer === 'object' ? (answer as Preferences) : preferences;
  sessionStore.set(preferencesAtom, saved);
  return saved;
}

export async function loadPreferences(): Promise<Preferences> {
  const loaded = await preferencesApi.get();
  sessionStore.set(preferencesAtom, loaded);
  return loaded;
}
