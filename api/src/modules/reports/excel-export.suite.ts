// The Excel export end to end: the file carries the report's rows as its pages show them, and on PostgreSQL,
// where the writing thread reads the report on a connection of its own (ADR 0048), that connection closes
// whatever ends the export, and the database's errors reach the client as they would from the request's query.
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { REPORT_MAX_PAGE_SIZE, type ReportColumn, type ReportQuery, type ReportResult } from '@mikro/contracts';
import { institutionToday } from '@mikro/domain';
import { onlyRow } from '../../db/rows';
import { isDatabaseUnavailable } from '../../plugins/errors';
import { forEachDatabase } from '../../test-support/databases';
import { createProduct, storeSession, type StoreSession } from '../../test-support/store';
import type { ReportDefinition } from './engine';
import { EXCEL_CONNECTION_NAME, writeExcel } from './export';
import { REPORT_DEFINITIONS } from './reports.routes';

/** The value a cell of `column` holds for the report's wire value (the writing thread's rules, read back by exceljs). */
function cellOf(column: ReportColumn, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (column.type) {
    case 'money':
    case 'quantity':
    case 'int':
      return Number(value);
    case 'date':
      return new Date(`${String(value)}T00:00:00Z`);
    case 'datetime':
      return new Date(`${String(value)}Z`);
    default:
      // An empty text is an empty cell.
      return value === '' ? null : String(value);
  }
}

/** The messages of an error and its causes, one a line. */
function messagesOf(error: unknown): string {
  const messages: string[] = [];
  for (let link = error as { message?: unknown; cause?: unknown } | undefined; link; link = link.cause as typeof link) messages.push(String(link.message));
  return messages.join('\n');
}

/** The SQLSTATE or system code anywhere in an error's chain (drizzle wraps the driver's error as its cause). */
function codeOf(error: unknown): string | undefined {
  for (let link = error as { code?: unknown; cause?: unknown } | undefined; link; link = link.cause as typeof link) {
    if (typeof link.code === 'string') return link.code;
  }
  return undefined;
}

/** A response that takes `limit` bytes and then no more until it is destroyed (a client that stopped reading). */
function stalledResponse(limit = 1): Writable & { received: () => number } {
  let received = 0;
  const output = new Writable({
    highWaterMark: 1,
    write(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received <= limit) callback();
    },
  });
  return Object.assign(output, { received: () => received });
}

const definition = (key: string): ReportDefinition => {
  const def = REPORT_DEFINITIONS.find((each) => each.key === key);
  if (!def) throw new Error(`no report ${key}`);
  return def;
};

