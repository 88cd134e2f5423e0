// @test-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configureApiClient } from '../http/configure';
import { http } from '../http/instances';
import { fakeServer } from '../testing/fakeServer';
import { productsApi } from './clients';
import { configureNotifier } from './notifier';
import { fetchAllPages, resourceSource } from './resourceSource';

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const state = { page: 2, pageSize: 10, search: 'goma', sort: { field: 'name', order: 'ASC' as const }, status: 'active' as const };

beforeEach(() => {
  configureApiClient({ getToken: () => 'token-0123456789', setToken: () => undefined });
  configureNotifier({ created: jest.fn(), updated: jest.fn(), saveError: jest.fn() });
});

describe('resourceSource', () => {
  it('lists the page the state asks for with the search and the status filter', async () => {
    const urls: string[] = [];
    fakeServer(http, (request) => {
      urls.push(decodeURIComponent(request.url));
      return [200, { data: [{ id: 1 }], count: 1, total: 11, page: 2, pageCount: 2 }];
    });
    const source = resourceSource(productsApi, { searchFields: ['name'] });
    const list = renderHook(() => source.useList(state), { wrapper: wrapper() });
    await waitFor(() => expect(list.result.current.data?.total).toBe(11));
    expect(urls[0]).toContain('filter[0]=isActive$$$eq$$true');
    expect(urls[0]).toContain('filter[1]=name$$$contL$$goma');
    expect(urls[0]).toContain('page=2');
  });

  it('soft-deletes and restores through the soft routes', async () => {
    const calls: string[] = [];
    fakeServer(http, (request) => {
      calls.push(`${request.method?.toUpperCase()} ${request.url}`);
      return [200, { id: 3 }];
    });
    const source = resourceSource(productsApi, { searchFields: ['name'] });
    const mutations = renderHook(() => source.useMutations({ softDelete: true }), { wrapper: wrapper() });
    await act(() => mutations.result.current.remove(3));
    await act(() => mutations.result.current.restore(3));
    expect(calls).toEqual([expect.stringMatching(/^DELETE .*\/soft-deleted\/3$/), expect.stringMatching(/^PUT .*\/soft-restore\/3$/)]);
  });

  it('exports every page of the filtered list', async () => {
    const pages: number[] = [];
    fakeServer(http, (request) => {
      const page = Number(new URL(request.url ?? '', 'http://x').searchParams.get('page'));
      pages.push(page);
      const data = page < 3 ? Array.from({ length: 100 }, (_, i) => ({ id: page * 1000 + i })) : [{ id: 1 }];
      return [200, { data, count: data.length, total: 201, page, pageCount: 3 }];
    });
    const progress = jest.fn();
    const rows = await resourceSource(productsApi, { searchFields: ['name'] }).exportRows(state, progress);
    expect(rows).toHaveLength(201);
    expect(pages).toEqual([1, 2, 3]);
    expect(progress).toHaveBeenLastCalledWith(201, 201);
  });

  it('refuses to export a list above the maximum', async () => {
    const fetchPage = jest.fn(async () => ({ data: [{ id: 1 }], count: 1, total: 9, page: 1, pageCount: 9 }));
    await expect(fetchAllPages(fetchPage, { pageSize: 1, maxRows: 5 })).rejects.toThrow(/máximo para exportar es 5/);
  });
});
