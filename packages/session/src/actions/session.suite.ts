import { queryClient } from '@mikro/api-client';
import { ApiError, http } from '@mikro/api-client/core';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { companyAtom, firstLoadAtom, isAuthenticatedAtom, tokenAtom, userAtom } from '../atoms/auth';
import { branchOfficesAtom, currentBranchOfficeAtom } from '../atoms/branchOffice';
import { currentCycleAtom, cyclesAtom } from '../atoms/cycle';
import { menuAtom } from '../atoms/menu';
import { preferencesAtom } from '../atoms/preferences';
import { sessionStore } from '../store';
import { aBranchOffice, aCycle, aLoginResponse, aMenuItem, aUser, fakeApi, somePreferences } from '../testing/fixtures';
import { freshSession } from '../testing/reset';
import { hydrateSession } from './hydrate';
import { initSession, login, logout, refreshMe } from './session';

const get = sessionStore.get;

beforeEach(freshSession);
afterEach(() => {
  jest.restoreAllMocks();
});

describe('login', () => {
  it('stores user, company, token, branch offices, cycles, menu, preferences and the first-load flag', async () => {
    const answer = aLoginResponse({ preferences: somePreferences({ branchOffice: 2, dashboard: 2 }) });
    const calls = fakeApi({ 'POST /system/auth/login': [200, answer] });

    await login('lucia@colegio.mx', 'secreto');

    expect(calls[0]?.body).toEqual({ email: 'lucia@colegio.mx', password: 'secreto' });
    expect(get(tokenAtom)).toBe(answer.token);
    expect(get(isAuthenticatedAtom)).toBe(true);
    expect(get(userAtom)).toEqual(answer.user);
    expect(get(companyAtom)).toEqual(answer.company);
    expect(get(branchOfficesAtom).map((o) => o.id)).toEqual([1, 2]);
    expect(get(cyclesAtom)).toEqual(answer.cycles);
    expect(get(currentCycleAtom)).toEqual({ id: 2, name: answer.activeCycle?.name });
    expect(get(menuAtom)).toEqual(answer.menu);
    expect(get(preferencesAtom)).toEqual(answer.preferences);
    expect(get(firstLoadAtom)).toBe(true);
  });

  it('makes one request: the preferred of several branch offices comes from the login answer', async () => {
    const calls = fakeApi({
      'POST /system/auth/login': [200, aLoginResponse({ preferences: somePreferences({ branchOffice: 2 }) })],
      'GET /system/preferences': [200, somePreferences({ branchOffice: 1 })],
    });

    await login('lucia@colegio.mx', 'secreto');

    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /system/auth/login']);
    expect(get(currentBranchOfficeAtom)?.id).toBe(2);
    expect(JSON.parse(localStorage.getItem('mikro:preferences') ?? 'null')).toMatchObject({ branchOffice: 2 });
  });

  it('keeps the token, user and company in one-day cookies on the whole site', async () => {
    const setCookie = jest.spyOn(Cookies, 'set');
    const answer = aLoginResponse();
    fakeApi({ 'POST /system/auth/login': [200, answer] });

    await login('lucia@colegio.mx', 'secreto');

    const options = { expires: 1, path: '/' };
    expect(setCookie).toHaveBeenCalledWith('token', answer.token, expect.objectContaining(options));
    expect(setCookie).toHaveBeenCalledWith('user', JSON.stringify(answer.user), expect.objectContaining(options));
    expect(setCookie).toHaveBeenCalledWith('company', expect.any(String), expect.objectContaining(options));
    expect(Cookies.get('token')).toBe(answer.token);
    expect(JSON.parse(Cookies.get('user') ?? '')).toEqual(answer.user);
    const company = JSON.parse(Cookies.get('company') ?? '');
    expect(company).toMatchObject({ id: answer.company.id, rfc: answer.company.rfc, cerCSD: null, keyCSD: null });
  });

  it('falls back to the first branch office and the first cycle', async () => {
    fakeApi({ 'POST /system/auth/login': [200, aLoginResponse({ activeCycle: null, preferences: somePreferences({ branchOffice: 99 }) })] });

    await login('lucia@colegio.mx', 'secreto');

    expect(get(currentBranchOfficeAtom)?.id).toBe(1);
    expect(get(currentCycleAtom)).toEqual({ id: 1, name: aCycle(1).name });
  });

  it('starts at the first branch office with the default preferences', async () => {
    fakeApi({ 'POST /system/auth/login': [200, aLoginResponse({ preferences: somePreferences() })] });

    await login('lucia@colegio.mx', 'secreto');

    expect(get(preferencesAtom)).toEqual(somePreferences());
    expect(get(currentBranchOfficeAtom)?.id).toBe(1);
  });

  it('rejects with the server error and leaves the session signed out', async () => {
    fakeApi({ 'POST /system/auth/login': [401, { statusCode: 401, message: 'Credenciales inválidas', error: 'Unauthorized' }] });

    const failure = await login('lucia@colegio.mx', 'mala').catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('Credenciales inválidas');
    expect(get(isAuthenticatedAtom)).toBe(false);
    expect(Cookies.get('token')).toBeUndefined();
  });
});

