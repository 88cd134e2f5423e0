// @test-environment jsdom
import '@mikro/ui/test-setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { ActionCatalogItem } from '@mikro/contracts';
import { adminApi, ApiError } from '@mikro/api-client';
import { currentPathAtom, menuAtom, sessionStore, userAtom } from '@mikro/session';
import { aMenuItem } from '@mikro/session/testing';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { ActionsPage } from './ActionsPage';

const ver: ActionCatalogItem = { id: 1, key: 'ver', name: 'Ver', routeCount: 3 };
const exportar: ActionCatalogItem = { id: 9, key: 'exportar', name: 'Exportar', routeCount: 0 };

let actions: jest.SpiedFunction<typeof adminApi.actions>;

beforeEach(() => {
  sessionStore.set(menuAtom, [aMenuItem(12, '/acciones', ['ver', 'crear', 'editar', 'eliminar'])]);
  sessionStore.set(currentPathAtom, '/acciones');
  sessionStore.set(userAtom, { id: 1, name: 'Operador', isPlatformOperator: true } as never);
  actions = jest.spyOn(adminApi, 'actions').mockResolvedValue([ver, exportar]);
});

afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.set(userAtom, null as never);
});

describe('the actions catalogue', () => {
  it('creates an action and reads the catalogue again', async () => {
    const create = jest.spyOn(adminApi, 'createAction').mockResolvedValue({ id: 10 });
    const user = userEvent.setup();
    await renderScreen(<ActionsPage />);
    await screen.findByText('Exportar');
    await user.click(screen.getByRole('button', { name: 'Nueva acción' }));
    const form = await screen.findByRole('dialog', { name: 'Nueva acción' });
    await user.type(within(form).getByRole('textbox', { name: /Clave/ }), 'imprimir');
    await user.type(within(form).getByRole('textbox', { name: /Nombre/ }), 'Imprimir');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva acción' })).not.toBeInTheDocument());
    expect(create).toHaveBeenCalledWith({ key: 'imprimir', name: 'Imprimir' });
    expect(actions).toHaveBeenCalledTimes(2);
  });

  it('shows a refused key under its field and keeps the form open', async () => {
    jest.spyOn(adminApi, 'createAction').mockRejectedValue(new ApiError({ statusCode: 409, message: 'Ya existe', fields: [{ field: 'key', message: 'Ya existe una acción con esa clave' }] }));
    const user = userEvent.setup();
    await renderScreen(<ActionsPage />);
    await screen.findByText('Exportar');
    await user.click(screen.getByRole('button', { name: 'Nueva acción' }));
    const form = await screen.findByRole('dialog', { name: 'Nueva acción' });
    await user.type(within(form).getByRole('textbox', { name: /Clave/ }), 'ver');
    await user.type(within(form).getByRole('textbox', { name: /Nombre/ }), 'Ver');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('Ya existe una acción con esa clave')).toBeInTheDocument();
    expect(actions).toHaveBeenCalledTimes(1);
  });

  it('deletes an action no route offers, then reads the catalogue again', async () => {
    const remove = jest.spyOn(adminApi, 'deleteAction').mockResolvedValue(undefined);
    const user = userEvent.setup();
    await renderScreen(<ActionsPage />);
    await screen.findByText('Exportar');
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Eliminar acción' });
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(9));
    await waitFor(() => expect(actions).toHaveBeenCalledTimes(2));
  });
});
