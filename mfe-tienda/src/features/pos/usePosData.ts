import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { cashRegisterApi, productsApi, storeCatalogApi, toApiError, type QueryParams } from '@mikro/api-client';
import type { CashRegister, Preferences, Product } from '@mikro/contracts';
import { preferencesAtom, sessionStore } from '@mikro/session';
import { lastCatalog, productByCode, searchProducts } from '../../shared/offline/catalog';
import { posKeys } from '../../shared/queryKeys';

/** Whether the browser says it has no network: the counter then reads its cached catalogue (docs/offline-pos.md). */
const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Runs `online`; without network, or when the server does not answer, answers from the cached catalogue. */
async function orCached<T>(online: () => Promise<T>, cached: (products: Product[]) => T): Promise<T> {
  const catalog = lastCatalog();
  if (browserOffline() && catalog) return cached(catalog.products);
  try {
    return await online();
  } catch (error) {
    if (catalog && toApiError(error).body === undefined) return cached(catalog.products);
    throw error;
  }
}

export const registerKey = posKeys.register();

/**
 * The caller's open register in the branch office (null: the counter shows the card that opens one). Read from the
 * register list, not /current: the counter needs its number and opening time, not the day's transactions that
 * /current carries (they grow with every sale, and this is read again after each one).
 */
export const registerQuery = {
  queryKey: registerKey,
  queryFn: async (): Promise<CashRegister | null> => (await cashRegisterApi.list({ status: 'abierta', mine: true, limit: 1 })).data[0] ?? null,
};

export function useCurrentRegister() {
  return useQuery(registerQuery);
}

const SALEABLE = { isActive: { $eq: true } };
const JOIN = [{ field: 'storePriceList' }, { field: 'priceListItems' }];

/** Active products matching name or code (contains) or the exact barcode. */
export function productSearchQuery(text: string, limit = 24): QueryParams {
  const term = text.trim();
  return {
    join: JOIN,
    limit,
    sort: [{ field: 'name', order: 'ASC' }],
    search: { $and: [SALEABLE, { $or: [{ name: { $contL: term } }, { code: { $contL: term } }, { codeBar: { $eq: term } }] }] } as QueryParams['search'],
  };
}

const searchOptions = (text: string) => ({
  queryKey: posKeys.search(text.trim()),
  queryFn: () => orCached(() => productsApi.list(productSearchQuery(text)) as Promise<Product[]>, (products) => searchProducts(products, text)),
  staleTime: 30_000,
  networkMode: 'always' as const,
});

/** The previous results stay on screen while the next ones load (no flash of a loading state per key). */
export function useProductSearch(text: string) {
  return useQuery({ ...searchOptions(text), enabled: text.trim().length > 0, placeholderData: keepPreviousData });
}

/** Starts the request as the key is typed, before React renders the new text. */
export function prefetchProductSearch(client: QueryClient, text: string): void {
  if (text.trim()) void client.prefetchQuery(searchOptions(text));
}

export function useFavorites() {
  const query: QueryParams = { join: JOIN, limit: 24, sort: [{ field: 'menuOrder', order: 'ASC' }, { field: 'name', order: 'ASC' }], filter: [{ field: 'isActive', operator: '$eq', value: true }, { field: 'isFavorite', operator: '$eq', value: true }] };
  return useQuery({
    queryKey: posKeys.favorites(),
    queryFn: () => orCached(() => productsApi.list(query) as Promise<Product[]>, (products) => products.filter((product) => product.isFavorite).sort((a, b) => a.menuOrder - b.menuOrder || a.name.localeCompare(b.name)).slice(0, 24)),
    staleTime: 60_000,
    networkMode: 'always',
  });
}

/** The product with exactly this barcode (or code), or null. */
export async function findByBarcode(code: string): Promise<Product | null> {
  const query: QueryParams = {
    join: JOIN,
    limit: 1,
    search: { $and: [SALEABLE, { $or: [{ codeBar: { $eq: code } }, { code: { $eq: code } }] }] } as QueryParams['search'],
  };
  return orCached(async () => ((await productsApi.list(query)) as Product[])[0] ?? null, (products) => productByCode(products, code));
}


export function usePreferences(): Preferences | null {
  return useAtomValue(preferencesAtom, { store: sessionStore });
}

/** The store's automatic discounts and surcharges of today (every line takes them; the server applies them too). */
export function useAutomaticCharges() {
  return useQuery({
    queryKey: posKeys.automaticCharges(),
    queryFn: async () => {
      const catalog = lastCatalog();
      if (browserOffline() && catalog) return catalog.automaticCharges;
      return storeCatalogApi.automaticChargesToday().catch((error: unknown) => {
        if (catalog && toApiError(error).body === undefined) return catalog.automaticCharges;
        throw error;
      });
    },
    staleTime: 300_000,
    retry: false,
    networkMode: 'always',
  });
}
