// Issue 3: the generic CRUD list endpoint (filter + join + page) over 100,000 products on PostgreSQL, measured
// with autocannon at 16 connections, next to pgbench running the very SQL the engine runs (the ceiling).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuProfileArgs } from '../lib/cpu-profile.mjs';
import { median, table } from '../lib/format.mjs';
import { ensureOutDir, repoRoot } from '../lib/paths.mjs';
import { processCpuMs, startServer } from '../lib/server.mjs';
import { alternatingRounds, ceilingReport, createScratchDatabase, runPgbench, withClient } from '../lib/postgres.mjs';

const ROWS = 100_000;
const CLASSIFICATIONS = 50;
const CONNECTIONS = 16;
const DURATION_S = Number(process.env.BENCH_CRUD_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_CRUD_PORT ?? 3391);
const PEER_PORT = Number(process.env.BENCH_CRUD_PEER_PORT ?? 3395);
const TARGET_RATIO = 0.9;
/** The API's p99 against pgbench's own p99 on the same SQL. */
const TARGET_P99_OF_CEILING = 1.5;
/** The API process's CPU time (user + system) per list request, under the load. */
const TARGET_CPU_PER_REQUEST_MS = 0.5;
const REVOCATION_BUDGET_MS = 1000;
const REVOCATIONS = 5;

async function seedProducts(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `INSERT INTO store_classifications (company_id, branch_office_id, name)
       SELECT 1, 1, 'Clasificación ' || g FROM generate_series(1, ${CLASSIFICATIONS}) g RETURNING id`,
    );
    const first = Math.min(...rows.map((r) => r.id));
    await client.query(
      `INSERT INTO products (company_id, branch_office_id, name, code, price, price_with_iva, stock, store_classification_id, is_active, iva)
       SELECT 1, 1, 'Producto ' || substr(md5(g::text), 1, 10), 'BENCH-' || g, ((g % 900) + 0.5)::numeric(14,2),
              (((g % 900) + 0.5) * 1.16)::numeric(14,2), g % 40, ${first} + (g % ${CLASSIFICATIONS}), g % 5 <> 0, g % 3 <> 0
       FROM generate_series(1, ${ROWS}) g`,
    );
    // Steady state, as autovacuum leaves a live table: statistics and the visibility map are current.
    await client.query('VACUUM ANALYZE products');
    await client.query('ANALYZE');
    return first + 7;
  } finally {
    await client.end();
  }
}

function engineSql(path, queryString) {
  return execFileSync(process.execPath, ['--import', 'tsx', 'src/crud/print-sql.ts', path, queryString, '1', '1'], {
    cwd: join(repoRoot, 'api'),
    encoding: 'utf8',
  });
}

/** In-process cost of authenticating a request: a session-cache hit, and a miss (signature + prepared statement). */
function authCost(databaseUrl) {
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'src/plugins/session-cache-cost.ts', databaseUrl, '1000'], {
    cwd: join(repoRoot, 'api'),
    encoding: 'utf8',
  });
  return JSON.parse(output.trim().split('\n').at(-1));
}

/**
 * A second instance on the same database: a session used on both (so both cache it) is logged out on the first;
 * the time from the logout's answer until the second refuses the token (polled back to back), REVOCATIONS times.
 */
