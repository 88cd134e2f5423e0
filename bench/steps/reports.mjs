// Issue 12: the reports on PostgreSQL with the volume seed (five years of a 3,000-student school, about 1,000,000
// charge payments, 200,000 store sales): debts and income reports (first page with totals) ≤ 1 s, the dashboard
// ≤ 1 s, and an Excel export of 100,000 rows streamed with the server's memory growing ≤ 50 MB.
// BENCH_REPORTS_SCALE scales the seed (default 1, the full volume; e.g. 0.05 for a quick try);
// BENCH_REPORTS_DATABASE_URL measures a database already filled by `npm run seed:volume` instead (kept as it is).
import { spawn, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { median, ms, seconds, table } from '../lib/format.mjs';
import { repoRoot } from '../lib/paths.mjs';
import { startServer } from '../lib/server.mjs';
import { createScratchDatabase, withClient } from '../lib/postgres.mjs';

const SCALE = Number(process.env.BENCH_REPORTS_SCALE ?? 1);
const GIVEN_DATABASE = process.env.BENCH_REPORTS_DATABASE_URL;
const PORT = Number(process.env.BENCH_REPORTS_PORT ?? 3395);
const RUNS = 5;
const EXPORT_ROWS = 100_000;
const BUDGET = { reportMs: 1_000, dashboardMs: 1_000, exportGrowthMb: 50 };

/** Runs `npm run seed:volume`'s script against the scratch database. */
function seedVolume(url, print) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/seed-volume.ts'], {
      cwd: join(repoRoot, 'api'),
      env: { ...process.env, DATABASE_URL: url, SEED_SCALE: String(SCALE) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => {
      print(output.trimEnd().split('\n').map((line) => `  ${line}`).join('\n'));
      if (code === 0) resolve();
      else reject(new Error(`seed:volume failed (code ${code})`));
    });
  });
}

/** The process listening on `port` (the server started by startServer). */
function serverPid(port) {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = Number(/pid=(\d+)/.exec(out)?.[1]);
  if (!pid) throw new Error(`No process listens on port ${port}`);
  return pid;
}

const rssMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

