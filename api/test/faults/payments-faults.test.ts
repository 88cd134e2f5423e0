// npm run test:faults — academy payments under load on one API instance while every connection to the database
// is terminated (twice). Each client pays pending charges one at a time with an Idempotency-Key, retrying a 503,
// a dropped connection or the 409 of a key in course with the same key, as the counter does. Then the invariants:
// folios unique and gap-free, each paid charge with exactly one payment line (and no line for a pending one),
// one payment per Idempotency-Key and no claimed key without its stored answer, and every key sent once more
// answering its payment's receipt (never a second payment). Prints its figures.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { delay, scratchDatabase, startInstance, waitReady, withClient, type Instance } from './instances';

const serverUrl = process.env.DATABASE_URL;
const PORT = Number(process.env.FAULTS_PAYMENTS_PORT ?? 3343);
const LOAD_SECONDS = Number(process.env.FAULTS_LOAD_SECONDS ?? 8);
const WORKERS = 12;
// 24 charges each: 8,400 pending charges, more than twice what the engine pays in the load's seconds here
// (about 370 a second at 12 clients), so the load cannot run out before the faults.
const EXTERNALS = 350;
const PATH = '/api/academies/charges/payments';

(serverUrl ? describe : describe.skip)('faults: academy payments while every database connection is terminated', () => {
  const database = scratchDatabase(serverUrl ?? '', 'mikro_faults_pay_');
  let databaseUrl = '';
  let instance: Instance | null = null;

  beforeAll(async () => {
    databaseUrl = await database.create();
  });

  afterAll(async () => {
    if (instance) {
      instance.child.kill('SIGKILL');
      await instance.exited;
    }
    await database.drop();
  });

  it('pays every charge at most once, keeps the folios gap-free and every key answered', async () => {
    instance = startInstance(PORT, databaseUrl);
    await waitReady(instance);
    const base = `http://127.0.0.1:${PORT}`;
    const login = (await (await fetch(`${base}/api/system/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@mikro.mx', password: 'Mikro2026!' }),
    })).json()) as { token: string };
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${login.token}`, 'x-branch-office': '1' };

    // Externals enrolled in one group, each with 24 pending monthly charges of one price (as the bench seeds them).
    const chargeIds = await withClient(databaseUrl, async (client) => {
      const activity = (await client.query(`INSERT INTO academy_activities (company_id, branch_office_id, name) VALUES (1, 1, 'Actividad fallas') RETURNING id`)).rows[0].id as number;
      const group = (await client.query(
        `INSERT INTO academy_groups (company_id, branch_office_id, activity_id, name, capacity, enrolled, place, schedule)
         VALUES (1, 1, $1, 'Grupo fallas', ${EXTERNALS}, ${EXTERNALS}, 'Salón 1', 'Lun 16:00–17:00') RETURNING id`,
        [activity],
      )).rows[0].id as number;
      await client.query(`INSERT INTO externals (company_id, name, last_name_father) SELECT 1, 'Externo', 'Fallas ' || g FROM generate_series(1, ${EXTERNALS}) g`);
      await client.query(
        `INSERT INTO academy_inscriptions (company_id, branch_office_id, group_id, external_id, status)
         SELECT 1, 1, $1, id, 'activa' FROM externals WHERE last_name_father LIKE 'Fallas%'`,
        [group],
      );
      const { rows } = await client.query(
        `INSERT INTO charges (company_id, branch_office_id, module, external_id, academy_inscription_id, name, sat_code, unit_code, price, year, month, payment_day, due_date)
         SELECT 1, 1, 2, i.external_id, i.id, 'Mensualidad fallas', '86132000', 'E48', 950, 2026 + (m - 1) / 12, 1 + (m - 1) % 12, 10, make_date(2026 + (m - 1) / 12, 1 + (m - 1) % 12, 10)
         FROM academy_inscriptions i CROSS JOIN generate_series(1, 24) m WHERE i.group_id = $1
         RETURNING id`,
        [group],
      );
      return rows.map((row) => row.id as number).sort((a, b) => a - b);
    });
    // Cash covering the dearest charge's total (late ones may carry a surcharge), with change.
    const totals = await Promise.all(
      [chargeIds[0], chargeIds.at(-1)].map(async (chargeId) => {
        const quote = await fetch(`${base}${PATH}/quote`, { method: 'POST', headers, body: JSON.stringify({ lines: [{ chargeId }] }) });
        expect(quote.status).toBe(200);
        return Number(((await quote.json()) as { total: string }).total);
      }),
    );
    const cash = `${Math.ceil((Math.max(...totals) + 0.01) / 100) * 100}.00`;
    const statuses = new Map<number, number>();
    /** Each key sent, its charge, and the folio of the receipt it was answered with (null: none received). */
    const sent: { key: string; chargeId: number; folio: number | null }[] = [];
    let requests = 0;
    let networkErrors = 0;
    let next = 0;
    let stop = false;
    const pay = (chargeId: number, key: string) =>
      fetch(`${base}${PATH}`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': key },
        body: JSON.stringify({ lines: [{ chargeId }], methods: [{ methodId: 1, amount: cash }] }),
        signal: AbortSignal.timeout(10_000),
      });
    const worker = async () => {
      while (!stop) {
        const chargeId = chargeIds[next++];
        if (chargeId === undefined) throw new Error(`the load ran out of pending charges (lower FAULTS_LOAD_SECONDS); answers so far: ${JSON.stringify([...statuses])}, network errors ${networkErrors}`);
        const entry = { key: randomUUID(), chargeId, folio: null as number | null };
        sent.push(entry);
        for (let attempt = 0; attempt < 6 && !stop; attempt++) {
          requests++;
          try {
            const answer = await pay(chargeId, entry.key);
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            const body = (await answer.json()) as { folio?: number; retry?: boolean };
            if (answer.status === 201) entry.folio = body.folio ?? null;
            if (answer.status !== 503 && !(answer.status === 409 && body.retry)) break;
          } catch {
            networkErrors++;
          }
          await delay(100);
        }
      }
    };
    const load = Array.from({ length: WORKERS }, () => worker());
    const faults: string[] = [];
    const terminate = async () => faults.push(`${await database.terminateConnections()} backends terminated`);
    await delay((LOAD_SECONDS * 1000) / 3);
    await terminate();
    await delay((LOAD_SECONDS * 1000) / 3);
    await terminate();
    await delay((LOAD_SECONDS * 1000) / 3);
    stop = true;
    await Promise.all(load);
    expect(instance.child.exitCode).toBe(null);

    // Every key once more: its payment's receipt when it has one, otherwise a payment made now (its claim was
    // rolled back with everything else), never a second payment of the charge.
    const retried = new Map<number, number>();
    let receiptsMatched = 0;
    for (let i = 0; i < sent.length; i += WORKERS) {
      await Promise.all(
        sent.slice(i, i + WORKERS).map(async (entry) => {
          const answer = await pay(entry.chargeId, entry.key);
          retried.set(answer.status, (retried.get(answer.status) ?? 0) + 1);
          const body = (await answer.json()) as { folio?: number };
          expect(answer.status).toBe(201);
          if (entry.folio !== null) {
            expect(body.folio).toBe(entry.folio);
            receiptsMatched++;
          }
        }),
      );
    }

    const checks = await withClient(databaseUrl, async (client) => {
      const one = async (text: string, values: unknown[] = []) => (await client.query(text, values)).rows[0];
      const folios = await one(
        `SELECT count(*)::int AS n, count(DISTINCT folio)::int AS distinct_folios, coalesce(max(folio) - min(folio) + 1, 0)::int AS span,
                count(*) FILTER (WHERE folio <= 0)::int AS provisional
         FROM charge_payments WHERE company_id = 1 AND module = 2`,
      );
      const charges = await one(
        `SELECT count(*) FILTER (WHERE c.status = 'paid')::int AS paid,
                count(*) FILTER (WHERE c.status = 'paid' AND l.lines <> 1)::int AS paid_not_once,
                count(*) FILTER (WHERE c.status = 'pending' AND l.lines > 0)::int AS pending_with_lines
         FROM charges c
         LEFT JOIN LATERAL (SELECT count(*)::int AS lines FROM charge_payment_lines WHERE charge_id = c.id AND status <> 'cancelled') l ON true
         WHERE c.id = ANY($1::int[])`,
        [chargeIds],
      );
      const keys = await one(
        `SELECT count(*)::int AS claimed, count(*) FILTER (WHERE response IS NULL)::int AS unanswered
         FROM idempotency_keys WHERE company_id = 1 AND scope = 'pago-academia' AND key = ANY($1::text[])`,
        [sent.map((entry) => entry.key)],
      );
      return { folios, charges, keys };
    });

    const fiveHundreds = [...statuses].filter(([status]) => status >= 500 && status !== 503).reduce((sum, [, n]) => sum + n, 0);
    const format = (counts: Map<number, number>) => [...counts].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(', ');
    console.log(
      [
        '',
        'test:faults (academy payments)',
        `  load held: ${requests} payment requests from ${WORKERS} clients over ${LOAD_SECONDS} s; ${sent.length} keys sent, ${checks.charges.paid} charges paid`,
        `  answers: ${format(statuses)}; dropped connections retried: ${networkErrors}`,
        `  faults survived: ${faults.join('; ')}`,
        `  5xx other than 503: ${fiveHundreds}`,
        `  folios: ${checks.folios.n} payments, ${checks.folios.distinct_folios} distinct, span ${checks.folios.span} (gaps: ${checks.folios.span - checks.folios.n})`,
        `  charges paid other than once: ${checks.charges.paid_not_once}; pending with a payment: ${checks.charges.pending_with_lines}`,
        `  keys: ${checks.keys.claimed} claimed, ${checks.keys.unanswered} without their answer; sent again: ${format(retried)}, ${receiptsMatched} gave the receipt received before`,
        '',
      ].join('\n'),
    );

    expect(fiveHundreds).toBe(0);
    expect(checks.charges.paid).toBeGreaterThan(0);
    expect(checks.folios.distinct_folios).toBe(checks.folios.n);
    expect(checks.folios.span).toBe(checks.folios.n);
    expect(checks.folios.provisional).toBe(0);
    expect(checks.charges.paid_not_once).toBe(0);
    expect(checks.charges.pending_with_lines).toBe(0);
    // Every key sent ended with one payment: one charge paid, one payment and one answered claim per key.
    expect(checks.charges.paid).toBe(sent.length);
    expect(checks.folios.n).toBe(sent.length);
    expect(checks.keys.claimed).toBe(sent.length);
    expect(checks.keys.unanswered).toBe(0);
  });
});
