import type { Preferences } from '@mikro/contracts';
import { writeLocal } from '../storage/local';
import { persistedAtom } from './persisted';

export const PREFERENCES_KEY = 'preferences';

export const preferences = persistedAtom<Preferences | null>(null, (value) => writeLocal(PREFERENCES_KEY, value));

export const preferencesAtom = preferences.atom;
