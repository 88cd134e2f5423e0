import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { classificationsApi, priceListsApi, productsApi, resourceKeys, stockApi, type QueryFilter, type QueryParams } from '@mikro/api-client';
import type { Product, StoreClassification, StorePriceList } from '@mikro/contracts';
import type { SortState } from '@mikro/ui';
import { kardexKeys } from '../../shared/queryKeys';

export interface ProductsListState {
  page: number;
  pageSize: number;
  search: string;
  status: 'all' | 'active' | 'inactive';
  classificationId: number | null;
  sort: SortState;
}

/** Searches name, code or barcode; filters by status and classification. */
export function productsQuery(state: ProductsListState): QueryParams {
  const filter: QueryFilter[] = [];
  if (state.status !== 'all') filter.push({ field: 'isActive', operator: '$eq', value: state.status === 'active' });
  if (state.classificationId) filter.push({ field: 'storeClassificationId', operator: '$eq', value: state.classificationId });
  const text = state.search.trim();
  const query: QueryParams = {
    join: [{ field: 'storeClassification' }, { field: 'storePriceList' }, { field: 'miniStoreProductsProvider' }],
    sort: [{ field: state.sort.field, order: state.sort.order }],
    page: state.page,
    limit: state.pageSize,
  };
  if (!text) return { ...query, filter };
  const conditions: Record<string, unknown>[] = filter.map((f) => ({ [f.field]: { [f.operator]: f.value } }));
  conditions.push({ $or: [{ name: { $contL: text } }, { code: { $contL: text } }, { codeBar: { $eq: text } }] });
  return { ...query, search: { $and: conditions } as QueryParams['search'] };
}

export function useProductsList(state: ProductsListState) {
  const query = productsQuery(state);
  return useQuery({
    queryKey: resourceKeys.list(productsApi, query),
    queryFn: () => productsApi.listPaged(query),
    placeholderData: keepPreviousData,
  });
}

export function useClassificationOptions() {
  return useQuery({
    queryKey: resourceKeys.list(classificationsApi, { limit: 200 }),
    queryFn: () => classificationsApi.list({ limit: 200 }) as Promise<StoreClassification[]>,
  });
}

export function usePriceListOptions() {
  return useQuery({
    queryKey: resourceKeys.list(priceListsApi, { limit: 200 }),
    queryFn: () => priceListsApi.list({ limit: 200 }) as Promise<StorePriceList[]>,
  });
}

export function useKardex(product: Product | null, page: number) {
  return useQuery({
    queryKey: kardexKeys.page(product?.id, page),
    queryFn: () => stockApi.kardex(product!.id, { page, limit: 10 }),
    enabled: product !== null,
    placeholderData: keepPreviousData,
  });
}
