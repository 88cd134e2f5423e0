// @test-environment jsdom
import '@mikro/ui/test-setup';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { RoleRecord, RouteTreeNode } from '@mikro/contracts';
import { adminApi, permissionsApi } from '@mikro/api-client';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { PermissionEditor } from './PermissionEditor';

afterEach(() => {
  jest.restoreAllMocks();
});

const node = (id: number, name: string, url: string | null, actions: string[], children: RouteTreeNode[] = [], level = 2): RouteTreeNode => ({
  id, name, parentId: null, level, url, icon: 'settings', order: id, isActive: true, showInMenu: true, actions, children,
});

describe('the permission editor', () => {
  it('names each action check box with its route, so «Ver» of Usuarios and «Ver» of Roles are told apart', async () => {
    const system = node(6, 'Sistema', null, [], [node(101, 'Usuarios', '/usuarios', ['ver', 'crear']), node(102, 'Roles', '/roles', ['ver'])], 1);
    jest.spyOn(adminApi, 'permissionTree').mockResolvedValue([system]);
    jest.spyOn(permissionsApi, 'byRole').mockResolvedValue([{ routeId: 101, url: '/usuarios', actions: ['ver'] }]);
    await renderScreen(<PermissionEditor role={{ id: 4, name: 'Auxiliar' } as RoleRecord} onClose={() => undefined} />);
    expect(await screen.findByRole('checkbox', { name: 'Ver Usuarios (/usuarios)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Crear Usuarios (/usuarios)' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ver Roles (/roles)' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Ver' })).not.toBeInTheDocument();
  });
});
