import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { configureApiClient } from '../http/configure';
import { helpersHttp, http } from '../http/instances';
import { fakeServer } from '../testing/fakeServer';
import { authApi } from './auth';
import { helpersApi } from './helpers';
import { routesApi } from './system';
import { usersApi } from './users';

const anyUser = { id: 1, name: 'Ana', email: 'a@b.mx' };

beforeEach(() => configureApiClient({ getToken: () => 'token-0123456789', setToken: () => undefined }));
afterEach(() => configureApiClient({ getToken: () => null, setToken: () => undefined }));

describe('usersApi', () => {
  it('says an e-mail exists when the equality search returns one or more users', async () => {
    const requests = fakeServer(http, () => [200, [anyUser]]);

    await expect(usersApi.emailExists('a@b.mx')).resolves.toBe(true);
    expect(decodeURIComponent(requests[0]?.url ?? '')).toBe('/system/users?filter[0]=email$$$eq$$a@b.mx&limit=1');
  });

  it('says an e-mail is free when the search returns nothing', async () => {
    fakeServer(http, () => [200, []]);
    await expect(usersApi.emailExists('nadie@b.mx')).resolves.toBe(false);
  });

  it('asks for the first page of 10 when no paging is given', async () => {
    const page = { data: [anyUser], count: 1, total: 1, page: 1, pageCount: 1 };
    const requests = fakeServer(http, () => [200, page]);

    await expect(usersApi.list()).resolves.toEqual(page);
    expect(requests[0]?.url).toBe('/system/users?limit=10&offset=0');
  });

  it('posts a password change and returns the server message', async () => {
    const requests = fakeServer(http, () => [201, { msg: 'ok' }]);
    const change = { id: 3, password: 'nueva123', passwordConfirm: 'nueva123', isAdmin: true };

    await expect(usersApi.updatePassword(change)).resolves.toEqual({ msg: 'ok' });
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/system/users/update-password', body: change });
  });
});

describe('authApi', () => {
  it('does not try a token refresh when the login is refused', async () => {
    const requests = fakeServer(http, () => [401, { message: 'Credenciales inválidas' }]);

    await expect(authApi.login({ email: 'a@b.mx', password: 'x' })).rejects.toMatchObject({
      statusCode: 401,
      message: 'Credenciales inválidas',
    });
    expect(requests).toHaveLength(1);
  });
});

describe('routesApi', () => {
  it('asks for the top-level routes with offset 0 and limit 10 by default', async () => {
    const requests = fakeServer(http, () => [200, []]);

    await expect(routesApi.fathers({ text: 'alum' })).resolves.toMatchObject({ data: [], total: 0 });
    expect(requests[0]).toMatchObject({ url: '/system/routes/fathers', params: { offset: 0, limit: 10, text: 'alum' } });
  });
});

describe('helpersApi', () => {
  it('lists a catalogue from the helpers host', async () => {
    const requests = fakeServer(helpersHttp, () => [200, { data: [{ key: 'H87' }], count: 1, total: 31, page: 2, pageCount: 31 }]);

    const page = await helpersApi.list('measure-units', { limit: 1, page: 2 });

    expect(page.data).toEqual([{ key: 'H87' }]);
    expect(requests[0]).toMatchObject({ url: 'api/measure-units', params: { limit: 1, page: 2 } });
  });

  it('finds the first match, or an empty object when there is none', async () => {
    fakeServer(helpersHttp, (request) => [200, (request.params as { key?: string }).key === 'H87' ? [{ key: 'H87', name: 'Pieza' }] : []]);

    await expect(helpersApi.findOne('measure-units', { key: 'H87' })).resolves.toEqual({ key: 'H87', name: 'Pieza' });
    await expect(helpersApi.findOne('measure-units', { key: 'ZZZ' })).resolves.toEqual({});
  });
});
