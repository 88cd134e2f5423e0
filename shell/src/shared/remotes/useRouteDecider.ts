import { useCallback, useEffect, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { enabledModulesAtom, menuAtom } from '@mikro/session';
import type { RemoteConfig } from '@mikro/contracts';
import { flattenMenu, resolveRoute, type RouteDecision } from './resolve-route';
import { registerRemoteApps, setRouteDecider } from './remote-registry';
import { knownRoutesQuery, remotesQuery } from './route-queries';

export interface RouteDecider {
  remotes: RemoteConfig[] | undefined;
  isLoading: boolean;
  decide: (pathname: string) => RouteDecision;
}

/** Reads the run-time remotes configuration and keeps single-spa's activity in step with the session. */
export function useRouteDecider(): RouteDecider {
  const { data: remotes, isLoading } = useQuery(remotesQuery);
  const known = useQuery(knownRoutesQuery);
  const knownUrls = known.data;
  const enabledModules = useAtomValue(enabledModulesAtom);
  const menu = useAtomValue(menuAtom);
  const allowedRoutes = useMemo(() => flattenMenu(menu), [menu]);

  const decide = useCallback(
    (pathname: string) => resolveRoute(pathname, { remotes: remotes ?? [], enabledModules, allowedRoutes, knownUrls: knownUrls ?? [] }),
    [remotes, enabledModules, allowedRoutes, knownUrls],
  );

  useEffect(() => setRouteDecider(decide), [decide]);
  useEffect(() => {
    if (remotes) registerRemoteApps(remotes);
  }, [remotes]);

  return { remotes, isLoading: isLoading || known.isLoading, decide };
}
