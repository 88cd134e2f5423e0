// The PostgreSQL side of the server benchmarks: a scratch database per run and pgbench, the ceiling.
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
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

/** Runs a pgbench script file against `url`; `vars` become `-D name=value`. */
export function runPgbench(url, scriptFile, { connections, durationS, vars = {} }) {
  const parsed = new URL(url);
  const defines = Object.entries(vars).flatMap(([k, v]) => ['-D', `${k}=${v}`]);
  const result = spawnSync(
    'pgbench',
    ['-n', '-c', String(connections), '-j', '2', '-T', String(durationS), '-f', scriptFile, ...defines,
      '-h', parsed.hostname, '-p', parsed.port || '5432', '-U', decodeURIComponent(parsed.username || 'postgres'), parsed.pathname.slice(1)],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`pgbench failed: ${result.stderr || result.stdout}`);
  const tps = Number(/tps = ([\d.]+)/.exec(result.stdout)?.[1]);
  const latency = Number(/latency average = ([\d.]+) ms/.exec(result.stdout)?.[1]);
  if (!Number.isFinite(tps)) throw new Error(`pgbench output not understood:\n${result.stdout}`);
  return { tps, latencyAverageMs: latency };
}

/**
 * Prints an autocannon run next to the pgbench ceiling and returns the summary rows:
 * throughput, ceiling, ratio against its target and p99 against its budget.
 */
export function ceilingReport(print, table, { label, unit, apiLabel, ceilingLabel, api, ceiling, targetRatio, targetP99Ms }) {
  const ratio = api.requests.average / ceiling.tps;
  print(
    table(
      ['Measure', 'Value'],
      [
        [apiLabel, `${api.requests.average.toFixed(0)} ${unit}`],
        [`${label} latency p50 / p99`, `${api.latency.p50} ms / ${api.latency.p99} ms`],
        [ceilingLabel, `${ceiling.tps.toFixed(0)} tps, ${ceiling.latencyAverageMs} ms average`],
        ['Ratio API / pgbench', `${(ratio * 100).toFixed(0)} %`],
      ],
    ),
  );
  return {
    ratio,
    rows: [
      { measure: `${label} ${unit} (API)`, value: api.requests.average.toFixed(0) },
      { measure: `${label} tps (pgbench ceiling)`, value: ceiling.tps.toFixed(0) },
      { measure: `${label} API / pgbench`, value: `${(ratio * 100).toFixed(0)} %`, budget: `≥ ${targetRatio * 100} %`, within: ratio >= targetRatio },
      { measure: `${label} p99`, value: `${api.latency.p99} ms`, budget: `≤ ${targetP99Ms} ms`, within: api.latency.p99 <= targetP99Ms },
    ],
  };
}
