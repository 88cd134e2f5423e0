import { queryClient, queryKeys, remotesApi, routesApi } from '@mikro/api-client';
import { prefetchRemote, registerRemoteApps } from './remote-registry';
import { findRemote } from './resolve-route';
import type { RemoteConfig } from '@mikro/contracts';

/** The run-time remotes configuration: which remote serves which URL prefixes, and where its manifest is. */
export const remotesQuery = { queryKey: queryKeys.remotes.list(), queryFn: () => remotesApi.list() };

/** Every route URL of the product (allowed to the caller or not): tells a forbidden page from a missing one. */
export const knownRoutesQuery = { queryKey: queryKeys.routes.known(), queryFn: () => routesApi.known(), staleTime: Infinity };

/** How remotes are registered with Module Federation and single-spa and their code fetched (remote-registry). */
export interface RemoteCode {
  registerRemoteApps: (remotes: RemoteConfig[]) => void;
  prefetchRemote: (name: string) => void;
}

/**
 * Starts what the signed-in layout will ask for, before it renders: the two reads above (into the one
 * QueryClient, so the layout finds them there), and then the code of the remote that serves `pathname`.
 * Nothing here decides what is shown: the layout's route decision (menu, modules) still does; a failure is
 * left for the layout's own queries to report.
 */
export async function warmUpRoute(pathname: string, remoteCode: RemoteCode = { registerRemoteApps, prefetchRemote }): Promise<void> {
  void queryClient.prefetchQuery(knownRoutesQuery);
  try {
    const remotes = await queryClient.fetchQuery(remotesQuery);
    const remote = findRemote(pathname, remotes);
    if (!remote) return;
    remoteCode.registerRemoteApps(remotes);
    remoteCode.prefetchRemote(remote.name);
  } catch {
    // The layout asks again and shows the error.
  }
}
