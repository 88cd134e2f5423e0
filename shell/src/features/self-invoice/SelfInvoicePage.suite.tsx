import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { SelfInvoiceResult, SelfInvoiceTicket } from '@mikro/contracts';
import { ApiError, selfInvoiceApi } from '@mikro/api-client';
import { renderScreen } from '@mikro/mfe-kit/testing';
import SelfInvoicePage from './SelfInvoicePage';

const ticket: SelfInvoiceTicket = {
  module: 1,
  reference: 'V-120',
  date: '2026-11-20T18:30:00.000Z',
  total: '116.00',
  companyName: 'Colegio Mikro S.C.',
  branchOfficeName: 'Matriz Centro',
  lastDay: '2026-11-30',
  state: 'disponible',
  message: null,
};
const invoice: SelfInvoiceResult = {
  status: 'timbrada',
  serie: 'F',
  folio: 12,
  uuid: '7F97DA55-69FF-4309-A240-D40B1B7462B8',
  total: '116.00',
  issuedAt: '2026-11-25T10:00:00',
  sandbox: true,
  receiverRfc: 'GODE561231GR8',
  receiverName: 'DANIEL GÓMEZ NÚÑEZ',
  downloads: { xml: '/api/self-invoice/download/xml?invoice=1&expires=2&token=t', pdf: '/api/self-invoice/download/pdf?invoice=1&expires=2&token=t', expiresAt: '2026-12-25T16:00:00.000Z' },
  emailedTo: null,
};

async function open(code = 'HkiYf3fLIAUa1Wd3VM23YnpX') {
  await renderScreen(
    <MemoryRouter initialEntries={[`/autofactura/${code}`]}>
      <Routes>
        <Route path="/autofactura/:code" element={<SelfInvoicePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^RFC/), 'gode561231gr8');
  await user.type(screen.getByLabelText(/Nombre o razón social/), 'Daniel Gómez Núñez');
  await user.selectOptions(screen.getByLabelText(/Régimen fiscal/), '612');
  await user.selectOptions(screen.getByLabelText(/Uso del CFDI/), 'G03');
  await user.type(screen.getByLabelText(/Código postal/), '64000');
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('SelfInvoicePage', () => {
  it('shows the ticket, sends the fiscal data with the code and offers the stamped invoice’s files', async () => {
    const read = jest.spyOn(selfInvoiceApi, 'ticket').mockResolvedValue(ticket);
    const issue = jest.spyOn(selfInvoiceApi, 'invoice').mockResolvedValue(invoice);
    const user = userEvent.setup();
    await open();
    expect(read).toHaveBeenCalledWith('HkiYf3fLIAUa1Wd3VM23YnpX');
    const summary = await screen.findByLabelText('Resumen del ticket');
    expect(summary).toHaveTextContent('Colegio Mikro S.C.');
    expect(summary).toHaveTextContent('Ticket V-120');
    expect(within(summary).getByTestId('self-invoice-total')).toHaveTextContent('$ 116.00');
    expect(screen.getByText('Puede facturarlo hasta el 30/11/2026.')).toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Obtener factura' }));
    expect(issue).toHaveBeenCalledWith({ code: 'HkiYf3fLIAUa1Wd3VM23YnpX', rfc: 'GODE561231GR8', name: 'Daniel Gómez Núñez', regime: '612', cfdiUse: 'G03', zip: '64000', email: '' });
    expect(await screen.findByText('Factura F-12 timbrada')).toBeInTheDocument();
    expect(screen.getByText('Timbre de prueba sin validez fiscal')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descargar PDF' })).toHaveAttribute('href', invoice.downloads!.pdf);
    expect(screen.getByRole('link', { name: 'Descargar XML' })).toHaveAttribute('href', invoice.downloads!.xml);
  });

  it('checks the fiscal data before sending and marks the fields the server refuses', async () => {
    jest.spyOn(selfInvoiceApi, 'ticket').mockResolvedValue(ticket);
    const issue = jest
      .spyOn(selfInvoiceApi, 'invoice')
      .mockRejectedValue(new ApiError({ statusCode: 400, message: 'El código postal no existe.', fields: [{ field: 'zip', message: 'El código postal no existe.' }] }));
    const user = userEvent.setup();
    await open();
    await user.type(await screen.findByLabelText(/^RFC/), 'ABC');
    await user.click(screen.getByRole('button', { name: 'Obtener factura' }));
    expect(await screen.findByText('El RFC no tiene el formato del SAT (12 caracteres persona moral, 13 persona física).')).toBeInTheDocument();
    expect(issue).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/^RFC/));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Obtener factura' }));
    expect(await screen.findAllByText('El código postal no existe.')).toHaveLength(2);
  });

  it('says a ticket is already invoiced and gives the files again only through the RFC', async () => {
    jest.spyOn(selfInvoiceApi, 'ticket').mockResolvedValue({ ...ticket, state: 'facturado', message: 'Este ticket ya fue facturado; sólo se emite una factura por ticket.' });
    const again = jest.spyOn(selfInvoiceApi, 'downloads').mockRejectedValueOnce(new ApiError({ statusCode: 409, message: 'El RFC no corresponde a la factura de este ticket.' })).mockResolvedValueOnce(invoice);
    const user = userEvent.setup();
    await open();
    expect(await screen.findByText('Este ticket ya fue facturado; sólo se emite una factura por ticket.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Obtener factura' })).toBeNull();
    await user.type(screen.getByLabelText(/^RFC/), 'LOGR800101AB1');
    await user.click(screen.getByRole('button', { name: 'Descargar de nuevo' }));
    expect(await screen.findByText('El RFC no corresponde a la factura de este ticket.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^RFC/));
    await user.type(screen.getByLabelText(/^RFC/), 'gode561231gr8');
    await user.click(screen.getByRole('button', { name: 'Descargar de nuevo' }));
    expect(again).toHaveBeenLastCalledWith('HkiYf3fLIAUa1Wd3VM23YnpX', 'GODE561231GR8');
    expect(await screen.findByRole('link', { name: 'Descargar PDF' })).toBeInTheDocument();
  });

  it('says why a cancelled ticket cannot be invoiced', async () => {
    jest.spyOn(selfInvoiceApi, 'ticket').mockResolvedValue({ ...ticket, state: 'cancelado', message: 'La venta fue cancelada; no se puede facturar.' });
    await open();
    expect(await screen.findByText('Este ticket no se puede facturar')).toBeInTheDocument();
    expect(screen.getByText('La venta fue cancelada; no se puede facturar.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^RFC/)).toBeNull();
  });

  it('answers an unknown or expired link with the server’s reason', async () => {
    jest.spyOn(selfInvoiceApi, 'ticket').mockRejectedValue(new ApiError({ statusCode: 404, message: 'El enlace de facturación no existe o ya venció.' }));
    await open('NoExiste');
    expect(await screen.findByText('Enlace no válido')).toBeInTheDocument();
    expect(screen.getByText('El enlace de facturación no existe o ya venció.')).toBeInTheDocument();
  });
});
