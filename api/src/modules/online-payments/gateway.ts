// The payment-gateway adapter: what the online payments need from a provider, whichever it is (docs/adr/0029-online-payments.md).
import type { CardFunding, GatewayEventKind, OnlineMethod, SandboxCardInput } from '@mikro/domain';
import type { PaymentInstructions } from '../../db/schema/index';

export type GatewayProvider = 'sandbox' | 'stripe';

export const PROVIDER_LABELS: Record<GatewayProvider, string> = { sandbox: 'Pasarela de prueba', stripe: 'Stripe' };

export interface StartRequest {
  /** Our online payment's id: the provider's idempotency key and metadata carry it. */
  onlinePaymentId: number;
  amount: string;
  method: OnlineMethod;
  description: string;
  payer: { name: string; email: string };
  /** The card as typed (the sandbox only: a real provider never lets card numbers reach the server). */
  card?: SandboxCardInput;
  /** A real provider's card, already tokenised in the browser (Stripe: a PaymentMethod id). */
  paymentMethodId?: string;
}

export type StartResult =
  | { status: 'succeeded'; providerRef: string; charged: string; funding: CardFunding | null; last4: string }
  | { status: 'pending'; providerRef: string; instructions: PaymentInstructions; expiresAt: Date }
  | { status: 'failed'; providerRef: string | null; reason: string; last4: string };

/** A provider's news about one payment, read from a verified webhook (or made by the sandbox). */
export interface GatewayEvent {
  provider: GatewayProvider;
  /** The provider's event id: an event is applied once. */
  eventId: string;
  /** The provider's own name of the event (payment_intent.succeeded …). */
  type: string;
  kind: GatewayEventKind;
  providerRef: string;
  /** Our id, when the provider echoes it (metadata): finds a payment whose provider reference is not stored yet. */
  onlinePaymentId: number | null;
  /** What was charged (succeeded) or refunded (refunded, disputed), as the provider counts it. */
  amount: string | null;
  /** Refunds: whether all that was charged went back. */
  full: boolean;
  funding: CardFunding | null;
  reason: string;
}

export class WebhookRejected extends Error {}

export interface PaymentGateway {
  readonly provider: GatewayProvider;
  readonly methods: readonly OnlineMethod[];
  start(request: StartRequest): Promise<StartResult>;
  /** Gives up a reference not yet paid (the family chose to pay otherwise). */
  cancel(providerRef: string): Promise<void>;
  /** A webhook delivery, verified (WebhookRejected when its signature does not hold); null for events of no interest. */
  readWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<GatewayEvent | null>;
}
