// Issues 12 and 31: every report and dashboard endpoint on PostgreSQL over the volume seed (five years of a
// 3,000-student school, about 1,000,000 charge payments, 200,000 store sales), at its widest range (no dates, first
// page of 10 with totals, each grouping), each ≤ 1 s at the server and printed with its EXPLAIN plan's key line; and
// the Excel export of the largest report (every row, streamed) with the server's memory growth.
// BENCH_REPORTS_SCALE scales the seed (default 1, the full volume; e.g. 0.05 for a quick try);
// BENCH_REPORTS_DATABASE_URL measures a database already filled by `npm run seed:volume` instead (kept as it is).
// BENCH_REPORTS_EXPORT_ROWS caps the export (the payments list of the most recent days that hold that many rows)
// instead of the whole largest report.
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
const RUNS = 3;
const EXPORT_ROWS = process.env.BENCH_REPORTS_EXPORT_ROWS ? Number(process.env.BENCH_REPORTS_EXPORT_ROWS) : undefined;
const BUDGET = { reportMs: 1_000, exportGrowthMb: 50 };

/** Every report case with its plan (api/src/modules/reports/volume-plans.ts), as JSON. */
function reportPlans(url) {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'src/modules/reports/volume-plans.ts', '--json'], {
    cwd: join(repoRoot, 'api'),
    env: { ...process.env, DATABASE_URL: url },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out.trim().split('\n').pop());
}

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

export const reports = {
  name: 'reports',
  title: 'Every report and dashboard on PostgreSQL with the volume seed, with its plan; Excel export of the largest report',
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

      // The plans first, on a quiet server: EXPLAIN ANALYZE runs each statement once more.
      const plans = reportPlans(scratch.url);
      const results = [];
      for (const plan of plans) {
        const { ms: took, answer } = await timedGet(api(plan.path), headers);
        results.push({ label: plan.label, path: plan.path, took, rows: answer.total, explainMs: plan.executionMs, keyLine: plan.keyLine });
      }

      // The export: the report with the most rows, whole (or the payments of the most recent days holding EXPORT_ROWS).
      const largest = results.filter((r) => r.rows !== undefined).reduce((a, b) => (b.rows > a.rows ? b : a));
      let exportPath = largest.path.replace(/\?.*$/, '/excel') + (largest.path.includes('groupBy=') ? `?${/groupBy=[^&]+/.exec(largest.path)[0]}` : '');
      let expected = largest.rows;
      if (EXPORT_ROWS) {
        const from = await withClient(scratch.url, async (client) => (await client.query(
          `SELECT to_char((created_at AT TIME ZONE 'America/Mexico_City')::date, 'YYYY-MM-DD') AS day FROM charge_payments
           WHERE branch_office_id = $1 AND module = 3 AND status <> 'cancelled' ORDER BY created_at DESC OFFSET $2 LIMIT 1`,
          [branch, EXPORT_ROWS - 1],
        )).rows[0]?.day);
        const now = new Date().toISOString().slice(0, 10);
        exportPath = `/api/reports/colegio-facturacion/excel${from ? `?from=${from}&to=${now}` : ''}`;
        expected = (await get(api(exportPath.replace('/excel', '') + `${from ? '&' : '?'}limit=1`), headers)).total;
      }
      const pid = serverPid(PORT);
      const before = rssMb(pid);
      let peak = before;
      let bytes = 0;
      // Memory is constant when the peak over the whole file is no higher than the peak over its first tenth.
      const samples = [];
      const sampler = setInterval(() => {
        const rss = rssMb(pid);
        peak = Math.max(peak, rss);
        samples.push({ bytes, rss });
      }, 50);
      const exportStarted = performance.now();
      const response = await fetch(api(exportPath), { headers });
      if (!response.ok) throw new Error(`${exportPath} answered ${response.status}`);
      let firstByteMs;
      for await (const chunk of response.body) {
        firstByteMs ??= performance.now() - exportStarted;
        bytes += chunk.length;
      }
      const exportMs = performance.now() - exportStarted;
      clearInterval(sampler);
      peak = Math.max(peak, rssMb(pid));
      const growth = peak - before;
      const tenth = samples.filter((s) => s.bytes > 0 && s.bytes <= bytes / 10);
      const peakFirstTenth = tenth.length ? Math.max(...tenth.map((s) => s.rss)) : before;
      // The peak RSS over each tenth of the file: flat when memory does not grow with the rows written.
      const byTenth = Array.from({ length: 10 }, (_, i) => {
        const within = samples.filter((s) => s.bytes > (bytes * i) / 10 && s.bytes <= (bytes * (i + 1)) / 10);
        return within.length ? Math.round(Math.max(...within.map((s) => s.rss))) : undefined;
      });

      const rows = [
        { measure: 'Volume seed', value: seedMs === undefined ? 'given' : seconds(seedMs), note: `${volume.payments} charge payments, ${volume.charges} charges, ${volume.sales} store sales (scale ${SCALE})` },
        ...results.map((r) => ({
          measure: r.label,
          value: ms(r.took),
          budget: `≤ ${ms(BUDGET.reportMs)}`,
          within: r.took <= BUDGET.reportMs,
          note: `${r.rows === undefined ? '' : `${r.rows} rows; `}EXPLAIN ${r.explainMs.toFixed(0)} ms: ${r.keyLine}`,
        })),
        { measure: `Excel export, ${largest.label.replace(/\?.*/, '')}${EXPORT_ROWS ? ' (capped)' : ''} (${expected} rows)`, value: seconds(exportMs), note: `${(bytes / 1024 / 1024).toFixed(1)} MB file, first byte after ${ms(firstByteMs ?? exportMs)}` },
        {
          measure: 'Server memory growth during the export',
          value: `${growth.toFixed(1)} MB`,
          budget: `≤ ${BUDGET.exportGrowthMb} MB`,
          within: growth <= BUDGET.exportGrowthMb,
          note: `RSS ${before.toFixed(0)} → ${peakFirstTenth.toFixed(0)} (first tenth of the file) → ${peak.toFixed(0)} MB (peak); peak per tenth: ${byTenth.map((v) => v ?? '–').join(', ')} MB`,
        },
      ];
      print(table(['Measure', 'Value', 'Budget', 'Within', 'Note'], rows.map((r) => [r.measure, r.value, r.budget ?? '—', r.within === undefined ? '' : r.within ? 'yes' : 'NO', r.note ?? ''])));
      return { rows, data: { volume, seedMs, results, exportPath, exportMs, exportRows: expected, exportBytes: bytes, rssBeforeMb: before, rssFirstTenthMb: peakFirstTenth, rssPeakMbByTenth: byTenth, rssPeakMb: peak } };
    } finally {
      if (server) await server.stop();
      await scratch.drop();
    }
  },
};
