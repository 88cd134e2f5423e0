import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from '@jest/globals';
import type { CashRegister, Client, Paginated, Product } from '@mikro/contracts';
import { cachedCatalog, lastCatalog, lessSold, noteQueuedSales, productByCode, readAllPages, rememberRegister, searchClients, searchProducts, soldSinceRead, type OfflineCatalog } from './catalog';
import { closeOfflineDb, readCatalog, writeCatalog, type QueuedSale } from './offlineDb';

// jsdom leaves out structuredClone, which IndexedDB (fake-indexeddb here) stores values with.
globalThis.structuredClone ??= <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

afterEach(async () => {
  closeOfflineDb();
  const { IDBFactory } = await import('fake-indexeddb');
  globalThis.indexedDB = new IDBFactory();
});

const product = (id: number, name: string, code: string, codeBar = '') => ({ id, name, code, codeBar }) as Product;
const products = [product(1, 'Jugo de naranja 1 L', 'JUG-1', '7501000000011'), product(2, 'Lápiz del número 2', 'LAP-2'), product(3, 'Agua natural 600 ml', 'AGU-3')];

describe('the cached catalogue, searched as the server searches', () => {
  it('finds products by name or code, ignoring accents and case, and by the exact barcode', () => {
    expect(searchProducts(products, 'lapiz').map((p) => p.id)).toEqual([2]);
    expect(searchProducts(products, 'agu').map((p) => p.id)).toEqual([3]);
    expect(searchProducts(products, '7501000000011').map((p) => p.id)).toEqual([1]);
    expect(searchProducts(products, '   ')).toEqual([]);
  });

  it('scans a barcode or a code exactly', () => {
    expect(productByCode(products, '7501000000011')?.id).toBe(1);
    expect(productByCode(products, 'LAP-2')?.id).toBe(2);
    expect(productByCode(products, 'LAP')).toBeNull();
  });

  it('finds clients by any part of their full name', () => {
    const clients = [{ id: 7, name: 'Rosa', last_name_father: 'Ibarra', last_name_mother: 'Núñez' }] as Client[];
    expect(searchClients(clients, 'nunez').map((c) => c.id)).toEqual([7]);
    expect(searchClients(clients, 'pedro')).toEqual([]);
  });
});

describe('the cached catalogue, read page after page', () => {
  /** A server holding `rows` rows that answers pages of at most 500, as the CRUD engine does, and logs each request. */
  function fakeServer(rows: number) {
    const all = Array.from({ length: rows }, (_, index) => index + 1);
    const asked: [number, number][] = [];
    const readPage = async (offset: number, limit: number): Promise<Paginated<number>> => {
      asked.push([offset, limit]);
      if (limit > 500) throw new Error('El máximo de registros por página es 500');
      const data = all.slice(offset, offset + limit);
      return { data, count: data.length, total: rows, page: Math.floor(offset / limit) + 1, pageCount: Math.ceil(rows / limit) };
    };
    return { readPage, asked, all };
  }

  it('keeps more than 500 products: every page until the total, none twice', async () => {
    const server = fakeServer(1234);
    const rows = await readAllPages(server.readPage, 500, 10_000);
    expect(rows).toEqual(server.all);
    expect(server.asked).toEqual([
      [0, 500],
      [500, 500],
      [1000, 500],
    ]);
  });

  it('stops at an exact multiple of the page without asking for an empty page', async () => {
    const server = fakeServer(1000);
    expect(await readAllPages(server.readPage, 500, 10_000)).toHaveLength(1000);
    expect(server.asked).toHaveLength(2);
  });

  it('reads no further than the bound, the last page cut to it', async () => {
    const server = fakeServer(1234);
    const rows = await readAllPages(server.readPage, 500, 700);
    expect(rows).toEqual(server.all.slice(0, 700));
    expect(server.asked).toEqual([
      [0, 500],
      [500, 200],
    ]);
  });

  it('an empty catalogue is one request', async () => {
    const server = fakeServer(0);
    expect(await readAllPages(server.readPage, 500, 10_000)).toEqual([]);
    expect(server.asked).toHaveLength(1);
  });

  it('a failed page fails the refresh, so the last good copy stays', async () => {
    let calls = 0;
    const failing = async (offset: number, limit: number): Promise<Paginated<number>> => {
      if (++calls === 2) throw new Error('Network Error');
      return { data: Array.from({ length: limit }, (_, i) => offset + i), count: limit, total: 900, page: 1, pageCount: 2 };
    };
    await expect(readAllPages(failing, 500, 10_000)).rejects.toThrow('Network Error');
  });
});

