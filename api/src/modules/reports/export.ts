// Report exports: Excel streamed row by row to the response (constant memory, written on a worker thread), and a PDF (pdfmake, rendered on
// the PDF pool) of at most REPORT_PDF_MAX_ROWS rows.
import { PassThrough, type Writable } from 'node:stream';
import { MessageChannel, Worker } from 'node:worker_threads';
import type { ReportQuery, ReportRow } from '@mikro/contracts';
import { REPORT_PDF_MAX_ROWS } from '@mikro/contracts';
import { formatQuantity } from '@mikro/domain';
import type { Executor } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { renderReportPdf } from '../../pdf/pool';
import type { PdfTable } from '../../pdf/types';
import { forEachBatch, forEachJsonBatch, reportTitle, reportTotals, type ReportContext, type ReportDefinition } from './engine';
import { WORKER_QUEUE, WORKER_THREADS, WorkerTaskFailed } from '../../workers/run';
import type { ExcelTask, FromExcelWorker, ToExcelWorker } from './excel.worker';

/** Rows per cursor fetch of an Excel export (one message to the writing thread). */
const EXCEL_BATCH_ROWS = 250;
/** An export of every row of five years takes a minute or two; one stuck past this is stopped. */
const EXCEL_TIMEOUT_MS = 20 * 60_000;
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

/**
 * Writes the report as .xlsx to `output`: this thread reads it through a cursor a batch at a time and hands each
 * batch to a thread with a small young generation (excel.thread.mjs), which writes the workbook and sends its
 * bytes back. The next batch is read while the thread writes this one; a batch is handed over only once the
 * thread asked for it and the response drained, so neither side holds more than a batch or two.
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
  // A turn first (it may wait for another export to end), then the thread and its port.
  const release = await excelTurn();
  const { port1: port, port2 } = new MessageChannel();
  let asked = 0;
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  let finished = false;
  port.on('message', (message: FromExcelWorker) => {
    if ('bytes' in message) output.write(message.bytes);
    else if ('need' in message) asked++;
    else finished = true;
    wake?.();
  });
  let thread: ReturnType<typeof writingThread>;
  try {
    thread = writingThread({ excelExport: true, port: port2, columns, title: reportTitle(def), subtitle });
  } catch (error) {
    port.close();
    release();
    throw error;
  }
  const writing = thread.ended;
  writing.then(
    () => wake?.(),
    (error: unknown) => {
      failure = error;
      wake?.();
    },
  );
  /** Waits until the thread asks for a message (or is done); `take` counts the request as answered. */
  const until = async (ready: () => boolean) => {
    while (!ready()) {
      if (failure) throw failure;
      await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
    }
    if (failure) throw failure;
  };
  const send = async (message: ToExcelWorker) => {
    await until(() => asked > 0);
    asked--;
    await drained(output);
    port.postMessage(message);
  };
  try {
    // The cursor's transaction opens only once the thread has started and asks for rows.
    await until(() => asked > 0);
    await forEachJsonBatch(db, def, ctx, query, (rows) => send({ rows }), { batchSize: EXCEL_BATCH_ROWS });
    const { totals } = await reportTotals(db, def, ctx, query);
    await send({ totals });
    await until(() => finished);
    await writing;
    output.end();
  } catch (error) {
    // Nothing more is written: the thread ends now (with its workbook half done) and its turn passes on.
    if (!failure) port.postMessage({ abort: true } satisfies ToExcelWorker);
    thread.stop();
    throw error;
  } finally {
    port.close();
    writing.then(release, release);
  }
}

/** A stream the reply sends while writeExcel fills it (errors end the stream). */
export function excelStream(fill: (output: PassThrough) => Promise<void>): PassThrough {
  const output = new PassThrough();
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
