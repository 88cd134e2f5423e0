import { useSyncExternalStore } from 'react';

/** 'missing': the remote is not deployed (its manifest is not on the server); 'error': it failed to load. */
export type RemoteStatus = 'idle' | 'loading' | 'loaded' | 'missing' | 'error';

const statuses = new Map<string, RemoteStatus>();
const listeners = new Set<() => void>();

export function setRemoteStatus(name: string, status: RemoteStatus): void {
  if (statuses.get(name) === status) return;
  statuses.set(name, status);
  for (const listener of listeners) listener();
}

export function getRemoteStatus(name: string): RemoteStatus {
  return statuses.get(name) ?? 'idle';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRemoteStatus(name: string): RemoteStatus {
  return useSyncExternalStore(subscribe, () => getRemoteStatus(name));
}
