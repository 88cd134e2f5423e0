// Finds the menu item that serves a browser path, so its actions become the page's permissions.
import type { MenuItem } from '@mikro/contracts';

/** Menu item 21 ('/', the home page) is the current route when the app starts. */
export const START_ROUTE_ID = 21;

function segmentsOf(url: string): string[] {
  return url.split('/').filter((segment) => segment !== '');
}

/** The path part of a browser location (a '?' there starts the query, unlike in a ':param?' pattern). */
function pathSegmentsOf(path: string): string[] {
  return segmentsOf(path.split(/[?#]/)[0] ?? '');
}

function isParam(segment: string): boolean {
  return segment.startsWith(':') || (segment.startsWith('{') && segment.endsWith('}'));
}

function isOptionalParam(segment: string): boolean {
  return segment.startsWith(':') && segment.endsWith('?');
}

/**
 * Matches a menu url against a path. Parameters are ':name' (':name?' when optional) or '{name}'.
 * Returns how many segments matched literally (higher is more specific), or -1 for no match.
 */
export function matchUrl(pattern: string, path: string): number {
  const expected = segmentsOf(pattern);
  const actual = pathSegmentsOf(path);
  if (actual.length > expected.length) return -1;
  let literal = 0;
  for (const [i, segment] of expected.entries()) {
    const value = actual[i];
    if (value === undefined) {
      if (!isOptionalParam(segment)) return -1;
    } else if (isParam(segment)) {
      continue;
    } else if (segment !== value) {
      return -1;
    } else {
      literal++;
    }
  }
  return literal;
}

/** True when the route url `pattern` serves `path` (the one route matching of the product, shell included). */
export function matchesRoute(pattern: string, path: string): boolean {
  return matchUrl(pattern, path) >= 0;
}

export function flattenMenu(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flattenMenu(item.children ?? [])]);
}

function isPrefixOf(url: string, path: string): boolean {
  const prefix = segmentsOf(url);
  const actual = pathSegmentsOf(path);
  return prefix.length > 0 && prefix.length < actual.length && prefix.every((segment, i) => segment === actual[i]);
}

/**
 * The menu item for `path`: the most specific url match; failing that, the deepest menu url the path
 * lies under (a screen nested in a menu entry shares its permissions); at '/' the start route.
 */
export function findRoute(menu: readonly MenuItem[], path: string): MenuItem | null {
  const items = flattenMenu(menu).filter((item) => item.url !== null && item.url !== '');
  let best: MenuItem | null = null;
  let bestScore = -1;
  for (const item of items) {
    const score = matchUrl(item.url as string, path);
    if (score > bestScore) {
      best = item;
      bestScore = score;
    }
  }
  if (best) return best;

  if (pathSegmentsOf(path).length === 0) return flattenMenu(menu).find((item) => item.id === START_ROUTE_ID) ?? null;

  let parent: MenuItem | null = null;
  for (const item of items) {
    if (isPrefixOf(item.url as string, path) && segmentsOf(item.url as string).length > segmentsOf(parent?.url ?? '').length) {
      parent = item;
    }
  }
  return parent;
}

/**
 * The actions the role has on the menu route `url` itself, or null when the menu (filtered by role on the
 * server) does not hold it. Unlike findRoute, a screen nested under another route does not count: asking
 * for '/facturas' is asking for that route's own grant.
 */
export function routeActions(menu: readonly MenuItem[], url: string): readonly string[] | null {
  return flattenMenu(menu).find((item) => item.url === url)?.actions ?? null;
}
