// The rules of the point of sale's offline mode (docs/offline-pos.md): how a sale made without a connection is
// numbered, when its queue retries, what the server's answer means for it, and why a supervisor must review it.
import { creditCheck, creditRefusal, type CreditCheck } from '../credit/credit';
import { formatMoney } from '../display/text';
import { Money, type MoneyInput } from '../money/money';

/** A device's id: drawn once per browser, 8 to 40 letters (upper case) and digits. */
export const DEVICE_ID_PATTERN = '^[A-Z0-9]{8,40}$';

/** The number printed on an offline sale's ticket: register, device and a counter that is never reused. */
export function provisionalNumber(sale: { cashRegisterId: number; deviceId: string; number: number }): string {
  return `C${sale.cashRegisterId}-${sale.deviceId}-${String(sale.number).padStart(4, '0')}`;
}

/** Back-off between attempts to send the queue: 1 s, 2 s, 4 s … up to one minute. */
export const SYNC_BACKOFF = { firstMs: 1_000, maxMs: 60_000 } as const;

/** How long to wait after `failures` failed attempts in a row (1 or more). */
export function syncRetryDelay(failures: number): number {
  const exponent = Math.max(0, Math.min(failures - 1, 30));
  return Math.min(SYNC_BACKOFF.firstMs * 2 ** exponent, SYNC_BACKOFF.maxMs);
}

/**
 * What an answer of the server means for a queued sale:
 * - `synced`: recorded (a repeated key answers the first sale, so this is also the answer to a retry);
 * - `retry`: nothing was recorded and trying again later may work (no network, the server down or busy, the
 *   session expired, no open register yet, the key still in progress) — the queue stops here to keep its order;
 * - `refused`: the server will never take this request as it is (malformed, not allowed): kept on the device,
 *   shown to the cashier, and the queue goes on with the next sale.
 */
export type SyncOutcome = 'synced' | 'retry' | 'refused';

export function syncOutcome(answer: { status: number | null; retry?: boolean }): SyncOutcome {
  const { status } = answer;
  if (status === null) return 'retry';
  if (status >= 200 && status < 300) return 'synced';
  if (status === 401 || status === 408 || status === 425 || status === 429 || status >= 500) return 'retry';
  // 409 with retry: the same key still in progress; 409 without: no open register to record it in yet.
  if (status === 409) return 'retry';
  return 'refused';
}

/** Fiado offline: the unpaid part must fit in the credit limit and balance the device last read for the client. */
export function offlineCreditCheck(cached: { limit: MoneyInput; balance: MoneyInput }, unpaid: MoneyInput): CreditCheck {
  return creditCheck({ limit: cached.limit, balance: cached.balance, unpaid });
}

/** Why an offline sale the server could not take as it was still counts as sold and needs a supervisor. */
export const OFFLINE_REVIEW = {
  productDeleted: (name: string) => `El producto «${name}» se eliminó del catálogo antes de recibir la venta`,
  productInactive: (name: string) => `El producto «${name}» se desactivó antes de recibir la venta`,
  clientDeleted: (name: string) => `El cliente «${name}» se eliminó antes de recibir la venta`,
  stockBelowZero: (name: string, stock: MoneyInput) => `Existencia insuficiente de «${name}»: quedó en ${Number(Money.of(stock).toString())}`,
  creditPassed: (check: CreditCheck) => creditRefusal(check),
  priceChanged: (charged: MoneyInput, now: MoneyInput) =>
    `Se cobró ${formatMoney(Money.of(charged).toFixed2())} sin conexión; con los precios actuales son ${formatMoney(Money.of(now).toFixed2())}`,
  registerClosed: (soldIn: number, recordedIn: number) => `Se vendió en la caja ${soldIn}, que se cerró antes de recibir la venta; quedó en la caja ${recordedIn}`,
} as const;

/** The reasons of one sale as the review screen shows them. */
export function reviewReason(reasons: readonly string[]): string | null {
  return reasons.length === 0 ? null : reasons.join('; ');
}
