// The thread that writes an Excel export's workbook (started by writeExcel in export.ts, one per export, ended
// with it) and sends the file's bytes back as exceljs and its zip produce them. Every cell, XML string and deflate
// buffer of a million-row export is garbage of this thread's small young generation, not of the process's main heap.
//
// On PostgreSQL the thread reads the report itself, on a connection of its own (ADR 0048): the request thread
// builds the statements and relays the bytes, and the rows never pass through its heap. On PGlite (the database
// lives in the process's main thread) the request thread reads the rows and sends them a batch at a time.
//
// Plain JavaScript, so the thread starts without a TypeScript loader: tsx in a thread registers its module hooks
// on a thread of their own, and that second isolate and the loader cost about 19 MB of resident memory per export
// (ADR 0047). Its types are in excel.thread.d.mts; the messages it exchanges in excel.worker.ts.
//
// The conversation on the port, one message at a time: the thread says `need` when it can take the next message
// (once when it starts, then after each batch). Rows sent by the request thread: it answers `rows`, then `totals`
// (the last message: the workbook is closed). Rows read by the thread: it answers `go` once the response has
// taken the bytes so far. Either way `abort` (the export failed or the client left) stops it: nothing more is
// written and its connection closes; and `recycle`, at any time, gives back buffers whose bytes the response has
// sent. The thread sends `bytes` as the file grows, then `done` after its last byte or `failed` when its own
// reading failed.
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

/** The thread's own connection waits this long for the server before the export fails (when the pool sets no bound). */
const CONNECT_TIMEOUT_MS = 10_000;
/** Size of the buffers that carry the file's bytes to the request thread (a batch's bytes are about 16–30 KB). */
const CHUNK_BYTES = 64 * 1024;
/** The export's cursor on its connection (one export per connection). */
const CURSOR = 'excel_export';

/**
 * The report read on a PostgreSQL connection of the thread's own (task.read, see ExcelRead in excel.worker.ts):
 * the transaction, the settings and the cursor the request thread's statements describe, a batch per FETCH, then
 * the totals in the same transaction. `close` ends the connection whatever it is doing: a statement under way
 * fails at once (the socket is closed under it) and the server ends the session.
 */
