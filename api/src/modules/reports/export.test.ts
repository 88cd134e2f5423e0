import { afterAll, describe, expect, it } from '@jest/globals';
import type { ReportColumn, ReportRow } from '@mikro/contracts';
import { closePdfPool } from '../../pdf/pool';
import { pdfText } from '../../test-support/pdf';
import { renderPdf } from './export';
import { reportFileName, REPORT_DEFINITIONS, subtitleOf } from './reports.routes';

const text = (key: string): ReportColumn => ({ key, label: key, type: 'text', total: false });
const money = (key: string): ReportColumn => ({ key, label: key, type: 'money', total: true });

afterAll(closePdfPool);

describe('report PDF', () => {
  it('keeps every amount on one line however tight the page (it broke «$ / 11,900.00» after the sign)', async () => {
    // Nine wordy text columns and four money columns on a landscape letter page.
    const columns = [...['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].map(text), ...['m1', 'm2', 'm3', 'm4'].map(money)];
    const wordy = 'Colegiatura mensual de tercero de primaria grupo B';
    const row: ReportRow = Object.fromEntries(columns.map((c) => [c.key, c.type === 'money' ? '11900.00' : wordy]));
    const pdf = await renderPdf([{ title: 'Adeudos por antigüedad', subtitle: 'Todas las fechas', columns, rows: [row, row], totals: { m1: '23800.00', m2: '23800.00', m3: '23800.00', m4: '23800.00' } }]);

    const layout = await pdfText(pdf);
    // Two rows of four amounts, each whole on its line; the totals likewise.
    expect(layout.match(/\$ 11,900\.00/g)).toHaveLength(8);
    expect(layout.match(/\$ 23,800\.00/g)).toHaveLength(4);
  });
});

describe('report files', () => {
  // 23:21 of 25 November in Mexico City is already the 26th in UTC.
  const evening = new Date('2026-11-26T05:21:07Z');
  const debts = REPORT_DEFINITIONS.find((def) => def.key === 'colegio-adeudos')!;

  it("are named with the institution's day, not UTC's", () => {
    expect(reportFileName(debts, 'pdf', evening)).toBe('colegio-adeudos-2026-11-25.pdf');
  });

  it('say when they were made as the screens print a moment (DD/MM/YYYY HH:mm:ss, 24-hour)', () => {
    expect(subtitleOf({ to: '2026-11-25' }, evening)).toBe('Hasta el 25/11/2026 · Generado el 25/11/2026 23:21:07');
    expect(subtitleOf({ from: '2026-11-01', to: '2026-11-25' }, evening)).toBe('Del 01/11/2026 al 25/11/2026 · Generado el 25/11/2026 23:21:07');
  });
});
