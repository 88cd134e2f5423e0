// A typed client for one resource of the generic CRUD engine (list, one, create, bulk, update, replace, delete, soft delete and restore).
import { DEFAULT_PAGE_SIZE, type Paginated } from '@mikro/contracts';
import { http } from '@mikro/api-client/core';
import { type QueryParams, withQuery } from '../query/buildQuery';
import { toPaginated } from '../endpoints/paginated';

/** Lists ask for 10 rows from offset 0 unless told otherwise. */
export { DEFAULT_PAGE_SIZE };

/** What GET /:id accepts besides the id. */
export type OneQuery = Pick<QueryParams, 'fields' | 'join' | 'includeDeleted'>;

export interface ResourceClient<T, Create, Update> {
  /** Path under the API base, e.g. '/mini-store/products'. */
  readonly path: string;
  /** GET /: a plain array without page/offset, the paged envelope with them. */
  list(query?: QueryParams): Promise<T[] | Paginated<T>>;
  /** GET / always paged (first page of 10 when no paging is given). */
  listPaged(query?: QueryParams): Promise<Paginated<T>>;
  get(id: number, query?: OneQuery): Promise<T>;
  create(body: Create, query?: OneQuery): Promise<T>;
  /** POST /bulk {bulk: [...]}: all rows or none. */
  bulk(items: Create[], query?: OneQuery): Promise<T[]>;
  /** PATCH /:id with the changed fields. */
  update(id: number, body: Update, query?: OneQuery): Promise<T>;
  /** PUT /:id with the complete record. */
  replace(id: number, body: Create): Promise<T>;
  /** DELETE /:id (permanent). */
  remove(id: number): Promise<T>;
  /** DELETE /soft-deleted/:id. */
  softDelete(id: number): Promise<T>;
  /** PUT /soft-restore/:id. */
  restore(id: number): Promise<T>;
  /** A custom GET below the resource, e.g. custom('products_list', {from: '2026-01-01'}). */
  custom<R>(subPath: string, params?: Record<string, string | number | boolean | undefined>): Promise<R>;
}

export function createResourceClient<T, Create = Partial<T>, Update = Partial<Create>>(path: string): ResourceClient<T, Create, Update> {
  const at = (suffix: string | number) => `${path}/${suffix}`;
  return {
    path,
    async list(query) {
      const { data } = await http.get<T[] | Paginated<T>>(withQuery(path, query));
      return data;
    },
    async listPaged(query = {}) {
      const paged: QueryParams = { limit: DEFAULT_PAGE_SIZE, ...query };
      if (paged.page === undefined && paged.offset === undefined) paged.offset = 0;
      const { data } = await http.get<T[] | Paginated<T>>(withQuery(path, paged));
      return toPaginated(data);
    },
    async get(id, query) {
      const { data } = await http.get<T>(withQuery(at(id), query));
      return data;
    },
    async create(body, query) {
      const { data } = await http.post<T>(withQuery(path, query), body);
      return data;
    },
    async bulk(items, query) {
      const { data } = await http.post<T[]>(withQuery(at('bulk'), query), { bulk: items });
      return data;
    },
    async update(id, body, query) {
      const { data } = await http.patch<T>(withQuery(at(id), query), body);
      return data;
    },
    async replace(id, body) {
      const { data } = await http.put<T>(at(id), body);
      return data;
    },
    async remove(id) {
      const { data } = await http.delete<T>(at(id));
      return data;
    },
    async softDelete(id) {
      const { data } = await http.delete<T>(at(`soft-deleted/${id}`));
      return data;
    },
    async restore(id) {
      const { data } = await http.put<T>(at(`soft-restore/${id}`));
      return data;
    },
    async custom<R>(subPath: string, params?: Record<string, string | number | boolean | undefined>) {
      const { data } = await http.get<R>(at(subPath.replace(/^\//, '')), { params });
      return data;
    },
  };
}
