// The layout of a report PDF (one table per section: a report, or one attendance list per group), built inside a
// render thread from the rows as read: formatting thousands of cells is work for the thread, not the event loop.
import type { ReportColumn } from '@mikro/contracts';
import { formatCell } from '@mikro/domain';
import type { PdfDocument, PdfTable } from './types';

export function reportDocument(sections: PdfTable[]): PdfDocument {
  const content: object[] = [];
  sections.forEach((section, index) => {
    const align = (c: ReportColumn) => (c.type === 'text' ? 'left' : c.type === 'date' || c.type === 'datetime' ? 'center' : 'right');
    // Amounts, counts and dates stay on one line (their auto width is then their full text: '$ 11,900.00' was
    // broken after the sign when the page was tight); only the text columns share out the rest and wrap.
    const noWrap = (c: ReportColumn) => c.type !== 'text';
    const body: object[][] = [section.columns.map((c) => ({ text: c.label, style: 'head', alignment: align(c) }))];
    for (const row of section.rows) body.push(section.columns.map((c) => ({ text: formatCell(c.type, row[c.key]), alignment: align(c), noWrap: noWrap(c) })));
    const totals = section.totals;
    if (totals) {
      body.push(
        section.columns.map((c, i) => ({
          text: c.total ? formatCell(c.type, totals[c.key]) : i === 0 ? 'Totales' : '',
          bold: true,
          alignment: align(c),
          noWrap: noWrap(c),
        })),
      );
    }
    content.push(
      { text: section.title, style: 'title', ...(index > 0 ? { pageBreak: 'before' } : {}) },
      { text: section.subtitle, style: 'subtitle' },
      {
        table: { headerRows: 1, widths: section.columns.map((c) => (c.type === 'text' ? '*' : 'auto')), body },
        layout: 'lightHorizontalLines',
      },
    );
  });
  return {
    definition: {
      pageOrientation: 'landscape',
      pageSize: 'LETTER',
      pageMargins: [28, 28, 28, 36],
      defaultStyle: { font: 'Helvetica', fontSize: 8 },
      styles: { title: { fontSize: 13, bold: true }, subtitle: { fontSize: 9, color: '#555555', margin: [0, 2, 0, 8] }, head: { bold: true } },
      content,
    },
    footer: 'Mikro ERP',
  };
}
