// The service worker (compiled by workbox's InjectManifest in shell/webpack.config.js): after one online visit
// the shell, the remotes' code and the few API answers the shell starts from are served from the browser's cache
// when the network is gone, so the point of sale opens offline, even after a reload (docs/offline-pos.md).
// Everything else of the API is never cached here: the point of sale keeps its own data in IndexedDB.
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

interface WorkerScope {
  /** Replaced at build time by the list of the shell's files (InjectManifest looks for `self.__WB_MANIFEST`). */
  __WB_MANIFEST: (string | PrecacheEntry)[];
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void): void;
}
const worker = self as unknown as WorkerScope;

// The shell's own files, versioned by their content hash.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();

/** Online: always the network (a redeployed remote is picked up at once); offline: the last copy, after 4 s at most. */
const networkFirst = (cacheName: string) => new NetworkFirst({ cacheName, networkTimeoutSeconds: 4 });

// Every page of the application is the shell's index.html (its Content-Security-Policy header kept with it).
registerRoute(new NavigationRoute(networkFirst('mikro-pages')));
// The remotes' manifests, entries and chunks, as they were last loaded.
registerRoute(({ url, request }) => request.method === 'GET' && url.origin === location.origin && url.pathname.startsWith('/remotes/'), networkFirst('mikro-remotes'));
// What the shell reads to start: the remotes catalogue, the user and the menu.
const SHELL_API = new Set(['/api/system/remotes', '/api/system/auth/me', '/api/system/auth/menu']);
registerRoute(({ url, request }) => request.method === 'GET' && url.origin === location.origin && SHELL_API.has(url.pathname), networkFirst('mikro-shell-api'));

worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));
