// The one report engine: a report is an SQL source (rows already aggregated by the database) plus typed
// columns. The engine pages, sorts, totals and formats it; the exports read the same source.
import { sql, type SQL } from 'drizzle-orm';
import type { ReportColumn, ReportColumnType, ReportQuery, ReportResult, ReportRow } from '@mikro/contracts';
import { REPORT_MAX_PAGE_SIZE, reportMeta } from '@mikro/contracts';
import type { Executor } from '../../db/client';
import { onlyRow, rowsOf } from '../../db/rows';
import { badRequest } from '../../plugins/errors';
import { PAYMENT_METHODS, INSTITUTION_TIME_ZONE } from '@mikro/domain';

export interface ReportContext {
  companyId: number;
  branchOfficeId: number;
}

export interface ReportDefinition {
  /** Its entry in the catalogue of @mikro/contracts, which names it (the title the screen, the PDF and the Excel file show). */
  key: string;
  /** The columns for these filters (a grouping may change them). */
  columns(query: ReportQuery): ReportColumn[];
  /** A SELECT whose output columns are named like the column keys (raw SQL types; the engine formats them). */
  source(ctx: ReportContext, query: ReportQuery): SQL;
  /** ORDER BY used when the caller does not sort (refers to the source's columns, e.g. r."dia" DESC). */
  defaultOrder(query: ReportQuery): SQL;
  /** The PDF starts a new page, titled with the value, each time this column changes (e.g. one attendance list per group). */
  pdfSectionBy?: string;
  /**
   * One row per payment, sale or charge (not groups): a page is then read on its own, so its ORDER BY … LIMIT
   * can walk an index and stop after the page, and the totals by an aggregate apart, which leaves out the
   * columns and joins they do not sum. Over five years the window totals made every such page read every row.
   */
  rowList?: boolean;
  /**
   * A row list's rows written for summing them (every column with a total, named alike), when the source's form
   * suits a page but not a sum: e.g. a lookup by subquery that a page runs for its ten rows and a sum would run
   * once per row. `serial`: its statement runs without parallel workers, because its plan merges two sorted
   * inputs and each worker would read the whole inner one again (on two cores that is slower than one process).
   */
  totals?: { source(ctx: ReportContext, query: ReportQuery): SQL; serial?: boolean };
}

/** The report's title as the screens show it (the catalogue's), for its files too. */
export function reportTitle(def: ReportDefinition): string {
  const meta = reportMeta(def.key);
  if (!meta) throw new Error(`El reporte ${def.key} no está en el catálogo`);
  return meta.title;
}

/** The one place a value is turned into its wire form: decimals as text, dates as 'YYYY-MM-DD'. */
function formatted(type: ReportColumnType, column: SQL): SQL {
  switch (type) {
    case 'money':
      return sql`(${column})::numeric(18,2)::text`;
    case 'quantity':
      return sql`trim_scale((${column})::numeric)::text`;
    case 'int':
      return sql`(${column})::int`;
    case 'date':
      return sql`to_char((${column})::date, 'YYYY-MM-DD')`;
    case 'datetime':
      return sql`to_char((${column}) AT TIME ZONE ${INSTITUTION_TIME_ZONE}, 'YYYY-MM-DD"T"HH24:MI:SS')`;
    case 'text':
      return sql`(${column})::text`;
  }
}

const col = (key: string) => sql`r.${sql.identifier(key)}`;

function selectList(columns: ReportColumn[]): SQL {
  return sql.join(
    columns.map((c) => sql`${formatted(c.type, col(c.key))} AS ${sql.identifier(c.key)}`),
    sql`, `,
  );
}

/** ORDER BY of a request: a known column (400 otherwise), or the report's default order. */
export function orderBy(def: ReportDefinition, columns: ReportColumn[], query: ReportQuery): SQL {
  if (!query.sort) return def.defaultOrder(query);
  if (!columns.some((c) => c.key === query.sort)) {
    throw badRequest('Columna de orden no válida', [{ field: 'sort', message: `Use una de: ${columns.map((c) => c.key).join(', ')}` }]);
  }
  const direction = query.order === 'DESC' ? sql`DESC` : sql`ASC`;
  // A stable order across pages: the default order breaks ties.
  return sql`${col(query.sort)} ${direction} NULLS LAST, ${def.defaultOrder(query)}`;
}

