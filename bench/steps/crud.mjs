// Issue 3: the generic CRUD list endpoint (filter + join + page) over 100,000 products on PostgreSQL, measured
// with autocannon at 16 connections, next to pgbench running the very SQL the engine runs (the ceiling).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { table } from '../lib/format.mjs';
import { ensureOutDir, repoRoot } from '../lib/paths.mjs';
import { startServer } from '../lib/server.mjs';
import { ceilingReport, createScratchDatabase, runPgbench } from '../lib/postgres.mjs';

const ROWS = 100_000;
const CLASSIFICATIONS = 50;
const CONNECTIONS = 16;
const DURATION_S = Number(process.env.BENCH_CRUD_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_CRUD_PORT ?? 3391);
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 50;

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

export const crud = {
  name: 'crud',
  title: 'CRUD list: filter + join + page over 100,000 rows (PostgreSQL)',
  async run({ print }) {
    const scratch = await createScratchDatabase();
    const databaseUrl = scratch.url;
    let server;
    try {
      server = await startServer({ port: PORT, databaseUrl, env: { LOG_LEVEL: 'warn' }, logName: 'server-crud.log' });
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

      // Warm both paths, then measure the API and the database's ceiling one after the other.
      await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
      const api = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
      if (api.non2xx > 0 || api.errors > 0) throw new Error(`autocannon saw ${api.non2xx} non-2xx answers and ${api.errors} errors`);
      const ceiling = runPgbench(databaseUrl, scriptFile, { connections: CONNECTIONS, durationS: DURATION_S });

      const { ratio, rows } = ceilingReport(print, table, {
        label: 'CRUD list',
        unit: 'req/s',
        apiLabel: 'API (autocannon, 16 connections)',
        ceilingLabel: 'pgbench, same SQL (rows + count)',
        api,
        ceiling,
        targetRatio: TARGET_RATIO,
        targetP99Ms: TARGET_P99_MS,
      });
      return {
        rows,
        data: { rows: ROWS, connections: CONNECTIONS, durationS: DURATION_S, url: url.replace(server.baseUrl, ''), api: { requestsPerSecond: api.requests.average, latency: api.latency }, pgbench: ceiling, ratio },
      };
    } finally {
      await server?.stop();
      await scratch.drop();
    }
  },
};
