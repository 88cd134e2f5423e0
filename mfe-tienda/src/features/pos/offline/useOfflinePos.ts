// The point of sale's offline mode in React: whether the server can be reached, the queue of this cashier's sales
// waiting to be sent (sent by createSyncQueue), the cached catalogue, and how a sale is queued (docs/offline-pos.md).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cashRegisterApi, salesApi, toApiError } from '@mikro/api-client';
import type { CashRegister, CreateSaleRequest, PaymentRequest } from '@mikro/contracts';
import { allocatePayments, cartLineTotals, findPaymentMethod, provisionalNumber, type CartLine } from '@mikro/domain';
import { useOnline, useSession } from '@mikro/session';
import { cachedCatalog, chargeCachedCredit, noteQueuedSales, refreshCatalog, rememberRegister as keepRegister, type OfflineCatalog } from '../../../shared/offline/catalog';
import { deviceId, enqueueSale, queuedSales, saveQueued, type OfflineTicket, type QueuedSale } from '../../../shared/offline/offlineDb';
import { afterNextPaint } from '../afterPaint';
import { createSyncQueue, type SendAnswer, type SyncQueue } from './syncQueue';
import { offlineKeys, posKeys } from '../../../shared/queryKeys';

/** How often a counter that lost the server checks whether it is back. */
const PING_MS = 10_000;

/** What the cashier charged for a sale made offline. */
export interface OfflineSaleInput {
  /** The Idempotency-Key of the attempt (an online attempt that lost its answer keeps its key). */
  key: string;
  registerId: number;
  request: Omit<CreateSaleRequest, 'offline'>;
  lines: readonly CartLine[];
  total: string;
  clientName: string | null;
}

/** Answers of the server, as the queue reads them. */
async function send(entry: QueuedSale, reachable: (value: boolean) => void): Promise<SendAnswer> {
  try {
    const sale = await salesApi.create(entry.body, entry.key);
    reachable(true);
    return { status: 201, sale: { id: sale.id, serie: sale.serie, folio: sale.folio, reviewReason: sale.offline?.reviewReason ?? null } };
  } catch (error) {
    const failure = toApiError(error);
    if (failure.body === undefined) {
      reachable(false);
      return { status: null, message: failure.message };
    }
    const retry = typeof failure.body === 'object' && failure.body !== null && (failure.body as { retry?: unknown }).retry === true;
    return { status: failure.statusCode, retry, message: failure.message };
  }
}

/** Whether an error means the server was not reached at all (no answer), as opposed to an answer refusing. */
export function unreachable(error: unknown): boolean {
  return toApiError(error).body === undefined;
}

