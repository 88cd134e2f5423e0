import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import { UiProvider } from '@mikro/ui/core';
import { ModuleDisabledPanel, RemoteStatusPanel } from './RemoteRoute';
import { setRemoteStatus } from './remote-status';

function renderPanel(name: string, onRetry = jest.fn()) {
  render(
    <UiProvider>
      <RemoteStatusPanel name={name} label="Facturación" onRetry={onRetry} />
    </UiProvider>,
  );
  return onRetry;
}

describe('RemoteStatusPanel', () => {
  it('says a remote that is not deployed is not installed, not that it is down, and offers no retry', () => {
    setRemoteStatus('mfe_missing', 'missing');
    renderPanel('mfe_missing');
    expect(screen.getByText('Este módulo no está instalado en esta sucursal')).toBeInTheDocument();
    expect(screen.queryByText(/no está disponible en este momento/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('says a remote failed to load and Reintentar loads it again without reloading the page', async () => {
    // jsdom's window.location cannot be replaced, and jsdom answers a page reload by logging a console error
    // about navigation: no such error means the retry did not reload the page.
    const consoleError = jest.spyOn(console, 'error');
    const navigation = expect.objectContaining({ message: expect.stringMatching(/navigation/) });
    setRemoteStatus('mfe_broken', 'error');
    const onRetry = renderPanel('mfe_broken');
    expect(screen.getByText(/No se pudo cargar el módulo Facturación/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledWith('mfe_broken');
    expect(consoleError).not.toHaveBeenCalledWith(navigation);
    consoleError.mockRestore();
    act(() => setRemoteStatus('mfe_broken', 'loading'));
    expect(screen.getByText('Cargando Facturación…')).toBeInTheDocument();
  });
});

describe('ModuleDisabledPanel', () => {
  it('names the module the branch office does not run', () => {
    render(
      <UiProvider>
        <ModuleDisabledPanel module={1} />
      </UiProvider>,
    );
    expect(screen.getByText('El módulo Tienda no forma parte de esta sucursal. Cambie de sucursal desde la barra superior para usarlo.')).toBeInTheDocument();
  });
});