async function revocationDelays(first, databaseUrl, path, headers) {
  const peer = await startServer({ port: PEER_PORT, databaseUrl, env: { LOG_LEVEL: 'warn' }, logName: 'server-crud-peer.log' });
  try {
    const delays = [];
    for (let round = 0; round < REVOCATIONS; round += 1) {
      const login = await fetch(`${first.baseUrl}/api/system/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@mikro.mx', password: 'Mikro2026!' }),
      });
      const { token } = await login.json();
      const withToken = { ...headers, authorization: `Bearer ${token}` };
      for (const server of [first, peer, first, peer]) {
        const answer = await fetch(`${server.baseUrl}${path}`, { headers: withToken });
        await answer.arrayBuffer();
        if (!answer.ok) throw new Error(`${server.baseUrl} answered ${answer.status} before the logout`);
      }
      const logout = await fetch(`${first.baseUrl}/api/system/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      if (!logout.ok) throw new Error(`logout answered ${logout.status}`);
      const loggedOut = performance.now();
      for (;;) {
        const answer = await fetch(`${peer.baseUrl}${path}`, { headers: withToken });
        await answer.arrayBuffer();
        if (answer.status === 401) break;
        if (performance.now() - loggedOut > 10_000) throw new Error('the second instance still accepts the token 10 s after the logout');
      }
      delays.push(performance.now() - loggedOut);
    }
    return delays;
  } finally {
    await peer.stop();
  }
}

/** CPU time used so far by each backend connected to the database (other than the asking one), by pid. */
async function backendsCpuMs(url) {
  const pids = await withClient(url, async (client) =>
    (await client.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')).rows.map((row) => row.pid),
  );
  const byPid = new Map();
  for (const pid of pids) {
    try {
      const { userMs, systemMs } = processCpuMs(pid);
      byPid.set(pid, userMs + systemMs);
    } catch {
      // The backend ended meanwhile.
    }
  }
  return byPid;
}

/** CPU used between two readings by the backends present in both (the API's pool keeps its connections). */
function cpuDelta(before, after) {
  let total = 0;
  for (const [pid, ms] of after) if (before.has(pid)) total += ms - before.get(pid);
  return total;
}

export const crud = {
  name: 'crud',
  title: 'CRUD list: filter + join + page over 100,000 rows (PostgreSQL)',
  async run({ print }) {
    const scratch = await createScratchDatabase();
    const databaseUrl = scratch.url;
    let server;
    try {
      server = await startServer({ port: PORT, databaseUrl, env: { LOG_LEVEL: 'warn' }, nodeArgs: cpuProfileArgs(), logName: 'server-crud.log' });
      const classificationId = await seedProducts(databaseUrl);
      const login = await fetch(`${server.baseUrl}/api/system/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@mikro.mx', password: 'Mikro2026!' }),
      });
      if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
      const { token } = await login.json();

      const queryString = [
        `filter[0]=${encodeURIComponent(`storeClassification.id$$$eq$$${classificationId}`)}`,
        `filter[1]=${encodeURIComponent('isActive$$$eq$$true')}`,
        `join[0]=${encodeURIComponent('storeClassification$$name')}`,
        'sort[0]=name,ASC',
        'limit=20',
        'page=3',
      ].join('&');
      const url = `${server.baseUrl}/api/mini-store/products?${queryString}`;
      const headers = { authorization: `Bearer ${token}`, 'x-branch-office': '1' };
      const check = await fetch(url, { headers });
      const body = await check.json();
      if (!check.ok || body.count !== 20 || !body.data[0].storeClassification) throw new Error(`unexpected answer ${check.status}: ${JSON.stringify(body).slice(0, 300)}`);

      const scriptFile = join(ensureOutDir(), 'crud-pgbench.sql');
      writeFileSync(scriptFile, engineSql('/mini-store/products', decodeURIComponent(queryString)));

      // Warm both paths, then measure the API and the database's ceiling in turns.
      await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
      runPgbench(databaseUrl, scriptFile, { connections: CONNECTIONS, durationS: 2 });
      const measured = await alternatingRounds({
        rounds: ROUNDS,
        print,
        api: async () => {
          const databaseBefore = await backendsCpuMs(databaseUrl);
          const before = processCpuMs(server.pid);
          const api = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
          const after = processCpuMs(server.pid);
          const databaseAfter = await backendsCpuMs(databaseUrl);
          if (api.non2xx > 0 || api.errors > 0) throw new Error(`autocannon saw ${api.non2xx} non-2xx answers and ${api.errors} errors`);
          // Every request autocannon counted was answered by the server in this window.
          const served = api.requests.total;
          api.cpuPerRequest = {
            userMs: (after.userMs - before.userMs) / served,
            systemMs: (after.systemMs - before.systemMs) / served,
            databaseMs: cpuDelta(databaseBefore, databaseAfter) / served,
          };
          print(
            `  API CPU per request: ${(api.cpuPerRequest.userMs + api.cpuPerRequest.systemMs).toFixed(3)} ms (user ${api.cpuPerRequest.userMs.toFixed(3)}, system ${api.cpuPerRequest.systemMs.toFixed(3)}); its PostgreSQL backends: ${api.cpuPerRequest.databaseMs.toFixed(3)} ms`,
          );
          return api;
        },
        ceiling: () => runPgbench(databaseUrl, scriptFile, { connections: CONNECTIONS, durationS: DURATION_S }),
      });

      const { ratio, rows } = ceilingReport(print, table, {
        label: 'CRUD list',
        unit: 'req/s',
        apiLabel: 'API (autocannon, 16 connections)',
        ceilingLabel: 'pgbench, same SQL (rows + count)',
        measured,
        targetRatio: TARGET_RATIO,
        p99OfCeiling: TARGET_P99_OF_CEILING,
      });
      const cpuRounds = measured.rounds.map((r) => r.api.cpuPerRequest);
      const cpuMs = median(cpuRounds.map((c) => c.userMs + c.systemMs));
      rows.push({
        measure: 'CRUD list API CPU per request',
        value: `${cpuMs.toFixed(3)} ms`,
        budget: `≤ ${TARGET_CPU_PER_REQUEST_MS} ms`,
        within: cpuMs <= TARGET_CPU_PER_REQUEST_MS,
        note: `user + system, rounds: ${cpuRounds.map((c) => `${(c.userMs + c.systemMs).toFixed(3)} (${c.systemMs.toFixed(3)} sys)`).join(', ')}`,
      });
      rows.push({
        measure: 'CRUD list PostgreSQL CPU per API request',
        value: `${median(cpuRounds.map((c) => c.databaseMs)).toFixed(3)} ms`,
        note: `the API's backends, rounds: ${cpuRounds.map((c) => c.databaseMs.toFixed(3)).join(', ')}`,
      });
      const auth = authCost(databaseUrl);
      const delays = await revocationDelays(server, databaseUrl, url.replace(server.baseUrl, ''), headers);
      const worst = Math.max(...delays);
      print(
        table(
          ['Measure', 'Value'],
          [
            ['Authentication, session-cache hit (median)', `${auth.hit.medianUs.toFixed(1)} µs`],
            ['Authentication, cache miss: signature + prepared statement (median)', `${auth.miss.medianUs.toFixed(0)} µs`],
            [`Logout on one instance until the other refuses (${REVOCATIONS} rounds)`, `median ${median(delays).toFixed(1)} ms, worst ${worst.toFixed(1)} ms`],
          ],
        ),
      );
      rows.push(
        { measure: 'Auth per request, session-cache hit', value: `${auth.hit.medianUs.toFixed(1)} µs`, note: `miss ${auth.miss.medianUs.toFixed(0)} µs (signature + query)` },
        { measure: 'Revoked session refused by a 2nd instance', value: `${worst.toFixed(0)} ms`, budget: `≤ ${REVOCATION_BUDGET_MS} ms`, within: worst <= REVOCATION_BUDGET_MS, note: `worst of ${REVOCATIONS}, median ${median(delays).toFixed(1)} ms` },
      );
      return {
        rows,
        data: { rows: ROWS, connections: CONNECTIONS, durationS: DURATION_S, url: url.replace(server.baseUrl, ''), rounds: measured.rounds.map((r) => ({ api: { requestsPerSecond: r.api.requests.average, latency: r.api.latency }, pgbench: r.ceiling, ratio: r.ratio, cpuPerRequest: r.api.cpuPerRequest })), ratio, cpuPerRequestMs: cpuMs, auth, revocationDelaysMs: delays },
      };
    } finally {
      await server?.stop();
      await scratch.drop();
    }
  },
};
