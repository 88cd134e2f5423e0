import { describe, expect, it } from 'vitest';
import type { MenuItem, RemoteConfig } from '@mikro/contracts';
import { visibleMenu } from './menu-visibility';

const item = (id: number, url: string | null, children: MenuItem[] = []): MenuItem => ({
  id, url, children, name: `item ${id}`, isActive: true, parent: null, level: 1, icon: 'home', order: id, showInMenu: true, actions: ['ver'],
});
const remotes: RemoteConfig[] = [
  { name: 'mfe_tienda', label: 'Tienda', prefixes: ['/ventas'], manifestUrl: '/x', typeModule: 1, isActive: true },
  { name: 'mfe_sistema', label: 'Sistema', prefixes: ['/usuarios'], manifestUrl: '/y', typeModule: null, isActive: true },
];

describe('visibleMenu', () => {
  const menu = [item(21, '/'), item(1, null, [item(2, '/ventas')]), item(3, null, [item(4, '/usuarios')])];

  it('hides routes of modules the branch office does not run, and emptied groups', () => {
    const ids = visibleMenu(menu, remotes, new Set([3])).map((entry) => entry.id);
    expect(ids).toEqual([21, 3]);
  });

  it('leaves out routes that only carry permissions', () => {
    const hidden = { ...item(5, '/usuarios/:id'), showInMenu: false };
    const withHidden = [item(3, null, [item(4, '/usuarios'), hidden])];
    expect(visibleMenu(withHidden, remotes, new Set())[0].children.map((entry) => entry.id)).toEqual([4]);
  });

  it('keeps every route when the module is enabled', () => {
    expect(visibleMenu(menu, remotes, new Set([1])).map((entry) => entry.id)).toEqual([21, 1, 3]);
  });
});
