// @test-environment jsdom
import '@mikro/ui/test-setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { RoleRecord, RouteTreeNode } from '@mikro/contracts';
import { adminApi, ApiError, permissionsApi } from '@mikro/api-client';
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

  it('saves the checked set, reads the role\'s permissions again and closes', async () => {
    const system = node(6, 'Sistema', null, [], [node(101, 'Usuarios', '/usuarios', ['ver', 'crear'])], 1);
    jest.spyOn(adminApi, 'permissionTree').mockResolvedValue([system]);
    const byRole = jest.spyOn(permissionsApi, 'byRole').mockResolvedValue([{ routeId: 101, url: '/usuarios', actions: ['ver'] }]);
    const save = jest.spyOn(adminApi, 'saveRolePermissions').mockResolvedValue(undefined);
    const onClose = jest.fn();
    const user = userEvent.setup();
    await renderScreen(<PermissionEditor role={{ id: 4, name: 'Auxiliar' } as RoleRecord} onClose={onClose} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Crear Usuarios (/usuarios)' }));
    await user.click(screen.getByRole('button', { name: 'Guardar permisos' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith(4, [expect.objectContaining({ routeId: 101, actions: expect.arrayContaining(['ver', 'crear']) })]);
    expect(byRole).toHaveBeenCalledTimes(2);
  });

  it('stays open and says why when the save is refused', async () => {
    jest.spyOn(adminApi, 'permissionTree').mockResolvedValue([node(101, 'Usuarios', '/usuarios', ['ver'])]);
    jest.spyOn(permissionsApi, 'byRole').mockResolvedValue([]);
    jest.spyOn(adminApi, 'saveRolePermissions').mockRejectedValue(new ApiError({ message: 'La ruta 101 no existe', statusCode: 400 }));
    const onClose = jest.fn();
    const user = userEvent.setup();
    await renderScreen(<PermissionEditor role={{ id: 4, name: 'Auxiliar' } as RoleRecord} onClose={onClose} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Ver Usuarios (/usuarios)' }));
    await user.click(screen.getByRole('button', { name: 'Guardar permisos' }));
    expect(await screen.findByText('La ruta 101 no existe')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Guardar permisos' })).toBeEnabled();
  });
});
