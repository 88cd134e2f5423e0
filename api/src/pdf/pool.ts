// Every PDF the API makes (CFDI representations, report exports, receipts) is rendered on a pool of worker
// threads (piscina), never on the event loop that answers every other request of every company. The pool is
// bounded: at most PDF_RENDER_THREADS documents render at once, PDF_RENDER_QUEUE more may wait, and one that
// takes longer than PDF_RENDER_TIMEOUT_MS is stopped. Past the queue a request is answered 503 at once.
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { HttpError } from '../plugins/errors';
import type { CfdiMarks, PdfDocument, PdfTable, PdfTask } from './types';

export type { CfdiMarks, PdfDocument, PdfTable } from './types';

/** Documents rendered at once: one core stays for the event loop (and the database when it is embedded). */
export const PDF_RENDER_THREADS = Math.min(4, Math.max(1, availableParallelism() - 1));
/** Documents allowed to wait for a thread; past it a render is refused (the caller may retry shortly). */
export const PDF_RENDER_QUEUE = 32;
/** A single document that renders longer than this is stopped. */
export const PDF_RENDER_TIMEOUT_MS = 60_000;

let pool: Piscina<PdfTask, Uint8Array> | null = null;

function renderPool(): Piscina<PdfTask, Uint8Array> {
  pool ??= new Piscina<PdfTask, Uint8Array>({
    filename: new URL('./worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: PDF_RENDER_THREADS,
    maxQueue: PDF_RENDER_QUEUE,
    // A thread that rendered stays a while for the next document (loading the fonts and the template is the slow part).
    idleTimeout: 30_000,
    // A document that outgrows this dies with its thread instead of taking the process with it.
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  return pool;
}

async function run(task: PdfTask): Promise<Buffer> {
  const renderer = renderPool();
  if (renderer.queueSize >= PDF_RENDER_QUEUE) throw busy();
  try {
    const bytes = await renderer.run(task, { signal: AbortSignal.timeout(PDF_RENDER_TIMEOUT_MS) });
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch (error) {
    if (error instanceof Error && error.message === 'Task queue is at limit') throw busy();
    if (error instanceof Error && error.name === 'AbortError') {
      throw new HttpError(503, 'El documento tardó demasiado en generarse. Intente de nuevo o descargue el XML o el Excel.');
    }
    throw error;
  }
}

function busy(): HttpError {
  return new HttpError(503, 'El servidor está generando muchos documentos PDF en este momento. Intente de nuevo en unos segundos.');
}

/** A pdfmake document of our own (report, receipt) as PDF bytes. */
export function renderPdfDocument(document: PdfDocument): Promise<Buffer> {
  return run({ kind: 'document', document });
}

/** A report's tables as PDF (laid out on the thread too). */
export function renderReportPdf(sections: PdfTable[]): Promise<Buffer> {
  return run({ kind: 'report', sections });
}

/** The printed representation of a stamped CFDI with its marks (sandbox legend, CANCELADO). */
export function renderCfdiPdf(stampedXml: string, marks: CfdiMarks): Promise<Buffer> {
  return run({ kind: 'cfdi', xml: stampedXml, marks });
}

/** Stops the render threads (on the app's close); the next render starts a new pool. */
export async function closePdfPool(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}
