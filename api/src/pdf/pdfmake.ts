// pdfmake as every server-made PDF uses it (report exports, school receipts): the PDF standard fonts only,
// so nothing is read from disk or the network while a document is built.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface PdfMake {
  setFonts(fonts: object): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  setLocalAccessPolicy(policy: (path: string) => boolean): void;
  createPdf(doc: object): { getBuffer(): Promise<Buffer> };
}

let pdfmake: PdfMake | undefined;

/** The configured pdfmake (loaded on first use). Documents name the font 'Helvetica'. */
export function pdfMaker(): PdfMake {
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
