// The pages anyone may open without a session, shown without the router, react-query or the signed-in layout
// (what the login page's first load would otherwise download). Matched as the router matches a path: case
// aside and with or without a trailing slash.

export type PublicPage = { name: 'login' } | { name: 'forgot-password' } | { name: 'reset-password'; key: string };

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The public page at `pathname`, or null for every other path (those belong to the routed application). */
export function matchPublicPage(pathname: string): PublicPage | null {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const [first = '', second, ...rest] = segments;
  const name = first.toLowerCase();
  if (name === 'login' && segments.length === 1) return { name: 'login' };
  if (name === 'forgot-password' && segments.length === 1) return { name: 'forgot-password' };
  if (name === 'reset-password' && rest.length === 0) return { name: 'reset-password', key: second === undefined ? '' : decoded(second) };
  return null;
}

export function isPublicPath(pathname: string): boolean {
  return matchPublicPage(pathname) !== null;
}

/** Where the login returns to: the page that sent the person to log in (kept in the history entry), else the index. */
export function returnPathFrom(historyState: unknown): string {
  if (typeof historyState !== 'object' || historyState === null || !('from' in historyState)) return '/';
  const { from } = historyState;
  // Only a page of this site behind the login (not '//host', which the browser reads as another site).
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/';
  return isPublicPath(new URL(from, 'http://localhost').pathname) ? '/' : from;
}
