// Issue 30: what the deployed topology costs and how far behind the replica runs (deploy/scale/topology.mjs: a
// primary, a pg_basebackup replica, PgBouncer, HAProxy, two API instances on spare ports). On 2 cores more
// instances cannot add throughput, so these are the figures that matter:
// - the balancer's and the pooler's overhead per request at p50: one client asks for a page of 10 products on
//   three paths in turn (one request on each after the other): straight to an instance connected directly to
//   the primary, to that same instance through HAProxy, and straight to an instance connected through PgBouncer
//   in transaction mode;
// - the replica's replay lag under checkout load: while 12 terminals sell through HAProxy, the primary's flushed
//   position is sampled and the time until the replica has replayed it is measured, p50 and p99.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { table } from '../lib/format.mjs';
import { DEMO_LOGIN, delay, ensureTools, startTopology, withClient } from '../../deploy/scale/topology.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const REQUESTS_PER_ROUND = Number(process.env.BENCH_TOPOLOGY_REQUESTS ?? 400);
const LAG_SECONDS = Number(process.env.BENCH_TOPOLOGY_LAG_SECONDS ?? 10);
const OVERHEAD_BUDGET_MS = 1;
const LAG_BUDGET_MS = 1_000;
const LIST_PATH = '/api/mini-store/products?sort[0]=name,ASC&limit=10';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** The latency (ms) of one request. */
async function timed(url, headers) {
  const t0 = performance.now();
  const answer = await fetch(url, { headers });
  await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  return performance.now() - t0;
}

