import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { academyApi, schoolApi } from '@mikro/api-client';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { LegacyReportsPage } from './LegacyReportsPage';

afterEach(() => {
  jest.restoreAllMocks();
});

const open = (path: string) =>
  renderScreen(
    <MemoryRouter initialEntries={[path]}>
      <LegacyReportsPage />
    </MemoryRouter>,
  );

describe('LegacyReportsPage', () => {
  it('lays out the school’s legacy payment report with its totals', async () => {
    const report = jest.spyOn(schoolApi, 'paymentReport').mockResolvedValue({
      from: '2026-11-01',
      to: '2026-11-28',
      payments: [
        {
          id: 1, module: 3, branchOfficeId: 1, serie: 'C1', folio: 118, payer: { studentId: 3, externalId: null, familyId: null, name: 'Valeria Martínez' }, cashier: { id: 2, name: 'Cajera' },
          gross: '2000.00', discounts: '0.00', surcharges: '0.00', subtotal: '2000.00', tax: '0.00', total: '2000.00', received: '2000.00', change: '0.00', status: 'paid', stamped: 0, notes: '', cancelReason: '', cancelledAt: null, createdAt: '2026-11-10T18:00:00.000Z',
        },
      ],
      byMethod: [{ methodId: 1, methodName: 'Efectivo', amount: '2000.00' }],
      totals: { count: 1, subtotal: '2000.00', tax: '0.00', total: '2000.00', cancelled: 0 },
    });
    await open('/reportes-old/colegio?from=2026-11-01&to=2026-11-28');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('C1-118')).toBeInTheDocument();
    expect(within(table).getByText('Valeria Martínez')).toBeInTheDocument();
    expect(within(table).getByText('Totales')).toBeInTheDocument();
    expect(report).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-28' });
  });

  it('offers the academy’s legacy reports and asks each one its own call', async () => {
    jest.spyOn(academyApi, 'paymentReport').mockResolvedValue({ rows: [], totals: { count: 0, subtotal: '0.00', tax: '0.00', total: '0.00' } });
    const byStatus = jest.spyOn(academyApi, 'chargesByStatus').mockResolvedValue({
      data: [{ chargeId: 5, inscriptionId: 2, personName: 'Prueba Externo', kind: 'externo', groupName: 'Ballet A', concept: 'Mensualidad', year: 2026, month: 11, dueDate: '2026-11-10', amount: '500.00', status: 'pending' }],
      count: 1, total: 1, page: 1, pageCount: 1,
    });
    const user = userEvent.setup();
    await open('/reportes-old/academias');
    for (const title of ['Pagos de academia', 'Ingresos por concepto', 'Detalle de lo cobrado', 'Conceptos del día', 'Cargos por estado de pago']) {
      expect(screen.getByRole('button', { name: title })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Cargos por estado de pago' }));
    expect(await screen.findByText('Prueba Externo')).toBeInTheDocument();
    await waitFor(() => expect(byStatus).toHaveBeenCalledWith({ status: 'pending', page: 1, limit: 100 }));
  });
});
