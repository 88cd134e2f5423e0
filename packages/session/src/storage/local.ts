// Client state persisted in localStorage under the 'mikro:' prefix; tokens live in cookies, not here.

export const LOCAL_PREFIX = 'mikro:';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Access can throw when the browser blocks site data.
    return null;
  }
}

export function readLocal<T>(key: string): T | null {
  const raw = storage()?.getItem(LOCAL_PREFIX + key);
  if (raw === null || raw === undefined) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: unknown): void {
  const store = storage();
  if (!store) return;
  try {
    if (value === null || value === undefined) store.removeItem(LOCAL_PREFIX + key);
    else store.setItem(LOCAL_PREFIX + key, JSON.stringify(value));
  } catch {
    // A full quota must not break the session; the state simply is not remembered.
  }
}

export function removeLocal(keys: readonly string[]): void {
  const store = storage();
  for (const key of keys) store?.removeItem(LOCAL_PREFIX + key);
}
