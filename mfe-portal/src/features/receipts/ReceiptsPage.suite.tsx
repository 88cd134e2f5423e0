import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { PortalAccount, PortalReceipt } from '@mikro/contracts';
import { portalAccountApi, portalApi } from '@mikro/api-client';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { MemoryRouter } from 'react-router-dom';
import { ReceiptsPage } from './ReceiptsPage';

const page = () => (
  <MemoryRouter initialEntries={['/portal/recibos']}>
    <ReceiptsPage />
  </MemoryRouter>
);

const receipt = (id: number, folio: number, invoices: PortalReceipt['invoices'] = []): PortalReceipt => ({
  id, module: 3, branchOfficeId: 1, serie: 'C1', folio, payer: { studentId: 1, externalId: null, familyId: 3, name: 'Lucía Hernández' },
  cashier: { id: 2, name: 'Ernesto Salas' }, gross: '2000.00', discounts: '0.00', surcharges: '0.00', subtotal: '2000.00', tax: '0.00', total: '2000.00',
  received: '2000.00', change: '0.00', status: 'paid', stamped: invoices.length > 0 ? 1 : 0, notes: '', cancelReason: '', cancelledAt: null, createdAt: '2026-01-08T17:00:00.000Z', invoices,
  invoiceable: invoices.length === 0,
});

const account = (fiscal: PortalAccount['fiscal']): PortalAccount => ({ tutor: { id: 30, name: 'Rosa Hernández', email: 'rosa@familia.mx' }, family: { id: 3, name: 'Hernández' }, fiscal });
const fiscal = { rfc: 'GODE561231GR8', name: 'Daniel Gómez Núñez', regime: '612', zip: '64000', cfdiUse: 'D10', email: '' };

beforeEach(() => {
  jest.spyOn(portalAccountApi, 'account').mockResolvedValue(account(fiscal));
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Recibos', () => {
  it('lists the receipts with their invoice and downloads a receipt’s PDF', async () => {
    const invoiced = receipt(7, 7, [{ id: 4, uuid: 'abc', serie: 'F', folio: '12', status: 'timbrada', total: '2000.00', createdAt: '2026-01-09T00:00:00.000Z' }]);
    jest.spyOn(portalApi, 'receipts').mockResolvedValue({ data: [invoiced, receipt(8, 9)], count: 2, total: 2, page: 1, pageCount: 1 });
    const download = jest.spyOn(portalApi, 'downloadReceipt').mockResolvedValue(undefined);
    await renderScreen(page());
    const first = await screen.findByRole('listitem', { name: 'Recibo C1-7' });
    expect(within(first).getByText('Factura F-12 (Timbrada)')).toBeInTheDocument();
    await userEvent.setup().click(within(first).getByRole('button', { name: 'Descargar PDF del recibo C1-7' }));
    await waitFor(() => expect(download).toHaveBeenCalledWith(invoiced));
  });

  it('pages forward', async () => {
    const receipts = jest.spyOn(portalApi, 'receipts').mockResolvedValue({ data: [receipt(7, 7)], count: 1, total: 12, page: 1, pageCount: 2 });
    await renderScreen(page());
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(receipts).toHaveBeenLastCalledWith({ page: 2, limit: 10 }));
  });

  it('says so when there are no receipts yet', async () => {
    jest.spyOn(portalApi, 'receipts').mockResolvedValue({ data: [], count: 0, total: 0, page: 1, pageCount: 0 });
    await renderScreen(page());
    expect(await screen.findByText('Aún no hay recibos')).toBeInTheDocument();
  });

  it('invoices a receipt of this month to the family’s fiscal data after showing them, and downloads an invoice’s XML', async () => {
    const invoiced = receipt(7, 7, [{ id: 4, uuid: 'abc', serie: 'F', folio: '12', status: 'timbrada', total: '2000.00', createdAt: '2026-01-09T00:00:00.000Z' }]);
    jest.spyOn(portalApi, 'receipts').mockResolvedValue({ data: [invoiced, receipt(8, 9)], count: 2, total: 2, page: 1, pageCount: 1 });
    const invoice = jest.spyOn(portalAccountApi, 'invoiceReceipt').mockResolvedValue({
      status: 'timbrada', serie: 'F', folio: 13, uuid: 'def', total: '2000.00', issuedAt: '2026-01-10T10:00:00', sandbox: true,
      receiverRfc: fiscal.rfc, receiverName: fiscal.name, downloads: null, emailedTo: 'rosa@familia.mx',
    });
    const xml = jest.spyOn(portalAccountApi, 'downloadInvoice').mockResolvedValue(undefined);
    const user = userEvent.setup();
    await renderScreen(page());
    const first = await screen.findByRole('listitem', { name: 'Recibo C1-7' });
    expect(within(first).queryByRole('button', { name: /Facturar/ })).not.toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Descargar XML de la factura F-12' }));
    await waitFor(() => expect(xml).toHaveBeenCalledWith(invoiced.invoices[0]!, 'xml'));
    await user.click(within(screen.getByRole('listitem', { name: 'Recibo C1-9' })).getByRole('button', { name: 'Facturar el recibo C1-9' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('GODE561231GR8 · Daniel Gómez Núñez')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Facturar' }));
    await waitFor(() => expect(invoice).toHaveBeenCalledWith(8));
  });

  it('sends a family without fiscal data to «Mis datos» instead of invoicing', async () => {
    jest.spyOn(portalAccountApi, 'account').mockResolvedValue(account(null));
    jest.spyOn(portalApi, 'receipts').mockResolvedValue({ data: [receipt(8, 9)], count: 1, total: 1, page: 1, pageCount: 1 });
    const invoice = jest.spyOn(portalAccountApi, 'invoiceReceipt');
    await renderScreen(page());
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Facturar el recibo C1-9' }));
    expect(await screen.findByText('Faltan sus datos fiscales')).toBeInTheDocument();
    expect(invoice).not.toHaveBeenCalled();
  });
});