function totalsList(columns: ReportColumn[]): SQL {
  const sums = columns
    .filter((c) => c.total)
    .map((c) => sql`${formatted(c.type === 'int' ? 'quantity' : c.type, sql`coalesce(sum(${col(c.key)}), 0)`)} AS ${sql.identifier(c.key)}`);
  return sql.join([sql`count(*)::int AS "__count"`, ...sums], sql`, `);
}


/**
 * Memory for the hashes and sorts of one report query: PostgreSQL's default (4 MB) sends the grouping of a
 * year of payments or of every pending charge to disk. Only report queries get it, for their transaction.
 */
export const REPORT_WORK_MEM = '32MB';

/**
 * The report transaction's settings, in one statement: its memory (above), and no JIT compilation. The planner
 * decides to compile by the plan's estimated cost, which for a five-year report (a full join estimated at 200 M
 * rows, a walk with thousands of index probes) is far above the threshold while it runs in well under a second;
 * compiling its hundred expressions took 0.3–3.6 s here, more than the query (ADR 0043).
 */
export const REPORT_SETTINGS = sql.raw(`SELECT set_config('work_mem', '${REPORT_WORK_MEM}', true), set_config('jit', 'off', true)`);

/** A statement that runs the rest of its transaction without parallel workers (ReportDefinition.totals.serial). */
const SERIAL_SETTING = sql.raw('SET LOCAL max_parallel_workers_per_gather = 0');

async function reportRows(db: Executor, query: SQL, serial = false): Promise<Record<string, unknown>[]> {
  return db.transaction(async (tx) => {
    await tx.execute(REPORT_SETTINGS);
    if (serial) await tx.execute(SERIAL_SETTING);
    return rowsOf(tx, query);
  });
}

/** The statement of a report's totals row (count and the sums of the columns with totals). */
function totalsQuery(def: ReportDefinition, ctx: ReportContext, query: ReportQuery, columns: ReportColumn[]): SQL {
  return sql`SELECT ${totalsList(columns)} FROM (${def.totals ? def.totals.source(ctx, query) : def.source(ctx, query)}) r`;
}

const TOTAL_PREFIX = '__total_';

/** The totals as window aggregates over every row of the source, next to each row of the page. */
function windowTotalsList(columns: ReportColumn[]): SQL {
  const sums = columns
    .filter((c) => c.total)
    .map((c) => sql`${formatted(c.type === 'int' ? 'quantity' : c.type, sql`coalesce(sum(${col(c.key)}) OVER (), 0)`)} AS ${sql.identifier(TOTAL_PREFIX + c.key)}`);
  return sql.join([sql`count(*) OVER ()::int AS "__count"`, ...sums], sql`, `);
}

/**
 * One page of a report with its totals row. The source runs once: the totals are window aggregates over all
 * of its rows, carried by each row of the page. A page past the end has no row to carry them, so then (and
 * only then) the totals are asked for apart.
 */
