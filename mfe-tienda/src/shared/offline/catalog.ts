// The catalogue the point of sale sells from without a connection, read while online and kept in IndexedDB per
// branch office: products with their price lists, the menu, today's automatic charges, the open register and the
// clients who buy on credit with their limits and balances (docs/offline-pos.md).
import { cashRegisterApi, clientsApi, productsApi, salesApi, storeCatalogApi, type QueryParams } from '@mikro/api-client';
import type { CashRegister, Client, ClientCredit, Paginated, Product, StoreAutomaticCharge } from '@mikro/contracts';
import { foldAccents, Money } from '@mikro/domain';
import { readCatalog, writeCatalog, type QueuedSale } from './offlineDb';

export interface OfflineCatalog {
  products: Product[];
  automaticCharges: StoreAutomaticCharge[];
  register: CashRegister | null;
  clients: Client[];
  credits: Record<number, ClientCredit>;
  /** When its reading from the server began (ms since the epoch): its stock counts the sales recorded before. */
  readAt: number;
}

/** Products are read in pages of the largest size the API gives, up to a bound that keeps a refresh (every five
 * minutes) light on the server; a school store sells a few hundred, a big one a few thousand. */
const PRODUCT_PAGE = 500;
export const MAX_PRODUCTS = 10_000;
const MAX_CREDIT_CLIENTS = 300;
const JOIN = [{ field: 'storePriceList' }, { field: 'priceListItems' }];

const catalogKey = (branchOfficeId: number) => `catalog:${branchOfficeId}`;

// The last catalogue read or refreshed in this tab, for searches on every key without a trip to IndexedDB.
let inMemory: OfflineCatalog | null = null;
// The sales of this device in the catalogue's branch office (the queue), and the catalogue as the counter shows it:
// its stock lowered by what the queue sold since the catalogue was read, worked out once per change of either.
let queued: readonly QueuedSale[] = [];
let shown: { from: OfflineCatalog; queued: readonly QueuedSale[]; catalog: OfflineCatalog } | null = null;

/**
 * The catalogue last read in this tab (null before the point of sale read one), with each product's stock less
 * what this device sold of it that the cached stock does not count yet (see `soldSinceRead`).
 */
export function lastCatalog(): OfflineCatalog | null {
  if (!inMemory) return null;
  if (shown?.from !== inMemory || shown.queued !== queued) {
    shown = { from: inMemory, queued, catalog: { ...inMemory, products: lessSold(inMemory.products, soldSinceRead(queued, inMemory.readAt)) } };
  }
  return shown.catalog;
}

/** Tells the catalogue which sales this device holds for its branch office (after every change of the queue). */
export function noteQueuedSales(entries: readonly QueuedSale[]): void {
  queued = entries;
}

export async function cachedCatalog(branchOfficeId: number): Promise<OfflineCatalog | null> {
  const row = await readCatalog<OfflineCatalog>(catalogKey(branchOfficeId));
  // A catalogue kept before its reading time was stored counts from when it was saved.
  inMemory = row ? { ...row.data, readAt: row.data.readAt ?? row.savedAt } : null;
  return inMemory;
}

/**
 * What this device sold of each product (product id → quantity) that a catalogue read at `readAt` does not count
 * in its stock: the sales still waiting to be sent, and those the server recorded after the reading began. A sale
 * the server refused never reached its stock either way; it is left to the supervisor's review.
 */
export function soldSinceRead(entries: readonly QueuedSale[], readAt: number): Map<number, Money> {
  const sold = new Map<number, Money>();
  for (const entry of entries) {
    const uncounted = entry.state === 'waiting' || (entry.state === 'synced' && (entry.syncedAt ?? 0) >= readAt);
    if (!uncounted) continue;
    for (const line of entry.body.lines) sold.set(line.productId, (sold.get(line.productId) ?? Money.ZERO).plus(String(line.quantity)));
  }
  return sold;
}

/** The products with their stock less what was sold of them (the same array when nothing was). */
export function lessSold(products: Product[], sold: ReadonlyMap<number, Money>): Product[] {
  if (sold.size === 0) return products;
  return products.map((product) => {
    const quantity = sold.get(product.id);
    if (!quantity) return product;
    // As many decimals as the server writes the stock with ("12.000").
    const places = product.stock.split('.')[1]?.length ?? 0;
    return { ...product, stock: Money.of(product.stock).minus(quantity).toDecimal().toFixed(places) };
  });
}

/**
 * Every row of a paged list, page after page, until the server says there are no more (a short page or the total
 * reached) or `max` rows were read. The list must be sorted on a unique key so that pages neither skip nor repeat.
 */
export async function readAllPages<T>(readPage: (offset: number, limit: number) => Promise<Paginated<T>>, pageSize: number, max: number): Promise<T[]> {
  const rows: T[] = [];
  while (rows.length < max) {
    const limit = Math.min(pageSize, max - rows.length);
    const page = await readPage(rows.length, limit);
    rows.push(...page.data);
    if (page.data.length < limit || rows.length >= page.total) break;
  }
  return rows;
}

/** Reads everything again from the server and keeps it; a failure leaves the last copy as it was. */
export async function refreshCatalog(branchOfficeId: number): Promise<OfflineCatalog> {
  const readAt = Date.now();
  // Sorted by name and then id, so that two products with one name keep their place between pages.
  const productQuery: QueryParams = {
    join: JOIN,
    filter: [{ field: 'isActive', operator: '$eq', value: true }],
    sort: [
      { field: 'name', order: 'ASC' },
      { field: 'id', order: 'ASC' },
    ],
  };
  const clientQuery: QueryParams = { limit: MAX_CREDIT_CLIENTS, filter: [{ field: 'creditLimit', operator: '$gt', value: 0 }] };
  const [products, automaticCharges, registers, clients] = await Promise.all([
    readAllPages((offset, limit) => productsApi.listPaged({ ...productQuery, offset, limit }), PRODUCT_PAGE, MAX_PRODUCTS),
    storeCatalogApi.automaticChargesToday(),
    cashRegisterApi.list({ status: 'abierta', mine: true, limit: 1 }),
    clientsApi.list(clientQuery) as Promise<Client[]>,
  ]);
  const credits: Record<number, ClientCredit> = {};
  for (const client of clients) credits[client.id] = await salesApi.credit(client.id);
  const catalog: OfflineCatalog = { products, automaticCharges, register: registers.data[0] ?? null, clients, credits, readAt };
  await writeCatalog(catalogKey(branchOfficeId), catalog);
  inMemory = catalog;
  return catalog;
}

/**
 * Keeps in the cached catalogue the register the server says is open now (null: none), as soon as it is known: a
 * register opened after the last full refresh must be the one a reload without network sells in.
 */
export async function rememberRegister(branchOfficeId: number, register: CashRegister | null): Promise<void> {
  const catalog = await cachedCatalog(branchOfficeId);
  if (!catalog || (catalog.register?.id ?? null) === (register?.id ?? null)) return;
  inMemory = { ...catalog, register };
  await writeCatalog(catalogKey(branchOfficeId), inMemory);
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
