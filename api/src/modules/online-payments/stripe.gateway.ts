// The real provider's adapter: Stripe through its official Node package (cards, OXXO, SPEI as a bank transfer to the
// customer's balance), webhooks verified with stripe.webhooks.constructEvent. Amounts travel in centavos (MXN).
import Stripe from 'stripe';
import { fromMinorUnits, toMinorUnits, type CardFunding, type OnlineMethod } from '@mikro/domain';
import { WebhookRejected, type GatewayEvent, type PaymentGateway, type StartRequest, type StartResult } from './gateway';

export interface StripeGatewayConfig {
  secretKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (a local double in tests); unset: api.stripe.com. */
  apiUrl?: string;
}

const OXXO_DAYS = 3;

/** Stripe's decline codes, as a family reads them. */
function declineReason(error: unknown): string {
  const code = error instanceof Stripe.errors.StripeCardError ? (error.decline_code ?? error.code) : undefined;
  if (code === 'insufficient_funds') return 'La tarjeta no tiene fondos suficientes';
  if (code === 'expired_card') return 'La tarjeta está vencida';
  if (code === 'incorrect_cvc') return 'El código de seguridad no es correcto';
  return 'El banco rechazó la tarjeta';
}

const fundingOf = (value: string | null | undefined): CardFunding => (value === 'debit' ? 'debit' : 'credit');

function clientOf(config: StripeGatewayConfig): Stripe {
  if (!config.apiUrl) return new Stripe(config.secretKey, { maxNetworkRetries: 2 });
  const url = new URL(config.apiUrl);
  return new Stripe(config.secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 2,
  });
}

const idOf = (value: string | { id: string } | null | undefined): string | null => (value === null || value === undefined ? null : typeof value === 'string' ? value : value.id);

