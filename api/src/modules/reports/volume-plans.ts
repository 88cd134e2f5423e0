// Every report and dashboard endpoint at its widest range, as the bench measures them over the volume seed
// (`npm run seed:volume`), and the EXPLAIN (ANALYZE, BUFFERS) plan of each one summed up in one line: the plan's
// top nodes, the tables it reads and how (sequential scan or which index), its execution time.
// Run on the database of DATABASE_URL: `node --import tsx src/modules/reports/volume-plans.ts [--json] [--full] [key…]`
// (from api/; `--full` prints the whole plans, `--time` times the cases without EXPLAIN, key filters by label prefix).
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { REPORT_CATALOG, type DashboardModule, type ReportQuery } from '@mikro/contracts';
import { openDatabase, type Executor } from '../../db/client';
import { dashboard } from './dashboard';
import { REPORT_WORK_MEM, runReport, type ReportContext } from './engine';
import { reportOptions } from './options';
import { REPORT_DEFINITIONS } from './reports.routes';

export interface VolumeCase {
  /** Report key and grouping, e.g. 'colegio-ingresos?groupBy=dia', or 'dashboard?module=0'. */
  label: string;
  /** The API path (with its query string) that serves it. */
  path: string;
  run(db: Executor, ctx: ReportContext): Promise<unknown>;
}

/**
 * Every engine report with each of its groupings, first page of 10 with totals and no dates (the five years:
 * the widest range a user can ask for), the three dashboards and the filters' options.
 */
export function volumeCases(): VolumeCase[] {
  const cases: VolumeCase[] = [];
  for (const def of REPORT_DEFINITIONS) {
    const meta = REPORT_CATALOG.find((m) => m.key === def.key);
    const groups: (string | undefined)[] = meta?.groupBy?.length ? meta.groupBy.map((g) => g.value) : [undefined];
    for (const groupBy of groups) {
      const query = { ...(groupBy ? { groupBy } : {}), page: 1, limit: 10 } as ReportQuery;
      const qs = `${groupBy ? `groupBy=${groupBy}&` : ''}limit=10`;
      cases.push({ label: `${def.key}${groupBy ? `?groupBy=${groupBy}` : ''}`, path: `/api/reports/${def.key}?${qs}`, run: (db, ctx) => runReport(db, def, ctx, query) });
    }
  }
  for (const module of [0, 1, 2] as DashboardModule[]) {
    cases.push({ label: `dashboard?module=${module}`, path: `/api/reports/dashboard?module=${module}`, run: (db, ctx) => dashboard(db, ctx, module) });
  }
  cases.push({ label: 'options', path: '/api/reports/options', run: (db, ctx) => reportOptions(db, ctx) });
  return cases;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Actual Total Time'?: number;
  Strategy?: string;
  Plans?: PlanNode[];
}

export interface PlanSummary {
  /** Execution time PostgreSQL measured, in ms (planning apart). */
  executionMs: number;
  planningMs: number;
  /** e.g. "Limit → Sort → WindowAgg → HashAggregate; Seq Scan charges (31,200 rows), Index Only Scan charge_payments_pkey". */
  keyLine: string;
  text?: string;
}

const nodeName = (n: PlanNode) => (n.Strategy && n['Node Type'] === 'Aggregate' ? `${n.Strategy === 'Hashed' ? 'Hash' : n.Strategy === 'Sorted' ? 'Group' : ''}Aggregate` : n['Node Type']);
const thousands = (n: number) => Math.round(n).toLocaleString('en-US');

/** The top of the plan down to the first join or scan, and every scan below with the rows it returned. */
export function summarisePlan(root: PlanNode): string {
  const top: string[] = [];
  let node: PlanNode | undefined = root;
  while (node && top.length < 5) {
    top.push(nodeName(node));
    if (/Join|Scan|Nested Loop|Append/.test(node['Node Type']) || (node.Plans?.length ?? 0) !== 1) break;
    node = node.Plans?.[0];
  }
  const scans = new Map<string, number>();
  const walk = (n: PlanNode) => {
    if (n.Plans?.length) n.Plans.forEach(walk);
    const type = n['Node Type'];
    if (!/Scan/.test(type) || type === 'Subquery Scan' || type === 'CTE Scan' || type === 'Function Scan') return;
    if (type === 'Bitmap Heap Scan') return; // its Bitmap Index Scan names the index
    const what = n['Index Name'] ? `${type} ${n['Index Name']}` : `${type} ${n['Relation Name'] ?? ''}`.trim();
    scans.set(what, (scans.get(what) ?? 0) + (n['Actual Rows'] ?? 0) * (n['Actual Loops'] ?? 1));
  };
  walk(root);
  const reads = [...scans.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([what, rows]) => `${what} (${thousands(rows)})`);
  return `${top.join(' → ')}; ${reads.slice(0, 4).join(', ')}${reads.length > 4 ? `, +${reads.length - 4}` : ''}`;
}

