// Report exports: Excel streamed row by row to the response (constant memory, written on a worker thread), and a PDF (pdfmake, rendered on
// the PDF pool) of at most REPORT_PDF_MAX_ROWS rows.
import { PassThrough, type Writable } from 'node:stream';
import { MessageChannel, Worker } from 'node:worker_threads';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { ReportQuery, ReportRow } from '@mikro/contracts';
import { REPORT_PDF_MAX_ROWS } from '@mikro/contracts';
import { formatQuantity } from '@mikro/domain';
import type { Executor } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { renderReportPdf } from '../../pdf/pool';
import type { PdfTable } from '../../pdf/types';
import { exportStatements, forEachBatch, forEachJsonBatch, reportTitle, reportTotals, type ReportContext, type ReportDefinition } from './engine';
import { WORKER_QUEUE, WORKER_THREADS, WorkerTaskFailed } from '../../workers/run';
import type { ExcelFailure, ExcelRead, ExcelStatement, ExcelTask, FromExcelWorker, ToExcelWorker } from './excel.worker';

/** Rows per cursor fetch of an Excel export (one message to the writing thread). */
const EXCEL_BATCH_ROWS = 250;
/** An export of every row of five years takes a minute or two; one stuck past this is stopped. */
const EXCEL_TIMEOUT_MS = 20 * 60_000;
/** A thread told to stop closes its connection first; one that has not ended after this is stopped outright. */
const ABORT_GRACE_MS = 2_000;
/** How long after the thread's exit its last message may still arrive on the port. */
const LAST_MESSAGE_MS = 1_000;
const excelThread = new URL('./excel.thread.mjs', import.meta.url);
/**
 * The writing thread's heap: a small young generation, so the garbage of millions of short-lived cells and XML
 * strings is collected every few MB instead of filling V8's default semi-spaces in the process's resident memory,
 * and an old generation that holds exceljs and a batch, far below the ceiling.
 */
const EXCEL_THREAD_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 3 };

/** Exports writing at once (a thread each, as many as the other worker tasks may use) and those waiting for a turn. */
let writingNow = 0;
const waitingTurn: (() => void)[] = [];

/** Waits for a turn to start a writing thread; refused at once when WORKER_QUEUE exports already wait. */
async function excelTurn(): Promise<() => void> {
  if (writingNow >= WORKER_THREADS) {
    if (waitingTurn.length >= WORKER_QUEUE) throw new WorkerTaskFailed('every Excel export thread is busy and the queue is full', 'busy');
    await new Promise<void>((resolve) => waitingTurn.push(resolve));
  } else writingNow++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const next = waitingTurn.shift();
    // The turn passes on to the next export as it is, or the count comes down.
    if (next) next();
    else writingNow--;
  };
}

/**
 * Runs excel.thread.mjs on a thread of its own for one export and settles when the thread ends: a thread per
 * export, not a pool's, so nothing of it stays in memory after the file. No TypeScript loader and no inherited
 * flags (`--import tsx`): the thread loads plain JavaScript and exceljs only.
 */
function writingThread(task: ExcelTask): { ended: Promise<void>; stop: () => void } {
  const worker = new Worker(excelThread, { workerData: task, transferList: [task.port], execArgv: [], resourceLimits: EXCEL_THREAD_LIMITS });
  const ended = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new WorkerTaskFailed(`Excel export ran past ${EXCEL_TIMEOUT_MS} ms`, 'timeout'));
      void worker.terminate();
    }, EXCEL_TIMEOUT_MS);
    worker.once('error', (error: Error & { code?: string }) => {
      clearTimeout(timer);
      reject(new WorkerTaskFailed(error.message, error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'error'));
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new WorkerTaskFailed(`Excel export thread stopped (code ${code})`, 'error'));
    });
  });
  return { ended, stop: () => void worker.terminate() };
}

/** Where each stream of excelStream is piped (the response), to know when the bytes written to it have left. */
const downstream = new WeakMap<Writable, { writableLength?: number }[]>();

/**
 * Whether every byte written to `output` so far has left the process: it and the streams it is piped to hold
 * nothing. Known only for a stream of excelStream once piped (a consumer that reads it otherwise may keep the
 * chunks it read).
 */
function sentOut(output: Writable): boolean {
  const destinations = downstream.get(output);
  if (!destinations?.length || output.writableLength > 0) return false;
  if ((output as Writable & { readableLength?: number }).readableLength) return false;
  return destinations.every((destination) => destination.writableLength === 0);
}

/** Resolves once `output` takes more bytes; refuses when it was closed (the client left). */
async function drained(output: Writable): Promise<void> {
  if (output.destroyed) throw new Error('Excel export: the response was closed');
  if (!output.writableNeedDrain) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      output.off('drain', done);
      output.off('close', done);
      resolve();
    };
    output.on('drain', done).on('close', done);
  });
  if (output.destroyed) throw new Error('Excel export: the response was closed');
}