async function get(url, headers) {
  const response = await fetch(url, { headers });
  const body = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 300)}`);
  return JSON.parse(body);
}

/** Median of RUNS timings after one warm-up call, and the last answer. */
async function timedGet(url, headers) {
  let answer = await get(url, headers);
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    answer = await get(url, headers);
    times.push(performance.now() - started);
  }
  return { ms: median(times), answer };
}

const isoDay = (date) => date.toISOString().slice(0, 10);

export const reports = {
  name: 'reports',
  title: 'Reports on PostgreSQL with the volume seed: debts, income, dashboard, Excel export of 100,000 rows',
  async run({ print }) {
    const scratch = GIVEN_DATABASE ? { url: GIVEN_DATABASE, drop: async () => undefined } : await createScratchDatabase();
    let server;
    try {
      const seedStarted = performance.now();
      if (!GIVEN_DATABASE) await seedVolume(scratch.url, print);
      const seedMs = GIVEN_DATABASE ? undefined : performance.now() - seedStarted;
      const volume = await withClient(scratch.url, async (client) => (await client.query(
        `SELECT (SELECT count(*) FROM charge_payments)::int AS payments, (SELECT count(*) FROM charges)::int AS charges, (SELECT count(*) FROM store_sales)::int AS sales`,
      )).rows[0]);

      const start = () => startServer({ port: PORT, databaseUrl: scratch.url, env: { LOG_LEVEL: 'warn' }, logName: 'server-reports.log' });
      // A loaded machine may take longer than the start-up limit the first time (cold caches): one more try.
      server = await start().catch((error) => {
        print(`  The server did not start (${error.message.split('\n')[0]}); trying once more.`);
        return start();
      });
      const login = await fetch(`${server.baseUrl}/api/system/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@mikro.mx', password: 'Mikro2026!' }),
      }).then((r) => r.json());
      const branch = login.branchOffices.find((b) => b.name === 'Matriz Centro').id;
      const headers = { authorization: `Bearer ${login.token}`, 'x-branch-office': String(branch) };
      const api = (path) => `${server.baseUrl}${path}`;

      const today = new Date();
      const monthStart = isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)));
      const yearAgo = isoDay(new Date(today.getTime() - 365 * 86_400_000));
      const now = isoDay(today);
      const measures = [
        ['Debts by student (colegio-adeudos), first page + totals', '/api/reports/colegio-adeudos?groupBy=alumno&limit=10', BUDGET.reportMs],
        ['Debts by grade (colegio-adeudos)', '/api/reports/colegio-adeudos?groupBy=grupo&limit=10', BUDGET.reportMs],
        ['Academy debts by student (academia-adeudos)', '/api/reports/academia-adeudos?groupBy=alumno&limit=10', BUDGET.reportMs],
        ['Income by day, month so far (colegio-ingresos)', `/api/reports/colegio-ingresos?groupBy=dia&from=${monthStart}&to=${now}&limit=10`, BUDGET.reportMs],
        ['Income by method, last 12 months', `/api/reports/colegio-ingresos?groupBy=metodo&from=${yearAgo}&to=${now}&limit=10`, BUDGET.reportMs],
        ['Income by day, all five years', '/api/reports/colegio-ingresos?groupBy=dia&limit=10', BUDGET.reportMs],
        ['Income by concept, last 12 months', `/api/reports/colegio-ingresos?groupBy=concepto&from=${yearAgo}&to=${now}&limit=10`, BUDGET.reportMs],
        ['Store income by day, last 12 months', `/api/reports/tienda-ingresos-ventas?groupBy=dia&from=${yearAgo}&to=${now}&limit=10`, BUDGET.reportMs],
        ['Dashboard colegio', '/api/reports/dashboard?module=0', BUDGET.dashboardMs],
        ['Dashboard academias', '/api/reports/dashboard?module=1', BUDGET.dashboardMs],
        ['Dashboard tienda', '/api/reports/dashboard?module=2', BUDGET.dashboardMs],
      ];
      const results = [];
      for (const [label, path, budget] of measures) {
        const { ms: took, answer } = await timedGet(api(path), headers);
        results.push({ label, took, budget, rows: answer.total ?? answer.cards?.length });
      }

      // The export: the payments list (facturación) over the most recent days that hold EXPORT_ROWS payments.
      const from = await withClient(scratch.url, async (client) => (await client.query(
        `SELECT to_char((created_at AT TIME ZONE 'America/Mexico_City')::date, 'YYYY-MM-DD') AS day FROM charge_payments
         WHERE branch_office_id = $1 AND module = 3 AND status <> 'cancelled' ORDER BY created_at DESC OFFSET $2 LIMIT 1`,
        [branch, EXPORT_ROWS - 1],
      )).rows[0]?.day);
      const exportPath = `/api/reports/colegio-facturacion/excel${from ? `?from=${from}&to=${now}` : ''}`;
      const expected = (await get(api(exportPath.replace('/excel', '') + `${from ? '&' : '?'}limit=1`), headers)).total;
      const pid = serverPid(PORT);
      const before = rssMb(pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
      const exportStarted = performance.now();
      const response = await fetch(api(exportPath), { headers });
      if (!response.ok) throw new Error(`${exportPath} answered ${response.status}`);
      let bytes = 0;
      for await (const chunk of response.body) bytes += chunk.length;
      const exportMs = performance.now() - exportStarted;
      clearInterval(sampler);
      peak = Math.max(peak, rssMb(pid));
      const growth = peak - before;

      const rows = [
        { measure: 'Volume seed', value: seedMs === undefined ? 'given' : seconds(seedMs), note: `${volume.payments} charge payments, ${volume.charges} charges, ${volume.sales} store sales (scale ${SCALE})` },
        ...results.map((r) => ({ measure: r.label, value: ms(r.took), budget: `≤ ${ms(r.budget)}`, within: r.took <= r.budget, note: r.rows === undefined ? '' : `${r.rows} rows` })),
        { measure: `Excel export (${expected} rows)`, value: seconds(exportMs), note: `${(bytes / 1024 / 1024).toFixed(1)} MB file` },
        {
          measure: 'Server memory growth during the export',
          value: `${growth.toFixed(1)} MB`,
          budget: `≤ ${BUDGET.exportGrowthMb} MB`,
          within: growth <= BUDGET.exportGrowthMb && expected >= Math.min(EXPORT_ROWS, volume.payments * 0.9),
          note: `RSS ${before.toFixed(0)} → ${peak.toFixed(0)} MB`,
        },
      ];
      print(table(['Measure', 'Value', 'Budget', 'Within', 'Note'], rows.map((r) => [r.measure, r.value, r.budget ?? '—', r.within === undefined ? '' : r.within ? 'yes' : 'NO', r.note ?? ''])));
      return { rows, data: { volume, seedMs, results, exportMs, exportRows: expected, exportBytes: bytes, rssBeforeMb: before, rssPeakMb: peak } };
    } finally {
      if (server) await server.stop();
      await scratch.drop();
    }
  },
};
