// The Stripe adapter against a local double of Stripe's API: payment intents for cards, OXXO and SPEI, webhooks
// signed as Stripe signs them and verified with stripe.webhooks.constructEvent; each event applied once, in any order.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { ChargePaymentDetail, OnlinePayment, OnlinePaymentOptions } from '@mikro/contracts';
import { toMinorUnits } from '@mikro/domain';
import { onlyRow } from '../../db/rows';
import { chargePayments, charges, onlinePaymentEvents, onlinePayments } from '../../db/schema/index';
import { forEachDatabase } from '../../test-support/databases';
import { FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET, startFakeStripe, type FakeStripe } from '../../test-support/fake-stripe';
import { createSchoolSetup, onDay, payingFamily, pendingOn, schoolSession, type PayingFamily } from '../../test-support/online-payments';
import type { SchoolSession } from '../../test-support/school';

const DAY = '2025-08-05';
const WEBHOOK = '/api/online-payments/webhooks/stripe';

let fake: FakeStripe;
// Filled in once the double listens (before the app of each database is built).
const gateway = { provider: 'stripe' as const, secretKey: FAKE_SECRET_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, apiUrl: '' };

beforeAll(async () => {
  fake = await startFakeStripe();
  gateway.apiUrl = fake.url;
});
afterAll(async () => fake.close());

