import { describe, expect, it } from '@jest/globals';
import type { MenuItem } from '@mikro/contracts';
import { landingPath } from './landing';

const item = (id: number, url: string | null, children: MenuItem[] = [], showInMenu = true): MenuItem => ({
  id, isActive: true, name: `Ruta ${id}`, parent: null, level: 1, url, icon: 'home', order: id, showInMenu, actions: ['ver'], children,
});

describe('landingPath', () => {
  it('keeps on the index page a role that has «Inicio»', () => {
    expect(landingPath([item(21, '/'), item(3, null, [item(40, '/colegio/alumnos')])])).toBeNull();
  });

  it('sends a role without «Inicio» to the first screen of its menu, skipping hidden routes', () => {
    expect(landingPath([item(150, '/portal/oculta', [], false), item(143, '/portal'), item(144, '/portal/estado-de-cuenta')])).toBe('/portal');
    expect(landingPath([item(6, null, [item(105, '/usuarios/:id?')])])).toBe('/usuarios');
  });

  it('stays put when the menu is empty', () => {
    expect(landingPath([])).toBeNull();
  });
});
