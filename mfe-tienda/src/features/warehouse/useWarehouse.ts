import { useQuery } from '@tanstack/react-query';
import { productsApi, providersApi, purchaseOrdersApi, type QueryParams } from '@mikro/api-client';
import type { Product, WarehouseProvider } from '@mikro/contracts';
import { warehouseKeys } from '../../shared/queryKeys';

export function useOrder(id: number | null) {
  return useQuery({ queryKey: warehouseKeys.order(id), queryFn: () => purchaseOrdersApi.get(id as number), enabled: id !== null });
}

export function useProviders() {
  return useQuery({ queryKey: warehouseKeys.providers(), queryFn: () => providersApi.list({ limit: 200, filter: [{ field: 'isActive', operator: '$eq', value: true }] }) as Promise<WarehouseProvider[]> });
}

export function useProductLookup(text: string) {
  const term = text.trim();
  const query: QueryParams = { limit: 8, join: [{ field: 'miniStoreProductsProvider' }], search: { $or: [{ name: { $contL: term } }, { code: { $contL: term } }, { codeBar: { $eq: term } }] } as QueryParams['search'] };
  return useQuery({ queryKey: warehouseKeys.products(term), queryFn: () => productsApi.list(query) as Promise<Product[]>, enabled: term.length >= 2 });
}

export function routeId(param: string | undefined): number | null {
  return param && /^\d+$/.test(param) ? Number(param) : null;
}
