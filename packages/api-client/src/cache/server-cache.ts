// The session clears the cached server data on logout and refreshes it when the branch office or cycle
// changes, but must not pull react-query into the login page: the full entry's QueryClient attaches itself
// here when it is created, and until then (the login page) there is no cache to clear.

/** What the session needs of the cache of server data (react-query's QueryClient satisfies it). */
export interface ServerCache {
  clear(): void;
  invalidateQueries(): Promise<unknown>;
}

let attached: ServerCache | null = null;

export function attachServerCache(cache: ServerCache): void {
  attached = cache;
}

/** Forgets every cached answer (logout). */
export function clearServerCache(): void {
  attached?.clear();
}

/** Marks every cached answer stale and refetches the ones on screen (they belong to a branch office and cycle). */
export function invalidateServerCache(): void {
  void attached?.invalidateQueries();
}
