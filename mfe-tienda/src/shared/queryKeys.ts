// The store's query keys, one factory per area (as `salesKeys` and `resourceKeys` in @mikro/api-client): every
// query of the remote names its key here, and `all` (or a shorter factory) is the prefix its writes invalidate.
import type { QueryParams } from '@mikro/api-client';

/** The point of sale: what the counter reads, refreshed after every sale. */
export const posKeys = {
  all: ['pos'] as const,
  /** The caller's open register in the branch office. */
  register: () => ['pos', 'cash-register', 'current'] as const,
  /** Products as the counter lists them (searches and favourites): their stock changes with every sale. */
  products: () => ['pos', 'products'] as const,
  search: (text: string) => ['pos', 'products', 'search', text] as const,
  favorites: () => ['pos', 'products', 'favorites'] as const,
  automaticCharges: () => ['pos', 'automatic-charges'] as const,
  extraCharges: () => ['pos', 'extra-charges'] as const,
  clients: (term: string) => ['pos', 'clients', term] as const,
  credit: (clientId: number | null) => ['pos', 'credit', clientId] as const,
  quotations: (page: number, search: string) => ['pos', 'quotations', page, search] as const,
  ticket: (saleId: number, reprint: boolean) => ['pos', reprint ? 'reprint' : 'ticket', saleId] as const,
  cashReport: (registerId: number) => ['pos', 'cash-report', registerId] as const,
  registerSettings: () => ['pos', 'register-settings'] as const,
};

/** The catalogue the counter sells from without a connection (docs/offline-pos.md). */
export const offlineKeys = {
  catalog: (branchOfficeId: number, online: boolean) => ['pos-offline', 'catalog', branchOfficeId, online] as const,
};

/** Purchase orders and what they are made of. */
export const warehouseKeys = {
  all: ['warehouse'] as const,
  orders: (page: number, pageSize: number, status: string | null, providerId: number | null) => ['warehouse', 'orders', page, pageSize, status, providerId] as const,
  order: (id: number | null) => ['warehouse', 'order', id] as const,
  providers: () => ['warehouse', 'providers'] as const,
  products: (term: string) => ['warehouse', 'products', term] as const,
};

/** A product's stock movements. */
export const kardexKeys = {
  product: (productId: number) => ['kardex', productId] as const,
  page: (productId: number | undefined, page: number) => ['kardex', productId, page] as const,
};

/** The products' own prices in a price list. */
export const priceListItemsKeys = {
  list: (priceListId: number) => ['price-list-items', priceListId] as const,
  page: (priceListId: number, query: QueryParams) => ['price-list-items', priceListId, query] as const,
};

/** The store's automatic discounts and surcharges (`all` is also the list of those linked). */
export const automaticChargesKeys = {
  all: ['store-automatic-charges'] as const,
  candidates: () => ['store-automatic-charges', 'candidates'] as const,
};

export const storeKeys = {
  /** The movements of the cash registers. */
  transactions: (page: number, pageSize: number, registerId: number | undefined) => ['transactions', page, pageSize, registerId] as const,
  /** A client's sales, for the account statement. */
  clientStatement: (clientId: number) => ['clients', 'statement', clientId] as const,
  /** Active providers, for a product's purchase prices. */
  providerOptions: () => ['products', 'provider-options'] as const,
};
