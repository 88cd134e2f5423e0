// @mikro/ui/icons: the route tree's menu icons (every icon a menu may name, so it is not small).
export { MenuIcon, resolveMenuIcon, MENU_ICONS, FALLBACK_MENU_ICON } from '../icons/MenuIcon';
export type { MenuIconProps } from '../icons/MenuIcon';
