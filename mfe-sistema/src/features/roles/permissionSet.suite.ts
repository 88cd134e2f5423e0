import { describe, expect, it } from '@jest/globals';
import type { RouteTreeNode } from '@mikro/contracts';
import { actionLabel, fromRolePermissions, subtreeState, toggleAction, toggleSubtree, toPayload } from './permissionSet';

const node = (id: number, url: string | null, actions: string[], children: RouteTreeNode[] = []): RouteTreeNode => ({
  id,
  name: `Ruta ${id}`,
  parentId: null,
  level: 1,
  url,
  icon: 'circle',
  order: id,
  isActive: true,
  showInMenu: true,
  actions,
  children,
});

const users = node(105, '/usuarios', ['ver', 'crear', 'editar']);
const roles = node(106, '/roles', ['ver', 'editar']);
const system = node(6, null, [], [users, roles]);

describe('permission set', () => {
  it('round-trips the API shapes, dropping routes left without actions', () => {
    const set = fromRolePermissions([
      { routeId: 106, url: '/roles', actions: ['ver'] },
      { routeId: 105, url: '/usuarios', actions: ['ver', 'crear'] },
    ]);
    const cleared = toggleAction(set, roles, 'ver', false);
    expect(toPayload(cleared)).toEqual([{ routeId: 105, actions: ['ver', 'crear'] }]);
  });

  it('checks a whole branch with every action its routes offer, and clears it', () => {
    const all = toggleSubtree(new Map(), system, true);
    expect(toPayload(all)).toEqual([
      { routeId: 105, actions: ['ver', 'crear', 'editar'] },
      { routeId: 106, actions: ['ver', 'editar'] },
    ]);
    expect(subtreeState(all, system)).toBe(true);
    expect(toPayload(toggleSubtree(all, system, false))).toEqual([]);
  });

  it('reports a partly granted branch as indeterminate and an empty one as unchecked', () => {
    const some = toggleAction(new Map(), users, 'ver', true);
    expect(subtreeState(some, system)).toBe('indeterminate');
    expect(subtreeState(some, roles)).toBe(false);
  });

  it('keeps the roles screen for the Desarrollador role whatever is unchecked', () => {
    const all = toggleSubtree(new Map(), system, true, true);
    expect(toPayload(toggleSubtree(all, system, false, true))).toEqual([{ routeId: 106, actions: ['ver'] }]);
    expect(toggleAction(all, roles, 'ver', false, true).get(106)?.has('ver')).toBe(true);
    expect(toggleAction(all, roles, 'ver', false, false).get(106)?.has('ver')).toBe(false);
  });
});

describe('actionLabel', () => {
  it('names every action of the route tree as a word, supervisar included', () => {
    expect(['ver', 'crear', 'editar', 'eliminar', 'exportar', 'supervisar'].map(actionLabel)).toEqual(['Ver', 'Crear', 'Editar', 'Eliminar', 'Exportar', 'Supervisar']);
    expect(actionLabel('facturar')).toBe('Facturar');
  });
});