/** Runs a case with every statement answered by its plan; the slowest statement's summary stands for the case. */
export async function explainCase(db: Executor, ctx: ReportContext, vcase: VolumeCase, full = false): Promise<PlanSummary & { statements: number }> {
  const dialect = new PgDialect();
  const plans: PlanSummary[] = [];
  const explaining = {
    transaction: async <T>(work: (tx: Executor) => Promise<T>) => work(explaining),
    execute: async (query: SQL) => {
      const statement = dialect.sqlToQuery(query).sql;
      // A report statement run without parallel workers (`totals.serial`) is explained so; it is reset after the case.
      if (/^\s*SET LOCAL max_parallel_workers_per_gather/.test(statement)) {
        await db.execute(sql.raw(statement.replace('SET LOCAL', 'SET')));
        return { rows: [] };
      }
      // The report transaction's SET LOCAL work_mem is set for the session once, before.
      if (/^\s*SET /.test(statement)) return { rows: [] };
      const result = (await db.execute(sql`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${query}`)) as unknown as { rows: { 'QUERY PLAN': unknown }[] };
      const raw = result.rows[0]?.['QUERY PLAN'];
      const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode; 'Execution Time': number; 'Planning Time': number }[];
      let text: string | undefined;
      if (full) {
        const t = (await db.execute(sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${query}`)) as unknown as { rows: Record<string, string>[] };
        text = t.rows.map((r) => r['QUERY PLAN']).join('\n');
      }
      plans.push({ executionMs: plan!['Execution Time'], planningMs: plan!['Planning Time'], keyLine: summarisePlan(plan!.Plan), text });
      // One empty row: a report then takes its totals from the page (as with data) and runs one statement.
      return { rows: [{}] };
    },
  } as unknown as Executor;
  await vcase
    .run(explaining, ctx)
    .catch((error: unknown) => {
      // The engine reading an empty row as data may fail after the plans were taken (e.g. a dashboard's card row).
      if (plans.length === 0) throw error;
    })
    .finally(() => db.execute(sql`RESET max_parallel_workers_per_gather`));
  const slowest = plans.reduce((a, b) => (b.executionMs > a.executionMs ? b : a));
  const total = plans.reduce((sum, p) => sum + p.executionMs, 0);
  return {
    executionMs: total,
    planningMs: plans.reduce((sum, p) => sum + p.planningMs, 0),
    keyLine: plans.length > 1 ? `slowest of ${plans.length}: ${slowest.executionMs.toFixed(1)} ms ${slowest.keyLine}` : slowest.keyLine,
    text: full ? plans.map((p) => p.text).join('\n\n') : undefined,
    statements: plans.length,
  };
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Defina DATABASE_URL con la base llenada por `npm run seed:volume`.');
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const full = args.includes('--full');
  // --time: run each case as the endpoint does (no EXPLAIN) and print the best of three, in ms.
  const timeOnly = args.includes('--time');
  const only = args.filter((a) => !a.startsWith('--'));
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  try {
    const found = (await database.db.execute(sql`SELECT id, company_id FROM branch_offices WHERE name = 'Matriz Centro' ORDER BY id LIMIT 1`)) as unknown as {
      rows: { id: number; company_id: number }[];
    };
    const branch = found.rows[0];
    if (!branch) throw new Error('Falta la sucursal Matriz Centro: llene la base con `npm run seed:volume`.');
    const ctx = { companyId: branch.company_id, branchOfficeId: branch.id };
    // One connection: the report queries' memory (and no JIT, as the engine sets them) holds for every plan.
    await database.db.execute(sql.raw(`SET work_mem = '${REPORT_WORK_MEM}'`));
    await database.db.execute(sql.raw(`SET jit = off`));
    const out: Record<string, unknown>[] = [];
    for (const vcase of volumeCases()) {
      if (only.length > 0 && !only.some((o) => vcase.label.startsWith(o))) continue;
      if (timeOnly) {
        const times: number[] = [];
        for (let i = 0; i < 3; i++) {
          const started = performance.now();
          await vcase.run(database.db, ctx);
          times.push(performance.now() - started);
        }
        console.log(`${vcase.label.padEnd(48)} ${Math.min(...times).toFixed(1).padStart(9)} ms`);
        continue;
      }
      const plan = await explainCase(database.db, ctx, vcase, full);
      out.push({ label: vcase.label, path: vcase.path, ...plan });
      if (!json) {
        console.log(`${vcase.label.padEnd(48)} ${plan.executionMs.toFixed(1).padStart(9)} ms  ${plan.keyLine}`);
        if (full) console.log(`${plan.text}\n`);
      }
    }
    if (json) console.log(JSON.stringify(out));
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
