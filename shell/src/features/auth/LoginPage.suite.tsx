import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { authApi } from '@mikro/api-client/core';
import { clearSession, currentBranchOfficeAtom, menuAtom, preferencesAtom, SessionProvider, sessionStore } from '@mikro/session';
import { aBranchOffice, aLoginResponse, fakeApi, somePreferences } from '@mikro/session/testing';
import { UiProvider } from '@mikro/ui/core';
import { LoginPage } from './LoginPage';

// Several branch offices, the preferred one not the first: the first screen depends on the preferences.
const answer = aLoginResponse({
  branchOffices: [aBranchOffice(1, [1], 'Matriz'), aBranchOffice(2, [3], 'Campus Sur')],
  preferences: somePreferences({ branchOffice: 2 }),
});

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
    const calls = fakeApi({ 'POST /system/auth/login': [200, answer] });
    await showLoginPage(() => following);

    await signIn(userEvent.setup());
    await waitFor(() => expect(sessionStore.get(menuAtom)).toEqual(answer.menu));
    await act(async () => undefined);
    // One request before the menu: the preferred branch office comes with the login answer.
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /system/auth/login']);
    expect(calls[0]?.body).toEqual({ email: 'lucia@colegio.mx', password: 'secreto' });
    expect(sessionStore.get(preferencesAtom)).toEqual(answer.preferences);
    expect(sessionStore.get(currentBranchOfficeAtom)?.id).toBe(2);
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
