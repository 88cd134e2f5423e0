// The PostgreSQL side of the server benchmarks: a scratch database per run and pgbench, the ceiling.
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** The server the benchmarks create their databases on. */
export const PG_SERVER_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database on the benchmark server, and how to drop it. */
export async function createScratchDatabase() {
  const name = `mikro_bench_${randomBytes(5).toString('hex')}`;
  await withClient(PG_SERVER_URL, (client) => client.query(`CREATE DATABASE ${name}`));
  const parsed = new URL(PG_SERVER_URL);
  parsed.pathname = `/${name}`;
  return {
    url: parsed.toString(),
    drop: () => withClient(PG_SERVER_URL, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/**
 * Runs a pgbench script file against `url` (simple query mode: pgbench's prepared mode would read ':MI' in
 * 'HH24:MI:SS' or ':null' in a JSON literal as its variables); `vars` become `-D name=value`. Latency
 * percentiles from its log.
 */
export function runPgbench(url, scriptFile, { connections, durationS, vars = {} }) {
  const parsed = new URL(url);
  const defines = Object.entries(vars).flatMap(([k, v]) => ['-D', `${k}=${v}`]);
  const logDir = mkdtempSync(join(tmpdir(), 'mikro-pgbench-'));
  try {
    const result = spawnSync(
      'pgbench',
      ['-n', '-c', String(connections), '-j', '2', '-T', String(durationS), '-f', scriptFile, ...defines, '-l', `--log-prefix=${join(logDir, 'tx')}`,
        '-h', parsed.hostname, '-p', parsed.port || '5432', '-U', decodeURIComponent(parsed.username || 'postgres'), parsed.pathname.slice(1)],
      { encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`pgbench failed: ${result.stderr || result.stdout}`);
    const tps = Number(/tps = ([\d.]+)/.exec(result.stdout)?.[1]);
    const latency = Number(/latency average = ([\d.]+) ms/.exec(result.stdout)?.[1]);
    if (!Number.isFinite(tps)) throw new Error(`pgbench output not understood:\n${result.stdout}`);
    // Each log line: client, transaction, latency in µs, script, epoch s, epoch µs.
    const latencies = readdirSync(logDir)
      .flatMap((file) => readFileSync(join(logDir, file), 'utf8').split('\n'))
      .map((line) => Number(line.split(' ')[2]) / 1000)
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
    const percentile = (p) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] : Number.NaN);
    return { tps, latencyAverageMs: latency, p50Ms: percentile(50), p99Ms: percentile(99) };
  } finally {
    rmSync(logDir, { recursive: true, force: true });
  }
}

const middle = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[at] : (sorted[at - 1] + sorted[at]) / 2;
};

/**
 * The API and its pgbench ceiling measured in turns (API, pgbench, API, pgbench, ...), `rounds` times, so a
 * neighbour's load on a shared machine weighs on both sides alike; the figures are the medians of the rounds.
 */
export async function alternatingRounds({ rounds, api, ceiling, print }) {
  const results = [];
  for (let round = 1; round <= rounds; round += 1) {
    const served = await api();
    const bound = ceiling();
    const ratio = served.requests.average / bound.tps;
    results.push({ api: served, ceiling: bound, ratio });
    print?.(
      `Round ${round}: API ${served.requests.average.toFixed(0)}/s (p99 ${served.latency.p99} ms), pgbench ${bound.tps.toFixed(0)} tps (p99 ${bound.p99Ms.toFixed(1)} ms), ${(ratio * 100).toFixed(0)} %`,
    );
  }
  return {
    rounds: results,
    apiPerSecond: middle(results.map((r) => r.api.requests.average)),
    apiP50Ms: middle(results.map((r) => r.api.latency.p50)),
    apiP99Ms: middle(results.map((r) => r.api.latency.p99)),
    ceilingTps: middle(results.map((r) => r.ceiling.tps)),
    ceilingP99Ms: middle(results.map((r) => r.ceiling.p99Ms)),
    ratio: middle(results.map((r) => r.ratio)),
  };
}

/**
 * Prints the medians of alternating API / pgbench rounds and returns the summary rows: throughput, ceiling,
 * ratio against its target and p99 against its budget (with pgbench's own p99 beside it). The p99 budget is
 * either fixed (`targetP99Ms`) or a multiple of pgbench's own p99 (`p99OfCeiling`).
 */
export function ceilingReport(print, table, { label, unit, apiLabel, ceilingLabel, measured, targetRatio, targetP99Ms, p99OfCeiling }) {
  const rounds = measured.rounds.length;
  const p99BudgetMs = p99OfCeiling ? p99OfCeiling * measured.ceilingP99Ms : targetP99Ms;
  const p99Budget = p99OfCeiling ? `≤ ${p99OfCeiling}× pgbench = ${p99BudgetMs.toFixed(1)} ms` : `≤ ${targetP99Ms} ms`;
  print(
    table(
      ['Measure', `Median of ${rounds} alternating rounds`],
      [
        [apiLabel, `${measured.apiPerSecond.toFixed(0)} ${unit}`],
        [`${label} latency p50 / p99`, `${measured.apiP50Ms} ms / ${measured.apiP99Ms} ms`],
        [ceilingLabel, `${measured.ceilingTps.toFixed(0)} tps, p99 ${measured.ceilingP99Ms.toFixed(1)} ms`],
        ['Ratio API / pgbench', `${(measured.ratio * 100).toFixed(0)} %`],
      ],
    ),
  );
  return {
    ratio: measured.ratio,
    rows: [
      { measure: `${label} ${unit} (API)`, value: measured.apiPerSecond.toFixed(0), note: `median of ${rounds} rounds alternating with pgbench` },
      { measure: `${label} tps (pgbench ceiling)`, value: measured.ceilingTps.toFixed(0), note: 'same SQL, same connections' },
      { measure: `${label} API / pgbench`, value: `${(measured.ratio * 100).toFixed(0)} %`, budget: `≥ ${targetRatio * 100} %`, within: measured.ratio >= targetRatio, note: `rounds: ${measured.rounds.map((r) => `${(r.ratio * 100).toFixed(0)} %`).join(', ')}` },
      { measure: `${label} p99`, value: `${measured.apiP99Ms} ms`, budget: p99Budget, within: measured.apiP99Ms <= p99BudgetMs, note: `pgbench p99 ${measured.ceilingP99Ms.toFixed(1)} ms` },
    ],
  };
}
