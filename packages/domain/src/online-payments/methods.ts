// How a family can pay online, and which of the product's payment methods (SAT payment forms) each becomes.
import { findPaymentMethod } from '../catalogs/payments';

export type OnlineMethod = 'card' | 'oxxo' | 'spei';
export const ONLINE_METHODS: readonly OnlineMethod[] = ['card', 'oxxo', 'spei'];

export const ONLINE_METHOD_LABELS: Record<OnlineMethod, string> = {
  card: 'Tarjeta',
  oxxo: 'Efectivo en OXXO',
  spei: 'Transferencia SPEI',
};

/** Credit or debit: what the card network reports (unknown is read as credit). */
export type CardFunding = 'credit' | 'debit';

/**
 * The payment method a paid online payment is recorded with: cards by their funding (04 crédito, 28 débito), OXXO
 * as cash (01: the family handed cash over the counter) and SPEI as an electronic transfer (03).
 */
export function onlinePaymentMethodId(method: OnlineMethod, funding: CardFunding | null = null): number {
  const id = method === 'oxxo' ? 1 : method === 'spei' ? 3 : funding === 'debit' ? 6 : 4;
  if (!findPaymentMethod(id)) throw new Error(`online payments: payment method ${id} is not in the catalogue`);
  return id;
}