forEachDatabase((ctx) => {
  let cashier: StoreSession;
  let accountant: StoreSession;
  const db = () => ctx.database.db;
  const today = institutionToday();
  const reportCtx = () => ({ companyId: cashier.companyId, branchOfficeId: cashier.branchOfficeId });
  /** The export's own connections now open on this test's database. */
  const exportConnections = async () =>
    onlyRow(
      (
        (await db().execute(
          sql`SELECT count(*)::int AS n, string_agg(state, ',') AS states FROM pg_stat_activity WHERE datname = current_database() AND application_name = ${EXCEL_CONNECTION_NAME}`,
        )) as unknown as { rows: { n: number; states: string | null }[] }
      ).rows,
    );
  const waitFor = async (what: string, ready: () => Promise<boolean>, ms = 5_000) => {
    const deadline = Date.now() + ms;
    while (!(await ready())) {
      if (Date.now() > deadline) throw new Error(`still not ${what} after ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  beforeAll(async () => {
    cashier = await storeSession(ctx.app, 'cajero@mikro.mx', 'Matriz Centro');
    accountant = await storeSession(ctx.app, 'contador@mikro.mx', 'Matriz Centro');
    expect((await cashier.send('POST', '/api/mini-store/cash-register', { openingAmount: '500.00' })).statusCode).toBe(201);
    const product = await createProduct(db(), cashier, { stock: '50', priceWithIVA: '100.00', price: '86.21' });
    for (const payments of [[{ methodId: 1, amount: '100.00' }], [{ methodId: 4, bankId: 1, amount: '100.00', reference: 'R1' }]]) {
      expect(await cashier.send('POST', '/api/mini-store/sales', { lines: [{ productId: product, quantity: 1 }], payments })).toHaveStatus(201);
    }
    // 5,600 products (past twenty batches of 250 and one partial), named so their order differs from their codes,
    // prices and stock of every kind, some inactive.
    await db().execute(sql`INSERT INTO products (company_id, branch_office_id, name, code, code_bar, price_with_iva, stock, is_active)
      SELECT ${cashier.companyId}, ${cashier.branchOfficeId}, 'Exportación ñandú ' || lpad((5600 - n)::text, 5, '0'), 'EX-' || n,
        '75' || lpad(n::text, 11, '0'), round((n * 1.37)::numeric, 2), (n % 17) - 3 + (n % 4) * 0.25, n % 5 <> 0
      FROM generate_series(1, 5600) AS n`);
  });

  /** The report's rows as its JSON pages give them, and the rows and totals of its Excel file, as cell values. */
  const fileAndPages = async (key: string, query: string) => {
    const pages: ReportResult[] = [];
    for (let page = 1; page === 1 || page <= pages[0]!.pageCount; page++) {
      const response = await accountant.send('GET', `/api/reports/${key}?${query}&limit=${REPORT_MAX_PAGE_SIZE}&page=${page}`);
      expect(response).toHaveStatus(200);
      pages.push(response.json<ReportResult>());
    }
    const { columns, totals } = pages[0]!;
    const expected = pages.flatMap((page) => page.data.map((row) => columns.map((c) => cellOf(c, row[c.key]))));
    const expectedTotals = columns.map((c, i) => (c.total ? Number(totals[c.key]) : i === 0 ? 'Totales' : null));

    const response = await accountant.send('GET', `/api/reports/${key}/excel?${query}`);
    expect(response).toHaveStatus(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const [sheet] = workbook.worksheets;
    if (!sheet) throw new Error('the workbook has no sheet');
    const line = (n: number) => columns.map((_, i) => sheet.getRow(n).getCell(i + 1).value ?? null);
    const rows = Array.from({ length: sheet.rowCount - 4 }, (_, i) => line(4 + i));
    return { expected, expectedTotals, rows, totals: line(sheet.rowCount), header: line(3), labels: columns.map((c) => c.label) };
  };

  describe('the Excel export', () => {
    it('carries every row of the report in the order and with the values of its pages, then its totals', async () => {
      const file = await fileAndPages('tienda-productos', 'search=Exportaci%C3%B3n');
      expect(file.expected).toHaveLength(5600);
      expect(file.header).toEqual(file.labels);
      expect(file.rows).toEqual(file.expected);
      expect(file.totals).toEqual(file.expectedTotals);
    });

    it('carries dates and times as the pages give them', async () => {
      const file = await fileAndPages('tienda-pagos', `from=${today}&to=${today}`);
      expect(file.expected.length).toBeGreaterThanOrEqual(2);
      expect(file.rows).toEqual(file.expected);
      expect(file.totals).toEqual(file.expectedTotals);
    });

    it('answers a statement that fails in the rows with the database error of the request’s own query, before the first byte', async () => {
      // Division by zero at the 300th row: it fails when the cursor first fetches (sorting needs every row).
      const products = definition('tienda-productos');
      const failing: ReportDefinition = {
        ...products,
        source: () => sql`SELECT (1 / (n - 300))::text AS codigo, NULL AS "codigoBarras", 'p' AS producto, 'c' AS clasificacion, 1 AS precio, 1 AS existencia, 'Sí' AS activo, n AS product_id
          FROM generate_series(1, 600) AS n`,
      };
      const output = stalledResponse(Infinity);
      const error = await writeExcel(db(), failing, reportCtx(), {}, output, 'x').then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(Error);
      // 22012 (division_by_zero), as the request's own query fails on either database; class 22 answers 400.
      expect(codeOf(error)).toBe('22012');
      expect(messagesOf(error)).toMatch(/division by zero/);
      expect(isDatabaseUnavailable(error)).toBe(false);
      expect(output.received()).toBe(0);
      if (ctx.kind === 'postgres') await waitFor('closed', async () => (await exportConnections()).n === 0);
    });
  });

  describe('the Excel export on its own PostgreSQL connection', () => {
    const onPostgres = ctx.kind === 'postgres' ? it : it.skip;

    onPostgres('reads on a connection of its own, which closes when the client stops mid-file', async () => {
      const output = stalledResponse();
      const query: ReportQuery = { search: 'Exportación' };
      const writing = writeExcel(db(), definition('tienda-productos'), reportCtx(), query, output, 'x');
      const settled = writing.then(
        () => null,
        (error: unknown) => error,
      );
      try {
        // The response took the file's first chunk and no more: the thread waits for it with its cursor open, mid-file.
        await waitFor('writing', async () => output.received() > 0);
        await waitFor('waiting for the client', async () => (await exportConnections()).states === 'idle in transaction');
      } finally {
        output.destroy();
      }
      const error = await settled;
      expect((error as Error).message).toMatch(/response was closed/);
      await waitFor('closed', async () => (await exportConnections()).n === 0);
    });

    onPostgres('reports a database it cannot reach as the database’s unavailability (503), not a hang', async () => {
      const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/nowhere', connectionTimeoutMillis: 2_000 });
      try {
        const output = stalledResponse(Infinity);
        const error = await writeExcel(drizzle(pool), definition('tienda-productos'), reportCtx(), {}, output, 'x').then(
          () => null,
          (failure: unknown) => failure,
        );
        expect(codeOf(error)).toBe('ECONNREFUSED');
        expect(isDatabaseUnavailable(error)).toBe(true);
        expect(output.received()).toBe(0);
      } finally {
        await pool.end();
      }
    });

    onPostgres('reports a statement the database refuses with its error and closes its connection', async () => {
      const failing: ReportDefinition = { ...definition('tienda-productos'), source: () => sql`SELECT * FROM no_such_table` };
      const output = stalledResponse(Infinity);
      const error = await writeExcel(db(), failing, reportCtx(), {}, output, 'x').then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(codeOf(error)).toBe('42P01');
      expect(messagesOf(error)).toMatch(/no_such_table/);
      expect(output.received()).toBe(0);
      await waitFor('closed', async () => (await exportConnections()).n === 0);
    });
  });
});
