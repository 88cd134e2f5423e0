// The messages of an Excel export between the request thread (writeExcel, export.ts) and the thread that writes
// the workbook (excel.thread.mjs, plain JavaScript: see there why).
import type { MessagePort } from 'node:worker_threads';
import type { ReportCell, ReportColumn } from '@mikro/contracts';

/** What the writing thread is started with (its workerData; `port` is moved to it). */
export interface ExcelTask {
  /** Marks the thread as an export's (excel.thread.mjs runs only then). */
  excelExport: true;
  port: MessagePort;
  columns: ReportColumn[];
  title: string;
  subtitle: string;
}

/** `rows`: each row as the JSON array of its values in the order of the columns (forEachJsonBatch). */
export type ToExcelWorker = { rows: string[] } | { totals: Record<string, ReportCell> } | { abort: true };
export type FromExcelWorker = { need: true } | { bytes: Uint8Array } | { done: true };
