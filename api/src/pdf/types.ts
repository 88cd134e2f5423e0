// What the main thread asks of a PDF render thread, and what crosses between them (structured-cloneable data only:
// no functions, so a page footer is named by its text and the thread builds it).
import type { ReportColumn, ReportRow } from '@mikro/contracts';

/** A pdfmake document definition of our own (reports, receipts), JSON only. */
export interface PdfDocument {
  definition: Record<string, unknown>;
  /** Printed at the foot of every page as '<footer> · Página n de m'. */
  footer?: string;
}

/** How a stamped CFDI's printed representation is marked. */
export interface CfdiMarks {
  /** Stamped by the sandbox PAC: the document has no fiscal validity and says so on every copy. */
  sandbox: boolean;
  /** Cancelled before SAT: a CANCELADO watermark on every page, with the date and SAT's motive. */
  cancelled: { at: string; motive: string } | null;
}

/** One section of a report PDF: a title, and a table of the rows as read, with the totals of all of them. */
export interface PdfTable {
  title: string;
  subtitle: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  totals?: Record<string, string>;
}

export type PdfTask =
  | { kind: 'document'; document: PdfDocument }
  | { kind: 'report'; sections: PdfTable[] }
  | { kind: 'cfdi'; xml: string; marks: CfdiMarks };