export const topology = {
  name: 'topology',
  title: 'Topology: HAProxy and PgBouncer overhead per request, replica replay lag under checkout load',
  async run({ print }) {
    ensureTools(print);
    // Instance 1 straight to the primary, instance 2 through PgBouncer (with the replica, as deployed).
    const running = await startTopology({
      print,
      instances: 2,
      basePort: Number(process.env.BENCH_TOPOLOGY_PORT ?? 54420),
      instanceEnv: (index, urls) => (index === 0 ? { DATABASE_URL: urls.primaryUrl, DATABASE_DIRECT_URL: '', DATABASE_REPLICA_URL: '' } : {}),
    });
    try {
      const login = await fetch(`${running.urls.haproxy}/api/system/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_LOGIN) });
      const { token } = await login.json();
      const headers = { authorization: `Bearer ${token}`, 'x-branch-office': '1' };
      const productIds = await withClient(running.urls.primary, async (client) => {
        const { rows } = await client.query(
          `INSERT INTO products (company_id, branch_office_id, name, code, price, price_with_iva, stock, is_active, iva)
           SELECT 1, 1, 'Producto topología ' || g, 'TOP-' || g, 10.5, 12.18, 1000000, true, true FROM generate_series(1, 2000) g RETURNING id`,
        );
        await client.query('ANALYZE');
        return rows.map((row) => row.id);
      });
      const opened = await fetch(`${running.urls.haproxy}/api/mini-store/cash-register`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ openingAmount: '1000.00' }) });
      if (opened.status !== 201) throw new Error(`opening the register answered ${opened.status}`);

      // Only instance 1 behind HAProxy while the overhead is measured, so both paths reach the same process.
      await running.haproxy('disable server api/api2');
      await running.waitServers({ api1: 'UP', api2: 'MAINT' });
      const paths = {
        direct: `${running.instanceUrl(0)}${LIST_PATH}`,
        balanced: `${running.urls.haproxy}${LIST_PATH}`,
        pooled: `${running.instanceUrl(1)}${LIST_PATH}`,
      };
      for (let i = 0; i < 100; i++) for (const url of Object.values(paths)) await timed(url, headers);
      // One request on each path in turn, so a neighbour's load on the shared machine weighs on the three alike.
      const times = { direct: [], balanced: [], pooled: [] };
      for (let i = 0; i < ROUNDS * REQUESTS_PER_ROUND; i++) {
        for (const [name, url] of Object.entries(paths)) times[name].push(await timed(url, headers));
      }
      await running.haproxy('enable server api/api2');
      await running.waitServers({ api1: 'UP', api2: 'UP' });
      const p50 = Object.fromEntries(Object.entries(times).map(([name, list]) => [name, percentile([...list].sort((a, b) => a - b), 50)]));
      // The overhead is the median of the differences within each turn (the same moment's load on both paths),
      // printed beside the difference of the two paths' medians.
      const pairedMedian = (other) => percentile(times[other].map((ms, i) => ms - times.direct[i]).sort((a, b) => a - b), 50);
      const balancerMs = pairedMedian('balanced');
      const poolerMs = pairedMedian('pooled');

      // Replay lag under checkout load through HAProxy (both instances).
      const lags = [];
      let stop = false;
      const sampler = (async () => {
        const primary = new (await import('pg')).default.Client({ connectionString: running.urls.primary });
        const replica = new (await import('pg')).default.Client({ connectionString: running.urls.replica });
        await primary.connect();
        await replica.connect();
        try {
          while (!stop) {
            const t0 = performance.now();
            const target = (await primary.query('SELECT pg_current_wal_flush_lsn()::text AS lsn')).rows[0].lsn;
            while (!(await replica.query('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [target])).rows[0].done) await delay(1);
            lags.push(performance.now() - t0);
            await delay(20);
          }
        } finally {
          await primary.end();
          await replica.end();
        }
      })();
      const product = () => productIds[Math.floor(Math.random() * productIds.length)];
      const load = await autocannon({
        url: running.urls.haproxy,
        connections: 12,
        duration: LAG_SECONDS,
        requests: [
          {
            method: 'POST',
            path: '/api/mini-store/sales',
            setupRequest: (request) => ({
              ...request,
              headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
              body: JSON.stringify({ lines: [{ productId: product(), quantity: 1 }, { productId: product(), quantity: 1 }, { productId: product(), quantity: 1 }], payments: [{ methodId: 1, amount: '1000.00' }] }),
            }),
          },
        ],
      });
      stop = true;
      await sampler;
      if (load.non2xx > 0 || load.errors > 0) throw new Error(`the checkout load saw ${load.non2xx} non-2xx answers and ${load.errors} errors`);
      const sortedLags = [...lags].sort((a, b) => a - b);
      const lagP50 = percentile(sortedLags, 50);
      const lagP99 = percentile(sortedLags, 99);

      print(
        table(
          ['Path (one client, page of 10 products)', 'p50 ms', 'p99 ms'],
          Object.entries(times).map(([name, list]) => {
            const sorted = [...list].sort((a, b) => a - b);
            const label = { direct: 'instance → primary', balanced: 'HAProxy → instance → primary', pooled: 'instance → PgBouncer → primary' }[name];
            return [label, percentile(sorted, 50).toFixed(2), percentile(sorted, 99).toFixed(2)];
          }),
        ),
      );
      print(`Replica replay lag under checkout load (${load.requests.average.toFixed(0)} sales/s through HAProxy, ${lags.length} samples): p50 ${lagP50.toFixed(1)} ms, p99 ${lagP99.toFixed(1)} ms`);
      return {
        rows: [
          { measure: 'HAProxy overhead per request (p50)', value: `${balancerMs.toFixed(2)} ms`, budget: `≤ ${OVERHEAD_BUDGET_MS} ms`, within: balancerMs <= OVERHEAD_BUDGET_MS, note: `median of per-turn differences; p50 ${p50.balanced.toFixed(2)} vs ${p50.direct.toFixed(2)} ms direct` },
          { measure: 'PgBouncer overhead per request (p50)', value: `${poolerMs.toFixed(2)} ms`, budget: `≤ ${OVERHEAD_BUDGET_MS} ms`, within: poolerMs <= OVERHEAD_BUDGET_MS, note: `median of per-turn differences; p50 ${p50.pooled.toFixed(2)} vs ${p50.direct.toFixed(2)} ms direct` },
          { measure: 'Replica replay lag under checkout load (p99)', value: `${lagP99.toFixed(1)} ms`, budget: `≤ ${LAG_BUDGET_MS} ms`, within: lagP99 <= LAG_BUDGET_MS, note: `p50 ${lagP50.toFixed(1)} ms, ${load.requests.average.toFixed(0)} sales/s` },
        ],
        data: { p50, balancerMs, poolerMs, lag: { p50: lagP50, p99: lagP99, samples: lags.length }, salesPerSecond: load.requests.average },
      };
    } finally {
      await running.stop();
    }
  },
};
