// The data side of the catalogue screen kit (ResourcePage in @mikro/ui): one object per resource whose
// hooks list a page, write, delete/restore, and whose exportRows pages through the whole filtered list.
import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paginated } from '@mikro/contracts';
import { listQuery, type ListOptions, type ListState } from '../query/listQuery';
import type { QueryParams } from '../query/buildQuery';
import type { ResourceClient } from './createResourceClient';
import { resourceKeys, useCreate, useDelete, useRestore, useUpdate } from './hooks';

/** Rows per request when a whole list is exported (the smallest page limit of a resource, users', is 100). */
export const EXPORT_PAGE_SIZE = 100;
/** An export stops here: a spreadsheet beyond this is better produced by a report. */
export const EXPORT_MAX_ROWS = 50_000;

export interface ResourceListResult<T> {
  data?: Paginated<T>;
  isLoading: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface ResourceMutations<C, U> {
  create(body: C): Promise<unknown>;
  update(id: number, body: U): Promise<unknown>;
  /** Soft delete when the source was asked for it, permanent otherwise. */
  remove(id: number): Promise<unknown>;
  restore(id: number): Promise<unknown>;
}

export interface ResourceSource<T, C, U> {
  /** Hook: the page the state asks for; the previous page stays on screen while the next one loads. */
  useList(state: ListState): ResourceListResult<T>;
  /** Hook: create/update/delete/restore, each refreshing the lists and toasting the result. */
  useMutations(options: { softDelete: boolean }): ResourceMutations<C, U>;
  /** Every row matching the state's search and filters (all pages), in the state's order. */
  exportRows(state: ListState, onProgress?: (loaded: number, total: number) => void): Promise<T[]>;
}

/**
 * Pages through a list until every row is loaded. Rejects lists above `maxRows` instead of freezing
 * the browser.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number, limit: number) => Promise<Paginated<T>>,
  { pageSize = EXPORT_PAGE_SIZE, maxRows = EXPORT_MAX_ROWS, onProgress }: { pageSize?: number; maxRows?: number; onProgress?: (loaded: number, total: number) => void } = {},
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const result = await fetchPage(page, pageSize);
    if (result.total > maxRows) throw new Error(`La lista tiene ${result.total} registros; el máximo para exportar es ${maxRows}. Filtre la lista primero.`);
    rows.push(...result.data);
    onProgress?.(rows.length, result.total);
    if (result.data.length < pageSize || rows.length >= result.total) return rows;
  }
}

/**
 * The source of a catalogue screen: `resourceSource(campusesApi, { searchFields: ['name', 'cct'] })`.
 * Create it once per module (or with useMemo when its options depend on props).
 */
export function resourceSource<T, C, U>(client: ResourceClient<T, C, U>, options: ListOptions): ResourceSource<T, C, U> {
  return {
    useList(state) {
      const query: QueryParams = listQuery(state, options);
      return useQuery({ queryKey: resourceKeys.list(client, query), queryFn: () => client.listPaged(query), placeholderData: keepPreviousData });
    },
    useMutations({ softDelete }) {
      const create = useCreate(client);
      const update = useUpdate(client);
      const remove = useDelete(client, { soft: softDelete });
      const restore = useRestore(client);
      return {
        create: (body) => create.mutateAsync(body),
        update: (id, body) => update.mutateAsync({ id, body }),
        remove: (id) => remove.mutateAsync(id),
        restore: (id) => restore.mutateAsync(id),
      };
    },
    exportRows(state, onProgress) {
      return fetchAllPages((page, limit) => client.listPaged(listQuery({ ...state, page, pageSize: limit }, options)), { onProgress });
    },
  };
}

/** Hook form of resourceSource for options that depend on props: a new source only when they change. */
export function useResourceSource<T, C, U>(client: ResourceClient<T, C, U>, options: ListOptions): ResourceSource<T, C, U> {
  // The options are plain data (field names, filter values); their JSON is what identifies them.
  const key = JSON.stringify(options);
  return useMemo(() => resourceSource(client, JSON.parse(key) as ListOptions), [client, key]);
}
