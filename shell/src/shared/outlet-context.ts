import type { MenuItem } from '@mikro/contracts';

/** What shell pages receive from the layout: the side menu as the user sees it now. */
export interface ShellOutletContext {
  menu: MenuItem[];
}