function cursorReader(read) {
  let client = null;
  let closed = false;
  const open = async () => {
    const { default: pg } = await import('pg');
    if (closed) throw new Error('Excel export: the connection was closed before it opened');
    client = new pg.Client({ connectionTimeoutMillis: CONNECT_TIMEOUT_MS, ...read.connection, application_name: read.applicationName });
    // A connection lost between statements is told here too; the next statement then fails with it.
    client.on('error', () => undefined);
    await client.connect();
  };
  const run = (statement) => client.query({ text: statement.text, values: statement.values });
  return {
    /** Connects, opens the transaction and the cursor and reads the first batch: a failing query fails before the file's first byte. */
    async start() {
      await open();
      for (const text of read.begin) await client.query(text);
      await run(read.settings);
      await client.query({ text: `DECLARE "${CURSOR}" NO SCROLL CURSOR FOR ${read.rows.text}`, values: read.rows.values });
      return this.fetch();
    },
    /** The next batch, each row the JSON text of its values. */
    async fetch() {
      const { rows } = await client.query({ text: `FETCH ${read.batchSize} FROM "${CURSOR}"`, rowMode: 'array' });
      return rows.map((row) => row[0]);
    },
    /** The totals row in the rows' snapshot, then the end of the transaction. */
    async totals() {
      await client.query(`CLOSE "${CURSOR}"`);
      if (read.totalsSettings) await run(read.totalsSettings);
      const { rows } = await run(read.totals);
      await client.query('COMMIT');
      return rows[0];
    },
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}

/** What of an error the request thread needs to answer as it would for its own query (excel.worker.ts, ExcelFailure). */
function failureOf(error) {
  const failure = { name: typeof error?.name === 'string' ? error.name : 'Error', message: String(error?.message ?? error) };
  if (typeof error?.code === 'string') failure.code = error.code;
  if (typeof error?.severity === 'string') failure.severity = error.severity;
  return failure;
}

/**
 * Writes the workbook of `task` (see excel.thread.d.mts) through its port; resolves after the last byte, or on an
 * abort, with how many buffers it made for the file's bytes. With `task.read` it reads the rows itself; a failure
 * of that reading is sent as `failed`, not thrown.
 */
export async function run({ port, columns, title, subtitle, read }) {
  const inbox = [];
  let wake = null;
  let reader = null;
  let aborted = false;
  /** Buffers the request thread gave back once the response had sent their bytes, to carry the next ones. */
  const free = [];
  /** What the thread answers when it ends: how many buffers it made for the file's bytes. */
  const made = { buffers: 0 };
  const receive = (message) => {
    if ('recycle' in message) {
      free.push(...message.recycle);
      return;
    }
    if ('abort' in message) {
      aborted = true;
      // A statement under way stops with the connection, not after it.
      void reader?.close();
    }
    inbox.push(message);
    wake?.();
  };
  port.on('message', receive);
  // The request thread closing its end without a last message is an abort.
  port.on('close', () => receive({ abort: true }));
  // The file's bytes are gathered into buffers of CHUNK_BYTES, each sent when full and before the thread asks for
  // more (so the bytes of a batch leave with it), and moved, not cloned: a buffer given back (`recycle`) when there
  // is one, else a new one. A buffer the request thread kept would be freed by its collector, which, with little
  // else to collect there, may run only after tens of MB of them.
  let filling = null;
  let used = 0;
  const flush = () => {
    if (!filling || used === 0) return;
    port.postMessage({ bytes: new Uint8Array(filling, 0, used) }, [filling]);
    filling = null;
    used = 0;
  };
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      for (let offset = 0; offset < chunk.length; ) {
        if (!filling) {
          filling = free.pop() ?? null;
          if (!filling) {
            filling = new ArrayBuffer(CHUNK_BYTES);
            made.buffers++;
          }
        }
        const taken = Math.min(CHUNK_BYTES - used, chunk.length - offset);
        new Uint8Array(filling, used, taken).set(chunk.subarray(offset, offset + taken));
        used += taken;
        offset += taken;
        if (used === CHUNK_BYTES) flush();
      }
      callback();
    },
  });
  const next = async () => {
    flush();
    port.postMessage({ need: true });
    while (inbox.length === 0) await new Promise((resolve) => (wake = resolve));
    wake = null;
    return inbox.shift();
  };
  const writeRows = (sheet, rows) => {
    for (const text of rows) {
      const values = JSON.parse(text);
      sheet.addRow(columns.map((c, i) => excelValue(c, values[i]))).commit();
    }
  };
  const writeTotals = (sheet, totals) => {
    const totalRow = sheet.addRow(columns.map((c, i) => (c.total ? Number(totals[c.key]) : i === 0 ? 'Totales' : null)));
    totalRow.font = { bold: true };
    totalRow.commit();
  };
  try {
    const loading = import('exceljs');
    let first = null;
    if (read) {
      reader = cursorReader(read);
      // exceljs loads while the connection opens; a query that fails, fails before the workbook starts.
      loading.catch(() => undefined);
      first = await reader.start();
    }
    const { default: ExcelJS } = await loading;
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 3 }] });
    sheet.columns = columns.map((c) => ({ key: c.key, width: c.type === 'text' ? 28 : 16, style: { numFmt: excelFormat(c) } }));
    sheet.addRow([title]).font = { bold: true, size: 14 };
    sheet.getRow(1).commit();
    sheet.addRow([subtitle]).commit();
    const header = sheet.addRow(columns.map((c) => c.label));
    header.font = { bold: true };
    header.commit();
    if (read) {
      // The next batch is fetched while this one is written; each is written only once the request thread says
      // the response took what came before (`go`), so the thread holds a batch or two whatever the client's pace.
      for (let rows = first; ; ) {
        const more = rows.length === read.batchSize ? reader.fetch() : null;
        more?.catch(() => undefined);
        writeRows(sheet, rows);
        await zipCaughtUp(sheet);
        if ('abort' in (await next())) return made;
        if (!more) break;
        rows = await more;
        if (rows.length === 0) break;
      }
      writeTotals(sheet, await reader.totals());
    } else {
      for (;;) {
        const message = await next();
        if ('abort' in message) return made;
        if ('rows' in message) {
          writeRows(sheet, message.rows);
          await zipCaughtUp(sheet);
          continue;
        }
        writeTotals(sheet, message.totals);
        break;
      }
    }
    sheet.commit();
    // Resolves once the zip has written its last byte into the sink.
    await workbook.commit();
    flush();
    port.postMessage({ done: true });
    return made;
  } catch (error) {
    // After an abort the failure is the closed connection's: nobody waits for it.
    if (aborted) return made;
    if (!read) throw error;
    port.postMessage({ failed: failureOf(error) });
  } finally {
    await reader?.close();
    port.close();
  }
}

// Started as an export's thread (export.ts passes the task as its workerData): write it, then let the thread end.
// An error rejects here and ends the thread with it, which the request thread sees as the thread's 'error'.
if (!isMainThread && workerData?.excelExport === true) await run(workerData);