export function useOfflinePos() {
  const client = useQueryClient();
  const { user, currentBranchOffice } = useSession();
  const userId = user?.id ?? 0;
  const branchOfficeId = currentBranchOffice?.id ?? 0;
  const browserOnline = useOnline();
  const [serverDown, setServerDown] = useState(false);
  const [queue, setQueue] = useState<QueuedSale[]>([]);
  const driver = useRef<SyncQueue | null>(null);
  const online = browserOnline && !serverDown;

  const mine = useCallback((entry: QueuedSale) => entry.userId === userId && entry.branchOfficeId === branchOfficeId, [userId, branchOfficeId]);
  // Every sale of this device in the branch office, whoever made it: the cached stock shown is lowered by them.
  const inBranch = useRef<QueuedSale[]>([]);
  // This cashier's sales as the device holds them now: the queue on screen may follow a frame later.
  const mineNow = useRef<QueuedSale[]>([]);
  const show = useCallback(
    (all: QueuedSale[]) => {
      inBranch.current = all.filter((entry) => entry.branchOfficeId === branchOfficeId);
      noteQueuedSales(inBranch.current);
      mineNow.current = all.filter(mine);
      setQueue(mineNow.current);
    },
    [mine, branchOfficeId],
  );
  /** Sales of this register still on the device: the register cannot be closed while there are any. */
  const waitingIn = useCallback((registerId: number) => mineNow.current.filter((entry) => entry.state === 'waiting' && entry.registerId === registerId).length, []);
  const reload = useCallback(async () => show(await queuedSales()), [show]);

  useEffect(() => {
    if (!userId || !branchOfficeId) return undefined;
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    const sync = createSyncQueue({
      list: queuedSales,
      save: saveQueued,
      send: (entry) => send(entry, (reachable) => setServerDown(!reachable)),
      now: Date.now,
      later: (ms, run) => {
        const timer = setTimeout(run, ms);
        return () => clearTimeout(timer);
      },
      // Two tabs of one browser share the queue: one sends it at a time.
      ...(locks ? { exclusive: <T,>(work: () => Promise<T>) => locks.request('mikro-pos-sync', work) as Promise<T> } : {}),
      mine,
      changed: () => {
        void reload();
        void client.invalidateQueries({ queryKey: posKeys.all });
      },
    });
    driver.current = sync;
    // Read before the first sale needs it (it never changes).
    deviceId().catch(() => undefined);
    // Whatever this device queued before a reload is sent now.
    void queuedSales()
      .then(show)
      .then(() => sync.sync());
    return () => {
      sync.stop();
      driver.current = null;
    };
  }, [userId, branchOfficeId, mine, reload, show, client]);

  // Back online: the queue goes at once, not at the end of its back-off.
  useEffect(() => {
    if (online) void driver.current?.syncNow();
  }, [online]);

  // While the server cannot be reached, a light request every few seconds tells when it is back.
  useEffect(() => {
    if (!serverDown || !browserOnline) return undefined;
    const timer = setInterval(() => {
      cashRegisterApi.list({ status: 'abierta', mine: true, limit: 1 }).then(
        () => setServerDown(false),
        (error: unknown) => setServerDown(unreachable(error)),
      );
    }, PING_MS);
    return () => clearInterval(timer);
  }, [serverDown, browserOnline]);

  const catalog = useQuery<OfflineCatalog | null>({
    queryKey: offlineKeys.catalog(branchOfficeId, online),
    queryFn: async () => {
      if (!online) return cachedCatalog(branchOfficeId);
      try {
        return await refreshCatalog(branchOfficeId);
      } catch (error) {
        if (unreachable(error)) setServerDown(true);
        return cachedCatalog(branchOfficeId);
      }
    },
    enabled: branchOfficeId > 0,
    networkMode: 'always',
    // Going off or back online changes the key: the catalogue of the branch office stays in use meanwhile.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === branchOfficeId ? previous : undefined),
    staleTime: 5 * 60_000,
  });

  /** Queues a sale made without the server, with the next provisional number, and answers what its ticket prints. */
  const sellOffline = useCallback(
    async (input: OfflineSaleInput): Promise<QueuedSale> => {
      const device = await deviceId();
      const soldAt = new Date().toISOString();
      const allocation = allocatePayments(input.total, input.request.payments.map((payment: PaymentRequest) => ({ ...payment, amount: String(payment.amount) })), { allowPartial: true });
      const entry = await enqueueSale(input.registerId, (number) => {
        const ticket: OfflineTicket = {
          provisional: provisionalNumber({ cashRegisterId: input.registerId, deviceId: device, number }),
          soldAt,
          cashier: user?.name ?? '',
          client: input.clientName,
          lines: input.lines.map((line) => ({
            productName: line.productName,
            quantity: line.quantity,
            unitPrice: line.isIva ? line.priceWithIVA : line.price,
            total: cartLineTotals(line).total,
          })),
          total: input.total,
          payments: allocation.payments.map((payment) => ({ methodName: findPaymentMethod(payment.methodId)?.name ?? '', amount: payment.applied })),
          change: allocation.change,
        };
        return {
          key: input.key,
          userId,
          branchOfficeId,
          registerId: input.registerId,
          body: { ...input.request, offline: { cashRegisterId: input.registerId, deviceId: device, number, soldAt, total: input.total } },
          ticket,
          state: 'waiting',
          attempts: 0,
          nextAttemptAt: 0,
          lastError: null,
          sale: null,
        };
      });
      if (input.request.saleType === 'fiado' && input.request.clientId) await chargeCachedCredit(branchOfficeId, input.request.clientId, allocation.remaining);
      // The queue on screen takes the new sale as it is: reading every sale the device holds again (sent ones stay)
      // would cost more with each sale.
      inBranch.current = [...inBranch.current, entry];
      noteQueuedSales(inBranch.current);
      mineNow.current = [...mineNow.current, entry];
      afterNextPaint(() => {
        // The banner counts the sale once its ticket is on screen (a reload of the queue may have brought it first).
        setQueue((current) => (current.some((queued) => queued.key === entry.key) ? current : [...current, entry]));
        // The products listed show the stock this sale lowered, once its ticket is on screen.
        void client.invalidateQueries({ queryKey: posKeys.products() });
        // Without network the attempt would fail at once: the queue is sent when the browser is back online.
        if (typeof navigator === 'undefined' || navigator.onLine !== false) void driver.current?.sync();
      });
      return entry;
    },
    [user?.name, userId, branchOfficeId, client],
  );

  /** The register the server says is open (null: none), kept with the catalogue for a reload without network. */
  const rememberRegister = useCallback(
    (register: CashRegister | null) => {
      if (branchOfficeId) keepRegister(branchOfficeId, register).catch(() => undefined);
    },
    [branchOfficeId],
  );

  const waiting = queue.filter((entry) => entry.state === 'waiting');
  return {
    online,
    /** The server did not answer (the browser may still believe it is online). */
    markUnreachable: () => setServerDown(true),
    catalog: catalog.data ?? null,
    queue,
    waiting,
    refused: queue.filter((entry) => entry.state === 'refused'),
    waitingIn,
    sellOffline,
    rememberRegister,
  };
}

export type OfflinePos = ReturnType<typeof useOfflinePos>;
