// npm run test:scale — the deployed topology started on this machine and drilled under bounded load: a primary
// and a streaming replica, PgBouncer, HAProxy and three API instances (deploy/scale/topology.mjs). Exits 1 when an
// expectation fails; tears everything down either way. Prints its figures.
//   1. throughput: store checkouts through HAProxy with 1 instance in service, then 3 (requests/s, p99);
//   2. faults: checkouts and school payments, each followed at once by its receipt, while one instance is killed
//      (SIGKILL) and another is restarted (SIGTERM: it drains first), both then started again: no request fails as the
//      client sees it, nothing is lost or doubled, folios stay contiguous; reports meanwhile from the replica;
//   3. the replica stopped mid-load: reports keep answering from the primary and /api/ready says so; once the
//      replica is back and has replayed, its reports equal the primary's;
//   4. PgBouncer restarted: every instance serves again without being restarted.
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { DEMO_LOGIN, delay, ensureTools, startTopology, waitFor, withClient } from './topology.mjs';

const THROUGHPUT_SECONDS = Number(process.env.SCALE_THROUGHPUT_SECONDS ?? 8);
const FAULT_LOAD_MS = Number(process.env.SCALE_FAULT_SECONDS ?? 24) * 1000;
const CONNECTIONS = 12;
const STORE_CLIENTS = 4;
const SCHOOL_CLIENTS = 4;
const PRODUCTS = 2_000;
const STUDENTS = 1_500;
const CHARGES_PER_STUDENT = 6;

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const print = (text) => console.log(text);
const failures = [];
const expect = (what, ok, detail = '') => {
  print(`  ${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? ` — ${detail}` : ''}`);
  if (!ok) failures.push(`${what}${detail ? ` (${detail})` : ''}`);
};

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : Number.NaN);

/** Build folders with what matters to the cache rules: a shell page, a remote's entry and manifest, hashed chunks. */
function staticBuilds(dir) {
  const shell = join(dir, 'shell', 'dist');
  const remote = join(dir, 'mfe-tienda', 'dist');
  mkdirSync(shell, { recursive: true });
  mkdirSync(remote, { recursive: true });
  writeFileSync(join(shell, 'index.html'), '<!doctype html><title>Mikro ERP</title>');
  writeFileSync(join(shell, 'main.0123abcd45.js'), 'console.log(1)');
  writeFileSync(join(remote, 'remoteEntry.js'), 'var tienda = {}');
  writeFileSync(join(remote, 'mf-manifest.json'), '{}');
  writeFileSync(join(remote, '1135.a9bfd42101.js'), 'console.log(2)');
}

async function seed(topology) {
  return withClient(topology.urls.primary, async (client) => {
    const products = await client.query(
      `INSERT INTO products (company_id, branch_office_id, name, code, price, price_with_iva, stock, is_active, iva)
       SELECT 1, 1, 'Producto escala ' || g, 'ESC-' || g, ((g % 90) + 10.5)::numeric(14,2), (((g % 90) + 10.5) * 1.16)::numeric(14,2), 1000000, true, g % 3 <> 0
       FROM generate_series(1, ${PRODUCTS}) g RETURNING id`,
    );
    await client.query(
      `INSERT INTO students (company_id, enrollment, name, last_name_father) SELECT 1, 'ESC-' || g, 'Alumno', 'Escala ' || g FROM generate_series(1, ${STUDENTS}) g`,
    );
    const charges = await client.query(
      `INSERT INTO charges (company_id, branch_office_id, module, student_id, name, sat_code, unit_code, price, year, month, payment_day, due_date)
       SELECT 1, 1, 3, s.id, 'Colegiatura escala', '86121500', 'E48', 1500, 2027, m, 10, make_date(2027, m, 10)
       FROM students s CROSS JOIN generate_series(1, ${CHARGES_PER_STUDENT}) m WHERE s.enrollment LIKE 'ESC-%' ORDER BY s.id, m RETURNING id`,
    );
    await client.query('ANALYZE');
    return { productIds: products.rows.map((row) => row.id), chargeIds: charges.rows.map((row) => row.id) };
  });
}

