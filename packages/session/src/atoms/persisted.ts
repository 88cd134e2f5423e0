import { atom, type PrimitiveAtom, type WritableAtom } from 'jotai';

export interface PersistedAtom<T> {
  /** Public atom: every write is also persisted. */
  atom: WritableAtom<T, [T], void>;
  /** Private atom for restoring a persisted value without writing it back. */
  base: PrimitiveAtom<T>;
}

export function persistedAtom<T>(initial: T, persist: (value: T) => void): PersistedAtom<T> {
  const base = atom(initial);
  const exposed = atom(
    (get) => get(base),
    (_get, set, value: T) => {
      set(base, value);
      persist(value);
    },
  );
  return { atom: exposed, base };
}
