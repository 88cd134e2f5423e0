// Registers the remotes of the run-time configuration with Module Federation and single-spa.
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { addErrorHandler, getAppNames, registerApplication, start, triggerAppChange, type LifeCycles } from 'single-spa';
import type { RemoteConfig } from '@mikro/contracts';
import { LIFECYCLES_EXPOSE, type MountProps } from '@mikro/mfe-kit';
import type { RouteDecision } from './resolve-route';
import { setRemoteStatus } from './remote-status';
import { currentConnection, prefetchAllowed } from './prefetch';

type Decide = (pathname: string) => RouteDecision;

let decide: Decide = () => ({ kind: 'not-found' });
let started = false;
const registeredEntries = new Map<string, string>();

addErrorHandler((error) => setRemoteStatus(error.appOrParcelName, 'error'));

async function loadLifecycles(name: string): Promise<LifeCycles<MountProps>> {
  setRemoteStatus(name, 'loading');
  try {
    const lifecycles = await loadRemote<LifeCycles<MountProps>>(`${name}/${LIFECYCLES_EXPOSE.slice(2)}`);
    if (!lifecycles) throw new Error(`El módulo ${name} no expone ${LIFECYCLES_EXPOSE}`);
    setRemoteStatus(name, 'loaded');
    return lifecycles;
  } catch (error) {
    setRemoteStatus(name, 'error');
    throw error;
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
      changed.map((remote) => ({ name: remote.name, entry: new URL(remote.manifestUrl, window.location.origin).href })),
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
  void Promise.resolve(preloadRemote([{ nameOrAlias: name, exposes: [LIFECYCLES_EXPOSE] }])).catch(() => undefined);
}
