// Test support: what a PDF says, as poppler's pdftotext reads it (installed with poppler-utils).
import { execFile } from 'node:child_process';

/**
 * The text of a PDF. With the layout kept (the default), a line holds what sits on one line of the page, so
 * a label and its amount match one regular expression, and an amount split over two lines does not. `raw`
 * gives the text in the order it was drawn (a rotated watermark reads as its letters one after another).
 */
export function pdfText(pdf: Buffer, { layout = true, raw = false }: { layout?: boolean; raw?: boolean } = {}): Promise<string> {
  const mode = raw ? ['-raw'] : layout ? ['-layout'] : [];
  return new Promise((resolve, reject) => {
    const child = execFile('pdftotext', [...mode, '-enc', 'UTF-8', '-', '-'], { encoding: 'utf8' }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
    child.stdin!.end(pdf);
  });
}
