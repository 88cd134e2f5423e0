import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { authApi, preferencesApi } from '@mikro/api-client/core';
import { DEFAULT_PREFERENCES, type Company, type LoginResponse } from '@mikro/contracts';
import { clearSession, menuAtom, SessionProvider, sessionStore } from '@mikro/session';
import { UiProvider } from '@mikro/ui/core';
import { LoginPage } from './LoginPage';

const company: Company = {
  id: 1,
  name: 'Colegio Mikro',
  rfc: 'CMI010101AB1',
  businessName: 'Colegio Mikro SC',
  address: 'Av. Juárez 1',
  regime: '612',
  fiscalRegime: '612',
  zip: '06000',
  country: 'MEX',
  foliajeNota: 1,
  foliajeFactura: 1,
  serieFacturacion: 'A',
  daysQuoteValid: 15,
  cerCSD: null,
  keyCSD: null,
  foliajePago: 1,
  email: 'admin@colegio.mx',
  bankAccount: '',
  typeModule: 3,
  invoiceCampus: null,
  idModalidad: null,
  serieNota: 'NC',
  serieFactura: 'F',
  seriePago: 'P',
  serieCotizacion: 'C',
  folioCotizacion: 1,
  isQuickSale: false,
  quickSaleMethod: null,
};

const answer: LoginResponse = {
  user: { id: 7, name: 'Lucía Pérez', email: 'lucia@colegio.mx', img: '', role: { id: 3, name: 'Cajero' }, isPlatformOperator: false },
  company,
  token: 'token-abcdefghijkl',
  branchOffices: [{ id: 1, name: 'Matriz', address: '', branchOfficeSettings: [] }],
  cycles: [],
  activeCycle: null,
  menu: [{ id: 21, isActive: true, name: 'Inicio', parent: null, level: 1, url: '/', icon: 'home', order: 1, showInMenu: true, actions: [], children: [] }],
};

async function showLoginPage(preload: () => Promise<void>) {
  await act(async () => {
    render(
      <SessionProvider>
        <UiProvider>
          <LoginPage preload={preload} />
        </UiProvider>
      </SessionProvider>,
    );
  });
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Correo electrónico'), 'lucia@colegio.mx');
  await user.type(screen.getByLabelText('Contraseña', { exact: true }), 'secreto');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

beforeEach(() => {
  clearSession();
  window.history.replaceState({ from: '/usuarios?page=2' }, '', '/login');
});

afterEach(() => {
  jest.restoreAllMocks();
  clearSession();
});

describe('LoginPage', () => {
  it('starts loading what follows as soon as the person types, before any request', async () => {
    const preload = jest.fn(() => Promise.resolve());
    const login = jest.spyOn(authApi, 'login');
    await showLoginPage(preload);
    expect(preload).not.toHaveBeenCalled();

    await userEvent.setup().type(screen.getByLabelText('Correo electrónico'), 'a');

    expect(preload).toHaveBeenCalled();
    expect(login).not.toHaveBeenCalled();
  });

  it('leaves for the page the login was asked from once the session is complete and what follows is loaded', async () => {
    let loaded: () => void = () => undefined;
    const following = new Promise<void>((resolve) => {
      loaded = resolve;
    });
    jest.spyOn(authApi, 'login').mockResolvedValue(answer);
    jest.spyOn(preferencesApi, 'get').mockResolvedValue(DEFAULT_PREFERENCES);
    await showLoginPage(() => following);

    await signIn(userEvent.setup());
    await waitFor(() => expect(sessionStore.get(menuAtom)).toEqual(answer.menu));
    await act(async () => undefined);
    expect(authApi.login).toHaveBeenCalledWith({ email: 'lucia@colegio.mx', password: 'secreto' });
    expect(window.location.pathname).toBe('/login');

    await act(async () => loaded());

    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/usuarios?page=2'));
  });

  it('stays on the page with the reason when the login is refused', async () => {
    jest.spyOn(authApi, 'login').mockRejectedValue({ statusCode: 401, message: 'Usuario o contraseña incorrectos' });
    await showLoginPage(() => Promise.resolve());

    await signIn(userEvent.setup());

    expect(await screen.findByText('Usuario o contraseña incorrectos')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });
});
