import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { PortalReceipt } from '@mikro/contracts';
import { portalApi } from '@mikro/api-client';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { ReceiptsPage } from './ReceiptsPage';

const receipt = (id: number, folio: number, invoices: PortalReceipt['invoices'] = []): PortalReceipt => ({
  id, module: 3, branchOfficeId: 1, serie: 'C1', folio, payer: { studentId: 1, externalId: null, familyId: 3, name: 'Lucía Hernández' },
  cashier: { id: 2, name: 'Ernesto Salas' }, gross: '2000.00', discounts: '0.00', surcharges: '0.00', subtotal: '2000.00', tax: '0.00', total: '2000.00',
  received: '2000.00', change: '0.00', status: 'paid', stamped: invoices.length > 0 ? 1 : 0, notes: '', cancelReason: '', cancelledAt: null, createdAt: '2026-01-08T17:00:00.000Z', invoices,
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Recibos', () => {
  it('lists the receipts with their invoice and downloads a receipt’s PDF', async () => {
    const invoiced = receipt(7, 7, [{ id: 4, uuid: 'abc', serie: 'F', folio: '12', status: 'timbrada', total: '2000.00', createdAt: '2026-01-09T00:00:00.000Z' }]);
    jest.spyOn(portalApi, 'receipts').mockResolvedValue({ data: [invoiced, receipt(8, 9)], count: 2, total: 2, page: 1, pageCount: 1 });
    const download = jest.spyOn(portalApi, 'downloadReceipt').mockResolvedValue(undefined);
    await renderScreen(<ReceiptsPage />);
    const first = await screen.findByRole('listitem', { name: 'Recibo C1-7' });
    expect(within(first).getByText('Factura F-12 (Timbrada)')).toBeInTheDocument();
    await userEvent.setup().click(within(first).getByRole('button', { name: 'Descargar PDF del recibo C1-7' }));
    await waitFor(() => expect(download).toHaveBeenCalledWith(invoiced));
  });

  it('pages forward', async () => {
    const receipts = jest.spyOn(portalApi, 'receipts').mockResolvedValue({ data: [receipt(7, 7)], count: 1, total: 12, page: 1, pageCount: 2 });
    await renderScreen(<ReceiptsPage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(receipts).toHaveBeenLastCalledWith({ page: 2, limit: 10 }));
  });

  it('says so when there are no receipts yet', async () => {
    jest.spyOn(portalApi, 'receipts').mockResolvedValue({ data: [], count: 0, total: 0, page: 1, pageCount: 0 });
    await renderScreen(<ReceiptsPage />);
    expect(await screen.findByText('Aún no hay recibos')).toBeInTheDocument();
  });
});
