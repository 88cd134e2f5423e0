import { describe, expect, it } from '@jest/globals';
import type { ReportResult } from '@mikro/contracts';
import { totalsRow } from './cells';

const report = (columns: ReportResult['columns'], totals: Record<string, string>): ReportResult => ({
  key: 'r', title: 'R', columns, data: [], count: 0, total: 1, page: 1, pageCount: 1, totals,
});

describe('totalsRow', () => {
  it('prints the summed columns and labels the first column when it does not add up', () => {
    const row = totalsRow(
      report(
        [
          { key: 'cashier', label: 'Cajero', type: 'text', total: false },
          { key: 'date', label: 'Fecha', type: 'date', total: false },
          { key: 'net', label: 'Neto', type: 'money', total: true },
        ],
        { net: '1234.5' },
      ),
    );
    expect(row?.cashier).toBe('Totales');
    expect(row?.date).toBe('');
    expect(row?.net).toContain('1,234.50');
  });

  it('keeps the first column’s total when it adds up', () => {
    const row = totalsRow(report([{ key: 'qty', label: 'Cantidad', type: 'int', total: true }], { qty: '7' }));
    expect(row?.qty).toBe('7');
  });

  it('gives no totals row to a report with nothing to add up', () => {
    const row = totalsRow(
      report(
        [
          { key: 'grade', label: 'Grado', type: 'text', total: false },
          { key: 'student', label: 'Alumno', type: 'text', total: false },
        ],
        {},
      ),
    );
    expect(row).toBeUndefined();
  });
});
