// The catalogue the point of sale sells from without a connection, read while online and kept in IndexedDB per
// branch office: products with their price lists, the menu, today's automatic charges, the open register and the
// clients who buy on credit with their limits and balances (docs/offline-pos.md).
import { cashRegisterApi, clientsApi, productsApi, salesApi, storeCatalogApi, type QueryParams } from '@mikro/api-client';
import type { CashRegister, Client, ClientCredit, Product, StoreAutomaticCharge } from '@mikro/contracts';
import { foldAccents, Money } from '@mikro/domain';
import { readCatalog, writeCatalog } from './offlineDb';

export interface OfflineCatalog {
  products: Product[];
  automaticCharges: StoreAutomaticCharge[];
  register: CashRegister | null;
  clients: Client[];
  credits: Record<number, ClientCredit>;
}

/** At most this many products (the largest page the API gives) and credit clients are kept; a school store sells a few hundred. */
const MAX_PRODUCTS = 500;
const MAX_CREDIT_CLIENTS = 300;
const JOIN = [{ field: 'storePriceList' }, { field: 'priceListItems' }];

const catalogKey = (branchOfficeId: number) => `catalog:${branchOfficeId}`;

// The last catalogue read or refreshed in this tab, for searches on every key without a trip to IndexedDB.
let inMemory: OfflineCatalog | null = null;

/** The catalogue last read in this tab (null before the point of sale read one). */
export function lastCatalog(): OfflineCatalog | null {
  return inMemory;
}

export async function cachedCatalog(branchOfficeId: number): Promise<OfflineCatalog | null> {
  inMemory = (await readCatalog<OfflineCatalog>(catalogKey(branchOfficeId)))?.data ?? null;
  return inMemory;
}

/** Reads everything again from the server and keeps it; a failure leaves the last copy as it was. */
export async function refreshCatalog(branchOfficeId: number): Promise<OfflineCatalog> {
  const productQuery: QueryParams = { join: JOIN, limit: MAX_PRODUCTS, filter: [{ field: 'isActive', operator: '$eq', value: true }], sort: [{ field: 'name', order: 'ASC' }] };
  const clientQuery: QueryParams = { limit: MAX_CREDIT_CLIENTS, filter: [{ field: 'creditLimit', operator: '$gt', value: 0 }] };
  const [products, automaticCharges, registers, clients] = await Promise.all([
    productsApi.list(productQuery) as Promise<Product[]>,
    storeCatalogApi.automaticChargesToday(),
    cashRegisterApi.list({ status: 'abierta', mine: true, limit: 1 }),
    clientsApi.list(clientQuery) as Promise<Client[]>,
  ]);
  const credits: Record<number, ClientCredit> = {};
  for (const client of clients) credits[client.id] = await salesApi.credit(client.id);
  const catalog: OfflineCatalog = { products, automaticCharges, register: registers.data[0] ?? null, clients, credits };
  await writeCatalog(catalogKey(branchOfficeId), catalog);
  inMemory = catalog;
  return catalog;
}

/** Keeps a fiado sold offline in the cached balance, so the next one sees the credit it used. */
export async function chargeCachedCredit(branchOfficeId: number, clientId: number, amount: string): Promise<void> {
  const catalog = await cachedCatalog(branchOfficeId);
  const credit = catalog?.credits[clientId];
  if (!catalog || !credit) return;
  inMemory = { ...catalog, credits: { ...catalog.credits, [clientId]: { ...credit, balance: Money.of(credit.balance).plus(amount).toFixed2() } } };
  await writeCatalog(catalogKey(branchOfficeId), inMemory);
}

const folded = (text: string) => foldAccents(text).toLowerCase();

/** The cached products matching the text as the server's search does: name or code containing it, or the exact barcode. */
export function searchProducts(products: readonly Product[], text: string, limit = 24): Product[] {
  const term = folded(text.trim());
  if (!term) return [];
  return products.filter((product) => folded(product.name).includes(term) || folded(product.code).includes(term) || product.codeBar === text.trim()).slice(0, limit);
}

/** The cached product with exactly this barcode or code. */
export function productByCode(products: readonly Product[], code: string): Product | null {
  return products.find((product) => product.codeBar === code || product.code === code) ?? null;
}

/** The cached clients whose name contains the text. */
export function searchClients(clients: readonly Client[], text: string, limit = 8): Client[] {
  const term = folded(text.trim());
  return clients.filter((client) => folded([client.name, client.last_name_father, client.last_name_mother].join(' ')).includes(term)).slice(0, limit);
}
