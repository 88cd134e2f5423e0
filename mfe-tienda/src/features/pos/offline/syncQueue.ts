// Sends the queue of offline sales to the server (docs/offline-pos.md): in order, each with its original
// Idempotency-Key and body, one at a time; a failure that may pass (no network, server down or busy) stops the
// queue and retries it with back-off, a refusal is kept on the device and the queue goes on. The storage, the
// network, the clock and the cross-tab lock are handed in, so the rules are tested against fakes.
import { syncOutcome, syncRetryDelay } from '@mikro/domain';
import type { QueuedSale } from '../../../shared/offline/offlineDb';

/** What the server answered to one queued sale; status null when it could not be reached. */
export interface SendAnswer {
  status: number | null;
  retry?: boolean;
  message?: string;
  sale?: QueuedSale['sale'];
}

export interface SyncPorts {
  list(): Promise<QueuedSale[]>;
  save(entry: QueuedSale): Promise<void>;
  send(entry: QueuedSale): Promise<SendAnswer>;
  now(): number;
  /** Calls `run` after `ms` (a timer); answers how to cancel it. */
  later(ms: number, run: () => void): () => void;
  /** Runs `work` while no other tab of this browser sends the queue (Web Locks); default: at once. */
  exclusive?<T>(work: () => Promise<T>): Promise<T>;
  /** Which sales this session may send (its own user and branch office). */
  mine(entry: QueuedSale): boolean;
  /** Told after every change of the queue. */
  changed?(): void;
}

export interface SyncQueue {
  /** Sends what is due now; resolves when this pass is over. */
  sync(): Promise<void>;
  /** Forgets the back-off and sends at once (the network came back). */
  syncNow(): Promise<void>;
  stop(): void;
}

export function createSyncQueue(ports: SyncPorts): SyncQueue {
  let timer: (() => void) | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const schedule = (at: number) => {
    timer?.();
    if (stopped) return;
    timer = ports.later(Math.max(0, at - ports.now()), () => {
      timer = null;
      void sync();
    });
  };

  async function pass(): Promise<void> {
    for (const entry of await ports.list()) {
      if (stopped) return;
      if (entry.state !== 'waiting' || !ports.mine(entry)) continue;
      if (entry.nextAttemptAt > ports.now()) {
        schedule(entry.nextAttemptAt);
        return;
      }
      let answer: SendAnswer;
      try {
        answer = await ports.send(entry);
      } catch (error) {
        answer = { status: null, message: error instanceof Error ? error.message : String(error) };
      }
      const outcome = syncOutcome(answer);
      if (outcome === 'synced') {
        await ports.save({ ...entry, state: 'synced', sale: answer.sale ?? null, lastError: null, syncedAt: ports.now() });
      } else if (outcome === 'refused') {
        await ports.save({ ...entry, state: 'refused', lastError: answer.message ?? `Error ${answer.status}` });
      } else {
        const attempts = entry.attempts + 1;
        const nextAttemptAt = ports.now() + syncRetryDelay(attempts);
        await ports.save({ ...entry, attempts, nextAttemptAt, lastError: answer.message ?? null });
        ports.changed?.();
        // Order is kept: the sales after this one wait for it.
        schedule(nextAttemptAt);
        return;
      }
      ports.changed?.();
    }
  }

  function sync(): Promise<void> {
    if (stopped) return Promise.resolve();
    running ??= (ports.exclusive ? ports.exclusive(pass) : pass()).finally(() => {
      running = null;
    });
    return running;
  }

  return {
    sync,
    async syncNow() {
      await running;
      for (const entry of await ports.list()) {
        if (entry.state === 'waiting' && entry.nextAttemptAt > 0 && ports.mine(entry)) await ports.save({ ...entry, nextAttemptAt: 0 });
      }
      await sync();
    },
    stop() {
      stopped = true;
      timer?.();
      timer = null;
    },
  };
}
