import { describe, expect, it } from '@jest/globals';
import type { MenuItem, RemoteConfig } from '@mikro/contracts';
import { visibleMenu } from './menu-visibility';

const item = (id: number, url: string | null, children: MenuItem[] = []): MenuItem => ({
  id, url, children, name: `item ${id}`, isActive: true, parent: null, level: 1, icon: 'home', order: id, showInMenu: true, actions: ['ver'],
});
const remotes: RemoteConfig[] = [
  { name: 'mfe_tienda', label: 'Tienda', prefixes: ['/ventas'], manifestUrl: '/x', typeModule: 1, isActive: true },
  { name: 'mfe_sistema', label: 'Sistema', prefixes: ['/usuarios'], manifestUrl: '/y', typeModule: null, isActive: true },
  { name: 'mfe_reportes', label: 'Reportes', prefixes: ['/reportes', '/reportes-old'], manifestUrl: '/z', typeModule: null, isActive: true },
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
    expect(visibleMenu(withHidden, remotes, new Set())[0]?.children.map((entry) => entry.id)).toEqual([4]);
  });

  it('keeps every route when the module is enabled', () => {
    expect(visibleMenu(menu, remotes, new Set([1])).map((entry) => entry.id)).toEqual([21, 1, 3]);
  });

  it("hides the reports of a module the branch office does not run, keeping the others and the dashboard", () => {
    const reports = [
      item(5, null, [
        item(83, '/reportes'),
        item(10, null, [item(98, '/reportes/tienda/ingresos-ventas'), item(99, '/reportes/tienda/stock-productos')]),
        item(9, null, [item(94, '/reportes/colegios/ingresos')]),
        item(8, null, [item(88, '/reportes/academias/ingresos')]),
        item(11, null, [item(103, '/reportes-old/tienda'), item(102, '/reportes-old/colegio')]),
      ]),
    ];
    const campusSur = visibleMenu(reports, remotes, new Set([3]));
    expect(campusSur[0]?.children.map((entry) => entry.id)).toEqual([83, 9, 11]);
    expect(campusSur[0]?.children[2]?.children.map((entry) => entry.id)).toEqual([102]);
    expect(visibleMenu(reports, remotes, new Set([1, 2, 3]))[0]?.children.map((entry) => entry.id)).toEqual([83, 10, 9, 8, 11]);
  });
});
