// Worker-thread task of writeExcel (export.ts, run by src/workers/run.ts on its `lean` threads): writes a
// report's workbook from rows the request thread sends it a batch at a time, and sends the file's bytes back as
// exceljs and its zip produce them. Every cell, XML string and deflate buffer of a million-row export is garbage
// of this thread's small young generation, not of the process's main heap.
//
// The conversation on the port, one message at a time: the thread says `need` when it can take the next message
// (once when it starts, then after each batch); the request thread answers `rows`, then `totals` (the last
// message: the workbook is closed) or `abort` (the export failed or the client left: nothing more is written).
// The thread sends `bytes` as the file grows and `done` after its last byte.
import { Writable } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';
import type { ReportCell, ReportColumn } from '@mikro/contracts';
import { loadExcelJS } from '../../shared/spreadsheet/exceljs';

export interface ExcelTask {
  port: MessagePort;
  columns: ReportColumn[];
  title: string;
  subtitle: string;
}

/** `rows`: each row as the JSON array of its values in the order of the columns (forEachJsonBatch). */
export type ToExcelWorker = { rows: string[] } | { totals: Record<string, ReportCell> } | { abort: true };
export type FromExcelWorker = { need: true } | { bytes: Uint8Array } | { done: true };

const MONEY_FORMAT = '"$ "#,##0.00;-"$ "#,##0.00';
const DATE_FORMAT = 'dd/mm/yyyy';
const DATE_TIME_FORMAT = 'dd/mm/yyyy hh:mm:ss';

/** An Excel cell value: numbers for amounts (formatted as money), real dates for dates. */
export function excelValue(column: ReportColumn, value: ReportCell | undefined): string | number | Date | null {
  if (value === null || value === undefined) return null;
  switch (column.type) {
    case 'money':
    case 'quantity':
    case 'int':
      return Number(value);
    case 'date':
      return new Date(`${value}T00:00:00Z`);
    case 'datetime':
      return new Date(`${value}Z`);
    default:
      return String(value);
  }
}

function excelFormat(column: ReportColumn): string | undefined {
  if (column.type === 'money') return MONEY_FORMAT;
  if (column.type === 'date') return DATE_FORMAT;
  if (column.type === 'datetime') return DATE_TIME_FORMAT;
  return undefined;
}

/**
 * What exceljs keeps of a worksheet's part of the zip: its buffer stream and the streams it writes into (archiver's
 * `readable-stream` PassThrough, whose state predates `writableNeedDrain`).
 */
interface EntryStream {
  destroyed?: boolean;
  writableNeedDrain?: boolean;
  _writableState?: { needDrain?: boolean };
  on(event: 'drain' | 'close', listener: () => void): EntryStream;
  off(event: 'drain' | 'close', listener: () => void): EntryStream;
}
interface SheetStream {
  stream?: { pipes?: EntryStream[] };
}

/**
 * Waits until the zip has taken what the sheet wrote. exceljs's sheet stream writes into the zip's entry without
 * heeding its back-pressure, so rows that arrive faster than the deflater packs them pile up, uncompressed, in the
 * entry's queue: four times the file's size for a million rows. Asking for the next batch only once that queue has
 * drained keeps the thread at a batch's worth whatever the database's pace.
 */
async function zipCaughtUp(sheet: SheetStream): Promise<void> {
  for (const pipe of sheet.stream?.pipes ?? []) {
    if (!(pipe.writableNeedDrain ?? pipe._writableState?.needDrain) || pipe.destroyed) continue;
    await new Promise<void>((resolve) => {
      const done = () => {
        pipe.off('drain', done);
        pipe.off('close', done);
        resolve();
      };
      pipe.on('drain', done).on('close', done);
    });
  }
}

export async function run({ port, columns, title, subtitle }: ExcelTask): Promise<void> {
  const inbox: ToExcelWorker[] = [];
  let wake: (() => void) | null = null;
  port.on('message', (message: ToExcelWorker) => {
    inbox.push(message);
    wake?.();
  });
  // The request thread closing its end without a last message is an abort.
  port.on('close', () => {
    inbox.push({ abort: true });
    wake?.();
  });
  const next = async (): Promise<ToExcelWorker> => {
    port.postMessage({ need: true } satisfies FromExcelWorker);
    while (inbox.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    wake = null;
    return inbox.shift()!;
  };
  // The file's bytes leave as they come, each chunk copied into a buffer of its own that is moved, not cloned.
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      const bytes = new Uint8Array(chunk);
      port.postMessage({ bytes } satisfies FromExcelWorker, [bytes.buffer]);
      callback();
    },
  });
  try {
    const workbook = new (await loadExcelJS()).stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 3 }] });
    sheet.columns = columns.map((c) => ({ key: c.key, width: c.type === 'text' ? 28 : 16, style: { numFmt: excelFormat(c) } }));
    sheet.addRow([title]).font = { bold: true, size: 14 };
    sheet.getRow(1).commit();
    sheet.addRow([subtitle]).commit();
    const header = sheet.addRow(columns.map((c) => c.label));
    header.font = { bold: true };
    header.commit();
    for (;;) {
      const message = await next();
      if ('abort' in message) return;
      if ('rows' in message) {
        for (const text of message.rows) {
          const values = JSON.parse(text) as ReportCell[];
          sheet.addRow(columns.map((c, i) => excelValue(c, values[i]))).commit();
        }
        await zipCaughtUp(sheet as unknown as SheetStream);
        continue;
      }
      const totalRow = sheet.addRow(columns.map((c, i) => (c.total ? Number(message.totals[c.key]) : i === 0 ? 'Totales' : null)));
      totalRow.font = { bold: true };
      totalRow.commit();
      break;
    }
    sheet.commit();
    // Resolves once the zip has written its last byte into the sink.
    await workbook.commit();
    port.postMessage({ done: true } satisfies FromExcelWorker);
  } finally {
    port.close();
  }
}
