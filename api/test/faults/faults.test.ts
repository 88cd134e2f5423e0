// npm run test:faults — two API instances started together on one empty PostgreSQL database, a bounded load of
// checkouts from 127.0.0.1 spread over both, and the faults injected mid-load: every backend terminated
// (twice) and one instance killed with SIGKILL and restarted. Then the invariants: no oversell, folios unique
// and gap-free, the register's expected cash equal to opening + Σ payments to the centavo, no partial sale,
// no 5xx other than the 503 of a lost connection. Prints its figures.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { delay, scratchDatabase, startInstance, waitReady, withClient, type Instance } from './instances';

const serverUrl = process.env.DATABASE_URL;
const PORTS: readonly [number, number] = [Number(process.env.FAULTS_PORT_A ?? 3341), Number(process.env.FAULTS_PORT_B ?? 3342)];
const LOAD_SECONDS = Number(process.env.FAULTS_LOAD_SECONDS ?? 8);
const WORKERS = 12;
const STOCK = 400;

(serverUrl ? describe : describe.skip)('faults: two instances, one PostgreSQL, backends terminated and an instance killed mid-load', () => {
  const database = scratchDatabase(serverUrl ?? '', 'mikro_faults_');
  let databaseUrl = '';
  let instances: Instance[] = [];
  /** Instance `i` of the ones running, round robin. */
  const instanceAt = (i: number): Instance => {
    const instance = instances[i % instances.length];
    if (!instance) throw new Error('no instance is running');
    return instance;
  };

  beforeAll(async () => {
    databaseUrl = await database.create();
  });

  afterAll(async () => {
    for (const instance of instances) instance.child.kill('SIGKILL');
    await Promise.all(instances.map((i) => i.exited));
    await database.drop();
  });

  it('holds the load, survives the faults and loses nothing', async () => {
    // Both start at once on the empty database: migrations and seed take turns under the advisory lock.
    instances = PORTS.map((port) => startInstance(port, databaseUrl));
    await Promise.all(instances.map(waitReady));

    const base = (i: number) => `http://127.0.0.1:${instanceAt(i).port}`;
    const login = await (await fetch(`${base(0)}/api/system/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'cajero@mikro.mx', password: 'Mikro2026!' }),
    })).json() as { token: string; branchOffices: { id: number; name: string }[] };
    const branch = login.branchOffices.find((b) => b.name === 'Sucursal Norte')!.id;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${login.token}`, 'x-branch-office': String(branch) };
    const opened = await fetch(`${base(0)}/api/mini-store/cash-register`, { method: 'POST', headers, body: JSON.stringify({ openingAmount: '500.00' }) });
    expect(opened.status).toBe(201);
    const registerId = ((await opened.json()) as { id: number }).id;
    const productId = await withClient(databaseUrl, async (client) => {
      const result = await client.query(
        `INSERT INTO products (company_id, branch_office_id, name, code, price, price_with_iva, iva, stock)
         VALUES (1, $1, 'Cuaderno de carga', 'FAULT-1', '100.00', '116.00', true, $2) RETURNING id`,
        [branch, STOCK],
      );
      return result.rows[0].id as number;
    });

    const statuses = new Map<number, number>();
    let requests = 0;
    let networkErrors = 0;
    let stop = false;
    const worker = async (index: number) => {
      let n = 0;
      while (!stop) {
        const quantity = 1 + ((index + n) % 3);
        const body = JSON.stringify({ lines: [{ productId, quantity }], payments: [{ methodId: 1, amount: (116 * quantity).toFixed(2) }] });
        const key = randomUUID();
        n++;
        // A client retries a 503 or a dropped connection with the same Idempotency-Key, as the point of sale does.
        for (let attempt = 0; attempt < 6 && !stop; attempt++) {
          requests++;
          try {
            const answer = await fetch(`${base(index + attempt)}/api/mini-store/sales`, { method: 'POST', headers: { ...headers, 'idempotency-key': key }, body, signal: AbortSignal.timeout(10_000) });
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            await answer.arrayBuffer();
            if (answer.status !== 503) break;
          } catch {
            networkErrors++;
          }
          await delay(100);
        }
      }
    };
    const load = Array.from({ length: WORKERS }, (_, i) => worker(i));
    const faults: string[] = [];
    const terminate = async () => faults.push(`${await database.terminateConnections()} backends terminated`);
    await delay((LOAD_SECONDS * 1000) / 4);
    await terminate();
    await delay((LOAD_SECONDS * 1000) / 4);
    const killed = instanceAt(1);
    killed.child.kill('SIGKILL');
    await killed.exited;
    faults.push('instance B killed with SIGKILL');
    instances[1] = startInstance(PORTS[1], databaseUrl);
    await delay((LOAD_SECONDS * 1000) / 4);
    await terminate();
    await waitReady(instances[1]);
    faults.push('instance B restarted');
    await delay((LOAD_SECONDS * 1000) / 4);
    stop = true;
    await Promise.all(load);

    expect(instances.map((instance) => ({ port: instance.port, exitCode: instance.child.exitCode }))).toEqual(
      instances.map((instance) => ({ port: instance.port, exitCode: null })),
    );
    const checks = await withClient(databaseUrl, async (client) => {
      const one = async (text: string, values: unknown[] = []) => (await client.query(text, values)).rows[0];
      const stock = await one('SELECT stock::numeric AS stock FROM products WHERE id = $1', [productId]);
      const sold = await one('SELECT coalesce(sum(quantity), 0)::numeric AS sold, count(DISTINCT sale_id)::int AS sales FROM store_sale_lines WHERE product_id = $1', [productId]);
      const folios = await one(
        `SELECT count(*)::int AS n, count(DISTINCT (serie, folio))::int AS distinct_folios, coalesce(max(folio) - min(folio) + 1, 0)::int AS span
         FROM store_sales WHERE branch_office_id = $1`,
        [branch],
      );
      const partial = await one(
        `SELECT count(*)::int AS n FROM store_sales s
         WHERE s.cash_register_id = $1 AND (
           NOT EXISTS (SELECT 1 FROM store_sale_lines l WHERE l.sale_id = s.id)
           OR s.total <> (SELECT coalesce(sum(p.amount), 0) FROM store_sale_payments p WHERE p.sale_id = s.id)
           OR s.total <> (SELECT coalesce(sum(l.total), 0) FROM store_sale_lines l WHERE l.sale_id = s.id))`,
        [registerId],
      );
      const money = await one(
        `SELECT (SELECT coalesce(sum(amount), 0) FROM store_sale_payments WHERE cash_register_id = $1)::numeric AS payments,
                (SELECT coalesce(sum(total), 0) FROM store_sales WHERE cash_register_id = $1)::numeric AS sales`,
        [registerId],
      );
      return { stock, sold, folios, partial, money };
    });
    const report = await fetch(`${base(0)}/api/mini-store/cash-register/cash-report`, { headers });
    expect(report.status).toBe(200);
    const expectedCash = ((await report.json()) as { methods: { methodId: number; expected: string }[] }).methods.find((m) => m.methodId === 1)!.expected;

    const fiveHundreds = [...statuses].filter(([status]) => status >= 500 && status !== 503).reduce((sum, [, n]) => sum + n, 0);
    const lost = Number(checks.stock.stock) + Number(checks.sold.sold) - STOCK;
    console.log(
      [
        '',
        'test:faults',
        `  load held: ${requests} checkout requests from ${WORKERS} clients over ${LOAD_SECONDS} s on 2 instances; ${checks.sold.sales} sales, ${checks.sold.sold} units sold of ${STOCK}`,
        `  answers: ${[...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(', ')}; dropped connections retried: ${networkErrors}`,
        `  faults survived: ${faults.join('; ')}`,
        `  5xx other than 503: ${fiveHundreds}`,
        `  folios: ${checks.folios.n} sales, ${checks.folios.distinct_folios} distinct, span ${checks.folios.span} (gaps: ${checks.folios.span - checks.folios.n})`,
        `  register: expected cash ${expectedCash} = opening 500.00 + payments ${checks.money.payments}; sales total ${checks.money.sales}`,
        `  lost: stock drift ${lost}, partial sales ${checks.partial.n}`,
        '',
      ].join('\n'),
    );

    expect(fiveHundreds).toBe(0);
    expect(Number(checks.sold.sales)).toBeGreaterThan(0);
    expect(Number(checks.stock.stock)).toBeGreaterThanOrEqual(0);
    expect(lost).toBe(0);
    expect(checks.folios.distinct_folios).toBe(checks.folios.n);
    expect(checks.folios.span).toBe(checks.folios.n);
    expect(checks.partial.n).toBe(0);
    expect(Number(checks.money.payments)).toBe(Number(checks.money.sales));
    expect(Number(expectedCash).toFixed(2)).toBe((500 + Number(checks.money.payments)).toFixed(2));
  });
});
