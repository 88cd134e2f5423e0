// Report exports: Excel streamed row by row to the response (constant memory), and a PDF (pdfmake, rendered on
// the PDF pool) of at most REPORT_PDF_MAX_ROWS rows.
import { PassThrough, type Writable } from 'node:stream';
import type { ReportCell, ReportColumn, ReportQuery, ReportRow } from '@mikro/contracts';
import { REPORT_PDF_MAX_ROWS } from '@mikro/contracts';
import { formatQuantity } from '@mikro/domain';
import type { Executor } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { renderReportPdf } from '../../pdf/pool';
import type { PdfTable } from '../../pdf/types';
import { forEachBatch, reportTitle, reportTotals, type ReportContext, type ReportDefinition } from './engine';
import { loadExcelJS } from '../../shared/spreadsheet/exceljs';

const MONEY_FORMAT = '"$ "#,##0.00;-"$ "#,##0.00';
const DATE_FORMAT = 'dd/mm/yyyy';
const DATE_TIME_FORMAT = 'dd/mm/yyyy hh:mm:ss';

/** An Excel cell value: numbers for amounts (formatted as money), real dates for dates. */
function excelValue(column: ReportColumn, value: ReportCell | undefined): string | number | Date | null {
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

/** Rows per cursor fetch of an Excel export. */
const EXCEL_BATCH_ROWS = 250;

/** Writes the report as .xlsx to `output`, reading it through a cursor a batch at a time. */
export async function writeExcel(
  db: Executor,
  def: ReportDefinition,
  ctx: ReportContext,
  query: ReportQuery,
  output: Writable,
  subtitle: string,
): Promise<void> {
  const columns = def.columns(query);
  const title = reportTitle(def);
  const workbook = new (await loadExcelJS()).stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 3 }] });
  sheet.columns = columns.map((c) => ({ key: c.key, width: c.type === 'text' ? 28 : 16, style: { numFmt: excelFormat(c) } }));
  sheet.addRow([title]).font = { bold: true, size: 14 };
  sheet.getRow(1).commit();
  sheet.addRow([subtitle]).commit();
  const header = sheet.addRow(columns.map((c) => c.label));
  header.font = { bold: true };
  header.commit();
  await forEachBatch(db, def, ctx, query, async (rows) => {
    for (const row of rows) sheet.addRow(columns.map((c) => excelValue(c, row[c.key]))).commit();
    // Let the response drain before reading the next batch.
    if (output.writableNeedDrain) await new Promise((resolve) => output.once('drain', resolve));
    // Small batches: each one's rows and XML die young and are collected at once instead of piling up until a full collection.
  }, { batchSize: EXCEL_BATCH_ROWS });
  const { totals } = await reportTotals(db, def, ctx, query);
  const totalRow = sheet.addRow(columns.map((c, i) => (c.total ? Number(totals[c.key]) : i === 0 ? 'Totales' : null)));
  totalRow.font = { bold: true };
  totalRow.commit();
  sheet.commit();
  await workbook.commit();
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