describe('the register kept with the catalogue', () => {
  const stored = (register: CashRegister | null): OfflineCatalog => ({ products: [], automaticCharges: [], register, clients: [], credits: {}, readAt: 0 });
  const opened = { id: 12, openAt: '2026-11-28T15:00:00.000Z' } as CashRegister;

  it('a register opened after the last refresh is kept, so a reload without network sells in it', async () => {
    await writeCatalog('catalog:1', stored(null));
    await rememberRegister(1, opened);
    expect((await cachedCatalog(1))?.register?.id).toBe(12);
    // Closed on the server: the device forgets it.
    await rememberRegister(1, null);
    expect((await cachedCatalog(1))?.register).toBeNull();
  });

  it('leaves the stored copy alone when nothing changed, and writes nothing before a first refresh', async () => {
    await writeCatalog('catalog:1', stored(opened));
    const before = (await readCatalog('catalog:1'))!.savedAt;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await rememberRegister(1, { ...opened });
    expect((await readCatalog('catalog:1'))!.savedAt).toBe(before);
    await rememberRegister(2, opened);
    expect(await readCatalog('catalog:2')).toBeNull();
  });
});

describe('the stock shown without a connection', () => {
  const READ_AT = 1_000;
  const stocked = (id: number, stock: string) => ({ ...product(id, `Producto ${id}`, `P-${id}`), stock }) as Product;
  /** A sale of this device: its lines (product id, quantity), its state and when the server recorded it. */
  const sale = (lines: [number, string][], state: QueuedSale['state'] = 'waiting', syncedAt?: number) =>
    ({ branchOfficeId: 1, state, ...(syncedAt === undefined ? {} : { syncedAt }), body: { lines: lines.map(([productId, quantity]) => ({ productId, quantity })), payments: [] } }) as unknown as QueuedSale;

  afterEach(() => noteQueuedSales([]));

  it('counts what the queue sold that the cached stock does not: waiting sales, and those recorded after the reading began', () => {
    const sold = soldSinceRead(
      [
        sale([[1, '2'], [2, '0.5']]),
        sale([[1, '1']]),
        // Recorded by the server after the catalogue was read: its stock there is not in the cached one.
        sale([[2, '1.25']], 'synced', READ_AT + 10),
        // Recorded before: the cached stock already counts it.
        sale([[1, '5']], 'synced', READ_AT - 10),
        // Sent by an older version, which kept no time: before any catalogue read since.
        sale([[1, '7']], 'synced'),
        // Refused: the server never took it out of its stock.
        sale([[3, '4']], 'refused'),
      ],
      READ_AT,
    );
    expect(Object.fromEntries([...sold].map(([id, quantity]) => [id, quantity.toString()]))).toEqual({ 1: '3', 2: '1.75' });
  });

  it('lowers each product by what was sold of it, writing the stock as the server does, and may go below zero', () => {
    const shown = lessSold([stocked(1, '10.000'), stocked(2, '1.500'), stocked(3, '4')], soldSinceRead([sale([[1, '3'], [2, '2']])], READ_AT));
    expect(shown.map((p) => p.stock)).toEqual(['7.000', '-0.500', '4']);
  });

  it('leaves the catalogue as it is when nothing was sold', () => {
    const list = [stocked(1, '10.000')];
    expect(lessSold(list, new Map())).toBe(list);
  });

  it('is what the counter searches after a sale made offline, and the server\'s figures once a new reading counts it', async () => {
    await writeCatalog('catalog:1', { ...stored(), products: [stocked(1, '10.000'), stocked(2, '5.000')], readAt: READ_AT });
    await cachedCatalog(1);
    expect(productByCode(lastCatalog()!.products, 'P-1')?.stock).toBe('10.000');

    noteQueuedSales([sale([[1, '2']])]);
    expect(productByCode(lastCatalog()!.products, 'P-1')?.stock).toBe('8.000');
    expect(searchProducts(lastCatalog()!.products, 'Producto 2')[0]?.stock).toBe('5.000');

    // Sent, and a catalogue read afterwards holds the server's stock, which counts the sale already.
    noteQueuedSales([sale([[1, '2']], 'synced', READ_AT + 10)]);
    expect(productByCode(lastCatalog()!.products, 'P-1')?.stock).toBe('8.000');
    await writeCatalog('catalog:1', { ...stored(), products: [stocked(1, '8.000'), stocked(2, '5.000')], readAt: READ_AT + 20 });
    await cachedCatalog(1);
    expect(productByCode(lastCatalog()!.products, 'P-1')?.stock).toBe('8.000');
  });

  function stored(): OfflineCatalog {
    return { products: [], automaticCharges: [], register: null, clients: [], credits: {}, readAt: 0 };
  }
});
