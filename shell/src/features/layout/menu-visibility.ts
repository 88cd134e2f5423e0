import type { MenuItem, ModuleType, RemoteConfig } from '@mikro/contracts';
import { findRemote } from '../../shared/remotes/resolve-route';

/**
 * The side menu shows the role's routes whose module the current branch office runs;
 * groups left without entries disappear.
 */
export function visibleMenu(items: MenuItem[], remotes: RemoteConfig[], enabledModules: ReadonlySet<ModuleType>): MenuItem[] {
  return items.flatMap((item) => {
    if (!item.showInMenu) return [];
    const children = visibleMenu(item.children, remotes, enabledModules);
    if (item.url) {
      const remote = findRemote(item.url, remotes);
      const moduleOff = remote !== undefined && remote.typeModule !== null && !enabledModules.has(remote.typeModule);
      return moduleOff ? [] : [{ ...item, children }];
    }
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}
