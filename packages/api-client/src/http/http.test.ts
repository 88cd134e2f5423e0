import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fakeServer, type FakeReply, type RecordedRequest } from '../testing/fakeServer';
import { configureApiClient } from './configure';
import { ApiError, CONNECTION_ERROR_MESSAGE } from './errors';
import { helpersHttp, http } from './instances';

const OLD_TOKEN = 'old-token-0123456789';
const NEW_TOKEN = 'new-token-0123456789';

/** Resolves once `condition` holds, checking every 10 ms; fails after 5 s. */
async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited >= 5_000) throw new Error('the condition did not hold within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let token: string | null;
let onAuthFailure: ReturnType<typeof jest.fn<() => void>>;

function signIn(initial: string | null, branchOfficeId: number | null = null) {
  token = initial;
  onAuthFailure = jest.fn<() => void>();
  configureApiClient({
    getToken: () => token,
    setToken: (next) => {
      token = next;
    },
    getBranchOfficeId: () => branchOfficeId,
    onAuthFailure,
  });
}

const isRefresh = (r: RecordedRequest) => r.url === '/system/refresh-token';

/** A protected resource that accepts only NEW_TOKEN, and a refresh endpoint answering `refreshed`. */
function serverRefreshingTo(refreshed: string) {
  return fakeServer(http, (request): FakeReply => {
    if (isRefresh(request)) return [201, { refresh_token: refreshed }];
    if (request.headers.Authorization === `Bearer ${NEW_TOKEN}`) return [200, { ok: request.url }];
    return [401, { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' }];
  });
}

beforeEach(() => signIn(OLD_TOKEN));
afterEach(() => signIn(null));

describe('headers', () => {
  it('sends Accept json, the bearer token and the branch office', async () => {
    signIn(OLD_TOKEN, 4);
    const requests = fakeServer(http, () => [200, []]);

    await http.get('/system/roles');

    expect(requests[0]?.headers).toMatchObject({
      Accept: 'application/json',
      Authorization: `Bearer ${OLD_TOKEN}`,
      'X-Branch-Office': '4',
    });
  });

  it('hands the request to the adapter within the call, before any promise settles', async () => {
    // A search sends its request from the key handler, before React renders the new text.
    for (const instance of [http, helpersHttp]) {
      const requests = fakeServer(instance, () => [200, []]);
      const pending = instance.get('/system/roles');
      expect(requests).toHaveLength(1);
      await pending;
    }
  });

  it('sends no Authorization header without a token', async () => {
    signIn(null);
    const requests = fakeServer(http, () => [200, []]);

    await http.get('/system/roles');

    expect(requests[0]?.headers.Authorization).toBeUndefined();
    expect(requests[0]?.headers['X-Branch-Office']).toBeUndefined();
  });

  it('uses the configured addresses and the product time-outs', () => {
    configureApiClient({ baseURL: 'https://erp.example.mx/api', helpersBaseURL: 'https://helpers.example.mx/', getToken: () => null, setToken: () => undefined });
    expect(http.defaults.baseURL).toBe('https://erp.example.mx/api');
    expect(helpersHttp.defaults.baseURL).toBe('https://helpers.example.mx/');
    expect(http.defaults.timeout).toBe(15000);
    expect(helpersHttp.defaults.timeout).toBe(50000);
    configureApiClient({ getToken: () => null, setToken: () => undefined });
    expect(http.defaults.baseURL).toBe('/api');
    expect(helpersHttp.defaults.baseURL).toBe('/');
  });
});

describe('the 401 rule', () => {
  it('refreshes the token once, stores it and repeats the request', async () => {
    const requests = serverRefreshingTo(NEW_TOKEN);

    const { data } = await http.get('/system/users/1');

    expect(data).toEqual({ ok: '/system/users/1' });
    expect(token).toBe(NEW_TOKEN);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /system/users/1',
      'POST /system/refresh-token',
      'GET /system/users/1',
    ]);
    expect(requests[1]?.body).toEqual({ token: OLD_TOKEN });
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('keeps a refreshed token only if it is longer than 10 characters', async () => {
    const requests = serverRefreshingTo('0123456789');

    const failure = await http.get('/system/users/1').catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).statusCode).toBe(401);
    expect(token).toBe(OLD_TOKEN);
    expect(requests.filter(isRefresh)).toHaveLength(1);
    expect(requests).toHaveLength(2);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('passes a second 401 on instead of refreshing again', async () => {
    const requests = fakeServer(http, (request): FakeReply =>
      isRefresh(request) ? [201, { refresh_token: NEW_TOKEN }] : [401, { message: 'Sin permiso' }],
    );

    const failure = await http.get('/system/users/1').catch((e: unknown) => e);

    expect((failure as ApiError).statusCode).toBe(401);
    expect((failure as ApiError).message).toBe('Sin permiso');
    expect(requests.map((r) => r.url)).toEqual(['/system/users/1', '/system/refresh-token', '/system/users/1']);
    expect(requests[2]?.headers.Authorization).toBe(`Bearer ${NEW_TOKEN}`);
  });

  it('makes concurrent 401s share one refresh call', async () => {
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const requests = fakeServer(http, async (request): Promise<FakeReply> => {
      if (isRefresh(request)) {
        await refreshGate;
        return [201, { refresh_token: NEW_TOKEN }];
      }
      return request.headers.Authorization === `Bearer ${NEW_TOKEN}` ? [200, request.url] : [401, {}];
    });

    const all = Promise.all(['/a', '/b', '/c'].map((url) => http.get(url)));
    await until(() => requests.some(isRefresh));
    expect(requests.filter(isRefresh)).toHaveLength(1);
    releaseRefresh();
    const responses = await all;

    expect(responses.map((r) => r.data)).toEqual(['/a', '/b', '/c']);
    expect(requests.filter(isRefresh)).toHaveLength(1);
    expect(requests).toHaveLength(7);
  });

  it("reads a refused download's JSON error, so the API's message reaches the screen", async () => {
    signIn('token-0123456789');
    const refusal = { statusCode: 422, message: 'El reporte tiene 2,010 registros y el PDF admite hasta 2,000.', fields: [{ field: 'from', message: 'Acote el periodo.' }] };
    fakeServer(http, (): FakeReply => [422, new Blob([JSON.stringify(refusal)], { type: 'application/json; charset=utf-8' })]);

    const failure = http.get('/reports/tienda-ventas/pdf', { responseType: 'blob' });

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ statusCode: 422, message: refusal.message, fields: refusal.fields });
  });

  it('reports a lost session once when concurrent 401s cannot be cured', async () => {
    const requests = fakeServer(http, (request): FakeReply =>
      isRefresh(request) ? [201, { refresh_token: 'corto' }] : [401, { message: 'Unauthorized' }],
    );

    const results = await Promise.allSettled(['/a', '/b', '/c'].map((url) => http.get(url)));

    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(requests.filter(isRefresh)).toHaveLength(1);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('repeats without refreshing when the token was already refreshed by another request', async () => {
    const requests = serverRefreshingTo(NEW_TOKEN);
    await http.get('/first');
    requests.length = 0;

    const stale = http.get('/second', { headers: { Authorization: `Bearer ${OLD_TOKEN}` } });

    await expect(stale).resolves.toMatchObject({ data: { ok: '/second' } });
    expect(requests.map((r) => r.url)).toEqual(['/second', '/second']);
  });

  it('does not refresh without a token', async () => {
    signIn(null);
    const requests = serverRefreshingTo(NEW_TOKEN);

    await expect(http.get('/system/auth/me')).rejects.toMatchObject({ statusCode: 401 });

    expect(requests).toHaveLength(1);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('gives up when the refresh call itself fails', async () => {
    const requests = fakeServer(http, (request): FakeReply =>
      isRefresh(request) ? [401, { message: 'Token expirado' }] : [401, { message: 'Unauthorized' }],
    );

    await expect(http.get('/x')).rejects.toMatchObject({ statusCode: 401, message: 'Unauthorized' });

    expect(requests.map((r) => r.url)).toEqual(['/x', '/system/refresh-token']);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });
});

describe('two tabs of one browser', () => {
  let stored: string | null;
  function signInWithSharedCookie() {
    signIn(OLD_TOKEN);
    stored = OLD_TOKEN;
    configureApiClient({
      getToken: () => token,
      setToken: (next) => {
        token = next;
        stored = next;
      },
      readStoredToken: () => stored,
      onAuthFailure,
    });
  }

  it('adopts the token another tab refreshed instead of spending the same refresh again', async () => {
    signInWithSharedCookie();
    stored = NEW_TOKEN; // the other tab refreshed first and stored its token for every tab
    const requests = serverRefreshingTo('never-used-0123456789');

    await expect(http.get('/system/users/1')).resolves.toMatchObject({ data: { ok: '/system/users/1' } });

    expect(requests.filter(isRefresh)).toHaveLength(0);
    expect(token).toBe(NEW_TOKEN);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('keeps the session when both tabs refresh at once and this one loses', async () => {
    signInWithSharedCookie();
    const requests = fakeServer(http, (request): FakeReply => {
      if (isRefresh(request)) {
        stored = NEW_TOKEN; // the winning tab's answer lands while this tab's refresh is refused
        return [401, { statusCode: 401, message: 'Unauthorized' }];
      }
      return request.headers.Authorization === `Bearer ${NEW_TOKEN}` ? [200, { ok: true }] : [401, { statusCode: 401, message: 'Unauthorized' }];
    });

    await expect(http.get('/system/users/1')).resolves.toMatchObject({ data: { ok: true } });

    expect(requests.filter(isRefresh)).toHaveLength(1);
    expect(token).toBe(NEW_TOKEN);
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('still ends a session that no tab can refresh', async () => {
    signInWithSharedCookie();
    fakeServer(http, (): FakeReply => [401, { statusCode: 401, message: 'Unauthorized' }]);

    const failure = await http.get('/system/users/1').catch((e: unknown) => e);

    expect((failure as ApiError).statusCode).toBe(401);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });
});

describe('errors', () => {
  it("rejects with the server's body, message, status and fields", async () => {
    const body = {
      statusCode: 400,
      message: 'Datos inválidos',
      error: 'Bad Request',
      fields: [{ field: 'email', message: 'Introduce un correo electrónico valido.' }],
    };
    fakeServer(http, () => [400, body]);

    const failure = (await http.post('/system/users/store', {}).catch((e: unknown) => e)) as ApiError;

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toBeInstanceOf(Error);
    expect(failure.message).toBe('Datos inválidos');
    expect(failure.statusCode).toBe(400);
    expect(failure.body).toEqual(body);
    expect(failure.fields).toEqual(body.fields);
  });

  it('dumps the body as the message when the server gives none', async () => {
    fakeServer(http, () => [409, { code: 'DUPLICADO' }]);

    await expect(http.get('/x')).rejects.toMatchObject({ message: '{"code":"DUPLICADO"}', statusCode: 409 });
  });

  it('reports an unreachable server in Spanish with status 0', async () => {
    fakeServer(http, () => 'network');

    await expect(http.get('/x')).rejects.toMatchObject({ message: CONNECTION_ERROR_MESSAGE, statusCode: 500 });
  });

  it('normalises errors of the helpers host the same way', async () => {
    fakeServer(helpersHttp, () => [503, { message: 'Catálogo no disponible' }]);

    await expect(helpersHttp.get('api/icons')).rejects.toMatchObject({
      message: 'Catálogo no disponible',
      statusCode: 503,
    });
  });
});
