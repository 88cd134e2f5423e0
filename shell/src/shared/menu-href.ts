/** Where a menu entry links to: its url without optional parameters ('/newbranch/:id?' opens '/newbranch'). */
export function menuHref(url: string | null): string {
  if (!url) return '/';
  return url.replace(/\/:[^/]+\?/g, '') || '/';
}
