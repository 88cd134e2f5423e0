// The queue of offline sales against a fake clock and a fake network: order, back-off, retry, partial failure,
// resuming after a reload, and two tabs sending one queue.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from '@jest/globals';
import type { CreateSaleRequest } from '@mikro/contracts';
import { closeOfflineDb, enqueueSale, queuedSales, saveQueued, type QueuedSale } from '../../../shared/offline/offlineDb';
import { createSyncQueue, type SendAnswer, type SyncPorts } from './syncQueue';

// jsdom leaves out structuredClone, which IndexedDB (fake-indexeddb here) stores values with.
globalThis.structuredClone ??= <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A clock that only moves when told, with its timers. */
function fakeClock(start = 1_000_000) {
  let now = start;
  const timers: { at: number; run: () => void }[] = [];
  return {
    now: () => now,
    later(ms: number, run: () => void) {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return () => void timers.splice(timers.indexOf(timer) >>> 0, timers.includes(timer) ? 1 : 0);
    },
    /** Moves the clock and runs the timers that fall due, in time order. */
    advance(ms: number) {
      now += ms;
      timers.sort((a, b) => a.at - b.at);
      while (timers.length > 0 && timers[0]!.at <= now) timers.shift()!.run();
    },
    pending: () => timers.map((timer) => timer.at - now),
  };
}

/** A network that answers what the test scripts, per key, and records what reached the server. */
function fakeNetwork() {
  const received: string[] = [];
  const script = new Map<string, SendAnswer[]>();
  let down = false;
  return {
    received,
    setDown(value: boolean) {
      down = value;
    },
    answer(key: string, ...answers: SendAnswer[]) {
      script.set(key, answers);
    },
    async send(entry: QueuedSale): Promise<SendAnswer> {
      if (down) throw new Error('Network Error');
      received.push(entry.key);
      const answer = script.get(entry.key)?.shift();
      return answer ?? { status: 201, sale: { id: entry.seq, serie: 'V1', folio: entry.seq, reviewReason: null } };
    },
  };
}

const body: CreateSaleRequest = { lines: [{ productId: 1, quantity: '1' }], payments: [{ methodId: 1, amount: '10' }] };

async function queue(count: number, registerId = 7) {
  const entries: QueuedSale[] = [];
  for (let i = 0; i < count; i++) {
    entries.push(
      await enqueueSale(registerId, (number) => ({
        key: `key-${registerId}-${number}`,
        userId: 1,
        branchOfficeId: 1,
        registerId,
        body: { ...body, offline: { cashRegisterId: registerId, deviceId: 'TESTDEV1', number, soldAt: new Date(0).toISOString(), total: '10.00' } },
        ticket: { provisional: `C${registerId}-TESTDEV1-${number}`, soldAt: '', cashier: '', client: null, lines: [], total: '10.00', payments: [], change: '0.00' },
        state: 'waiting',
        attempts: 0,
        nextAttemptAt: 0,
        lastError: null,
        sale: null,
      })),
    );
  }
  return entries;
}

function driver(clock: ReturnType<typeof fakeClock>, network: ReturnType<typeof fakeNetwork>, extra: Partial<SyncPorts> = {}) {
  return createSyncQueue({ list: queuedSales, save: saveQueued, send: (entry) => network.send(entry), now: clock.now, later: clock.later, mine: () => true, ...extra });
}

const states = async () => (await queuedSales()).map((entry) => `${entry.key}:${entry.state}`);

afterEach(async () => {
  closeOfflineDb();
  const { IDBFactory } = await import('fake-indexeddb');
  globalThis.indexedDB = new IDBFactory();
});

