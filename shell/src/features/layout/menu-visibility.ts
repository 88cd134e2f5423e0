import type { MenuItem, ModuleType, RemoteConfig } from '@mikro/contracts';
import { findRemote, moduleOfPath } from '../../shared/remotes/resolve-route';

/**
 * The side menu shows the role's routes whose module the current branch office runs (a report of the
 * store is the store's: Campus Sur, without a store, does not list it); groups left without entries disappear.
 */
export function visibleMenu(items: MenuItem[], remotes: RemoteConfig[], enabledModules: ReadonlySet<ModuleType>): MenuItem[] {
  return items.flatMap((item) => {
    if (!item.showInMenu) return [];
    const children = visibleMenu(item.children, remotes, enabledModules);
    if (item.url) {
      const remote = findRemote(item.url, remotes);
      const module = remote === undefined ? null : moduleOfPath(item.url, remote);
      const moduleOff = module !== null && !enabledModules.has(module);
      return moduleOff ? [] : [{ ...item, children }];
    }
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}
