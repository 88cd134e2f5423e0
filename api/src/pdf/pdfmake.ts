// pdfmake as every PDF of our own uses it (report exports, school and academy receipts), inside a render thread:
// the PDF standard fonts only, so nothing is read from disk or the network while a document is built.
import { createRequire } from 'node:module';
import type { PdfDocument } from './types';

const require = createRequire(import.meta.url);

interface PdfMake {
  setFonts(fonts: object): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  setLocalAccessPolicy(policy: (path: string) => boolean): void;
  createPdf(doc: object): { getBuffer(): Promise<Buffer> };
}

let pdfmake: PdfMake | undefined;

/** The configured pdfmake (loaded on first use). Documents name the font 'Helvetica'. */
function pdfMaker(): PdfMake {
  if (!pdfmake) {
    pdfmake = require('pdfmake') as PdfMake;
    const helvetica = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' };
    const standardFonts = new Set(Object.values(helvetica));
    pdfmake.setFonts({ Helvetica: helvetica });
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((path) => standardFonts.has(path));
  }
  return pdfmake;
}

export function renderDocument({ definition, footer }: PdfDocument): Promise<Buffer> {
  const doc = footer
    ? { ...definition, footer: (page: number, pages: number) => ({ text: `${footer} · Página ${page} de ${pages}`, alignment: 'center', fontSize: 7, margin: [0, 10, 0, 0] }) }
    : definition;
  return pdfMaker().createPdf(doc).getBuffer();
}
