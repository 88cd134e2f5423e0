// The parts of the shell that the public pages do not need, each a chunk of its own.
import { preloadable } from './shared/preloadable';

/** Every page but the public ones: the router, react-query, the full HTTP client and the self-invoicing page. */
export const routedApp = preloadable(() => import('./RoutedApp'));

/** Behind the login: the layout (menu, top bar, drawers), the index and the error pages. */
export const signedInApp = preloadable(() => import('./SignedInApp'));

/** What a login leads to, loaded while the person types it. */
export function preloadSignedIn(): Promise<void> {
  return Promise.all([routedApp.preload(), signedInApp.preload()]).then(() => undefined);
}
