import { describe, expect, it } from '@jest/globals';
import type { RouteTreeNode } from '@mikro/contracts';
import { filterTree } from './filterTree';

const node = (id: number, name: string, url: string | null, children: RouteTreeNode[] = []): RouteTreeNode => ({
  id, name, parentId: null, level: 1, url, icon: 'circle', order: 0, isActive: true, showInMenu: true, actions: [], children,
});

const tree = [node(6, 'Sistema', null, [node(105, 'Usuarios', '/usuarios'), node(106, 'Roles', '/roles')]), node(21, 'Inicio', '/')];

describe('filterTree', () => {
  it('keeps the ancestors of a matching route and drops its siblings', () => {
    expect(filterTree(tree, 'ROLES')).toEqual([{ ...tree[0], children: [tree[0]?.children[1]] }]);
  });
  it('keeps a matching group whole and returns the tree untouched for blank text', () => {
    expect(filterTree(tree, 'sistema')).toEqual([tree[0]]);
    expect(filterTree(tree, '  ')).toBe(tree);
  });
});