export function stripeGateway(config: StripeGatewayConfig): PaymentGateway {
  const stripe = clientOf(config);

  async function cardFunding(intent: Stripe.PaymentIntent): Promise<{ funding: CardFunding; last4: string }> {
    const charge = typeof intent.latest_charge === 'object' && intent.latest_charge !== null ? intent.latest_charge : intent.latest_charge ? await stripe.charges.retrieve(intent.latest_charge) : null;
    const card = charge?.payment_method_details?.card;
    return { funding: fundingOf(card?.funding), last4: card?.last4 ?? '' };
  }

  async function paymentIntent(request: StartRequest): Promise<Stripe.PaymentIntent> {
    const common = {
      amount: toMinorUnits(request.amount),
      currency: 'mxn',
      description: request.description,
      metadata: { online_payment_id: String(request.onlinePaymentId) },
      confirm: true,
    } as const;
    // The same key for the same online payment: a retried request never creates a second intent.
    const options = { idempotencyKey: `online-payment-${request.onlinePaymentId}` };
    if (request.method === 'card') {
      return stripe.paymentIntents.create(
        { ...common, allowed_payment_method_types: ['card'], payment_method: request.paymentMethodId, expand: ['latest_charge'] },
        options,
      );
    }
    if (request.method === 'oxxo') {
      return stripe.paymentIntents.create(
        {
          ...common,
          allowed_payment_method_types: ['oxxo'],
          payment_method_data: { type: 'oxxo', billing_details: { name: request.payer.name, email: request.payer.email } },
          payment_method_options: { oxxo: { expires_after_days: OXXO_DAYS } },
        },
        options,
      );
    }
    // SPEI: a bank transfer funds the customer's balance, which pays the intent; Stripe gives the CLABE to pay into.
    const customer = await stripe.customers.create({ name: request.payer.name, email: request.payer.email, metadata: { online_payment_id: String(request.onlinePaymentId) } }, { idempotencyKey: `online-payment-customer-${request.onlinePaymentId}` });
    return stripe.paymentIntents.create(
      {
        ...common,
        customer: customer.id,
        allowed_payment_method_types: ['customer_balance'],
        payment_method_data: { type: 'customer_balance' },
        payment_method_options: { customer_balance: { funding_type: 'bank_transfer', bank_transfer: { type: 'mx_bank_transfer' } } },
      },
      options,
    );
  }

  return {
    provider: 'stripe',
    methods: ['card', 'oxxo', 'spei'] satisfies OnlineMethod[],
    async start(request: StartRequest): Promise<StartResult> {
      if (request.method === 'card' && !request.paymentMethodId) return { status: 'failed', providerRef: null, reason: 'Indique los datos de la tarjeta', last4: '' };
      let intent: Stripe.PaymentIntent;
      try {
        intent = await paymentIntent(request);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          const ref = idOf(error.payment_intent as { id: string } | undefined);
          return { status: 'failed', providerRef: ref, reason: declineReason(error), last4: '' };
        }
        throw error;
      }
      if (intent.status === 'succeeded') {
        const card = await cardFunding(intent);
        return { status: 'succeeded', providerRef: intent.id, charged: fromMinorUnits(intent.amount_received), funding: card.funding, last4: card.last4 };
      }
      const oxxo = intent.next_action?.oxxo_display_details;
      if (request.method === 'oxxo' && oxxo?.number) {
        const expiresAt = oxxo.expires_after ? new Date(oxxo.expires_after * 1000) : new Date(Date.now() + OXXO_DAYS * 86_400_000);
        return { status: 'pending', providerRef: intent.id, expiresAt, instructions: { kind: 'oxxo', reference: oxxo.number, ...(oxxo.hosted_voucher_url ? { voucherUrl: oxxo.hosted_voucher_url } : {}) } };
      }
      const transfer = intent.next_action?.display_bank_transfer_instructions;
      const spei = transfer?.financial_addresses?.find((address) => address.type === 'spei')?.spei;
      if (request.method === 'spei' && spei) {
        return {
          status: 'pending',
          providerRef: intent.id,
          // A customer balance waits for the transfer without a deadline of its own; the school gives it a week.
          expiresAt: new Date(Date.now() + 7 * 86_400_000),
          instructions: { kind: 'spei', reference: transfer?.reference ?? '', clabe: spei.clabe, bank: spei.bank_name, ...(transfer?.hosted_instructions_url ? { voucherUrl: transfer.hosted_instructions_url } : {}) },
        };
      }
      // A card asking for the bank's authentication (3-D Secure) needs Stripe.js in the browser, which the portal does not load.
      await stripe.paymentIntents.cancel(intent.id).catch(() => undefined);
      return { status: 'failed', providerRef: intent.id, reason: 'El banco pidió una autenticación que el portal no ofrece; pague con OXXO o SPEI', last4: '' };
    },
    async cancel(providerRef: string): Promise<void> {
      await stripe.paymentIntents.cancel(providerRef);
    },
    async readWebhook(rawBody, headers): Promise<GatewayEvent | null> {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') throw new WebhookRejected('Falta la firma Stripe-Signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (error) {
        throw new WebhookRejected(error instanceof Error ? error.message : 'Firma no válida');
      }
      const base = { provider: 'stripe' as const, eventId: event.id, type: event.type, full: true, funding: null, reason: '', onlinePaymentId: null };
      const ours = (metadata: Stripe.Metadata | null | undefined) => {
        const id = Number(metadata?.online_payment_id);
        return Number.isSafeInteger(id) && id > 0 ? id : null;
      };
      switch (event.type) {
        case 'payment_intent.succeeded': {
          const intent = event.data.object;
          const card = intent.payment_method_types.includes('card') ? await cardFunding(intent) : null;
          return { ...base, kind: 'succeeded', providerRef: intent.id, onlinePaymentId: ours(intent.metadata), amount: fromMinorUnits(intent.amount_received), funding: card?.funding ?? null };
        }
        case 'payment_intent.payment_failed': {
          const intent = event.data.object;
          return { ...base, kind: 'failed', providerRef: intent.id, onlinePaymentId: ours(intent.metadata), amount: null, reason: intent.last_payment_error?.message ?? 'El pago no se completó' };
        }
        case 'payment_intent.canceled': {
          const intent = event.data.object;
          return { ...base, kind: 'cancelled', providerRef: intent.id, onlinePaymentId: ours(intent.metadata), amount: null, reason: intent.cancellation_reason === 'automatic' ? 'La referencia venció sin pago' : 'Cancelado en Stripe' };
        }
        case 'charge.refunded': {
          const charge = event.data.object;
          const ref = idOf(charge.payment_intent);
          if (!ref) return null;
          return { ...base, kind: 'refunded', providerRef: ref, amount: fromMinorUnits(charge.amount_refunded), full: charge.amount_refunded >= charge.amount, reason: 'Reembolso en Stripe' };
        }
        case 'charge.dispute.created': {
          const dispute = event.data.object;
          const ref = idOf(dispute.payment_intent);
          if (!ref) return null;
          return { ...base, kind: 'disputed', providerRef: ref, amount: fromMinorUnits(dispute.amount), reason: `Contracargo en Stripe (${dispute.reason})` };
        }
        default:
          return null;
      }
    },
  };
}