async function api(base, method, path, { token, body, key } = {}) {
  const headers = { 'x-branch-office': '1' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body) headers['content-type'] = 'application/json';
  if (key) headers['idempotency-key'] = key;
  const answer = await fetch(`${base}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined, signal: AbortSignal.timeout(20_000) });
  const text = await answer.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: answer.status, json, text, headers: answer.headers };
}

/** Sums the marked reads each instance served from the replica and from the primary (their readiness output). */
async function servedReads(topology, count) {
  const sums = { replica: 0, primary: 0, states: [] };
  for (let index = 0; index < count; index++) {
    const ready = await api(topology.instanceUrl(index), 'GET', '/api/ready');
    sums.replica += ready.json?.replica?.served.replica ?? 0;
    sums.primary += ready.json?.replica?.served.primary ?? 0;
    sums.states.push(ready.json?.replica?.state ?? `HTTP ${ready.status}`);
  }
  return sums;
}

const REPORTS = ['/api/reports/tienda-informativo?limit=50', '/api/reports/colegio-ingresos?limit=50'];

/** The load of the drill: store and school clients (each payment followed by its receipt) and one reporter. */
function startLoad(base, token, data) {
  const stats = { sales: [], payments: [], failures: [], latencies: [], receiptsRead: 0, reports: 0, reportFailures: [] };
  let stop = false;
  let nextCharge = data.nextCharge ?? 0;
  const record = (what, answer) => stats.failures.push(`${what}: HTTP ${answer.status} ${answer.text.slice(0, 160)}`);
  const product = () => data.productIds[Math.floor(Math.random() * data.productIds.length)];
  const storeClient = async () => {
    while (!stop) {
      const key = randomUUID();
      const t0 = performance.now();
      try {
        const sale = await api(base, 'POST', '/api/mini-store/sales', {
          token,
          key,
          body: { lines: [{ productId: product(), quantity: 1 }, { productId: product(), quantity: 1 }], payments: [{ methodId: 1, amount: '1000.00' }] },
        });
        stats.latencies.push(performance.now() - t0);
        if (sale.status !== 201) {
          record('sale', sale);
          continue;
        }
        stats.sales.push({ key, id: sale.json.id, folio: sale.json.folio });
        const receipt = await api(base, 'GET', `/api/mini-store/sales/${sale.json.id}`, { token });
        if (receipt.status !== 200 || receipt.json.folio !== sale.json.folio) record(`receipt of sale ${sale.json.id}`, receipt);
        else stats.receiptsRead++;
      } catch (error) {
        stats.failures.push(`sale: ${error.message}`);
      }
    }
  };
  const schoolClient = async () => {
    while (!stop) {
      const chargeId = data.chargeIds[nextCharge++];
      if (chargeId === undefined) throw new Error('the drill ran out of pending school charges');
      const key = randomUUID();
      const t0 = performance.now();
      try {
        const payment = await api(base, 'POST', '/api/school/charges/payments', { token, key, body: { lines: [{ chargeId }], methods: [{ methodId: 1, amount: '2000.00' }] } });
        stats.latencies.push(performance.now() - t0);
        if (payment.status !== 201) {
          record(`payment of charge ${chargeId}`, payment);
          continue;
        }
        stats.payments.push({ key, chargeId, id: payment.json.id, folio: payment.json.folio });
        const receipt = await api(base, 'GET', `/api/school/charges/payments/${payment.json.id}/receipt`, { token });
        if (receipt.status !== 200 || receipt.json.folio !== payment.json.folio) record(`receipt of payment ${payment.json.id}`, receipt);
        else stats.receiptsRead++;
      } catch (error) {
        stats.failures.push(`payment: ${error.message}`);
      }
    }
  };
  const reporter = async () => {
    while (!stop) {
      for (const path of REPORTS) {
        try {
          const report = await api(base, 'GET', path, { token });
          if (report.status === 200) stats.reports++;
          else stats.reportFailures.push(`${path}: HTTP ${report.status} ${report.text.slice(0, 160)}`);
        } catch (error) {
          stats.reportFailures.push(`${path}: ${error.message}`);
        }
      }
      await delay(200);
    }
  };
  const running = [
    ...Array.from({ length: STORE_CLIENTS }, storeClient),
    ...Array.from({ length: SCHOOL_CLIENTS }, schoolClient),
    reporter(),
  ];
  return {
    stats,
    async stop() {
      stop = true;
      await Promise.all(running);
      data.nextCharge = nextCharge;
      return stats;
    },
  };
}

async function checkout(base, token, productIds, connections, seconds) {
  const headers = { authorization: `Bearer ${token}`, 'x-branch-office': '1', 'content-type': 'application/json' };
  const product = () => productIds[Math.floor(Math.random() * productIds.length)];
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/mini-store/sales',
        setupRequest: (request) => ({
          ...request,
          headers: { ...headers, 'idempotency-key': randomUUID() },
          body: JSON.stringify({ lines: [{ productId: product(), quantity: 1 }, { productId: product(), quantity: 1 }, { productId: product(), quantity: 1 }], payments: [{ methodId: 1, amount: '1000.00' }] }),
        }),
      },
    ],
  });
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

async function reportTotals(base, token) {
  const totals = {};
  for (const path of REPORTS) {
    const report = await api(base, 'GET', path, { token });
    if (report.status !== 200) throw new Error(`${path} answered ${report.status}: ${report.text.slice(0, 200)}`);
    totals[path] = { total: report.json.total, totals: report.json.totals, data: report.json.data };
  }
  return totals;
}

async function main() {
  print('test:scale — HAProxy, PgBouncer, a streaming replica and three API instances');
  ensureTools(print);
  const staticRoot = join(process.env.TMPDIR ?? '/tmp', `mikro-scale-static-${process.pid}`);
  staticBuilds(staticRoot);
  process.once('exit', () => rmSync(staticRoot, { recursive: true, force: true }));
  const topology = await startTopology({ print, instances: 3, staticRoot });
  try {
    print(`  topology up in ${elapsed()}`);
    const base = topology.urls.haproxy;
    const data = await seed(topology);
    const login = await api(base, 'POST', '/api/system/auth/login', { body: DEMO_LOGIN });
    if (login.status !== 200) throw new Error(`login answered ${login.status}: ${login.text}`);
    const token = login.json.token;
    const register = await api(base, 'POST', '/api/mini-store/cash-register', { token, body: { openingAmount: '1000.00' } });
    if (register.status !== 201) throw new Error(`opening the register answered ${register.status}: ${register.text}`);

    print('\nStatic files through HAProxy');
    const cacheOf = async (path) => (await fetch(`${base}${path}`)).headers.get('cache-control');
    expect('a hashed remote chunk is cached for a year', (await cacheOf('/remotes/tienda/1135.a9bfd42101.js')) === 'public, max-age=31536000, immutable');
    expect('remoteEntry.js is revalidated every time', (await cacheOf('/remotes/tienda/remoteEntry.js')) === 'no-cache');
    expect('mf-manifest.json is revalidated every time', (await cacheOf('/remotes/tienda/mf-manifest.json')) === 'no-cache');
    expect('the shell page is revalidated every time', (await cacheOf('/')) === 'no-cache');

    print(`\n1. Throughput: store checkout through HAProxy, ${CONNECTIONS} connections, ${THROUGHPUT_SECONDS} s each (${elapsed()})`);
    await checkout(base, token, data.productIds, CONNECTIONS, 2);
    await topology.haproxy('disable server api/api2');
    await topology.haproxy('disable server api/api3');
    await topology.waitServers({ api1: 'UP', api2: 'MAINT', api3: 'MAINT' });
    const one = await checkout(base, token, data.productIds, CONNECTIONS, THROUGHPUT_SECONDS);
    await topology.haproxy('enable server api/api2');
    await topology.haproxy('enable server api/api3');
    await topology.waitServers({ api1: 'UP', api2: 'UP', api3: 'UP' });
    const three = await checkout(base, token, data.productIds, CONNECTIONS, THROUGHPUT_SECONDS);
    print('  instances   requests/s   p50 ms   p99 ms');
    for (const [label, figures] of [['1', one], ['3', three]]) {
      print(`  ${label.padEnd(11)} ${figures.requestsPerSecond.toFixed(1).padStart(10)}   ${String(figures.p50).padStart(6)}   ${String(figures.p99).padStart(6)}`);
    }
    expect('every checkout of the throughput runs answered 2xx', one.non2xx + one.errors + three.non2xx + three.errors === 0, `1 instance: ${one.non2xx} non-2xx, ${one.errors} errors; 3: ${three.non2xx}, ${three.errors}`);

    print(`\n2. Faults: checkouts and school payments for ${FAULT_LOAD_MS / 1000} s; instance 2 killed and started again, instance 3 restarted (${elapsed()})`);
    const readsBefore = await servedReads(topology, 3);
    const load = startLoad(base, token, data);
    const events = [];
    const at = (ms) => delay(Math.max(0, started + ms - Date.now()));
    const phaseStart = Date.now() - started;
    // Both faults overlap (instance 1 alone serves for a while), so the two restarts' start-up costs are paid once.
    const faults = (async () => {
      await at(phaseStart + 4_000);
      const pid = topology.instancePid(1);
      await topology.killInstance(1);
      events.push(`instance 2 (pid ${pid}) killed at ${elapsed()}`);
      await at(phaseStart + 7_000);
      const pid3 = topology.instancePid(2);
      const stopping = topology.stopInstance(2);
      events.push(`instance 3 (pid ${pid3}) sent SIGTERM at ${elapsed()}`);
      await stopping;
      events.push(`instance 3 drained and exited at ${elapsed()}`);
      await Promise.all([topology.startInstance(1), topology.startInstance(2)]);
      events.push(`instances 2 and 3 started again, ready at ${elapsed()}`);
      await topology.waitServers({ api1: 'UP', api2: 'UP', api3: 'UP' });
    })();
    await Promise.all([faults, at(phaseStart + FAULT_LOAD_MS)]);
    await delay(2_000);
    const faultStats = await load.stop();
    const readsAfter = await servedReads(topology, 3);
    for (const event of events) print(`  ${event}`);
    const backend = (await topology.haproxy('show stat')).split('\n').map((line) => line.split(',')).find((fields) => fields[0] === 'api' && fields[1] === 'BACKEND');
    print(`  HAProxy (api backend, whole run): ${backend[15]} retries, ${backend[16]} redispatches, ${backend[13]} connection errors, ${backend[14]} response errors`);
    const sorted = [...faultStats.latencies].sort((a, b) => a - b);
    print(`  ${faultStats.sales.length} sales and ${faultStats.payments.length} school payments, ${faultStats.receiptsRead} receipts read right after, ${faultStats.reports} reports; write p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`);
    print(`  marked reads during the load: ${readsAfter.replica - readsBefore.replica} from the replica, ${readsAfter.primary - readsBefore.primary} from the primary (instances restarted count from 0)`);
    expect('no client-visible failure (HAProxy retried what the instances dropped)', faultStats.failures.length === 0, faultStats.failures.slice(0, 5).join(' | '));
    expect('every receipt read right after its payment was found', faultStats.receiptsRead === faultStats.sales.length + faultStats.payments.length);
    expect('every report answered during the load', faultStats.reportFailures.length === 0, faultStats.reportFailures.slice(0, 3).join(' | '));
    expect('reports were served by the replica during the load', readsAfter.replica > 0);

    const checks = await withClient(topology.urls.primary, async (client) => {
      const one = async (text, values = []) => (await client.query(text, values)).rows[0];
      return {
        sales: await one(
          `SELECT count(*)::int AS n, count(DISTINCT folio)::int AS distinct_folios, (max(folio) - min(folio) + 1)::int AS span FROM store_sales WHERE company_id = 1 AND branch_office_id = 1`,
        ),
        salesOfKeys: await one(`SELECT count(*)::int AS n, count(DISTINCT id)::int AS ids FROM store_sales WHERE id = ANY($1::int[])`, [faultStats.sales.map((sale) => sale.id)]),
        payments: await one(
          `SELECT count(*)::int AS n, count(DISTINCT folio)::int AS distinct_folios, coalesce(max(folio) - min(folio) + 1, 0)::int AS span FROM charge_payments WHERE company_id = 1 AND module = 3`,
        ),
        charges: await one(
          `SELECT count(*) FILTER (WHERE c.status = 'paid')::int AS paid, count(*) FILTER (WHERE c.status = 'paid' AND l.lines <> 1)::int AS paid_not_once
           FROM charges c LEFT JOIN LATERAL (SELECT count(*)::int AS lines FROM charge_payment_lines WHERE charge_id = c.id AND status <> 'cancelled') l ON true
           WHERE c.id = ANY($1::int[])`,
          [data.chargeIds],
        ),
        keys: await one(`SELECT count(*)::int AS n, count(*) FILTER (WHERE response IS NULL)::int AS unanswered FROM idempotency_keys WHERE key = ANY($1::text[])`, [
          [...faultStats.sales, ...faultStats.payments].map((entry) => entry.key),
        ]),
      };
    });
    print(`  store folios: ${checks.sales.n} sales, ${checks.sales.distinct_folios} distinct folios, span ${checks.sales.span}; school folios: ${checks.payments.n} payments, span ${checks.payments.span}`);
    expect('every sale answered is on the primary, once', checks.salesOfKeys.n === faultStats.sales.length && checks.salesOfKeys.ids === faultStats.sales.length);
    expect('store folios contiguous and unique', checks.sales.n === checks.sales.distinct_folios && checks.sales.n === checks.sales.span);
    expect('school folios contiguous and unique', checks.payments.n === checks.payments.distinct_folios && checks.payments.n === checks.payments.span);
    expect('each school payment answered paid its charge exactly once', checks.charges.paid === faultStats.payments.length && checks.charges.paid_not_once === 0, `${checks.charges.paid} charges paid, ${checks.charges.paid_not_once} not once`);
    expect('one answered Idempotency-Key per request, none doubled', checks.keys.n === faultStats.sales.length + faultStats.payments.length && checks.keys.unanswered === 0);

    print(`\n3. The replica stopped mid-load (${elapsed()})`);
    const replicaLoad = startLoad(base, token, data);
    await delay(2_000);
    const primaryReadsBefore = (await servedReads(topology, 3)).primary;
    topology.stopReplica();
    const stoppedAt = Date.now();
    await waitFor('every instance to report the replica down', async () => (await servedReads(topology, 3)).states.every((state) => state === 'down'), { timeoutMs: 10_000 });
    print(`  every instance's /api/ready says replica down, reads from the primary, ${Date.now() - stoppedAt} ms after the stop`);
    const readyThroughHaproxy = await api(base, 'GET', '/api/ready');
    print(`  /api/ready: ${JSON.stringify(readyThroughHaproxy.json?.replica)}`);
    await delay(4_000);
    const replicaStats = await replicaLoad.stop();
    const primaryReadsAfter = (await servedReads(topology, 3)).primary;
    expect('readiness stays 200 and reports the replica down with reads on the primary', readyThroughHaproxy.status === 200 && readyThroughHaproxy.json?.replica?.state === 'down' && readyThroughHaproxy.json?.replica?.reads === 'primary');
    expect('reports kept answering, from the primary', replicaStats.reportFailures.length === 0 && primaryReadsAfter > primaryReadsBefore, `${replicaStats.reports} reports, ${primaryReadsAfter - primaryReadsBefore} served by the primary`);
    expect('no client-visible failure while the replica was down', replicaStats.failures.length === 0, replicaStats.failures.slice(0, 3).join(' | '));
    const fromPrimary = await reportTotals(base, token);
    topology.startReplica();
    await topology.replicaCaughtUp();
    await waitFor('every instance to read from the replica again', async () => (await servedReads(topology, 3)).states.every((state) => state === 'up'), { timeoutMs: 15_000 });
    const replicaReadsBefore = (await servedReads(topology, 3)).replica;
    const fromReplica = await reportTotals(base, token);
    const replicaReadsAfter = (await servedReads(topology, 3)).replica;
    expect('the replica, started again, caught up and serves the reports', replicaReadsAfter - replicaReadsBefore === REPORTS.length);
    expect('reports on the replica equal the primary’s once replayed', JSON.stringify(fromReplica) === JSON.stringify(fromPrimary));
    const salesOnPrimary = await withClient(topology.urls.primary, async (client) => (await client.query('SELECT count(*)::int AS n FROM store_sales WHERE company_id = 1 AND branch_office_id = 1')).rows[0].n);
    expect('the sales report counts every sale on the primary', Number(fromReplica[REPORTS[0]].totals.ventas) === salesOnPrimary, `${fromReplica[REPORTS[0]].totals.ventas} in the report, ${salesOnPrimary} on the primary`);

    print(`\n4. PgBouncer restarted (${elapsed()})`);
    const pids = [0, 1, 2].map((index) => topology.instancePid(index));
    await topology.restartPgbouncer(1_000);
    const restartedAt = Date.now();
    await waitFor('every instance to serve a checkout again', async () => {
      for (let index = 0; index < 3; index++) {
        const sale = await api(topology.instanceUrl(index), 'POST', '/api/mini-store/sales', {
          token,
          key: randomUUID(),
          body: { lines: [{ productId: data.productIds[index], quantity: 1 }], payments: [{ methodId: 1, amount: '1000.00' }] },
        });
        const ready = await api(topology.instanceUrl(index), 'GET', '/api/ready');
        if (sale.status !== 201 || ready.status !== 200) return false;
      }
      return true;
    }, { timeoutMs: 20_000, everyMs: 250 });
    const recoveredMs = Date.now() - restartedAt;
    expect('each instance serves checkouts and is ready again, without a restart', [0, 1, 2].every((index) => topology.instancePid(index) === pids[index]), `${recoveredMs} ms after PgBouncer came back`);
    const listeners = () =>
      withClient(topology.urls.primary, async (client) => (await client.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'mikro-access-listener'`)).rows[0].n);
    const listenersBack = await waitFor('the access-change listeners to reconnect', async () => (await listeners()) >= 3, { timeoutMs: 10_000 }).then(() => true, () => false);
    expect('every instance’s access-change listener connected again', listenersBack, `${await listeners()} listening`);

    await withClient(topology.urls.primary, (client) => client.query('SELECT pg_switch_wal()'));
    await waitFor('a WAL segment in the archive', () => topology.archivedSegments() > 0, { timeoutMs: 10_000 }).catch(() => undefined);
    expect('WAL segments are archived', topology.archivedSegments() > 0, `${topology.archivedSegments()} segments`);

    print('\nFigures');
    print(`  checkout through HAProxy → PgBouncer: 1 instance ${one.requestsPerSecond.toFixed(1)} req/s (p99 ${one.p99} ms), 3 instances ${three.requestsPerSecond.toFixed(1)} req/s (p99 ${three.p99} ms) on ${cpus().length} cores`);
    print(`  faults: ${faultStats.sales.length + faultStats.payments.length} keyed writes, ${faultStats.failures.length} client-visible failures; replica down noticed by every instance; PgBouncer restart recovered in ${recoveredMs} ms`);
  } finally {
    await topology.stop();
    rmSync(staticRoot, { recursive: true, force: true });
  }
  print(`\ntest:scale ${failures.length === 0 ? 'passed' : `FAILED (${failures.length})`} in ${elapsed()}; everything stopped and removed`);
  if (failures.length) {
    for (const failure of failures) print(`  - ${failure}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
