// A failed code-chunk load reloads the page, at most once per 60 s.
export const RELOAD_GUARD_MS = 60_000;
const STORAGE_KEY = 'mikro:chunk-reload-at';

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return false;
  const { name, message } = reason as { name?: string; message?: string };
  return name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(message ?? '');
}

/** Reloads unless a reload already happened within the guard window; returns whether it reloaded. */
export function reloadOnce(storage: Storage, reload: () => void, now = Date.now()): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}

export function installChunkReloadGuard(): void {
  const handle = (reason: unknown) => {
    if (isChunkLoadError(reason)) reloadOnce(window.sessionStorage, () => window.location.reload());
  };
  window.addEventListener('error', (event) => handle(event.error));
  window.addEventListener('unhandledrejection', (event) => handle(event.reason));
}
