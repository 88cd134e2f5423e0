// @test-environment jsdom
import '@mikro/ui/test-setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { RouteTreeNode } from '@mikro/contracts';
import { adminApi, ApiError, helpersApi } from '@mikro/api-client';
import { currentPathAtom, menuAtom, sessionStore, userAtom } from '@mikro/session';
import { aMenuItem } from '@mikro/session/testing';
import { renderScreen, testQueryClient } from '@mikro/mfe-kit/testing';
import { RoutesPage } from './RoutesPage';

const route: RouteTreeNode = {
  id: 40, name: 'Bancos', parentId: null, level: 1, url: '/bancos', icon: 'settings', order: 3, isActive: true, showInMenu: true, actions: ['ver'], children: [],
};

let tree: jest.SpiedFunction<typeof adminApi.routeTree>;

beforeEach(() => {
  sessionStore.set(menuAtom, [aMenuItem(7, '/rutas', ['ver', 'crear', 'editar', 'eliminar'])]);
  sessionStore.set(currentPathAtom, '/rutas');
  sessionStore.set(userAtom, { id: 1, name: 'Operador', isPlatformOperator: true } as never);
  tree = jest.spyOn(adminApi, 'routeTree').mockResolvedValue([route]);
  jest.spyOn(adminApi, 'actions').mockResolvedValue([{ id: 1, key: 'ver', name: 'Ver', routeCount: 1 }]);
  jest.spyOn(helpersApi, 'list').mockResolvedValue({ data: [], count: 0, total: 0, page: 1, pageCount: 1 } as never);
});

afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.set(userAtom, null as never);
});

describe('the route tree', () => {
  it('saves an edited route and reads the tree again', async () => {
    const update = jest.spyOn(adminApi, 'updateRoute').mockResolvedValue(undefined);
    const user = userEvent.setup();
    // Fresh for ever: only the save's invalidation can read the tree again.
    await renderScreen(<RoutesPage />, { client: testQueryClient({ staleTime: Infinity }) });
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const form = await screen.findByRole('dialog', { name: 'Editar ruta' });
    const name = within(form).getByRole('textbox', { name: /Nombre/ });
    await user.clear(name);
    await user.type(name, 'Bancos y cuentas');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar ruta' })).not.toBeInTheDocument());
    expect(update).toHaveBeenCalledWith(40, expect.objectContaining({ name: 'Bancos y cuentas', url: '/bancos' }));
    await waitFor(() => expect(tree).toHaveBeenCalledTimes(2));
  });

  it('keeps the confirmation open and the tree as it was when the API refuses a deletion', async () => {
    jest.spyOn(adminApi, 'deleteRoute').mockRejectedValue(new ApiError({ statusCode: 409, message: 'La ruta tiene rutas hijas' }));
    const user = userEvent.setup();
    await renderScreen(<RoutesPage />);
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Eliminar ruta' });
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('La ruta tiene rutas hijas')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Eliminar ruta' })).toBeInTheDocument();
    expect(tree).toHaveBeenCalledTimes(1);
  });
});
