// Where a signed-in user starts: the index page when the role has it («Inicio»), else the first screen of the
// role's menu (a family's tutor starts in the portal's «Mis hijos»).
import type { MenuItem } from '@mikro/contracts';
import { menuHref } from '../../shared/menu-href';

function firstScreen(items: MenuItem[]): string | null {
  for (const item of items) {
    if (!item.showInMenu) continue;
    if (item.children.length === 0 && item.url) return menuHref(item.url);
    const inside = firstScreen(item.children);
    if (inside) return inside;
  }
  return null;
}

const hasIndex = (items: MenuItem[]): boolean => items.some((item) => item.url === '/' || hasIndex(item.children));

/** null: stay on the index page; else the path to open instead. */
export function landingPath(menu: MenuItem[]): string | null {
  if (menu.length === 0 || hasIndex(menu)) return null;
  return firstScreen(menu);
}
