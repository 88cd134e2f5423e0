import type { Cycle } from '@mikro/contracts';
import { writeLocal } from '../storage/local';
import { persistedAtom } from './persisted';

export const CYCLES_KEY = 'cycles';
export const CURRENT_CYCLE_KEY = 'cycle';

/** What is kept of the chosen cycle (only its id and name). */
export interface CurrentCycle {
  id: number;
  name: string;
}

export const cycles = persistedAtom<Cycle[]>([], (value) => writeLocal(CYCLES_KEY, value));
export const currentCycle = persistedAtom<CurrentCycle | null>(null, (value) => writeLocal(CURRENT_CYCLE_KEY, value));

export const cyclesAtom = cycles.atom;
/** Change it with selectCycle(). */
export const currentCycleAtom = currentCycle.atom;