describe('hydrateSession', () => {
  it('restores the session from the cookies and the client state from localStorage', () => {
    const user = aUser({ id: 12 });
    Cookies.set('token', 'stored-token-123456', { path: '/' });
    Cookies.set('user', JSON.stringify(user), { path: '/' });
    Cookies.set('company', JSON.stringify({ id: 5, name: 'Academia' }), { path: '/' });
    localStorage.setItem('mikro:branchOffices', JSON.stringify([aBranchOffice(3, [2]), aBranchOffice(4, [1])]));
    localStorage.setItem('mikro:branchOffice', '4');
    localStorage.setItem('mikro:cycle', JSON.stringify({ id: 9, name: '2025-2026' }));
    localStorage.setItem('mikro:menu', JSON.stringify([aMenuItem(21, '/')]));
    localStorage.setItem('mikro:preferences', JSON.stringify(somePreferences({ dashboard: 2 })));

    expect(hydrateSession()).toBe(true);

    expect(get(tokenAtom)).toBe('stored-token-123456');
    expect(get(userAtom)).toEqual(user);
    expect(get(companyAtom)).toEqual({ id: 5, name: 'Academia' });
    expect(get(currentBranchOfficeAtom)?.id).toBe(4);
    expect(get(currentCycleAtom)).toEqual({ id: 9, name: '2025-2026' });
    expect(get(menuAtom).map((item) => item.id)).toEqual([21]);
    expect(get(preferencesAtom)?.dashboard).toBe(2);
  });

  it('restores nothing without a token cookie', () => {
    Cookies.set('user', JSON.stringify(aUser()), { path: '/' });
    localStorage.setItem('mikro:menu', JSON.stringify([aMenuItem(21, '/')]));

    expect(hydrateSession()).toBe(false);

    expect(get(isAuthenticatedAtom)).toBe(false);
    expect(get(userAtom)).toBeNull();
    expect(get(menuAtom)).toEqual([]);
  });

  it('survives a corrupt cookie', () => {
    Cookies.set('token', 'stored-token-123456', { path: '/' });
    Cookies.set('user', '{no es json', { path: '/' });

    expect(hydrateSession()).toBe(true);
    expect(get(userAtom)).toBeNull();
  });
});

describe('logout', () => {
  async function signedIn() {
    fakeApi({ 'POST /system/auth/login': [200, aLoginResponse()] });
    await login('lucia@colegio.mx', 'secreto');
  }

  it('tells the server, then clears token, cookies and client state', async () => {
    await signedIn();
    localStorage.setItem('mikro:theme', 'dark');
    const calls = fakeApi({ 'POST /system/logout': [200, { ok: true }] });

    await logout();

    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /system/logout']);
    expect(calls[0]?.headers.Authorization).toBe('Bearer token-abcdefghijkl');
    expect(get(isAuthenticatedAtom)).toBe(false);
    expect(get(userAtom)).toBeNull();
    expect(get(companyAtom)).toBeNull();
    expect(get(branchOfficesAtom)).toEqual([]);
    expect(get(currentCycleAtom)).toBeNull();
    expect(get(menuAtom)).toEqual([]);
    expect(get(firstLoadAtom)).toBe(false);
    expect(Cookies.get()).toEqual({});
    expect(Object.keys(localStorage).filter((key) => key.startsWith('mikro:'))).toEqual(['mikro:theme']);
  });

  it("forgets the cached server data (the full entry's QueryClient)", async () => {
    await signedIn();
    queryClient.setQueryData(['roles'], ['admin']);
    fakeApi({ 'POST /system/logout': [200, { ok: true }] });

    await logout();

    expect(queryClient.getQueryData(['roles'])).toBeUndefined();
  });

  it('logs out even when the server fails', async () => {
    await signedIn();
    fakeApi({ 'POST /system/logout': [500, { message: 'Falla' }] });

    await expect(logout()).resolves.toBeUndefined();

    expect(get(isAuthenticatedAtom)).toBe(false);
    expect(Cookies.get('token')).toBeUndefined();
  });
});

