// What the point of sale keeps in the browser to sell without a connection (docs/offline-pos.md): the device's id,
// the provisional-number counters, the queue of sales waiting to be sent and the catalogue read while online.
// IndexedDB through idb; one database per browser profile, shared by its tabs.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { CreateSaleRequest } from '@mikro/contracts';

/** What the ticket of a queued sale prints until the server gives it a folio. */
export interface OfflineTicketLine {
  productName: string;
  quantity: string;
  unitPrice: string;
  total: string;
}

export interface OfflineTicket {
  provisional: string;
  soldAt: string;
  cashier: string;
  client: string | null;
  lines: OfflineTicketLine[];
  total: string;
  payments: { methodName: string; amount: string }[];
  change: string;
}

export type QueuedState = 'waiting' | 'synced' | 'refused';

/** A sale in the queue, sent with its original Idempotency-Key (`key`) and body. */
export interface QueuedSale {
  key: string;
  /** Order of the sales on this device: the queue is sent in it. */
  seq: number;
  /** Whose session and branch office it belongs to: another cashier's sales are not sent with this one's token. */
  userId: number;
  branchOfficeId: number;
  registerId: number;
  body: CreateSaleRequest;
  ticket: OfflineTicket;
  state: QueuedState;
  attempts: number;
  /** ms since the epoch; 0 = now. */
  nextAttemptAt: number;
  lastError: string | null;
  /** The server's sale once recorded. */
  sale: { id: number; serie: string; folio: number; reviewReason: string | null } | null;
  /** When the server's answer that it recorded the sale arrived (ms since the epoch; absent before, and on sales queued by older versions). */
  syncedAt?: number;
}

interface PosDb extends DBSchema {
  meta: { key: string; value: number | string };
  queue: { key: string; value: QueuedSale; indexes: { seq: number } };
  catalog: { key: string; value: { savedAt: number; data: unknown } };
}

export const OFFLINE_DB_NAME = 'mikro-pos-offline';

let opened: Promise<IDBPDatabase<PosDb>> | null = null;

function database(): Promise<IDBPDatabase<PosDb>> {
  opened ??= openDB<PosDb>(OFFLINE_DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('meta');
      db.createObjectStore('queue', { keyPath: 'key' }).createIndex('seq', 'seq', { unique: true });
      db.createObjectStore('catalog');
    },
  });
  return opened;
}

/** Forgets the open connection (a test starting over with a new fake IndexedDB). */
export function closeOfflineDb(): void {
  void opened?.then((db) => db.close());
  opened = null;
  device = null;
}

const DEVICE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

// The device id never changes once drawn: it is read from IndexedDB once per page, not on every sale.
let device: Promise<string> | null = null;

async function readOrDrawDeviceId(): Promise<string> {
  const db = await database();
  // Read and drawn in one read-write transaction: two tabs opening at once keep the same id.
  const tx = db.transaction('meta', 'readwrite');
  let id = await tx.store.get('device');
  if (typeof id !== 'string') {
    const bytes = crypto.getRandomValues(new Uint8Array(8));
    id = [...bytes].map((byte) => DEVICE_ALPHABET[byte % DEVICE_ALPHABET.length]).join('');
    await tx.store.put(id, 'device');
  }
  await tx.done;
  return id;
}

/** This browser's device id, drawn once (8 characters). */
export function deviceId(): Promise<string> {
  device ??= readOrDrawDeviceId().catch((error: unknown) => {
    // A failed read is tried again by the next caller.
    device = null;
    throw error;
  });
  return device;
}

/**
 * Queues a sale with the next provisional number of its register on this device, in one IndexedDB transaction:
 * two tabs never take the same number, and a number is never handed out again, even if the sale is refused.
 */
export async function enqueueSale(registerId: number, build: (number: number) => Omit<QueuedSale, 'seq'>): Promise<QueuedSale> {
  const db = await database();
  const tx = db.transaction(['meta', 'queue'], 'readwrite');
  const meta = tx.objectStore('meta');
  const seq = Number((await meta.get('seq')) ?? 0) + 1;
  const counterKey = `counter:${registerId}`;
  const number = Number((await meta.get(counterKey)) ?? 0) + 1;
  const entry: QueuedSale = { ...build(number), seq };
  await meta.put(seq, 'seq');
  await meta.put(number, counterKey);
  await tx.objectStore('queue').put(entry);
  await tx.done;
  return entry;
}

/** The queue in its order. */
export async function queuedSales(): Promise<QueuedSale[]> {
  return (await database()).getAllFromIndex('queue', 'seq');
}

export async function saveQueued(entry: QueuedSale): Promise<void> {
  await (await database()).put('queue', entry);
}

export async function readCatalog<T>(key: string): Promise<{ savedAt: number; data: T } | null> {
  const row = await (await database()).get('catalog', key);
  return row ? { savedAt: row.savedAt, data: row.data as T } : null;
}

export async function writeCatalog(key: string, data: unknown): Promise<void> {
  await (await database()).put('catalog', { savedAt: Date.now(), data }, key);
}
