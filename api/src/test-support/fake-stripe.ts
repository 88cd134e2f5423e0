// A local stand-in for Stripe's API in tests: the calls the adapter makes (customers, payment intents with card, OXXO
// and customer_balance/SPEI, cancel, charges), answered as Stripe documents them — form-encoded requests with the
// secret key as bearer, Idempotency-Key replays, card errors as 402 card_error — and webhooks signed as Stripe signs
// them: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload" with the endpoint secret>`.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';

type Json = Record<string, unknown>;

export const FAKE_SECRET_KEY = 'sk_test_fakeStripeKey';
export const FAKE_WEBHOOK_SECRET = 'whsec_fakeStripeEndpointSecret';

/** Stripe's documented test payment methods and what they do when confirmed. */
const TEST_CARDS: Record<string, { funding: 'credit' | 'debit'; last4: string } | { decline: string }> = {
  pm_card_visa: { funding: 'credit', last4: '4242' },
  pm_card_visa_debit: { funding: 'debit', last4: '5556' },
  pm_card_chargeDeclined: { decline: 'generic_decline' },
  pm_card_chargeDeclinedInsufficientFunds: { decline: 'insufficient_funds' },
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** The Stripe-Signature header of a payload, as Stripe computes it. */
export function stripeSignature(payload: string, secret: string, timestamp = now()): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export interface FakeStripe {
  url: string;
  /** Every API request received (method, path, form body, idempotency key). */
  requests: { method: string; path: string; body: Json; idempotencyKey: string | undefined }[];
  intents: Map<string, Json>;
  /** The family paid the OXXO voucher or made the SPEI transfer (or a card intent settled): the intent succeeds. */
  succeed(intentId: string, amountReceived?: number): Json;
  refund(intentId: string, amount?: number): Json;
  dispute(intentId: string, reason?: string): Json;
  expire(intentId: string): Json;
  /** An event as Stripe sends it to a webhook endpoint. */
  event(type: string, object: Json): Json;
  /** The body and headers of a delivery, signed with `secret` (the endpoint's, unless a test forges one). */
  signed(event: Json, options?: { secret?: string; timestamp?: number }): { payload: string; headers: Record<string, string> };
  /** POSTs an event to the endpoint as Stripe delivers it. */
  deliver(endpoint: string, event: Json, options?: { secret?: string; timestamp?: number }): Promise<{ status: number; body: Json }>;
  /** Forgets earlier requests and their idempotency keys: a new database numbers its payments from 1 again. */
  forgetRequests(): void;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripe['requests'] = [];
  const intents = new Map<string, Json>();
  const chargesById = new Map<string, Json>();
  const customers = new Map<string, Json>();
  const replays = new Map<string, { status: number; body: Json }>();

  function chargeFor(intent: Json, card: { funding: string; last4: string } | null): Json {
    const charge: Json = {
      id: id('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      currency: 'mxn',
      paid: true,
      refunded: false,
      status: 'succeeded',
      payment_intent: intent.id,
      metadata: intent.metadata,
      payment_method_details: card ? { type: 'card', card: { brand: 'visa', funding: card.funding, last4: card.last4 } } : { type: (intent.payment_method_types as string[])[0] },
      created: now(),
    };
    chargesById.set(charge.id as string, charge);
    intent.latest_charge = charge.id;
    return charge;
  }

  function createIntent(body: Json): { status: number; body: Json } {
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount < 1000) return invalid('amount', 'Amount must be at least $10.00 mxn');
    if (body.currency !== 'mxn') return invalid('currency', 'Only mxn in this double');
    const types = (body.allowed_payment_method_types ?? body.payment_method_types) as string[] | undefined;
    if (!Array.isArray(types) || types.length !== 1) return invalid('allowed_payment_method_types', 'One payment method type');
    const [type] = types as [string];
    const intent: Json = {
      id: id('pi'),
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: 'mxn',
      description: body.description ?? null,
      metadata: body.metadata ?? {},
      payment_method_types: types,
      customer: body.customer ?? null,
      status: 'requires_payment_method',
      next_action: null,
      latest_charge: null,
      last_payment_error: null,
      cancellation_reason: null,
      created: now(),
      livemode: false,
    };
    intents.set(intent.id as string, intent);
    if (body.confirm !== 'true') return { status: 200, body: intent };
    if (type === 'card') {
      const card = TEST_CARDS[String(body.payment_method)];
      if (!card) return invalid('payment_method', `No such PaymentMethod: '${String(body.payment_method)}'`);
      if ('decline' in card) {
        intent.last_payment_error = { type: 'card_error', code: 'card_declined', decline_code: card.decline, message: 'Your card was declined.' };
        return {
          status: 402,
          body: { error: { type: 'card_error', code: 'card_declined', decline_code: card.decline, message: 'Your card was declined.', payment_intent: intent } },
        };
      }
      intent.status = 'succeeded';
      intent.amount_received = amount;
      const charge = chargeFor(intent, card);
      const expand = (body.expand as string[] | undefined) ?? [];
      return { status: 200, body: expand.includes('latest_charge') ? { ...intent, latest_charge: charge } : intent };
    }
    if (type === 'oxxo') {
      const data = body.payment_method_data as Json | undefined;
      if ((data?.type as string) !== 'oxxo') return invalid('payment_method_data[type]', 'oxxo expected');
      const days = Number((body.payment_method_options as { oxxo?: { expires_after_days?: string } } | undefined)?.oxxo?.expires_after_days ?? 3);
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'oxxo_display_details',
        oxxo_display_details: { expires_after: now() + days * 86_400, hosted_voucher_url: `https://payments.stripe.com/oxxo/voucher/${intent.id}`, number: String(Date.now()).padStart(14, '9').slice(-14) },
      };
      return { status: 200, body: intent };
    }
    if (type === 'customer_balance') {
      if (!body.customer || !customers.has(String(body.customer))) return invalid('customer', 'A customer is required for customer_balance');
      const options = body.payment_method_options as { customer_balance?: { funding_type?: string; bank_transfer?: { type?: string } } } | undefined;
      if (options?.customer_balance?.funding_type !== 'bank_transfer' || options.customer_balance.bank_transfer?.type !== 'mx_bank_transfer') {
        return invalid('payment_method_options[customer_balance]', 'mx_bank_transfer expected');
      }
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'display_bank_transfer_instructions',
        display_bank_transfer_instructions: {
          amount_remaining: amount,
          currency: 'mxn',
          reference: String(Math.floor(Math.random() * 9_000_000) + 1_000_000),
          hosted_instructions_url: `https://payments.stripe.com/bank_transfers/${intent.id}`,
          type: 'mx_bank_transfer',
          financial_addresses: [{ type: 'spei', supported_networks: ['spei'], spei: { bank_code: '002', bank_name: 'BANAMEX', clabe: `002180${String(Date.now()).slice(-12)}` } }],
        },
      };
      return { status: 200, body: intent };
    }
    return invalid('allowed_payment_method_types', `Unsupported type ${type}`);
  }

  function invalid(param: string, message: string): { status: number; body: Json } {
    return { status: 400, body: { error: { type: 'invalid_request_error', param, message } } };
  }

  function route(method: string, path: string, body: Json): { status: number; body: Json } {
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: id('cus'), object: 'customer', name: body.name ?? null, email: body.email ?? null, metadata: body.metadata ?? {} };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(body);
    const cancel = /^\/v1\/payment_intents\/(pi_\w+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel) {
      const intent = intents.get(cancel[1]!);
      if (!intent) return { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such payment_intent' } } };
      if (intent.status === 'succeeded') return invalid('intent', 'You cannot cancel this PaymentIntent because it has a status of succeeded.');
      intent.status = 'canceled';
      intent.cancellation_reason = 'requested_by_customer';
      return { status: 200, body: intent };
    }
    const charge = /^\/v1\/charges\/(ch_\w+)$/.exec(path);
    if (method === 'GET' && charge) {
      const found = chargesById.get(charge[1]!);
      return found ? { status: 200, body: found } : { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such charge' } } };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } };
  }

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const send = ({ status, body }: { status: number; body: Json }) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        response.end(JSON.stringify(body));
      };
      if (request.headers.authorization !== `Bearer ${FAKE_SECRET_KEY}`) {
        send({ status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } });
        return;
      }
      const url = new URL(request.url ?? '/', 'http://stripe.local');
      const body = qs.parse(Buffer.concat(chunks).toString('utf8') || url.search.slice(1)) as Json;
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      requests.push({ method: request.method ?? '', path: url.pathname, body, idempotencyKey });
      if (idempotencyKey && replays.has(idempotencyKey)) {
        send(replays.get(idempotencyKey)!);
        return;
      }
      const answer = route(request.method ?? '', url.pathname, body);
      if (idempotencyKey && request.method === 'POST') replays.set(idempotencyKey, answer);
      send(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const intentOf = (intentId: string) => {
    const intent = intents.get(intentId);
    if (!intent) throw new Error(`fake stripe: no intent ${intentId}`);
    return intent;
  };

  const fake: FakeStripe = {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    succeed(intentId, amountReceived) {
      const intent = intentOf(intentId);
      intent.status = 'succeeded';
      intent.next_action = null;
      intent.amount_received = amountReceived ?? intent.amount;
      chargeFor(intent, null);
      return { ...intent };
    },
    refund(intentId, amount) {
      const intent = intentOf(intentId);
      const charge = chargesById.get(String(intent.latest_charge));
      if (!charge) throw new Error('fake stripe: nothing charged to refund');
      charge.amount_refunded = amount ?? charge.amount;
      charge.refunded = charge.amount_refunded === charge.amount;
      return { ...charge };
    },
    dispute(intentId, reason = 'fraudulent') {
      const intent = intentOf(intentId);
      return { id: id('dp'), object: 'dispute', amount: intent.amount_received, charge: intent.latest_charge, payment_intent: intent.id, reason, status: 'needs_response', currency: 'mxn' };
    },
    forgetRequests() {
      requests.length = 0;
      replays.clear();
    },
    expire(intentId) {
      const intent = intentOf(intentId);
      intent.status = 'canceled';
      intent.cancellation_reason = 'automatic';
      return { ...intent };
    },
    event(type, object) {
      return { id: id('evt'), object: 'event', api_version: '2026-10-28.endive', created: now(), livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type, data: { object } };
    },
    signed(event, options = {}) {
      const payload = JSON.stringify(event, null, 2);
      return { payload, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': stripeSignature(payload, options.secret ?? FAKE_WEBHOOK_SECRET, options.timestamp) } };
    },
    async deliver(endpoint, event, options = {}) {
      const { payload, headers } = fake.signed(event, options);
      const response = await fetch(endpoint, { method: 'POST', headers, body: payload });
      return { status: response.status, body: (await response.json()) as Json };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