describe('the offline sales queue', () => {
  it('numbers the sales of each register 1, 2, 3… and never hands a number out twice', async () => {
    const first = await queue(2, 7);
    const other = await queue(1, 8);
    const more = await queue(1, 7);
    expect([...first, ...other, ...more].map((entry) => [entry.registerId, entry.body.offline!.number, entry.seq])).toEqual([
      [7, 1, 1],
      [7, 2, 2],
      [8, 1, 3],
      [7, 3, 4],
    ]);
  });

  it('sends the sales in the order they were made, each once', async () => {
    const clock = fakeClock();
    const network = fakeNetwork();
    await queue(5);
    await driver(clock, network).sync();
    expect(network.received).toEqual(['key-7-1', 'key-7-2', 'key-7-3', 'key-7-4', 'key-7-5']);
    expect(await states()).toEqual(['key-7-1:synced', 'key-7-2:synced', 'key-7-3:synced', 'key-7-4:synced', 'key-7-5:synced']);
    // When each was recorded, so the stock of a catalogue read before it still counts it out (catalog.ts).
    expect((await queuedSales()).map((entry) => entry.syncedAt)).toEqual(Array(5).fill(clock.now()));
    await driver(clock, network).sync();
    expect(network.received).toHaveLength(5);
  });

  it('stops at a sale the server could not take yet and retries it with back-off, keeping the order', async () => {
    const clock = fakeClock();
    const network = fakeNetwork();
    await queue(3);
    network.answer('key-7-2', { status: 503 }, { status: null }, { status: 201, sale: { id: 2, serie: 'V1', folio: 2, reviewReason: null } });
    const sync = driver(clock, network);
    await sync.sync();
    expect(network.received).toEqual(['key-7-1', 'key-7-2']);
    expect(clock.pending()).toEqual([1000]);

    clock.advance(999);
    await Promise.resolve();
    expect(network.received).toHaveLength(2);
    clock.advance(1);
    await sync.sync();
    // Second failure: two seconds this time.
    expect(network.received).toEqual(['key-7-1', 'key-7-2', 'key-7-2']);
    expect(clock.pending()).toEqual([2000]);
    clock.advance(2000);
    await sync.sync();
    expect(network.received).toEqual(['key-7-1', 'key-7-2', 'key-7-2', 'key-7-2', 'key-7-3']);
    expect(await states()).toEqual(['key-7-1:synced', 'key-7-2:synced', 'key-7-3:synced']);
  });

  it('keeps a refused sale on the device with its reason and sends the next ones (partial failure)', async () => {
    const clock = fakeClock();
    const network = fakeNetwork();
    await queue(3);
    network.answer('key-7-2', { status: 400, message: 'Forma de pago no válida' });
    await driver(clock, network).sync();
    expect(await states()).toEqual(['key-7-1:synced', 'key-7-2:refused', 'key-7-3:synced']);
    expect((await queuedSales())[1]!.lastError).toBe('Forma de pago no válida');
  });

  it('resumes after a reload where it stopped: what was sent is not sent again', async () => {
    const clock = fakeClock();
    const network = fakeNetwork();
    await queue(4);
    network.answer('key-7-3', { status: null });
    const before = driver(clock, network);
    await before.sync();
    before.stop();
    expect(network.received).toEqual(['key-7-1', 'key-7-2', 'key-7-3']);

    // The page is reloaded: a new connection to the same database and a new driver.
    closeOfflineDb();
    const after = driver(clock, network);
    await after.sync();
    expect(network.received).toHaveLength(3);
    await after.syncNow();
    expect(network.received).toEqual(['key-7-1', 'key-7-2', 'key-7-3', 'key-7-3', 'key-7-4']);
    expect(await states()).toEqual(['key-7-1:synced', 'key-7-2:synced', 'key-7-3:synced', 'key-7-4:synced']);
  });

  it('sends nothing while the network is down, and everything once it is back', async () => {
    const clock = fakeClock();
    const network = fakeNetwork();
    await queue(2);
    network.setDown(true);
    const sync = driver(clock, network);
    await sync.sync();
    expect((await queuedSales()).map((entry) => [entry.state, entry.attempts, entry.lastError])).toEqual([
      ['waiting', 1, 'Network Error'],
      ['waiting', 0, null],
    ]);
    network.setDown(false);
    await sync.syncNow();
    expect(network.received).toEqual(['key-7-1', 'key-7-2']);
  });

  it('lets one tab send at a time: a second pass while one runs sends nothing twice', async () => {
    const clock = fakeClock();
    const network = fakeNetwork();
    await queue(3);
    let held: Promise<unknown> = Promise.resolve();
    const lock = <T>(work: () => Promise<T>): Promise<T> => {
      const run = held.then(work);
      held = run.catch(() => undefined);
      return run;
    };
    const tabA = driver(clock, network, { exclusive: lock });
    const tabB = driver(clock, network, { exclusive: lock });
    await Promise.all([tabA.sync(), tabB.sync()]);
    expect(network.received).toEqual(['key-7-1', 'key-7-2', 'key-7-3']);
  });

  it("leaves another cashier's sales for that cashier's session", async () => {
    const clock = fakeClock();
    const network = fakeNetwork();
    await queue(2);
    const [first] = await queuedSales();
    await saveQueued({ ...first!, userId: 99 });
    await driver(clock, network, { mine: (entry) => entry.userId === 1 }).sync();
    expect(await states()).toEqual(['key-7-1:waiting', 'key-7-2:synced']);
  });
});
