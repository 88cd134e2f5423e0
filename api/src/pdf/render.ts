// The task a PDF render thread runs (loaded by ./worker.mjs): one document per call, answered as bytes.
import { renderCfdi } from './cfdi';
import { renderDocument } from './pdfmake';
import { reportDocument } from './report';
import type { PdfTask } from './types';

export async function render(task: PdfTask): Promise<Uint8Array> {
  const pdf =
    task.kind === 'cfdi' ? await renderCfdi(task.xml, task.marks) : await renderDocument(task.kind === 'report' ? reportDocument(task.sections) : task.document);
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
