// Issue 5: the store checkout API (POST /api/mini-store/sales, 3 lines, cash with change, Idempotency-Key)
// with 20,000 products and 20,000 earlier sales on PostgreSQL and 16 concurrent terminals (autocannon), next to pgbench running the
// same transaction in SQL (the ceiling), built from the API's own statements: the opening (idempotency key
// claimed, open register, what pricing reads), the one statement that writes stock, sale, lines, kardex, payment
// and cash-register transaction, and, last, the folio with the key's stored answer, sent with the COMMIT.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { cpuProfileArgs } from '../lib/cpu-profile.mjs';
import { table } from '../lib/format.mjs';
import { ensureOutDir, repoRoot } from '../lib/paths.mjs';
import { startServer } from '../lib/server.mjs';
import { alternatingRounds, ceilingReport, createScratchDatabase, runPgbench, withClient } from '../lib/postgres.mjs';

const PRODUCTS = 20_000;
const HISTORY = 20_000;
const CONNECTIONS = 16;
const DURATION_S = Number(process.env.BENCH_CHECKOUT_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_CHECKOUT_PORT ?? 3392);
// Issue 31, target 5: ≥ 90 % of the same transaction in pgbench.
const TARGET_RATIO = 0.9;
const TARGET_P99_MS = 100;

/** 20,000 active products of company 1, branch office 1, with stock enough for the whole run. */
async function seedProducts(url) {
  return withClient(url, async (client) => {
    const { rows } = await client.query(
      `INSERT INTO products (company_id, branch_office_id, name, code, price, price_with_iva, stock, is_active, iva)
       SELECT 1, 1, 'Producto ' || substr(md5(g::text), 1, 10), 'CHK-' || g, ((g % 900) + 0.5)::numeric(14,2),
              (((g % 900) + 0.5) * 1.16)::numeric(14,2), 1000000, true, g % 3 <> 0
       FROM generate_series(1, ${PRODUCTS}) g RETURNING id`,
    );
    await client.query('ANALYZE');
    const ids = rows.map((r) => r.id);
    return { first: Math.min(...ids), last: Math.max(...ids) };
  });
}

/**
 * A store that has been selling: 20,000 earlier sales, each paid in cash, in 100 closed registers of the bench's
 * cashier (serie HIS, apart from the sales measured). On a database that starts with no sales, a connection that
 * lives through the whole run keeps the plans it made for the first sales — PostgreSQL's foreign-key checks on
 * store_sales and store_sale_payments become whole-table scans as the tables grow — while pgbench's connections,
 * new every round, plan afresh; without autovacuum (this server runs without it) nothing ever analyses the tables
 * again. With a history both sides plan for the tables they will find.
 */
async function seedHistory(url, cashierId) {
  await withClient(url, async (client) => {
    await client.query('BEGIN');
    await client.query(
      `WITH registers AS (
         INSERT INTO cash_registers (company_id, branch_office_id, cashier_id, opening_amount, open_at, closed_at, notes)
         SELECT 1, 1, $1, 500, now() - d * interval '1 day', now() - d * interval '1 day' + interval '8 hours', 'Historial'
         FROM generate_series(1, 100) d RETURNING id),
       numbered AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM registers)
       INSERT INTO store_sales (company_id, branch_office_id, serie, folio, cash_register_id, cashier_id, sale_type, status,
         gross, discounts, surcharges, subtotal, tax, total, paid)
       SELECT 1, 1, 'HIS', g, numbered.id, $1, 'regular', 'pagada', 116, 0, 0, 100, 16, 116, 116
       FROM generate_series(1, ${HISTORY}) g JOIN numbered ON numbered.n = g % 100`,
      [cashierId],
    );
    await client.query(
      `INSERT INTO store_sale_payments (sale_id, cash_register_id, kind, method_id, amount, received, user_id)
       SELECT id, cash_register_id, 'pago', 1, total, total, cashier_id FROM store_sales WHERE serie = 'HIS'`,
    );
    await client.query('COMMIT');
    await client.query('ANALYZE');
  });
}

/** The API's own fixed checkout statements (api/src/modules/store/sales/checkout.ts), $n placeholders included. */
function checkoutStatements() {
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'src/modules/store/sales/print-checkout-sql.ts'], { cwd: join(repoRoot, 'api'), encoding: 'utf8' });
  return JSON.parse(output.trim().split('\n').at(-1));
}

const quote = (text) => `'${text.replace(/'/g, "''")}'`;
const bind = (text, values) => text.replace(/\$(\d+)/g, (_, n) => values[Number(n) - 1]);

/**
 * The transaction the API runs for a 3-line cash sale with an Idempotency-Key, statement for statement, with the
 * ids drawn the same way (3 random products, in id order): the opening (key claimed, open register, what pricing
 * reads), stock + sale + lines + kardex + payment + register transaction in one statement, and the folio with
 * the stored answer (`answer`, a sale as the API answers it) sent with the COMMIT in one message.
 */
