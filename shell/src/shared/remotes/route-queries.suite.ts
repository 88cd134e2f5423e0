import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { queryClient, remotesApi, routesApi } from '@mikro/api-client';
import type { RemoteConfig } from '@mikro/contracts';
import { knownRoutesQuery, remotesQuery, warmUpRoute } from './route-queries';

const REMOTES: RemoteConfig[] = [
  { name: 'mfe_tienda', label: 'Tienda', prefixes: ['/ventas'], manifestUrl: '/remotes/tienda/mf-manifest.json', typeModule: 1, isActive: true },
  { name: 'mfe_sistema', label: 'Sistema', prefixes: ['/usuarios'], manifestUrl: '/remotes/sistema/mf-manifest.json', typeModule: null, isActive: true },
];

const registerRemoteApps = jest.fn<(remotes: RemoteConfig[]) => void>();
const prefetchRemote = jest.fn<(name: string) => void>();
const remoteCode = { registerRemoteApps, prefetchRemote };

afterEach(() => {
  jest.restoreAllMocks();
  registerRemoteApps.mockClear();
  prefetchRemote.mockClear();
  queryClient.clear();
});

describe('warmUpRoute', () => {
  it("leaves both reads in the query cache and starts the code of the page's remote", async () => {
    jest.spyOn(remotesApi, 'list').mockResolvedValue(REMOTES);
    jest.spyOn(routesApi, 'known').mockResolvedValue(['/ventas', '/usuarios']);

    await warmUpRoute('/ventas', remoteCode);

    expect(queryClient.getQueryData(remotesQuery.queryKey)).toEqual(REMOTES);
    expect(queryClient.getQueryData(knownRoutesQuery.queryKey)).toEqual(['/ventas', '/usuarios']);
    expect(registerRemoteApps).toHaveBeenCalledWith(REMOTES);
    expect(prefetchRemote).toHaveBeenCalledWith('mfe_tienda');
  });

  it('loads no remote for a page of the shell', async () => {
    jest.spyOn(remotesApi, 'list').mockResolvedValue(REMOTES);
    jest.spyOn(routesApi, 'known').mockResolvedValue([]);

    await warmUpRoute('/', remoteCode);

    expect(registerRemoteApps).not.toHaveBeenCalled();
    expect(prefetchRemote).not.toHaveBeenCalled();
  });

  it('leaves a failed read to the layout, which asks again and shows the error', async () => {
    jest.spyOn(remotesApi, 'list').mockRejectedValue(new Error('sin red'));
    jest.spyOn(routesApi, 'known').mockRejectedValue(new Error('sin red'));

    await expect(warmUpRoute('/ventas', remoteCode)).resolves.toBeUndefined();

    expect(registerRemoteApps).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(remotesQuery.queryKey)).toBeUndefined();
  });
});
