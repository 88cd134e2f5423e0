// What a provider's news does to an online payment, by the state it is in. Providers deliver events at least once
// and in any order (a refund may arrive before the success it refunds); this table makes each one safe to apply.
export type OnlinePaymentStatus = 'pending' | 'paid' | 'failed' | 'review' | 'refunded' | 'disputed' | 'cancelled' | 'expired';
export type GatewayEventKind = 'succeeded' | 'failed' | 'refunded' | 'disputed' | 'cancelled';

/**
 * - `collect`: price the charges again and pay them through the payment engine (or send to review).
 * - `fail` / `close`: record the outcome; nothing was or will be collected.
 * - `cancel-payment`: the collected payment is cancelled with the provider's reason (its charges go back to pending).
 * - `ignore`: stale or repeated news for a payment already past it.
 */
export type OnlinePaymentStep = 'collect' | 'fail' | 'close' | 'cancel-payment' | 'ignore';

const OPEN: readonly OnlinePaymentStatus[] = ['pending', 'failed', 'cancelled', 'expired'];

export function onlinePaymentStep(status: OnlinePaymentStatus, event: GatewayEventKind): OnlinePaymentStep {
  switch (event) {
    // A reference that expired or a card that failed once can still be paid later: the money counts.
    case 'succeeded':
      return OPEN.includes(status) ? 'collect' : 'ignore';
    case 'failed':
    case 'cancelled':
      return status === 'pending' ? 'fail' : 'ignore';
    case 'refunded':
    case 'disputed':
      if (status === 'paid') return 'cancel-payment';
      // Refunded or disputed before its success arrived (or while in review): the money went back, nothing to collect.
      return status === 'refunded' || status === 'disputed' ? 'ignore' : 'close';
  }
}

export const ONLINE_PAYMENT_STATUS_LABELS: Record<OnlinePaymentStatus, string> = {
  pending: 'Pendiente de pago',
  paid: 'Pagado',
  failed: 'Rechazado',
  review: 'En revisión',
  refunded: 'Reembolsado',
  disputed: 'En disputa',
  cancelled: 'Cancelado',
  expired: 'Vencido',
};
