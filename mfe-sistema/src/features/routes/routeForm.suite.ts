import { describe, expect, it } from '@jest/globals';
import type { RouteTreeNode } from '@mikro/contracts';
import { parentOptions, routeInitialValues, routeSchema, toRouteInput } from './routeForm';

const node = (id: number, level: number, name: string, children: RouteTreeNode[] = []): RouteTreeNode => ({
  id,
  name,
  parentId: null,
  level,
  url: null,
  icon: 'circle',
  order: 0,
  isActive: true,
  showInMenu: true,
  actions: [],
  children,
});

describe('route form', () => {
  it('sends a group (no url) without actions and trims the rest', () => {
    const values = { ...routeInitialValues(null, 6), name: ' Bitácora ', url: '  ', actions: ['ver'] };
    expect(toRouteInput(values)).toMatchObject({ name: 'Bitácora', parentId: 6, url: null, actions: [] });
  });

  it('offers only levels 1 and 2 as parents, without the edited route and its subtree', () => {
    const tree = [node(6, 1, 'Sistema', [node(105, 2, 'Usuarios'), node(7, 2, 'Escolar', [node(48, 3, 'Ciclos')])])];
    expect(parentOptions(tree, null)).toEqual([
      { value: 6, label: 'Sistema' },
      { value: 105, label: 'Sistema › Usuarios' },
      { value: 7, label: 'Sistema › Escolar' },
    ]);
    expect(parentOptions(tree, 7).map((o) => o.value)).toEqual([6, 105]);
  });

  it('validates in Spanish', async () => {
    await expect(routeSchema.validate({ ...routeInitialValues(null), name: '' })).rejects.toThrow('Este campo es requerido');
    await expect(routeSchema.validate({ ...routeInitialValues(null), name: 'x', url: 'sin-diagonal' })).rejects.toThrow('La URL debe empezar con /');
  });
});
