import { http } from '@mikro/api-client/core';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { branchOfficeSettingsAtom, currentBranchOfficeAtom, enabledModulesAtom } from '../atoms/branchOffice';
import { currentCycleAtom } from '../atoms/cycle';
import { preferencesAtom } from '../atoms/preferences';
import { sessionStore } from '../store';
import { aBranchOffice, aLoginResponse, fakeApi, somePreferences } from '../testing/fixtures';
import { freshSession } from '../testing/reset';
import { loadPreferences, savePreferences, selectBranchOffice, selectCycle } from './choices';
import { login } from './session';

const get = sessionStore.get;

async function signedInWith(branchOffices = aLoginResponse().branchOffices) {
  fakeApi({
    'POST /system/auth/login': [200, aLoginResponse({ branchOffices })],
    'GET /system/preferences': [200, somePreferences()],
  });
  await login('lucia@colegio.mx', 'secreto');
}

beforeEach(freshSession);

describe('branch-office choice', () => {
  it('files the settings of the chosen branch office by module, numeric or named', async () => {
    await signedInWith([aBranchOffice(1, [1]), aBranchOffice(2, ['academia', 'colegio']), aBranchOffice(3, ['tienda', 3])]);

    expect(selectBranchOffice(2)).toBe(true);
    expect(get(currentBranchOfficeAtom)?.id).toBe(2);
    expect(get(branchOfficeSettingsAtom)).toEqual({
      store: null,
      academy: { id: 20, typeModule: 2, isActive: true },
      school: { id: 21, typeModule: 3, isActive: true },
    });
    expect([...get(enabledModulesAtom)].sort()).toEqual([2, 3]);

    selectBranchOffice(3);
    expect(get(branchOfficeSettingsAtom)).toEqual({
      store: { id: 30, typeModule: 1, isActive: true },
      academy: null,
      school: { id: 31, typeModule: 3, isActive: true },
    });
  });

  it('does not enable a module whose settings entry is inactive', async () => {
    const office = aBranchOffice(5, [1, 2]);
    office.branchOfficeSettings[1] = { ...office.branchOfficeSettings[1]!, isActive: false };
    await signedInWith([office]);

    expect([...get(enabledModulesAtom)]).toEqual([1]);
  });

  it('is remembered and sent to the API as X-Branch-Office', async () => {
    await signedInWith();

    selectBranchOffice(2);
    const calls = fakeApi({ 'GET /system/roles': [200, []] });
    await http.get('/system/roles');

    expect(localStorage.getItem('mikro:branchOffice')).toBe('2');
    expect(calls[0]?.headers['X-Branch-Office']).toBe('2');
  });

  it('refuses a branch office the user does not have', async () => {
    await signedInWith();

    expect(selectBranchOffice(99)).toBe(false);
    expect(get(currentBranchOfficeAtom)?.id).toBe(1);
  });
});

describe('cycle choice', () => {
  it('makes the cycle current and stores its id and name', () => {
    selectCycle({ id: 4, name: '2024-2025' });

    expect(get(currentCycleAtom)).toEqual({ id: 4, name: '2024-2025' });
    expect(JSON.parse(localStorage.getItem('mikro:cycle') ?? 'null')).toEqual({ id: 4, name: '2024-2025' });
  });
});

describe('preferences', () => {
  it('saves on the server and keeps what it stored', async () => {
    const wanted = somePreferences({ dashboard: 1, branchOffice: 2 });
    const calls = fakeApi({ 'PUT /system/preferences': (call) => [200, call.body] });

    await savePreferences(wanted);

    expect(calls[0]?.body).toEqual(wanted);
    expect(get(preferencesAtom)).toEqual(wanted);
    expect(JSON.parse(localStorage.getItem('mikro:preferences') ?? 'null')).toEqual(wanted);
  });

  it('keeps the old preferences when saving fails', async () => {
    const before = somePreferences({ dashboard: 0 });
    sessionStore.set(preferencesAtom, before);
    fakeApi({ 'PUT /system/preferences': [500, { message: 'error al guardar las preferencias' }] });

    await expect(savePreferences(somePreferences({ dashboard: 2 }))).rejects.toMatchObject({ statusCode: 500 });
    expect(get(preferencesAtom)).toEqual(before);
  });

  it('loads them from the server', async () => {
    fakeApi({ 'GET /system/preferences': [200, somePreferences({ ViewTPVStore: 1 })] });

    await loadPreferences();

    expect(get(preferencesAtom)?.ViewTPVStore).toBe(1);
  });
});