/** application_name of an export's own connection (pg_stat_activity tells it apart). */
export const EXCEL_CONNECTION_NAME = 'mikro-excel-export';
/** Rows and totals in one snapshot; the rest of the transaction as the other report reads set it. */
const EXCEL_BEGIN = [
  'BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY',
  // The server looks for the client every second while a statement runs: an export stopped during its totals
  // ends its statement then, not when the statement ends.
  "SELECT set_config('client_connection_check_interval', '1000', true)",
];
/** Settings of the pool's connections a connection of the export's own takes on (plain values, copied to the thread). */
const CONNECTION_SETTINGS = [
  'connectionString',
  'host',
  'port',
  'user',
  'password',
  'database',
  'ssl',
  'options',
  'client_encoding',
  'keepAlive',
  'connectionTimeoutMillis',
  'statement_timeout',
  'lock_timeout',
  'query_timeout',
  'idle_in_transaction_session_timeout',
] as const;

/**
 * The connection settings of the PostgreSQL pool `db` runs on, for a connection of the export's own; null on
 * PGlite (the database lives in this thread: nothing else can connect to it) or a transaction.
 */
function ownConnection(db: Executor): Record<string, unknown> | null {
  const client: unknown = '$client' in db ? db.$client : undefined;
  if (!(client instanceof pg.Pool)) return null;
  const options = client.options as unknown as Record<string, unknown>;
  const settings: Record<string, unknown> = {};
  for (const key of CONNECTION_SETTINGS) {
    const value = options[key];
    if (value === undefined || typeof value === 'function') continue;
    try {
      // Only what a message can carry: a password callback, an ssl object with functions stay behind.
      settings[key] = structuredClone(value);
    } catch {
      // The thread's connection goes without it.
    }
  }
  return settings;
}

const dialect = new PgDialect();
const statement = (query: SQL): ExcelStatement => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, values: params };
};

/** What the writing thread needs to read the report on its own connection `connection` (ExcelRead). */
function readTask(connection: Record<string, unknown>, def: ReportDefinition, ctx: ReportContext, query: ReportQuery): ExcelRead {
  const statements = exportStatements(def, ctx, query);
  return {
    connection,
    applicationName: EXCEL_CONNECTION_NAME,
    begin: EXCEL_BEGIN,
    settings: statement(statements.settings),
    rows: statement(statements.rows),
    batchSize: EXCEL_BATCH_ROWS,
    totalsSettings: statements.totalsSettings ? statement(statements.totalsSettings) : null,
    totals: statement(statements.totals),
  };
}

/** The thread's failure as the error of a query of this thread: the error handler answers it alike (503, 400, 500). */
function failureError(failure: ExcelFailure): Error {
  const error = new Error(failure.message) as Error & { code?: string; severity?: string };
  error.name = failure.name;
  if (failure.code !== undefined) error.code = failure.code;
  if (failure.severity !== undefined) error.severity = failure.severity;
  return error;
}

/**
 * Writes the report as .xlsx to `output` on a thread with a small young generation (excel.thread.mjs), which
 * writes the workbook and sends its bytes back; this thread writes them to `output`.
 *
 * On PostgreSQL the thread reads the rows too, on a connection of its own with the settings of `db`'s pool (the
 * primary or the replica, as the caller chose): this thread builds the statements and answers each batch's
 * `need` once the response drained, so the rows never pass through its heap (ADR 0048). On PGlite this thread
 * reads them through a cursor a batch at a time and hands each batch over; the next batch is read while the
 * thread writes this one. Either way a batch goes on only once the thread asked for it and the response drained,
 * so neither side holds more than a batch or two.
 */
