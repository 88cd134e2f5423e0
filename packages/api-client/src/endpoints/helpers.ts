import type { Paginated } from '@mikro/contracts';
import { helpersHttp } from '@mikro/api-client/core';
import { toPaginated } from './paginated';

/** The SAT helper catalogues served by the helpers host (a base address of its own). */
export type HelperCatalog = 'prodserv-codes' | 'measure-units' | 'icons' | 'tax-regimes';

/** Paged by limit/page or by offset; any other key is passed on as a filter of the catalogue. */
export interface HelperQuery {
  limit?: number;
  page?: number;
  offset?: number;
  [filter: string]: string | number | boolean | undefined;
}

export type HelperItem = Record<string, unknown>;

export const helpersApi = {
  async list<T = HelperItem>(catalog: HelperCatalog, params: HelperQuery = {}): Promise<Paginated<T>> {
    const { data } = await helpersHttp.get<Paginated<T> | T[]>(`api/${catalog}`, { params });
    return toPaginated(data);
  },
  /** The first match, or an empty object when nothing matches. */
  async findOne<T = HelperItem>(catalog: HelperCatalog, params: HelperQuery = {}): Promise<T | Record<string, never>> {
    const page = await helpersApi.list<T>(catalog, { ...params, limit: 1 });
    return page.data[0] ?? {};
  },
};

/** A SAT key with its description, as a code search field lists it. */
export interface SatKeyOption {
  code: string;
  name: string;
}

const searchKeys = (catalog: 'prodserv-codes' | 'measure-units') => async (text: string): Promise<SatKeyOption[]> => {
  const page = await helpersApi.list<{ code: unknown; name: unknown }>(catalog, { search: text, limit: 8 });
  return page.data.map((item) => ({ code: String(item.code), name: String(item.name) }));
};

/** SAT's product/service keys (c_ClaveProdServ) and units (c_ClaveUnidad) searched by code or words. */
export const satKeySearch = {
  productCodes: searchKeys('prodserv-codes'),
  units: searchKeys('measure-units'),
};
