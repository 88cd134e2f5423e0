import { describe, expect, it } from '@jest/globals';
import type { MenuItem, RemoteConfig } from '@mikro/contracts';
import { isRouteAllowed, matchesRoutePattern, resolveRoute, type RouteContext } from './resolve-route';

const remote = (name: string, typeModule: 1 | 2 | 3 | null, prefixes: string[]): RemoteConfig => ({
  name,
  label: name,
  prefixes,
  manifestUrl: `/remotes/${name}/mf-manifest.json`,
  typeModule,
  isActive: true,
});
const route = (id: number, url: string): MenuItem => ({
  id, url, name: url, isActive: true, parent: null, level: 2, icon: 'home', order: id, showInMenu: true, actions: ['ver'], children: [],
});

const context = (overrides: Partial<RouteContext> = {}): RouteContext => ({
  remotes: [remote('mfe_sistema', null, ['/usuarios', '/rutas']), remote('mfe_tienda', 1, ['/ventas', '/clientes'])],
  enabledModules: new Set([1]),
  allowedRoutes: [route(1, '/usuarios'), route(2, '/ventas'), route(3, '/clientes/:idalum'), route(4, '/rutas')],
  knownUrls: ['/usuarios', '/ventas', '/clientes/:idalum', '/rutas', '/roles'],
  ...overrides,
});

describe('route patterns', () => {
  it('matches required and optional parameters', () => {
    expect(matchesRoutePattern('/clientes/:idalum', '/clientes/7')).toBe(true);
    expect(matchesRoutePattern('/clientes/:idalum', '/clientes')).toBe(false);
    expect(matchesRoutePattern('/newbranch/:id?', '/newbranch')).toBe(true);
    expect(matchesRoutePattern('/newbranch/:id?', '/newbranch/3')).toBe(true);
    expect(matchesRoutePattern('/newbranch/:id?', '/newbranch/3/x')).toBe(false);
  });

  it('allows sub-pages of an allowed route but not look-alike prefixes', () => {
    expect(isRouteAllowed('/rutas/old', [route(4, '/rutas')])).toBe(true);
    expect(isRouteAllowed('/rutasx', [route(4, '/rutas')])).toBe(false);
  });
});

describe('resolveRoute', () => {
  it('gives 404 when no remote owns the URL', () => {
    expect(resolveRoute('/no-existe', context())).toEqual({ kind: 'not-found' });
  });

  it('gives 403 when the role has no route for the URL', () => {
    expect(resolveRoute('/usuarios', context({ allowedRoutes: [route(2, '/ventas')] }))).toEqual({ kind: 'forbidden' });
  });

  it('gives 404, not 403, for an unknown URL under a remote the role uses', () => {
    expect(resolveRoute('/usuarios-no-existe', context({ allowedRoutes: [] }))).toEqual({ kind: 'not-found' });
    expect(resolveRoute('/rutas/old', context({ allowedRoutes: [route(1, '/usuarios')] }))).toEqual({ kind: 'forbidden' });
  });

  it('reports a module the branch office does not run', () => {
    expect(resolveRoute('/ventas', context({ enabledModules: new Set([3]) })).kind).toBe('module-disabled');
  });

  it('hands an allowed URL of an enabled module to its remote', () => {
    const decision = resolveRoute('/clientes/9/', context());
    expect(decision).toMatchObject({ kind: 'remote', remote: { name: 'mfe_tienda' } });
  });

  it("treats a store report as the store's module", () => {
    const reports = context({
      remotes: [remote('mfe_reportes', null, ['/reportes'])],
      enabledModules: new Set([3]),
      allowedRoutes: [route(1, '/reportes/tienda/facturado'), route(2, '/reportes/colegios/ingresos'), route(3, '/reportes')],
    });
    // The store's reports are the store's: the page names Tienda, not the reports remote.
    expect(resolveRoute('/reportes/tienda/facturado', reports)).toMatchObject({ kind: 'module-disabled', module: 1 });
    expect(resolveRoute('/reportes/colegios/ingresos', reports).kind).toBe('remote');
    expect(resolveRoute('/reportes', reports).kind).toBe('remote');
  });

  it('always allows modules without a typeModule (sistema, facturación, reportes)', () => {
    expect(resolveRoute('/usuarios', context({ enabledModules: new Set() })).kind).toBe('remote');
  });
});
