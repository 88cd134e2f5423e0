// Registers the remotes of the run-time configuration with Module Federation and single-spa.
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { addErrorHandler, getAppNames, getAppStatus, LOAD_ERROR, registerApplication, start, triggerAppChange, unloadApplication, type LifeCycles } from 'single-spa';
import type { RemoteConfig } from '@mikro/contracts';
import { LIFECYCLES_EXPOSE, type MountProps } from '@mikro/mfe-kit';
import type { RouteDecision } from './resolve-route';
import { getRemoteStatus, setRemoteStatus } from './remote-status';
import { currentConnection, prefetchAllowed } from './prefetch';
import { loadSharedUi } from './shared-ui';

type Decide = (pathname: string) => RouteDecision;

let decide: Decide = () => ({ kind: 'not-found' });
let started = false;
const registeredEntries = new Map<string, string>();

// A remote found missing keeps saying so; any other failure of a remote (load, mount) is a load error.
addErrorHandler((error) => {
  if (getRemoteStatus(error.appOrParcelName) !== 'missing') setRemoteStatus(error.appOrParcelName, 'error');
});

const entryHref = (manifestUrl: string) => new URL(manifestUrl, window.location.origin).href;

/** A remote whose manifest the server does not have (404) is not deployed; anything else is a failed load. */
async function isNotDeployed(manifestUrl: string): Promise<boolean> {
  try {
    const response = await fetch(entryHref(manifestUrl), { cache: 'no-store' });
    return response.status === 404;
  } catch {
    return false;
  }
}

async function loadLifecycles(name: string): Promise<LifeCycles<MountProps>> {
  setRemoteStatus(name, 'loading');
  try {
    await loadSharedUi();
    const lifecycles = await loadRemote<LifeCycles<MountProps>>(`${name}/${LIFECYCLES_EXPOSE.slice(2)}`);
    if (!lifecycles) throw new Error(`El módulo ${name} no expone ${LIFECYCLES_EXPOSE}`);
    setRemoteStatus(name, 'loaded');
    return lifecycles;
  } catch (error) {
    const manifestUrl = registeredEntries.get(name);
    setRemoteStatus(name, manifestUrl !== undefined && (await isNotDeployed(manifestUrl)) ? 'missing' : 'error');
    throw error;
  }
}

/**
 * Loads a remote again after it failed: the federation runtime keeps a failed manifest, so the entry is
 * registered again (which forgets it), and single-spa unloads the failed application so it loads anew.
 */
export async function retryRemote(name: string): Promise<void> {
  const manifestUrl = registeredEntries.get(name);
  if (manifestUrl === undefined) return;
  setRemoteStatus(name, 'loading');
  registerRemotes([{ name, entry: entryHref(manifestUrl) }], { force: true });
  try {
    if (getAppStatus(name) === LOAD_ERROR) await unloadApplication(name);
    else await triggerAppChange();
  } catch {
    setRemoteStatus(name, 'error');
  }
}

/** The shell decides which remote a URL activates; single-spa asks it on every route change. */
export function setRouteDecider(next: Decide): void {
  decide = next;
  if (started) void triggerAppChange();
}

export function registerRemoteApps(remotes: RemoteConfig[]): void {
  const changed = remotes.filter((remote) => registeredEntries.get(remote.name) !== remote.manifestUrl);
  if (changed.length > 0) {
    registerRemotes(
      changed.map((remote) => ({ name: remote.name, entry: entryHref(remote.manifestUrl) })),
      { force: true },
    );
    for (const remote of changed) registeredEntries.set(remote.name, remote.manifestUrl);
  }
  const known = new Set(getAppNames());
  for (const remote of remotes) {
    if (known.has(remote.name)) continue;
    registerApplication<MountProps>({
      name: remote.name,
      app: () => loadLifecycles(remote.name),
      activeWhen: (location) => {
        const decision = decide(location.pathname);
        return decision.kind === 'remote' && decision.remote.name === remote.name;
      },
      customProps: { name: remote.name, release: remote.manifestUrl },
    });
  }
  if (!started) {
    started = true;
    start({ urlRerouteOnly: true });
  }
}

/** Warms a remote's code when the user is about to open it (skipped on 2g or data saver). */
export function prefetchRemote(name: string): void {
  if (!registeredEntries.has(name) || !prefetchAllowed(currentConnection())) return;
  void loadSharedUi().catch(() => undefined);
  void Promise.resolve(preloadRemote([{ nameOrAlias: name, exposes: [LIFECYCLES_EXPOSE] }])).catch(() => undefined);
}
