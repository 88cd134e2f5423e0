// The demo gateway: nothing leaves the server. Test cards succeed or are declined by number (packages/domain's
// SANDBOX_CARDS); an OXXO or SPEI reference waits until the school marks it paid from the desk, which plays the
// provider's "paid" notice through the same path a real webhook takes.
import { randomBytes, randomInt } from 'node:crypto';
import { lastFour, sandboxCardOutcome, type OnlineMethod } from '@mikro/domain';
import { WebhookRejected, type GatewayEvent, type PaymentGateway, type StartRequest, type StartResult } from './gateway';

const REFERENCE_DAYS = 3;

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');

export function sandboxGateway(now: () => Date = () => new Date()): PaymentGateway {
  return {
    provider: 'sandbox',
    methods: ['card', 'oxxo', 'spei'] satisfies OnlineMethod[],
    async start(request: StartRequest): Promise<StartResult> {
      const providerRef = `sbx_${request.onlinePaymentId}_${randomBytes(6).toString('hex')}`;
      if (request.method === 'card') {
        if (!request.card) return { status: 'failed', providerRef, reason: 'Indique los datos de la tarjeta', last4: '' };
        const outcome = sandboxCardOutcome(request.card.number);
        const last4 = lastFour(request.card.number);
        if (!outcome.approved) return { status: 'failed', providerRef, reason: outcome.reason, last4 };
        return { status: 'succeeded', providerRef, charged: request.amount, funding: outcome.funding, last4 };
      }
      const expiresAt = new Date(now().getTime() + REFERENCE_DAYS * 24 * 60 * 60 * 1000);
      if (request.method === 'oxxo') {
        return { status: 'pending', providerRef, expiresAt, instructions: { kind: 'oxxo', reference: `9300${digits(10)}` } };
      }
      // 646 is the STP's bank code, where SPEI collection accounts usually live; the sandbox's accounts are not real.
      return { status: 'pending', providerRef, expiresAt, instructions: { kind: 'spei', reference: digits(7), clabe: `646180${digits(12)}`, bank: 'STP (prueba)' } };
    },
    async cancel(): Promise<void> {},
    async readWebhook(): Promise<GatewayEvent | null> {
      throw new WebhookRejected('La pasarela de prueba no recibe avisos externos');
    },
  };
}

/** The sandbox's notice that a reference was paid (the desk plays the family paying at OXXO or by SPEI). */
export function sandboxPaid(providerRef: string, amount: string): GatewayEvent {
  return { provider: 'sandbox', eventId: `${providerRef}:paid`, type: 'sandbox.paid', kind: 'succeeded', providerRef, onlinePaymentId: null, amount, full: true, funding: null, reason: '' };
}

/** The sandbox's notice that a card payment it approved was charged (the same path as a provider's webhook). */
export function sandboxCharged(providerRef: string, amount: string, funding: GatewayEvent['funding']): GatewayEvent {
  return { provider: 'sandbox', eventId: `${providerRef}:charged`, type: 'sandbox.charged', kind: 'succeeded', providerRef, onlinePaymentId: null, amount, full: true, funding, reason: '' };
}

/** The sandbox's notice of a full refund (the desk plays the provider refunding the family). */
export function sandboxRefunded(providerRef: string, amount: string, reason: string): GatewayEvent {
  return { provider: 'sandbox', eventId: `${providerRef}:refund`, type: 'sandbox.refunded', kind: 'refunded', providerRef, onlinePaymentId: null, amount, full: true, funding: null, reason };
}
