import type { MenuItem, ModuleType, RemoteConfig } from '@mikro/contracts';
import { matchesRoute } from '@mikro/session';

export type RouteDecision =
  | { kind: 'not-found' }
  | { kind: 'forbidden' }
  | { kind: 'module-disabled'; remote: RemoteConfig; module: ModuleType }
  | { kind: 'remote'; remote: RemoteConfig };

export interface RouteContext {
  remotes: RemoteConfig[];
  enabledModules: ReadonlySet<ModuleType>;
  /** Every route the role may use (menu and hidden), flattened. */
  allowedRoutes: MenuItem[];
  /** Every active route url of the product, allowed or not: what separates 403 from 404. */
  knownUrls: string[];
}

/** True when `path` is `prefix` or lies below it on a segment boundary ('/rutas' owns '/rutas/old'). */
export function isUnderPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/** Route url patterns ('/alumnos/:idalum', '/newbranch/:id?', '/familias/{id}') match as the session matches them. */
export { matchesRoute as matchesRoutePattern };

/** Path segments that name a module inside a remote serving several (the reports of 'tienda', 'academias', 'colegios'). */
const MODULE_SEGMENTS: Record<string, ModuleType> = { tienda: 1, academia: 2, academias: 2, colegio: 3, colegios: 3 };

/**
 * The module a path belongs to: its remote's module, or, for a remote shared by every module (reports),
 * the module its second segment names ('/reportes/tienda/facturado' is the store's). Null: any branch office.
 */
export function moduleOfPath(path: string, remote: RemoteConfig): ModuleType | null {
  if (remote.typeModule !== null) return remote.typeModule;
  const segment = path.split('/').filter(Boolean)[1];
  return segment !== undefined ? (MODULE_SEGMENTS[segment.toLowerCase()] ?? null) : null;
}

export function findRemote(path: string, remotes: RemoteConfig[]): RemoteConfig | undefined {
  return remotes.find((remote) => remote.isActive && remote.prefixes.some((prefix) => isUnderPrefix(path, prefix)));
}

/** Whether a route url covers `path`: the url itself (parameters matched) or a sub-page below it. */
function routeCovers(url: string, path: string): boolean {
  return matchesRoute(url, path) || (!url.includes(':') && url !== '/' && isUnderPrefix(path, url));
}

/** Whether the role may open `path`: a route of its own covers it. */
export function isRouteAllowed(path: string, allowedRoutes: MenuItem[]): boolean {
  return allowedRoutes.some((route) => route.url !== null && routeCovers(route.url, path));
}

/** Decides what the shell shows for a URL it does not own itself: 404, 403, a module the branch office does not run, or the remote. */
export function resolveRoute(pathname: string, context: RouteContext): RouteDecision {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const remote = findRemote(path, context.remotes);
  if (!remote) return { kind: 'not-found' };
  if (!isRouteAllowed(path, context.allowedRoutes)) {
    return context.knownUrls.some((url) => routeCovers(url, path)) ? { kind: 'forbidden' } : { kind: 'not-found' };
  }
  const module = moduleOfPath(path, remote);
  if (module !== null && !context.enabledModules.has(module)) return { kind: 'module-disabled', remote, module };
  return { kind: 'remote', remote };
}

export function flattenMenu(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flattenMenu(item.children)]);
}
