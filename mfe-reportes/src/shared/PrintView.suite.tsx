import { screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import type { ReportMeta, ReportResult } from '@mikro/contracts';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { PrintView } from './PrintView';

const meta = { title: 'Ingresos' } as ReportMeta;
const result = (total: number): ReportResult => ({
  key: 'colegio-ingresos', title: 'Ingresos', columns: [{ key: 'amount', label: 'Importe', type: 'money', total: true }],
  data: Array.from({ length: total }, () => ({ amount: '2950.00' })), count: total, total, page: 1, pageCount: 1, totals: { amount: String(2950 * total) },
});

describe('PrintView', () => {
  it('counts one record in the singular and more in the plural', async () => {
    await renderScreen(<PrintView meta={meta} query={{ from: '2026-11-01', to: '2026-11-25' }} report={result(1)} isLoading={false} onClose={() => {}} />);
    expect(screen.getByText(/Del 01\/11\/2026 al 25\/11\/2026 · 1 registro$/)).toBeInTheDocument();
  });

  it('says registros for several', async () => {
    await renderScreen(<PrintView meta={meta} query={{}} report={result(3)} isLoading={false} onClose={() => {}} />);
    expect(screen.getByText(/Todas las fechas · 3 registros$/)).toBeInTheDocument();
  });
});
