import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from '@jest/globals';
import type { CashRegister, Client, Paginated, Product } from '@mikro/contracts';
import { cachedCatalog, productByCode, readAllPages, rememberRegister, searchClients, searchProducts, type OfflineCatalog } from './catalog';
import { closeOfflineDb, readCatalog, writeCatalog } from './offlineDb';

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
  const stored = (register: CashRegister | null): OfflineCatalog => ({ products: [], automaticCharges: [], register, clients: [], credits: {} });
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
