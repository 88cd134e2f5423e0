// Prints the EXPLAIN (ANALYZE, BUFFERS) plans of the debts, income and dashboard queries exactly as the
// report engine builds them, on the database of DATABASE_URL (filled by `npm run seed:volume`); the output
// is what docs/reports.md shows. Usage: DATABASE_URL=… node --import tsx scripts/explain-volume.ts
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { ReportQuery } from '@mikro/contracts';
import { addDaysToIsoDate, institutionToday } from '@mikro/domain';
import { openDatabase, type Executor } from '../src/db/client';
import { dashboard } from '../src/modules/reports/dashboard';
import { REPORT_WORK_MEM, runReport } from '../src/modules/reports/engine';
import { definitionOf } from '../src/modules/reports/reports.routes';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Defina DATABASE_URL');
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  const [branch] = ((await database.db.execute(sql`SELECT id, company_id FROM branch_offices WHERE name = 'Matriz Centro'`)) as unknown as { rows: { id: number; company_id: number }[] }).rows;
  if (!branch) throw new Error('Falta la sucursal Matriz Centro: llene la base con `npm run seed:volume`.');
  const ctx = { companyId: branch.company_id, branchOfficeId: branch.id };
  // The memory the report queries get (REPORT_WORK_MEM in the engine); one connection, so it holds for every plan.
  await database.db.execute(sql.raw(`SET work_mem = '${REPORT_WORK_MEM}'`));
  let plans: string[] = [];
  // An executor that answers every query with its plan (the engine then reads the plan rows as if they were data).
  const dialect = new PgDialect();
  const explaining = {
    transaction: async <T>(work: (tx: Executor) => Promise<T>) => work(explaining),
    execute: async (query: SQL) => {
      // Settings of the report's transaction (SET LOCAL work_mem) hold for the session here.
      if (/^\s*SET /.test(dialect.sqlToQuery(query).sql)) return { rows: [] };
      const result = (await database.db.execute(sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${query}`)) as unknown as { rows: Record<string, string>[] };
      plans.push(result.rows.map((r) => r['QUERY PLAN']).join('\n'));
      // One empty row, so a report takes its totals from the page (as it does with data) and is explained once.
      return { rows: [{}] };
    },
  } as unknown as Executor & { transaction: unknown };
  const today = institutionToday();
  const cases: [string, () => Promise<unknown>][] = [
    ['Adeudos por alumno (colegio-adeudos?groupBy=alumno), primera página y totales', () => runReport(explaining, definitionOf('colegio-adeudos'), ctx, { groupBy: 'alumno', page: 1, limit: 10 } as ReportQuery)],
    ['Ingresos por día del mes (colegio-ingresos?groupBy=dia)', () => runReport(explaining, definitionOf('colegio-ingresos'), ctx, { groupBy: 'dia', from: `${today.slice(0, 8)}01`, to: today, page: 1, limit: 10 } as ReportQuery)],
    ['Ingresos por forma de pago, 12 meses (colegio-ingresos?groupBy=metodo)', () => runReport(explaining, definitionOf('colegio-ingresos'), ctx, { groupBy: 'metodo', from: addDaysToIsoDate(today, -365), to: today, page: 1, limit: 10 } as ReportQuery)],
    ['Ingresos por día, los cinco años (colegio-ingresos?groupBy=dia, sin fechas)', () => runReport(explaining, definitionOf('colegio-ingresos'), ctx, { groupBy: 'dia', page: 1, limit: 10 } as ReportQuery)],
    ['Tablero del colegio (dashboard?module=0)', () => dashboard(explaining, ctx, 0)],
    ['Tablero de la tienda (dashboard?module=2)', () => dashboard(explaining, ctx, 2)],
  ];
  for (const [title, run] of cases) {
    plans = [];
    await run().catch(() => undefined);
    console.log(`### ${title}\n`);
    for (const plan of plans) console.log('```\n' + plan + '\n```\n');
  }
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