describe('refreshMe', () => {
  it('refreshes the stored data and keeps the choices that are still allowed', async () => {
    fakeApi({ 'POST /system/auth/login': [200, aLoginResponse({ preferences: somePreferences({ branchOffice: 2 }) })] });
    await login('lucia@colegio.mx', 'secreto');
    const { token: _token, ...me } = aLoginResponse({
      preferences: somePreferences({ branchOffice: 1 }),
      user: aUser({ role: { id: 1, name: 'Administrador' } }),
      cycles: [aCycle(2, '2022-2023 (renombrado)'), aCycle(3)],
      activeCycle: aCycle(3),
      menu: [aMenuItem(21, '/'), aMenuItem(40, '/roles', ['ver'])],
    });
    fakeApi({ 'GET /system/auth/me': [200, me] });

    await refreshMe();

    expect(get(userAtom)?.role.id).toBe(1);
    expect(get(currentBranchOfficeAtom)?.id).toBe(2);
    expect(get(currentCycleAtom)).toEqual({ id: 2, name: '2022-2023 (renombrado)' });
    expect(get(menuAtom).map((item) => item.id)).toEqual([21, 40]);
  });

  it('takes the preferences from me, which choose the branch office when the current one is gone', async () => {
    fakeApi({ 'POST /system/auth/login': [200, aLoginResponse({ preferences: somePreferences({ branchOffice: 2 }) })] });
    await login('lucia@colegio.mx', 'secreto');
    const { token: _token, ...me } = aLoginResponse({
      branchOffices: [aBranchOffice(1, [1]), aBranchOffice(5, [2])],
      preferences: somePreferences({ branchOffice: 5, dashboard: 1 }),
    });
    const calls = fakeApi({ 'GET /system/auth/me': [200, me] });

    await refreshMe();

    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /system/auth/me']);
    expect(get(preferencesAtom)).toEqual(me.preferences);
    expect(get(currentBranchOfficeAtom)?.id).toBe(5);
  });
});

describe('an expired session', () => {
  it('is cleared when the server refuses both the request and the token refresh', async () => {
    const onAuthFailure = jest.fn<() => void>();
    initSession({ onAuthFailure });
    fakeApi({ 'POST /system/auth/login': [200, aLoginResponse()] });
    await login('lucia@colegio.mx', 'secreto');
    fakeApi({ 'GET /system/users/1': [401, { message: 'Unauthorized' }], 'POST /system/refresh-token': [401, {}] });

    await expect(http.get('/system/users/1')).rejects.toMatchObject({ statusCode: 401 });

    expect(get(isAuthenticatedAtom)).toBe(false);
    expect(Cookies.get('token')).toBeUndefined();
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('is renewed when the refresh gives a new token, which the cookie keeps', async () => {
    fakeApi({ 'POST /system/auth/login': [200, aLoginResponse()] });
    await login('lucia@colegio.mx', 'secreto');
    fakeApi({
      'GET /system/roles': (call) => (call.headers.Authorization === 'Bearer renewed-token-0001' ? [200, []] : [401, {}]),
      'POST /system/refresh-token': [200, { refresh_token: 'renewed-token-0001' }],
    });

    await expect(http.get('/system/roles')).resolves.toMatchObject({ data: [] });

    expect(get(tokenAtom)).toBe('renewed-token-0001');
    expect(Cookies.get('token')).toBe('renewed-token-0001');
  });
});
