// Issue 5: the store checkout API (POST /api/mini-store/sales, 3 lines, cash with change, Idempotency-Key)
// with 20,000 products on PostgreSQL and 16 concurrent terminals (autocannon), next to pgbench running the
// same transaction in SQL (the ceiling): idempotency key, open register, products, the conditional stock
// update (rows locked in id order), sale, lines, kardex, payment, cash-register transaction and, last, the
// folio counter with the idempotency key's stored answer.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { cpuProfileArgs } from '../lib/cpu-profile.mjs';
import { table } from '../lib/format.mjs';
import { ensureOutDir } from '../lib/paths.mjs';
import { startServer } from '../lib/server.mjs';
import { ceilingReport, createScratchDatabase, runPgbench, withClient } from '../lib/postgres.mjs';

const PRODUCTS = 20_000;
const CONNECTIONS = 16;
const DURATION_S = Number(process.env.BENCH_CHECKOUT_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_CHECKOUT_PORT ?? 3392);
const TARGET_RATIO = 0.4;
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

// The same writes and locks the API does, with the ids drawn the same way (3 distinct-ish random products).
const PGBENCH_SCRIPT = `
\\set p1 random(:lo, :hi)
\\set p2 random(:lo, :hi)
\\set p3 random(:lo, :hi)
\\set a least(:p1, :p2, :p3)
\\set c greatest(:p1, :p2, :p3)
\\set b :p1 + :p2 + :p3 - :a - :c
\\set k random(1, 2000000000)
BEGIN;
INSERT INTO idempotency_keys (company_id, key, scope, user_id, status_code) VALUES (1, 'pgb-' || :client_id || '-' || :k, 'sale', :uid, 201) ON CONFLICT DO NOTHING RETURNING key;
SELECT r.*, u.name FROM cash_registers r JOIN users u ON u.id = r.cashier_id WHERE r.cashier_id = :uid AND r.branch_office_id = 1 AND r.closed_at IS NULL FOR SHARE OF r;
SELECT * FROM products WHERE id IN (:a, :b, :c) AND company_id = 1 AND deleted_at IS NULL;
WITH locked AS MATERIALIZED (SELECT id FROM products WHERE id IN (:a, :b, :c) ORDER BY id FOR UPDATE)
UPDATE products AS p SET stock = p.stock - v.qty, updated_at = now() FROM (VALUES (:a, 1::numeric), (:b, 1::numeric), (:c, 1::numeric)) AS v(id, qty)
  WHERE p.id = v.id AND p.stock >= v.qty AND (SELECT count(*) FROM locked) = 3 RETURNING p.id, p.stock;
SELECT nextval(pg_get_serial_sequence('store_sales', 'id'))::int AS id;
INSERT INTO store_sales (id, company_id, branch_office_id, serie, folio, cash_register_id, cashier_id, sale_type, status, gross, discounts, surcharges, subtotal, tax, total, change)
  VALUES (currval('store_sales_id_seq'), 1, 1, 'PGB', -currval('store_sales_id_seq'), :reg, :uid, 'regular', 'pagada', 300, 0, 0, 258.62, 41.38, 300, 10);
INSERT INTO store_sale_lines (sale_id, product_id, product_name, product_code, quantity, unit_measurement, unity, price, price_with_iva, is_iva, extra_charges, gross, discounts, surcharges, subtotal, tax, total)
  VALUES (currval('store_sales_id_seq'), :a, 'x', 'x', 1, 'H87', 6, 86.21, 100, true, '[]', 100, 0, 0, 86.21, 13.79, 100),
         (currval('store_sales_id_seq'), :b, 'x', 'x', 1, 'H87', 6, 86.21, 100, true, '[]', 100, 0, 0, 86.21, 13.79, 100),
         (currval('store_sales_id_seq'), :c, 'x', 'x', 1, 'H87', 6, 86.21, 100, true, '[]', 100, 0, 0, 86.21, 13.79, 100) RETURNING *;
INSERT INTO stock_movements (company_id, branch_office_id, product_id, type, quantity, stock_after, reason, reference_type, reference_id, user_id)
  VALUES (1, 1, :a, 'venta', -1, 0, 'Venta', 'sale', currval('store_sales_id_seq'), :uid),
         (1, 1, :b, 'venta', -1, 0, 'Venta', 'sale', currval('store_sales_id_seq'), :uid),
         (1, 1, :c, 'venta', -1, 0, 'Venta', 'sale', currval('store_sales_id_seq'), :uid);
INSERT INTO store_sale_payments (sale_id, cash_register_id, kind, method_id, amount, received, user_id) VALUES (currval('store_sales_id_seq'), :reg, 'pago', 1, 300, 310, :uid) RETURNING *;
INSERT INTO cash_register_transactions (cash_register_id, agent_id, transaction_type_id, payment_id, sale_id, method_id, amount)
  VALUES (:reg, :uid, 2, currval('store_sale_payments_id_seq'), currval('store_sales_id_seq'), 1, 300);
WITH counter AS (
  INSERT INTO store_folio_counters (company_id, serie, next) VALUES (1, 'PGB', 2)
  ON CONFLICT (company_id, serie) DO UPDATE SET next = store_folio_counters.next + 1 RETURNING next - 1 AS folio),
sale AS (UPDATE store_sales SET folio = counter.folio FROM counter WHERE store_sales.id = currval('store_sales_id_seq') RETURNING store_sales.folio)
UPDATE idempotency_keys SET response = jsonb_set('{"folio": 0}'::jsonb, '{folio}', to_jsonb(sale.folio)) FROM sale
  WHERE company_id = 1 AND key = 'pgb-' || :client_id || '-' || :k RETURNING sale.folio;
END;
`;

async function postJson(url, body, headers) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

export const checkout = {
  name: 'checkout',
  title: 'Store checkout API: 3-line sale with 20,000 products, 16 terminals (PostgreSQL)',
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
      await autocannon({ url, requests, connections: CONNECTIONS, duration: 2 });
      const api = await autocannon({ url, requests, connections: CONNECTIONS, duration: DURATION_S });
      if (api.non2xx > 0 || api.errors > 0) throw new Error(`autocannon saw ${api.non2xx} non-2xx answers and ${api.errors} errors`);

      const scriptFile = join(ensureOutDir(), 'checkout-pgbench.sql');
      writeFileSync(scriptFile, PGBENCH_SCRIPT);
      const ceiling = runPgbench(databaseUrl, scriptFile, {
        connections: CONNECTIONS,
        durationS: DURATION_S,
        vars: { lo: first, hi: last, uid: register.cashier.id, reg: register.id },
      });

      const { ratio, rows } = ceilingReport(print, table, {
        label: 'Checkout',
        unit: 'sales/s',
        apiLabel: 'Checkout API (autocannon, 16 terminals)',
        ceilingLabel: 'pgbench, same transaction',
        api,
        ceiling,
        targetRatio: TARGET_RATIO,
        targetP99Ms: TARGET_P99_MS,
      });
      return {
        rows,
        data: { products: PRODUCTS, connections: CONNECTIONS, durationS: DURATION_S, api: { requestsPerSecond: api.requests.average, latency: api.latency }, pgbench: ceiling, ratio },
      };
    } finally {
      await server?.stop();
      await scratch.drop();
    }
  },
};
