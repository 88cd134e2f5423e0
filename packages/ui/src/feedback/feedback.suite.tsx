import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { UiTestProvider } from '../test/UiTestProvider';
import { BottomSheet } from './BottomSheet';
import { ConfirmDialog } from './ConfirmDialog';
import { ErrorState } from './states';
import { TOAST_TEXTS, Toaster, notify, toaster } from './toaster';

describe('ConfirmDialog', () => {
  function renderDialog(onConfirm: () => void | Promise<void>, onClose = jest.fn<() => void>()) {
    render(
      <UiTestProvider>
        <ConfirmDialog
          open
          onClose={onClose}
          title="Eliminar producto"
          body="Esta acción no se puede deshacer."
          destructive
          confirmText="Eliminar"
          onConfirm={onConfirm}
        />
      </UiTestProvider>,
    );
    return onClose;
  }

  it('runs the action and closes on confirm', async () => {
    const onConfirm = jest.fn<() => void>();
    const onClose = renderDialog(onConfirm);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Esta acción no se puede deshacer.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('closes without acting on cancel', async () => {
    const onConfirm = jest.fn<() => void>();
    const onClose = renderDialog(onConfirm);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('shows loading while an async action runs and stays open if it fails', async () => {
    let reject: (reason: Error) => void = () => {};
    const onClose = renderDialog(
      () =>
        new Promise<void>((_, fail) => {
          reject = fail;
        }),
    );
    const confirm = await screen.findByRole('button', { name: 'Eliminar' });
    await userEvent.click(confirm);
    expect(confirm).toHaveAttribute('data-loading');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await act(async () => reject(new Error('fallo')));
    expect(confirm).not.toHaveAttribute('data-loading');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("defaults to 'Confirmar' and 'Cancelar'", async () => {
    render(
      <UiTestProvider>
        <ConfirmDialog open onClose={jest.fn<() => void>()} title="¿Continuar?" onConfirm={jest.fn<() => void>()} />
      </UiTestProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });
});

describe('toasts', () => {
  afterEach(() => {
    act(() => toaster.remove());
  });

  it('has the texts of the specification', () => {
    expect(TOAST_TEXTS).toEqual({
      created: 'El registro se ha creado correctamente',
      updated: 'El registro se ha actualizado correctamente',
      deleted: 'El registro se ha eliminado correctamente',
      restored: 'El registro se ha restaurado correctamente',
      saveError: 'Ha ocurrido un error mientras guardaba',
      greeting: '¡Hola!',
    });
  });

  it('creates info, info and warning toasts for created, updated and save errors', () => {
    const create = jest.spyOn(toaster, 'create');
    notify.created();
    notify.updated();
    notify.deleted();
    notify.saveError();
    notify.saveError('El rol está asignado a 2 usuarios');
    notify.error('Sin conexión');
    expect(create.mock.calls.map(([options]) => [options.type, options.description, options.duration])).toEqual([
      ['info', 'El registro se ha creado correctamente', 3000],
      ['info', 'El registro se ha actualizado correctamente', 3000],
      ['info', 'El registro se ha eliminado correctamente', 3000],
      ['warning', 'Ha ocurrido un error mientras guardaba', 3000],
      ['warning', 'El rol está asignado a 2 usuarios', 3000],
      ['error', 'Sin conexión', 3000],
    ]);
    create.mockRestore();
  });

  it('greets when no text is given', () => {
    const create = jest.spyOn(toaster, 'create');
    notify.info();
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ description: '¡Hola!' }));
    create.mockRestore();
  });

  it('shows each toast once even when several React roots mount a Toaster', async () => {
    await act(async () => {
      render(
        <UiTestProvider>
          <Toaster />
          <Toaster />
        </UiTestProvider>,
      );
    });
    await act(async () => {
      notify.created();
    });
    expect(await screen.findAllByText('El registro se ha creado correctamente')).toHaveLength(1);
  });
});

describe('BottomSheet', () => {
  it('lists the items, marks the current one, reports a choice and closes', async () => {
    const onSelect = jest.fn<(value: unknown) => void>();
    const onClose = jest.fn<() => void>();
    render(
      <UiTestProvider>
        <BottomSheet
          open
          onClose={onClose}
          title="Cambio de sucursales"
          items={[
            { id: 1, name: 'Centro' },
            { id: 2, name: 'Norte' },
          ]}
          currentId={1}
          onSelect={onSelect}
        />
      </UiTestProvider>,
    );
    const list = await screen.findByRole('listbox', { name: 'Cambio de sucursales' });
    expect(within(list).getByRole('option', { name: 'Centro' })).toHaveAttribute('aria-selected', 'true');
    expect(within(list).getByRole('option', { name: 'Norte' })).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(within(list).getByRole('button', { name: 'Norte' }));
    expect(onSelect).toHaveBeenCalledWith({ id: 2, name: 'Norte' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('ErrorState', () => {
  it('offers Reintentar only when it can retry', async () => {
    const onRetry = jest.fn<() => void>();
    const { rerender } = render(
      <UiTestProvider>
        <ErrorState message="No se pudo cargar" />
      </UiTestProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    rerender(
      <UiTestProvider>
        <ErrorState message="No se pudo cargar" onRetry={onRetry} />
      </UiTestProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
