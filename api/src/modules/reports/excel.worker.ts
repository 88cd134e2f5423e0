// The messages of an Excel export between the request thread (writeExcel, export.ts) and the thread that writes
// the workbook (excel.thread.mjs, plain JavaScript: see there why).
import type { MessagePort } from 'node:worker_threads';
import type { ReportCell, ReportColumn } from '@mikro/contracts';

/** One statement with its bound values, as PostgreSQL's driver takes it. */
export interface ExcelStatement {
  text: string;
  values: unknown[];
}

/**
 * What the writing thread needs to read the report itself, on a PostgreSQL connection of its own: the settings of
 * the connection (from the pool the request would have used) and the statements the request thread built.
 */
export interface ExcelRead {
  /** pg.Client settings: plain values only (a URL, host, user…), since they cross to the thread by copy. */
  connection: Record<string, unknown>;
  /** The connection's application_name (pg_stat_activity tells an export's connection apart by it). */
  applicationName: string;
  /** Open the transaction (read only, one snapshot for the rows and the totals) and set the session's checks. */
  begin: string[];
  /** Run first in the transaction (the report settings). */
  settings: ExcelStatement;
  /** The rows, each as one text column holding the JSON array of its values in the order of the columns. */
  rows: ExcelStatement;
  /** Rows per FETCH of the cursor. */
  batchSize: number;
  /** Run after the cursor and before the totals, when set. */
  totalsSettings: ExcelStatement | null;
  /** The totals row (the columns with totals, by key). */
  totals: ExcelStatement;
}

/** What the writing thread is started with (its workerData; `port` is moved to it). */
export interface ExcelTask {
  /** Marks the thread as an export's (excel.thread.mjs runs only then). */
  excelExport: true;
  port: MessagePort;
  columns: ReportColumn[];
  title: string;
  subtitle: string;
  /** Set: the thread reads the rows itself (PostgreSQL). Absent: the request thread sends them (PGlite). */
  read?: ExcelRead;
}

/** A failure of the thread's own reading, as the request thread rebuilds it for the error handler. */
export interface ExcelFailure {
  name: string;
  message: string;
  /** SQLSTATE of a PostgreSQL error, or the system's code of a socket error (ECONNREFUSED…). */
  code?: string;
  severity?: string;
}

/**
 * To the thread. Rows sent by the request thread: `rows` (each row as the JSON array of its values in the order
 * of the columns, forEachJsonBatch), then `totals` (the last message: the workbook is closed). Rows read by the
 * thread: `go`, the answer to each `need` once the response has taken what was sent. Either way, `abort`: the
 * export failed or the client left, nothing more is written (and the thread's connection closes); and, at any
 * time, `recycle`: the buffers of `bytes` the response has sent, moved back for the next bytes.
 */
export type ToExcelWorker = { rows: string[] } | { totals: Record<string, ReportCell> } | { go: true } | { abort: true } | { recycle: ArrayBuffer[] };
/** From the thread: `need` (ready for the next message), `bytes` of the file, `done` after the last byte, or `failed` (its reading failed; nothing more follows). */
export type FromExcelWorker = { need: true } | { bytes: Uint8Array } | { done: true } | { failed: ExcelFailure };