export async function runReport(db: Executor, def: ReportDefinition, ctx: ReportContext, query: ReportQuery): Promise<ReportResult> {
  const columns = def.columns(query);
  const limit = Math.min(query.limit ?? 10, REPORT_MAX_PAGE_SIZE);
  const page = query.page ?? 1;
  const source = def.source(ctx, query);
  const order = orderBy(def, columns, query);
  if (def.rowList) return rowListPage(db, def, columns, source, totalsQuery(def, ctx, query, columns), order, { limit, page });
  const withTotals = await reportRows(
    db,
    sql`SELECT ${selectList(columns)}, ${windowTotalsList(columns)} FROM (${source}) r ORDER BY ${order} LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
  );
  let total: number;
  const totals: Record<string, string> = {};
  const [carrier] = withTotals;
  if (carrier) {
    total = Number(carrier.__count);
    for (const c of columns) if (c.total) totals[c.key] = String(carrier[TOTAL_PREFIX + c.key]);
  } else {
    const apart = await reportTotals(db, def, ctx, query);
    total = apart.count;
    Object.assign(totals, apart.totals);
  }
  const rows = withTotals.map((row) => Object.fromEntries(columns.map((c) => [c.key, row[c.key]])));
  return {
    key: def.key,
    title: reportTitle(def),
    columns,
    data: rows as ReportRow[],
    count: rows.length,
    total,
    page,
    pageCount: Math.ceil(total / limit),
    totals,
  };
}

/** A row list's page and its totals, two statements that see the same snapshot. */
async function rowListPage(
  db: Executor,
  def: ReportDefinition,
  columns: ReportColumn[],
  source: SQL,
  totalsSql: SQL,
  order: SQL,
  { limit, page }: { limit: number; page: number },
): Promise<ReportResult> {
  const { rows, totalsRow } = await db.transaction(async (tx) => {
    await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
    await tx.execute(REPORT_SETTINGS);
    const rows = await rowsOf(tx, sql`SELECT ${selectList(columns)} FROM (${source}) r ORDER BY ${order} LIMIT ${limit} OFFSET ${(page - 1) * limit}`);
    // Set after the page: the page's plan may still use parallel workers.
    if (def.totals?.serial) await tx.execute(sql.raw('SET LOCAL max_parallel_workers_per_gather = 0'));
    const totalsRow = onlyRow(await rowsOf(tx, totalsSql), 'totals row');
    return { rows, totalsRow };
  });
  const total = Number(totalsRow.__count);
  const totals: Record<string, string> = {};
  for (const c of columns) if (c.total) totals[c.key] = String(totalsRow[c.key]);
  return {
    key: def.key,
    title: reportTitle(def),
    columns,
    data: rows.map((row) => Object.fromEntries(columns.map((c) => [c.key, row[c.key]]))) as ReportRow[],
    count: rows.length,
    total,
    page,
    pageCount: Math.ceil(total / limit),
    totals,
  };
}

/** The totals row alone (for the exports). */
export async function reportTotals(db: Executor, def: ReportDefinition, ctx: ReportContext, query: ReportQuery) {
  const columns = def.columns(query);
  const row = onlyRow(await reportRows(db, totalsQuery(def, ctx, query, columns), def.totals?.serial), 'totals row');
  const totals: Record<string, string> = {};
  for (const c of columns) if (c.total) totals[c.key] = String(row[c.key]);
  return { count: Number(row.__count), totals };
}

/**
 * Every row of a report in order, a batch at a time, through a server-side cursor inside one read-only
 * transaction: the source runs once and memory stays constant however many rows there are.
 */
export async function forEachBatch(
  db: Executor,
  def: ReportDefinition,
  ctx: ReportContext,
  query: ReportQuery,
  onBatch: (rows: ReportRow[]) => Promise<void>,
  options: { batchSize?: number; maxRows?: number } = {},
): Promise<void> {
  await forEachCursorBatch(db, def, ctx, query, selectList(def.columns(query)), (rows) => onBatch(rows as ReportRow[]), options);
}

/** Each row as one JSON array of its formatted values in the order of the columns (one text column, "row"). */
function jsonRow(def: ReportDefinition, query: ReportQuery): SQL {
  const values = sql.join(
    def.columns(query).map((c) => formatted(c.type, col(c.key))),
    sql`, `,
  );
  return sql`json_build_array(${values})::text AS "row"`;
}

/** Every row of a report in its order, each as `select`: what an export's cursor reads. */
function cursorSelect(def: ReportDefinition, ctx: ReportContext, query: ReportQuery, select: SQL, maxRows?: number): SQL {
  const limit = maxRows ? sql`LIMIT ${maxRows}` : sql``;
  return sql`SELECT ${select} FROM (${def.source(ctx, query)}) r ORDER BY ${orderBy(def, def.columns(query), query)} ${limit}`;
}

/**
 * Like forEachBatch, each row as one JSON array of its formatted values in the order of the columns: one string
 * per row instead of an object of a dozen. The Excel export hands the rows on to its writing thread, and a
 * million rows read as objects were most of what the request thread allocated.
 */
export async function forEachJsonBatch(
  db: Executor,
  def: ReportDefinition,
  ctx: ReportContext,
  query: ReportQuery,
  onBatch: (rows: string[]) => Promise<void>,
  options: { batchSize?: number; maxRows?: number } = {},
): Promise<void> {
  await forEachCursorBatch(db, def, ctx, query, jsonRow(def, query), (rows) => onBatch(rows.map((r) => r.row as string)), options);
}

/**
 * The statements of an export that reads the report on a connection of its own (the Excel export's thread on
 * PostgreSQL): the transaction's settings, the rows of forEachJsonBatch for its cursor, and the totals row of
 * reportTotals with the setting it runs under (null: none). The same builders as the other paths, so the file
 * carries what the screen shows.
 */
export function exportStatements(def: ReportDefinition, ctx: ReportContext, query: ReportQuery): { settings: SQL; rows: SQL; totalsSettings: SQL | null; totals: SQL } {
  return {
    settings: REPORT_SETTINGS,
    rows: cursorSelect(def, ctx, query, jsonRow(def, query)),
    totalsSettings: def.totals?.serial ? SERIAL_SETTING : null,
    totals: totalsQuery(def, ctx, query, def.columns(query)),
  };
}

async function forEachCursorBatch(
  db: Executor,
  def: ReportDefinition,
  ctx: ReportContext,
  query: ReportQuery,
  select: SQL,
  onBatch: (rows: Record<string, unknown>[]) => Promise<void>,
  options: { batchSize?: number; maxRows?: number },
): Promise<void> {
  const batchSize = options.batchSize ?? 2000;
  const cursor = `report_${Math.random().toString(36).slice(2, 10)}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET TRANSACTION READ ONLY`);
    await tx.execute(REPORT_SETTINGS);
    await tx.execute(sql`DECLARE ${sql.identifier(cursor)} NO SCROLL CURSOR FOR ${cursorSelect(def, ctx, query, select, options.maxRows)}`);
    for (;;) {
      const rows = await rowsOf(tx, sql.raw(`FETCH ${batchSize} FROM "${cursor}"`));
      if (rows.length === 0) break;
      await onBatch(rows);
      if (rows.length < batchSize) break;
    }
    await tx.execute(sql.raw(`CLOSE "${cursor}"`));
  });
}

// ───────────── SQL helpers shared by the definitions ─────────────

/** The payment method's name of an id column (the catalogue lives in packages/domain). */
export function methodName(column: SQL): SQL {
  const whens = PAYMENT_METHODS.map((m) => sql`WHEN ${m.id} THEN ${m.name}`);
  return sql`(CASE ${column} ${sql.join(whens, sql` `)} ELSE 'Otro' END)`;
}

/** `column` falls on the calendar days from..to (America/Mexico_City), written so an index on the column serves it. */
export function withinDays(column: SQL, from: string | undefined, to: string | undefined): SQL {
  const parts: SQL[] = [];
  if (from) parts.push(sql`${column} >= (${from}::date::timestamp AT TIME ZONE ${INSTITUTION_TIME_ZONE})`);
  if (to) parts.push(sql`${column} < ((${to}::date + 1)::timestamp AT TIME ZONE ${INSTITUTION_TIME_ZONE})`);
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` AND `);
}

/**
 * The zone as a literal, not a parameter: `(created_at AT TIME ZONE '<zone>')::date` is then the very expression
 * of the day indexes (migration 0076), which hand the income by day its rows already in day order.
 */
const ZONE_LITERAL = sql.raw(`'${INSTITUTION_TIME_ZONE.replace(/'/g, "''")}'`);

/** The calendar day (America/Mexico_City) of a timestamp column. */
export const localDay = (column: SQL) => sql`(${column} AT TIME ZONE ${ZONE_LITERAL})::date`;

export function money(key: string, label: string, total = true): ReportColumn {
  return { key, label, type: 'money', total };
}
export function text(key: string, label: string): ReportColumn {
  return { key, label, type: 'text', total: false };
}
export function int(key: string, label: string, total = false): ReportColumn {
  return { key, label, type: 'int', total };
}
export function quantity(key: string, label: string, total = false): ReportColumn {
  return { key, label, type: 'quantity', total };
}
export function date(key: string, label: string): ReportColumn {
  return { key, label, type: 'date', total: false };
}
export function dateTime(key: string, label: string): ReportColumn {
  return { key, label, type: 'datetime', total: false };
}