function pgbenchScript(statements, answer) {
  const key = `'pgb-' || :client_id || '-' || :k`;
  const three = (value) => `'{${value},${value},${value}}'`;
  const opening = bind(statements.opening, [':uid', '1', '1', key, quote('sale'), '201', 'ARRAY[:a, :b, :c]', 'NULL', `'{}'`, quote('0'.repeat(64)), 'false']);
  const write = bind(statements.writeSale, [
    '1', '1', 'ARRAY[:a, :b, :c]', three('1'), quote('PGB'), ':reg', ':uid', 'NULL', 'NULL', 'NULL', quote('regular'), quote('pagada'),
    quote('300.00'), quote('0.00'), quote('0.00'), quote('258.62'), quote('41.38'), quote('300.00'), quote('10.00'), quote(''), 'now()',
    'ARRAY[:a, :b, :c]', three('x'), three('x'), three('1'), three('H87'), three('6'), three('86.21'), three('100.00'), three('true'),
    `'{"[]","[]","[]"}'`, three('100.00'), three('0.00'), three('0.00'), three('86.21'), three('13.79'), three('100.00'),
    `'{1}'`, `'{NULL}'`, `'{300.00}'`, `'{310.00}'`, `'{""}'`, '2', 'false', quote('Venta'),
  ]);
  const folio = bind(statements.folioStoring, ['1', quote('PGB'), "(SELECT currval('store_sales_id_seq'))", '1', key, quote(JSON.stringify(answer))]);
  const oneLine = (text) => text.replace(/\s*\n\s*/g, ' ');
  return [
    '\\set p1 random(:lo, :hi)',
    '\\set p2 random(:lo, :hi)',
    '\\set p3 random(:lo, :hi)',
    '\\set a least(:p1, :p2, :p3)',
    '\\set c greatest(:p1, :p2, :p3)',
    '\\set b :p1 + :p2 + :p3 - :a - :c',
    '\\set k random(1, 2000000000)',
    `BEGIN \\; ${oneLine(opening)};`,
    `${oneLine(write)};`,
    `${oneLine(folio)} \\; COMMIT;`,
    '',
  ].join('\n');
}

async function postJson(url, body, headers) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

export const checkout = {
  name: 'checkout',
  title: 'Store checkout API: 3-line sale with 20,000 products and 20,000 earlier sales, 16 terminals (PostgreSQL)',
  async run({ print }) {
    const scratch = await createScratchDatabase();
    const databaseUrl = scratch.url;
    let server;
    try {
      server = await startServer({ port: PORT, databaseUrl, env: { LOG_LEVEL: 'warn' }, nodeArgs: cpuProfileArgs(), logName: 'server-checkout.log' });
      const { first, last } = await seedProducts(databaseUrl);
      const login = await postJson(`${server.baseUrl}/api/system/auth/login`, { email: 'admin@mikro.mx', password: 'Mikro2026!' });
      const headers = { authorization: `Bearer ${login.token}`, 'x-branch-office': '1', 'content-type': 'application/json' };
      const register = await postJson(`${server.baseUrl}/api/mini-store/cash-register`, { openingAmount: '1000.00' }, headers);
      await seedHistory(databaseUrl, register.cashier.id);

      const randomProduct = () => first + Math.floor(Math.random() * (last - first + 1));
      const saleBody = () =>
        JSON.stringify({
          lines: [{ productId: randomProduct(), quantity: 1 }, { productId: randomProduct(), quantity: 1 }, { productId: randomProduct(), quantity: 1 }],
          payments: [{ methodId: 1, amount: '5000.00' }],
        });
      const sample = await postJson(`${server.baseUrl}/api/mini-store/sales`, JSON.parse(saleBody()), { ...headers, 'idempotency-key': randomUUID() });
      if (!sample.folio || sample.lines.length !== 3) throw new Error(`unexpected sale ${JSON.stringify(sample).slice(0, 300)}`);

      const requests = [
        {
          method: 'POST',
          path: '/api/mini-store/sales',
          setupRequest: (request) => ({ ...request, headers: { ...headers, 'idempotency-key': randomUUID() }, body: saleBody() }),
        },
      ];
      const url = server.baseUrl;
      const scriptFile = join(ensureOutDir(), 'checkout-pgbench.sql');
      writeFileSync(scriptFile, pgbenchScript(checkoutStatements(), sample));
      const pgbench = (durationS) =>
        runPgbench(databaseUrl, scriptFile, { connections: CONNECTIONS, durationS, vars: { lo: first, hi: last, uid: register.cashier.id, reg: register.id } });
      await autocannon({ url, requests, connections: CONNECTIONS, duration: 2 });
      pgbench(2);
      const measured = await alternatingRounds({
        rounds: ROUNDS,
        print,
        api: async () => {
          const api = await autocannon({ url, requests, connections: CONNECTIONS, duration: DURATION_S });
          if (api.non2xx > 0 || api.errors > 0) throw new Error(`autocannon saw ${api.non2xx} non-2xx answers and ${api.errors} errors`);
          return api;
        },
        ceiling: () => pgbench(DURATION_S),
      });

      const { ratio, rows } = ceilingReport(print, table, {
        label: 'Checkout',
        unit: 'sales/s',
        apiLabel: 'Checkout API (autocannon, 16 terminals)',
        ceilingLabel: 'pgbench, same transaction',
        measured,
        targetRatio: TARGET_RATIO,
        targetP99Ms: TARGET_P99_MS,
      });
      return {
        rows,
        data: { products: PRODUCTS, connections: CONNECTIONS, durationS: DURATION_S, rounds: measured.rounds.map((r) => ({ api: { requestsPerSecond: r.api.requests.average, latency: r.api.latency }, pgbench: r.ceiling, ratio: r.ratio })), ratio },
      };
    } finally {
      await server?.stop();
      await scratch.drop();
    }
  },
};