forEachDatabase((ctx) => {
  describe('online payments through Stripe', () => {
    let desk: SchoolSession;
    let family: PayingFamily;
    const used = new Set<number>();

    beforeAll(async () => {
      // The other database's payments had the same ids, so the same idempotency keys.
      fake.forgetRequests();
      desk = await schoolSession(ctx.app);
      const setup = await createSchoolSetup(ctx.database.db, desk.companyId);
      family = await payingFamily(ctx.app, ctx.database.db, desk, setup, `stripe.${ctx.kind}@familia.mx`, 2);
    });

    /** A pending charge no other test of this file used. */
    const aCharge = async () => {
      for (const child of family.children) {
        const free = (await pendingOn(desk, child, DAY)).find((c) => !used.has(c.id));
        if (free) {
          used.add(free.id);
          return free.id;
        }
      }
      throw new Error('no pending charge left');
    };
    const pay = (body: object) => onDay(DAY, () => family.tutor.send('POST', '/api/portal/online-payments', body));
    const deliver = (event: Record<string, unknown>, options: { secret?: string; timestamp?: number } = {}) => {
      const { payload, headers } = fake.signed(event, options);
      return onDay(DAY, () => ctx.app.inject({ method: 'POST', url: WEBHOOK, payload, headers }));
    };
    const row = async (id: number) => onlyRow(await ctx.database.db.select().from(onlinePayments).where(eq(onlinePayments.id, id)));
    const detail = async (paymentId: number) => (await desk.send('GET', `/api/school/charges/payments/${paymentId}`)).json<ChargePaymentDetail>();
    const chargeRow = async (id: number) => onlyRow(await ctx.database.db.select().from(charges).where(eq(charges.id, id)));

    it('offers Stripe’s card, OXXO and SPEI, without test cards', async () => {
      const options = (await family.tutor.send('GET', '/api/portal/online-payments/options')).json<OnlinePaymentOptions>();
      expect(options).toEqual({ provider: 'stripe', methods: ['card', 'oxxo', 'spei'], testCards: [] });
    });

    it('a card confirmed by Stripe is collected once; its webhook arriving later changes nothing', async () => {
      const id = await aCharge();
      const paid = (await pay({ chargeIds: [id], method: 'card', paymentMethodId: 'pm_card_visa_debit' })).json<OnlinePayment>();
      expect(paid).toMatchObject({ status: 'paid', cardLast4: '5556', provider: 'stripe' });
      const request = fake.requests.find((r) => r.path === '/v1/payment_intents' && r.idempotencyKey === `online-payment-${paid.id}`);
      expect(request?.body).toMatchObject({ amount: String(toMinorUnits(paid.amount)), currency: 'mxn', confirm: 'true', payment_method: 'pm_card_visa_debit', metadata: { online_payment_id: String(paid.id) } });
      expect((await detail(paid.receipt!.paymentId)).methods[0]).toMatchObject({ methodId: 6, amount: paid.amount });

      const providerRef = (await row(paid.id)).providerRef!;
      const webhook = await deliver(fake.event('payment_intent.succeeded', fake.intents.get(providerRef)!));
      expect(webhook.statusCode).toBe(200);
      expect(webhook.json()).toEqual({ received: true, outcome: 'ignored', duplicate: false });
      expect(await ctx.database.db.select().from(chargePayments).where(eq(chargePayments.id, paid.receipt!.paymentId))).toHaveLength(1);
    });

    it('a declined card says why in Spanish and leaves the charge pending', async () => {
      const id = await aCharge();
      const declined = (await pay({ chargeIds: [id], method: 'card', paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds' })).json<OnlinePayment>();
      expect(declined).toMatchObject({ status: 'failed', failureReason: 'La tarjeta no tiene fondos suficientes' });
      expect((await chargeRow(id)).status).toBe('pending');
    });

    it('an OXXO voucher is paid when Stripe says so, once however many times it says it', async () => {
      const id = await aCharge();
      const voucher = (await pay({ chargeIds: [id], method: 'oxxo' })).json<OnlinePayment>();
      expect(voucher).toMatchObject({ status: 'pending', instructions: { kind: 'oxxo', reference: expect.stringMatching(/^\d{14}$/), voucherUrl: expect.stringContaining('oxxo') } });
      const providerRef = (await row(voucher.id)).providerRef!;
      const succeeded = fake.event('payment_intent.succeeded', fake.succeed(providerRef));
      const first = await deliver(succeeded);
      expect(first.json()).toEqual({ received: true, outcome: 'paid', duplicate: false });
      const second = await deliver(succeeded);
      expect(second.json()).toEqual({ received: true, outcome: 'paid', duplicate: true });
      const paid = await row(voucher.id);
      expect(paid).toMatchObject({ status: 'paid', charged: voucher.amount });
      expect((await detail(paid.paymentId!)).methods[0]).toMatchObject({ methodId: 1, reference: expect.stringContaining(providerRef) });
      expect((await chargeRow(id)).paymentId).toBe(paid.paymentId);
      const events = await ctx.database.db.select().from(onlinePaymentEvents).where(eq(onlinePaymentEvents.eventId, succeeded.id as string));
      expect(events).toHaveLength(1);
    });

    it('SPEI gives the CLABE of a customer balance and is collected as a transfer', async () => {
      const id = await aCharge();
      const transfer = (await pay({ chargeIds: [id], method: 'spei' })).json<OnlinePayment>();
      expect(transfer.instructions).toMatchObject({ kind: 'spei', clabe: expect.stringMatching(/^\d{18}$/), bank: 'BANAMEX' });
      const providerRef = (await row(transfer.id)).providerRef!;
      expect(fake.intents.get(providerRef)?.customer).toEqual(expect.stringMatching(/^cus_/));
      expect((await deliver(fake.event('payment_intent.succeeded', fake.succeed(providerRef)))).json().outcome).toBe('paid');
      expect((await detail((await row(transfer.id)).paymentId!)).methods[0]?.methodId).toBe(3);
    });

    it('refuses a notice with a bad signature, a forged secret or an old timestamp, and applies the genuine one', async () => {
      const id = await aCharge();
      const voucher = (await pay({ chargeIds: [id], method: 'oxxo' })).json<OnlinePayment>();
      const providerRef = (await row(voucher.id)).providerRef!;
      const event = fake.event('payment_intent.succeeded', fake.succeed(providerRef));
      expect((await deliver(event, { secret: 'whsec_forged' })).statusCode).toBe(400);
      expect((await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).statusCode).toBe(400);
      const { payload, headers } = fake.signed(event);
      const tampered = await ctx.app.inject({ method: 'POST', url: WEBHOOK, payload: payload.replace(/"amount_received": \d+/, '"amount_received": 100'), headers });
      expect(tampered.statusCode).toBe(400);
      const unsigned = await ctx.app.inject({ method: 'POST', url: WEBHOOK, payload, headers: { 'content-type': 'application/json' } });
      expect(unsigned.statusCode).toBe(400);
      expect((await row(voucher.id)).status).toBe('pending');
      expect((await deliver(event)).json().outcome).toBe('paid');
    });

    it('out of order: a refund before its success closes the payment, and the late success collects nothing', async () => {
      const id = await aCharge();
      const voucher = (await pay({ chargeIds: [id], method: 'oxxo' })).json<OnlinePayment>();
      const providerRef = (await row(voucher.id)).providerRef!;
      const succeeded = fake.event('payment_intent.succeeded', fake.succeed(providerRef));
      const refunded = fake.event('charge.refunded', fake.refund(providerRef));
      expect((await deliver(refunded)).json().outcome).toBe('refunded');
      expect((await deliver(succeeded)).json().outcome).toBe('ignored');
      expect(await row(voucher.id)).toMatchObject({ status: 'refunded', paymentId: null });
      expect((await chargeRow(id)).status).toBe('pending');
    });

    it('a dispute cancels the collected payment with its reason; a partial refund sends it to review', async () => {
      const disputedCharge = await aCharge();
      const paid = (await pay({ chargeIds: [disputedCharge], method: 'card', paymentMethodId: 'pm_card_visa' })).json<OnlinePayment>();
      const ref = (await row(paid.id)).providerRef!;
      expect((await deliver(fake.event('charge.dispute.created', fake.dispute(ref)))).json().outcome).toBe('disputed');
      expect(onlyRow(await ctx.database.db.select().from(chargePayments).where(eq(chargePayments.id, paid.receipt!.paymentId)))).toMatchObject({ status: 'cancelled', cancelReason: 'Contracargo en Stripe (fraudulent)' });
      expect((await chargeRow(disputedCharge)).status).toBe('pending');

      const partialCharge = await aCharge();
      const other = (await pay({ chargeIds: [partialCharge], method: 'card', paymentMethodId: 'pm_card_visa' })).json<OnlinePayment>();
      const otherRef = (await row(other.id)).providerRef!;
      expect((await deliver(fake.event('charge.refunded', fake.refund(otherRef, 500)))).json().outcome).toBe('review');
      expect(await row(other.id)).toMatchObject({ status: 'review', reviewReason: expect.stringContaining('Reembolso parcial de 5.00') });
      expect((await chargeRow(partialCharge)).status).toBe('paid');
    });

    it('money received that differs from what was asked goes to review', async () => {
      const id = await aCharge();
      const voucher = (await pay({ chargeIds: [id], method: 'oxxo' })).json<OnlinePayment>();
      const providerRef = (await row(voucher.id)).providerRef!;
      const short = toMinorUnits(voucher.amount) - 100;
      expect((await deliver(fake.event('payment_intent.succeeded', fake.succeed(providerRef, short)))).json().outcome).toBe('review');
      expect(await row(voucher.id)).toMatchObject({ status: 'review', reviewReason: `El proveedor cobró ${(short / 100).toFixed(2)} y se pidieron ${voucher.amount}` });
      expect((await chargeRow(id)).status).toBe('pending');
    });

    it('an expired voucher lets go of its charge', async () => {
      const id = await aCharge();
      const voucher = (await pay({ chargeIds: [id], method: 'oxxo' })).json<OnlinePayment>();
      const providerRef = (await row(voucher.id)).providerRef!;
      expect((await deliver(fake.event('payment_intent.canceled', fake.expire(providerRef)))).json().outcome).toBe('cancelled');
      expect(await row(voucher.id)).toMatchObject({ status: 'cancelled', failureReason: 'La referencia venció sin pago' });
      expect((await pay({ chargeIds: [id], method: 'card', paymentMethodId: 'pm_card_visa' })).json<OnlinePayment>().status).toBe('paid');
    });
  });
}, { paymentGateway: gateway });
