// Streams a zip of stamped CFDI (XML + PDF each) with archiver: one document is rendered at a time (on the PDF
// pool) and archiver pulls the next only when the previous entry was written, so memory stays flat.
import { PassThrough, type Readable } from 'node:stream';
import { createRequire } from 'node:module';
import type { Archiver, ArchiverOptions } from 'archiver';
import { HttpError } from '../../plugins/errors';
import { invoicePdf, type PrintableInvoice } from './pdf';

export interface ZipEntry {
  name: string;
  /** The invoice: its stamped XML (one not stamped is left out), and what its PDF's marks depend on. */
  invoice: PrintableInvoice;
}

/** Invoices one zip of chosen ids may hold (each one's PDF is rendered). */
export const ZIP_MAX_INVOICES = 500;

/** The distinct ids of a zip request, in their order; more than ZIP_MAX_INVOICES distinct ones are refused (422). */
export function zipInvoiceIds(items: readonly { id: number }[]): number[] {
  const ids = [...new Set(items.map((item) => item.id))];
  if (ids.length > ZIP_MAX_INVOICES) {
    throw new HttpError(422, `Puede descargar hasta ${ZIP_MAX_INVOICES} facturas en un archivo; eligió ${ids.length}. Elija menos o descargue el periodo.`, {
      fields: [{ field: 'ids', message: `Hasta ${ZIP_MAX_INVOICES} facturas por archivo.` }],
    });
  }
  return ids;
}

// archiver 5 exports a factory function (the installed @types describe the class-based v8 API).
const archiver = createRequire(import.meta.url)('archiver') as (format: 'zip', options?: ArchiverOptions) => Archiver;

export function zipInvoices(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>, options: { pdf: boolean } = { pdf: true }): Readable {
  const archive = archiver('zip', { zlib: { level: 6 } });
  const out = new PassThrough();
  archive.on('error', (error: Error) => out.destroy(error));
  archive.pipe(out);
  let appended = 0;
  let written = 0;
  let wake: (() => void) | null = null;
  archive.on('entry', () => {
    written += 1;
    if (written === appended && wake) wake();
  });
  void (async () => {
    try {
      for await (const entry of entries) {
        const xml = entry.invoice.stampedXml;
        if (!xml) continue;
        archive.append(xml, { name: `${entry.name}.xml` });
        appended += 1;
        if (options.pdf) {
          archive.append(await invoicePdf(entry.invoice), { name: `${entry.name}.pdf` });
          appended += 1;
        }
        // Render the next document only once this one's entries were written (the reader sets the pace).
        if (written < appended) await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
      }
      await archive.finalize();
    } catch (error) {
      archive.abort();
      out.destroy(error as Error);
    }
  })();
  return out;
}
