// npm run test:faults — Stripe's notices about online payments under the faults providers cause: every event
// delivered several times at once to two API instances, events out of order (a refund before its success), forged
// signatures, and an instance killed while it applies a batch (its lease expires — fast-forwarded — and the
// provider's retries to the other instance finish the work). Then the invariants: each paid online payment has exactly one school payment, each
// event id is recorded once, refunded ones collected nothing, and forged notices changed nothing.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET, startFakeStripe, type FakeStripe } from '../../src/test-support/fake-stripe';
import { delay, scratchDatabase, startInstance, waitReady, withClient, type Instance } from './instances';

const serverUrl = process.env.DATABASE_URL;
const PAYMENTS = 8;
const WEBHOOK = '/api/online-payments/webhooks/stripe';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

type Event = Record<string, unknown>;

(serverUrl ? describe : describe.skip)('faults: online-payment webhooks delivered twice, out of order, forged, and to a killed instance', () => {
  const database = scratchDatabase(serverUrl ?? '', 'mikro_faults_webhooks_');
  let fake: FakeStripe;
  let databaseUrl = '';
  const instances: Instance[] = [];

  beforeAll(async () => {
    fake = await startFakeStripe();
    databaseUrl = await database.create();
    Object.assign(process.env, { PAYMENT_GATEWAY: 'stripe', STRIPE_SECRET_KEY: FAKE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET, STRIPE_API_URL: fake.url });
  });

  afterAll(async () => {
    for (const instance of instances) {
      if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
      await instance.exited;
    }
    await database.drop();
    await fake.close();
  });

  it('applies every event once whatever the deliveries, and refuses forged ones', async () => {
    const [a, b] = [startInstance(await freePort(), databaseUrl), startInstance(await freePort(), databaseUrl)];
    instances.push(a!, b!);
    await waitReady(a!);
    await waitReady(b!);
    const base = (instance: Instance) => `http://127.0.0.1:${instance.port}`;

    // A family of the demo company with one child and PAYMENTS pending charges due next year (no surcharge today).
    const { familyId, chargeIds } = await withClient(databaseUrl, async (client) => {
      const family = (await client.query(`INSERT INTO families (company_id, name) VALUES (1, 'Familia Webhooks') RETURNING id`)).rows[0].id as number;
      const student = (await client.query(
        `INSERT INTO students (company_id, family_id, enrollment, name, last_name_father, search_name) VALUES (1, $1, 'WEBHOOK01', 'Alumna', 'Webhooks', 'ALUMNA WEBHOOKS') RETURNING id`,
        [family],
      )).rows[0].id as number;
      const { rows } = await client.query(
        `INSERT INTO charges (company_id, branch_office_id, module, student_id, name, sat_code, unit_code, price, year, month, payment_day, due_date)
         SELECT 1, 1, 3, $1, 'Colegiatura ' || m, '86121500', 'E48', 1500, extract(year FROM now())::int + 1, m, 10, make_date(extract(year FROM now())::int + 1, m, 10)
         FROM generate_series(1, ${PAYMENTS}) m RETURNING id`,
        [student],
      );
      return { familyId: family, chargeIds: rows.map((row) => row.id as number).sort((x, y) => x - y) };
    });

    const admin = (await (await fetch(`${base(a!)}/api/system/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@mikro.mx', password: 'Mikro2026!' }) })).json()) as { token: string };
    const invited = (await (await fetch(`${base(a!)}/api/portal/families/${familyId}/tutors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}`, 'x-branch-office': '1' },
      body: JSON.stringify({ name: 'Tutor Webhooks', email: 'tutor.webhooks@familia.mx' }),
    })).json()) as { link: string };
    const key = invited.link.split('/').at(-1);
    const password = 'Webhooks2026!';
    expect((await fetch(`${base(a!)}/api/system/auth/reset-password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key, password, passwordConfirm: password }) })).status).toBe(200);
    const tutor = (await (await fetch(`${base(a!)}/api/system/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'tutor.webhooks@familia.mx', password }) })).json()) as { token: string };

    // One OXXO voucher per charge.
    const vouchers: { id: number; ref: string }[] = [];
    for (const chargeId of chargeIds) {
      const started = await fetch(`${base(a!)}/api/portal/online-payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tutor.token}` },
        body: JSON.stringify({ chargeIds: [chargeId], method: 'oxxo' }),
      });
      expect(started.status).toBe(201);
      const { id } = (await started.json()) as { id: number };
      const ref = await withClient(databaseUrl, async (client) => (await client.query('SELECT provider_ref FROM online_payments WHERE id = $1', [id])).rows[0].provider_ref as string);
      vouchers.push({ id, ref });
    }

    /** Delivers until the endpoint answers 2xx, as Stripe retries (a 409 means another delivery holds the payment). */
    const deliverUntilAccepted = async (instance: Instance, event: Event) => {
      for (let attempt = 0; attempt < 200; attempt++) {
        try {
          const answer = await fake.deliver(`${base(instance)}${WEBHOOK}`, event);
          if (answer.status === 200) return answer.body;
          expect(answer.status).toBe(409);
        } catch {
          // the instance went away: Stripe retries later
        }
        await delay(500);
      }
      throw new Error('the webhook never accepted the event');
    };

    // Out of order for the last two: the refund arrives first, then the success.
    const [refundFirst, alsoRefundFirst] = vouchers.slice(-2);
    const succeededOf = new Map<number, Event>();
    for (const voucher of vouchers) succeededOf.set(voucher.id, fake.event('payment_intent.succeeded', fake.succeed(voucher.ref)));
    for (const voucher of [refundFirst!, alsoRefundFirst!]) expect((await deliverUntilAccepted(a!, fake.event('charge.refunded', fake.refund(voucher.ref)))).outcome).toBe('refunded');

    // Forged notices (another secret, an altered body) are refused and change nothing.
    const forged = await fake.deliver(`${base(a!)}${WEBHOOK}`, succeededOf.get(vouchers[0]!.id)!, { secret: 'whsec_forged' });
    expect(forged.status).toBe(400);
    expect(await withClient(databaseUrl, async (client) => (await client.query(`SELECT count(*)::int AS n FROM online_payment_events`)).rows[0].n)).toBe(2);

    // The first half: every success three times at once, to both instances.
    const firstHalf = vouchers.slice(0, PAYMENTS / 2);
    await Promise.all(firstHalf.flatMap((voucher) => [a, b, a].map((instance) => deliverUntilAccepted(instance!, succeededOf.get(voucher.id)!))));

    // The second half (the refunded two among them) to instance B, killed while it works; the retries go to A.
    const secondHalf = vouchers.slice(PAYMENTS / 2);
    const toB = Promise.allSettled(secondHalf.map((voucher) => fake.deliver(`${base(b!)}${WEBHOOK}`, succeededOf.get(voucher.id)!)));
    await delay(30);
    b!.child.kill('SIGKILL');
    await toB;
    // The leases B held run for a minute; the clock is moved past them (A takes no delivery until now, so every
    // live lease is B's) instead of the test waiting that minute out.
    await withClient(databaseUrl, (client) => client.query(`UPDATE online_payments SET processing_until = now() - interval '1 second' WHERE processing_until > now()`));
    await Promise.all(secondHalf.map((voucher) => deliverUntilAccepted(a!, succeededOf.get(voucher.id)!)));
    // And every event once more, late: all duplicates now.
    for (const voucher of vouchers) expect((await deliverUntilAccepted(a!, succeededOf.get(voucher.id)!)).duplicate).toBe(true);

    await withClient(databaseUrl, async (client) => {
      const rows = (await client.query(
        `SELECT o.id, o.status, o.payment_id, (SELECT count(*)::int FROM charge_payment_lines l JOIN charge_payments p ON p.id = l.payment_id WHERE l.charge_id = c.charge_id AND p.status = 'paid') AS payments
         FROM online_payments o JOIN online_payment_charges c ON c.online_payment_id = o.id ORDER BY o.id`,
      )).rows as { id: number; status: string; payment_id: number | null; payments: number }[];
      const refunded = new Set([refundFirst!.id, alsoRefundFirst!.id]);
      for (const row of rows) {
        if (refunded.has(row.id)) expect(row).toMatchObject({ status: 'refunded', payment_id: null, payments: 0 });
        else expect(row).toMatchObject({ status: 'paid', payments: 1 });
      }
      const events = (await client.query(`SELECT event_id, count(*)::int AS n FROM online_payment_events GROUP BY event_id HAVING count(*) > 1`)).rows;
      expect(events).toEqual([]);
      const leased = (await client.query(`SELECT count(*)::int AS n FROM online_payments WHERE processing_until IS NOT NULL AND processing_until > now()`)).rows[0].n;
      expect(leased).toBe(0);
      const folios = (await client.query(`SELECT folio FROM charge_payments WHERE serie = 'C1' ORDER BY folio`)).rows.map((row) => Number(row.folio));
      expect(new Set(folios).size).toBe(folios.length);
      console.log(`online-payment webhooks: ${rows.length} payments, ${rows.length - refunded.size} collected once each, ${refunded.size} refunded before success`);
    });
  });
});
