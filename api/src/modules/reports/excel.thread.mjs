// The thread that writes an Excel export's workbook (started by writeExcel in export.ts, one per export, ended
// with it): it writes the rows the request thread sends it a batch at a time and sends the file's bytes back as
// exceljs and its zip produce them. Every cell, XML string and deflate buffer of a million-row export is garbage
// of this thread's small young generation, not of the process's main heap.
//
// Plain JavaScript, so the thread starts without a TypeScript loader: tsx in a thread registers its module hooks
// on a thread of their own, and that second isolate and the loader cost about 19 MB of resident memory per export
// (ADR 0047). Its types are in excel.thread.d.mts; the messages it exchanges in excel.worker.ts.
//
// The conversation on the port, one message at a time: the thread says `need` when it can take the next message
// (once when it starts, then after each batch); the request thread answers `rows`, then `totals` (the last
// message: the workbook is closed) or `abort` (the export failed or the client left: nothing more is written).
// The thread sends `bytes` as the file grows and `done` after its last byte.
import { Writable } from 'node:stream';
import { isMainThread, workerData } from 'node:worker_threads';

const MONEY_FORMAT = '"$ "#,##0.00;-"$ "#,##0.00';
const DATE_FORMAT = 'dd/mm/yyyy';
const DATE_TIME_FORMAT = 'dd/mm/yyyy hh:mm:ss';

/** An Excel cell value: numbers for amounts (formatted as money), real dates for dates. */
function excelValue(column, value) {
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

function excelFormat(column) {
  if (column.type === 'money') return MONEY_FORMAT;
  if (column.type === 'date') return DATE_FORMAT;
  if (column.type === 'datetime') return DATE_TIME_FORMAT;
  return undefined;
}

/**
 * Waits until the zip has taken what the sheet wrote. exceljs's sheet stream writes into the zip's entry (archiver's
 * `readable-stream` PassThrough, whose state predates `writableNeedDrain`) without heeding its back-pressure, so
 * rows that arrive faster than the deflater packs them pile up, uncompressed, in the entry's queue: four times the
 * file's size for a million rows. Asking for the next batch only once that queue has drained keeps the thread at
 * a batch's worth whatever the database's pace.
 */
async function zipCaughtUp(sheet) {
  for (const pipe of sheet.stream?.pipes ?? []) {
    if (!(pipe.writableNeedDrain ?? pipe._writableState?.needDrain) || pipe.destroyed) continue;
    await new Promise((resolve) => {
      const done = () => {
        pipe.off('drain', done);
        pipe.off('close', done);
        resolve();
      };
      pipe.on('drain', done).on('close', done);
    });
  }
}

/** Writes the workbook of `task` (see excel.thread.d.mts) through its port; resolves after the last byte, or on an abort. */
export async function run({ port, columns, title, subtitle }) {
  const inbox = [];
  let wake = null;
  port.on('message', (message) => {
    inbox.push(message);
    wake?.();
  });
  // The request thread closing its end without a last message is an abort.
  port.on('close', () => {
    inbox.push({ abort: true });
    wake?.();
  });
  const next = async () => {
    port.postMessage({ need: true });
    while (inbox.length === 0) await new Promise((resolve) => (wake = resolve));
    wake = null;
    return inbox.shift();
  };
  // The file's bytes leave as they come, each chunk copied into a buffer of its own that is moved, not cloned.
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      const bytes = new Uint8Array(chunk);
      port.postMessage({ bytes }, [bytes.buffer]);
      callback();
    },
  });
  try {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
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
          const values = JSON.parse(text);
          sheet.addRow(columns.map((c, i) => excelValue(c, values[i]))).commit();
        }
        await zipCaughtUp(sheet);
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
    port.postMessage({ done: true });
  } finally {
    port.close();
  }
}

// Started as an export's thread (export.ts passes the task as its workerData): write it, then let the thread end.
// An error rejects here and ends the thread with it, which the request thread sees as the thread's 'error'.
if (!isMainThread && workerData?.excelExport === true) await run(workerData);
