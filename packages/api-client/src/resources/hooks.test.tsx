// @test-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configureApiClient } from '../http/configure';
import { http } from '../http/instances';
import { fakeServer } from '../testing/fakeServer';
import { productsApi } from './clients';
import { useCreate, useDelete, useList, useOne, useRestore, useUpdate } from './hooks';
import { configureNotifier } from './notifier';

const notifications = { created: jest.fn(), updated: jest.fn(), deleted: jest.fn(), restored: jest.fn(), saveError: jest.fn() };

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  configureApiClient({ getToken: () => 'token-0123456789', setToken: () => undefined });
  configureNotifier(notifications);
  Object.values(notifications).forEach((fn) => fn.mockClear());
});
afterEach(() => configureNotifier({}));

describe('resource hooks', () => {
  it('useList and useOne read through the client', async () => {
    fakeServer(http, (request) => [200, request.url.includes('/5') ? { id: 5 } : [{ id: 1 }, { id: 2 }]]);
    const Wrapper = wrapper();
    const list = renderHook(() => useList(productsApi, { limit: 2 }), { wrapper: Wrapper });
    await waitFor(() => expect(list.result.current.data).toEqual([{ id: 1 }, { id: 2 }]));
    const one = renderHook(() => useOne(productsApi, 5), { wrapper: Wrapper });
    await waitFor(() => expect(one.result.current.data).toEqual({ id: 5 }));
    const none = renderHook(() => useOne(productsApi, null), { wrapper: Wrapper });
    expect(none.result.current.fetchStatus).toBe('idle');
  });

  it('shows the created and updated toasts', async () => {
    fakeServer(http, () => [201, { id: 9 }]);
    const Wrapper = wrapper();
    const create = renderHook(() => useCreate(productsApi), { wrapper: Wrapper });
    await act(() => create.result.current.mutateAsync({ name: 'Goma', code: 'G-1' }));
    expect(notifications.created).toHaveBeenCalledWith('El registro se ha creado correctamente');
    const update = renderHook(() => useUpdate(productsApi), { wrapper: Wrapper });
    await act(() => update.result.current.mutateAsync({ id: 9, body: { name: 'Goma 2' } }));
    expect(notifications.updated).toHaveBeenCalledWith('El registro se ha actualizado correctamente');
  });

  it('says deleted and restored, not updated, after a delete or a restore', async () => {
    fakeServer(http, () => [200, { id: 3 }]);
    const Wrapper = wrapper();
    const remove = renderHook(() => useDelete(productsApi, { soft: true }), { wrapper: Wrapper });
    await act(() => remove.result.current.mutateAsync(3));
    expect(notifications.deleted).toHaveBeenCalledWith('El registro se ha eliminado correctamente');
    const restore = renderHook(() => useRestore(productsApi), { wrapper: Wrapper });
    await act(() => restore.result.current.mutateAsync(3));
    expect(notifications.restored).toHaveBeenCalledWith('El registro se ha restaurado correctamente');
    expect(notifications.updated).not.toHaveBeenCalled();
  });

  it("shows the server's reason when it refuses a write", async () => {
    fakeServer(http, () => [409, { statusCode: 409, message: 'No se puede eliminar el rol: lo usan 2 usuarios', error: 'Conflict' }]);
    const remove = renderHook(() => useDelete(productsApi), { wrapper: wrapper() });
    await act(async () => {
      await remove.result.current.mutateAsync(3).catch(() => undefined);
    });
    expect(notifications.saveError).toHaveBeenCalledWith('No se puede eliminar el rol: lo usan 2 usuarios', expect.anything());
    expect(notifications.deleted).not.toHaveBeenCalled();
  });

  it('keeps the generic save error for server failures', async () => {
    fakeServer(http, () => [500, { statusCode: 500, message: 'Internal Server Error' }]);
    const update = renderHook(() => useUpdate(productsApi), { wrapper: wrapper() });
    await act(async () => {
      await update.result.current.mutateAsync({ id: 3, body: { name: 'x' } }).catch(() => undefined);
    });
    expect(notifications.saveError).toHaveBeenCalledWith('Ha ocurrido un error mientras guardaba', expect.anything());
  });
});