export async function writeExcel(
  db: Executor,
  def: ReportDefinition,
  ctx: ReportContext,
  query: ReportQuery,
  output: Writable,
  subtitle: string,
): Promise<void> {
  const columns = def.columns(query);
  const connection = ownConnection(db);
  const read = connection ? readTask(connection, def, ctx, query) : undefined;
  // A turn first (it may wait for another export to end), then the thread and its port.
  const release = await excelTurn();
  const { port1: port, port2 } = new MessageChannel();
  let asked = 0;
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  let finished = false;
  // The buffers of the bytes written to `output` since they were last given back to the thread.
  let lent: ArrayBuffer[] = [];
  port.on('message', (message: FromExcelWorker) => {
    if ('bytes' in message) {
      output.write(message.bytes);
      lent.push(message.bytes.buffer as ArrayBuffer);
    } else if ('need' in message) asked++;
    else if ('failed' in message) failure ??= failureError(message.failed);
    else finished = true;
    wake?.();
  });
  // The client leaving wakes the wait, whatever the thread is doing.
  const left = () => wake?.();
  output.once('close', left);
  let thread: ReturnType<typeof writingThread>;
  try {
    thread = writingThread({ excelExport: true, port: port2, columns, title: reportTitle(def), subtitle, ...(read ? { read } : {}) });
  } catch (error) {
    output.off('close', left);
    port.close();
    release();
    throw error;
  }
  const writing = thread.ended;
  writing.then(
    () => {
      // The thread's last message (`done`, `failed`) comes on the port, which may be read after its exit: a thread
      // that ended without one failed.
      setTimeout(() => {
        if (finished || failure) return;
        failure = new WorkerTaskFailed('Excel export thread ended before its file', 'error');
        wake?.();
      }, LAST_MESSAGE_MS).unref();
      wake?.();
    },
    (error: unknown) => {
      failure ??= error;
      wake?.();
    },
  );
  /** Waits until the thread asks for a message (or is done); `take` counts the request as answered. */
  const until = async (ready: () => boolean) => {
    for (;;) {
      if (failure) throw failure;
      if (ready()) return;
      if (output.destroyed) throw new Error('Excel export: the response was closed');
      await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
    }
  };
  const send = async (message: ToExcelWorker) => {
    await until(() => asked > 0);
    asked--;
    await drained(output);
    // Once the response has sent them, the bytes' buffers go back to carry the next ones: moved back and forth,
    // a few buffers carry the whole file, instead of one buffer per chunk left for this thread's collector.
    if (lent.length > 0 && sentOut(output)) {
      const buffers = lent;
      lent = [];
      port.postMessage({ recycle: buffers } satisfies ToExcelWorker, buffers);
    }
    port.postMessage(message);
  };
  try {
    if (read) {
      // The thread reads and writes; each `need` is answered once the response took the bytes so far.
      for (;;) {
        await until(() => asked > 0 || finished);
        if (finished) break;
        await send({ go: true });
      }
    } else {
      // The cursor's transaction opens only once the thread has started and asks for rows.
      await until(() => asked > 0);
      await forEachJsonBatch(db, def, ctx, query, (rows) => send({ rows }), { batchSize: EXCEL_BATCH_ROWS });
      const { totals } = await reportTotals(db, def, ctx, query);
      await send({ totals });
      await until(() => finished);
    }
    await writing;
    output.end();
  } catch (error) {
    // Nothing more is written: the thread ends now (with its workbook half done) and its turn passes on. A thread
    // that reads closes its connection on the abort first, unless it does not end within the grace.
    if (!failure) port.postMessage({ abort: true } satisfies ToExcelWorker);
    if (read) {
      const grace = setTimeout(thread.stop, ABORT_GRACE_MS);
      writing.then(
        () => clearTimeout(grace),
        () => clearTimeout(grace),
      );
    } else thread.stop();
    throw error;
  } finally {
    output.off('close', left);
    port.close();
    writing.then(release, release);
  }
}

/** A stream the reply sends while writeExcel fills it (errors end the stream). */
export function excelStream(fill: (output: PassThrough) => Promise<void>): PassThrough {
  const output = new PassThrough();
  // The reply pipes it to the response: writeExcel then knows when the bytes have left (sentOut).
  const destinations: { writableLength?: number }[] = [];
  downstream.set(output, destinations);
  const pipe = output.pipe.bind(output);
  output.pipe = <T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }): T => {
    destinations.push(destination as { writableLength?: number });
    return pipe(destination, options);
  };
  fill(output).catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}

// ───────────── PDF ─────────────

export type { PdfTable } from '../../pdf/types';

/** One document with one table per section (a report, or one attendance list per group), laid out and rendered on the PDF pool. */
export function renderPdf(sections: PdfTable[]): Promise<Buffer> {
  return renderReportPdf(sections);
}

/**
 * A report as PDF with the totals of all its rows. One of more than REPORT_PDF_MAX_ROWS rows is refused (422)
 * before anything is rendered: the user narrows the period or exports to Excel, which carries every row.
 */
export async function reportPdf(db: Executor, def: ReportDefinition, ctx: ReportContext, query: ReportQuery, subtitle: string): Promise<Buffer> {
  const { count, totals } = await reportTotals(db, def, ctx, query);
  if (count > REPORT_PDF_MAX_ROWS) {
    const narrow = 'Acote el periodo o exporte a Excel.';
    throw new HttpError(
      422,
      `El reporte tiene ${formatQuantity(count)} registros y el PDF admite hasta ${formatQuantity(REPORT_PDF_MAX_ROWS)}. Acote el periodo (Desde y Hasta) o expórtelo a Excel, que los incluye todos.`,
      { fields: [{ field: 'from', message: narrow }, { field: 'to', message: narrow }] },
    );
  }
  const rows: ReportRow[] = [];
  // Read in the Excel export's small batches: with the embedded database each fetch holds the event loop while it runs.
  await forEachBatch(db, def, ctx, query, async (batch) => void rows.push(...batch), { maxRows: REPORT_PDF_MAX_ROWS, batchSize: EXCEL_BATCH_ROWS });
  const columns = def.columns(query);
  const title = reportTitle(def);
  const by = def.pdfSectionBy;
  if (!by || rows.length === 0) return renderPdf([{ title, subtitle, columns, rows, totals }]);
  // One section per value of the column, in the report's order, without that column.
  const sections: PdfTable[] = [];
  const rest = columns.filter((c) => c.key !== by);
  for (const row of rows) {
    const sectionTitle = `${title} · ${String(row[by] ?? '')}`;
    const last = sections[sections.length - 1];
    if (last && last.title === sectionTitle) last.rows.push(row);
    else sections.push({ title: sectionTitle, subtitle, columns: rest, rows: [row] });
  }
  return renderPdf(sections);
}
