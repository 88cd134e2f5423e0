// The browser's location for the parts of the shell that run without the router (the public pages, and the
// switch between them and the routed application). The router keeps its own view of window.history; it tells
// this module about its navigations through `syncLocation` (and single-spa's and the browser's navigations
// arrive as popstate), so both always agree on the current URL.

type Listener = () => void;

const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the URL may have changed; returns the unsubscribe function. */
export function subscribeToLocation(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', notify);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

export function currentPathname(): string {
  return window.location.pathname;
}

/** The state the current history entry was given (e.g. where to return after the login). */
export function currentHistoryState(): unknown {
  return window.history.state;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Goes to a path of this application without reloading the page. */
export function navigateTo(to: string, { replace = false, state = null }: NavigateOptions = {}): void {
  if (replace) window.history.replaceState(state, '', to);
  else window.history.pushState(state, '', to);
  notify();
}

/** The router navigated: whoever shows something by URL outside it looks again. */
export function syncLocation(): void {
  notify();
}
