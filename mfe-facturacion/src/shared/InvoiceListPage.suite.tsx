import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { billingApi } from '@mikro/api-client';
import type { InvoiceList, InvoiceSummary } from '@mikro/contracts';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { currentPathAtom, menuAtom, sessionStore } from '@mikro/session';
import { aMenuItem } from '@mikro/session/testing';
import { InvoiceListPage } from './InvoiceListPage';

const row = (patch: Partial<InvoiceSummary>): InvoiceSummary => ({
  id: 7, module: 1, type: 'I', isGlobal: false, serie: 'F', folio: 12, uuid: '7F97DA55-69FF-4309-A240-D40B1B7462B8', status: 'timbrada',
  receiverRfc: 'GODE561231GR8', receiverName: 'DANIEL GÓMEZ NÚÑEZ', total: '116.00', issuedAt: '2026-03-01T10:00:00', sandbox: true, relatedInvoiceId: null, lastError: '',
  ...patch,
});
const page = (data: InvoiceSummary[]): InvoiceList => ({ data, count: data.length, total: data.length, page: 1, pageCount: 1 });

afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.set(menuAtom, []);
  sessionStore.set(currentPathAtom, '/');
});

function renderPage(kind: 'invoices' | 'credit-notes') {
  return renderScreen(
    <MemoryRouter>
      <InvoiceListPage kind={kind} />
    </MemoryRouter>,
  );
}

describe('InvoiceListPage', () => {
  it('labels each CFDI of the invoices list by its type and filters by it', async () => {
    const list = jest.spyOn(billingApi, 'invoices').mockResolvedValue(page([row({}), row({ id: 9, type: 'P', serie: 'P', folio: 3, total: '0.00', relatedInvoiceId: 7 })]));
    const notes = jest.spyOn(billingApi, 'creditNotes').mockResolvedValue(page([]));
    const user = userEvent.setup();
    await renderPage('invoices');
    const table = await screen.findByRole('table', { name: 'Facturas' });
    expect(await within(table).findByRole('row', { name: /P-3/ })).toHaveTextContent('Complemento de pago');
    expect(within(table).getByRole('row', { name: /F-12/ })).toHaveTextContent('Factura');
    // The issue date prints as every other date of the product, not as the API's ISO text.
    expect(within(table).getByRole('row', { name: /F-12/ })).toHaveTextContent('01/03/2026 10:00:00');
    expect(within(table).getByRole('row', { name: /F-12/ })).not.toHaveTextContent('2026-03-01');

    await user.selectOptions(screen.getByLabelText('Tipo de CFDI'), 'P');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'P', page: 1 })));
    expect(notes).not.toHaveBeenCalled();
  });

  it('asks only for the credit notes on their page, which has no type filter', async () => {
    const invoices = jest.spyOn(billingApi, 'invoices').mockResolvedValue(page([]));
    const notes = jest.spyOn(billingApi, 'creditNotes').mockResolvedValue(page([row({ type: 'E', serie: 'NC', folio: 4, relatedInvoiceId: 7 })]));
    await renderPage('credit-notes');
    const table = await screen.findByRole('table', { name: 'Notas de crédito' });
    expect(await within(table).findByRole('row', { name: /NC-4/ })).toBeInTheDocument();
    expect(notes).toHaveBeenCalled();
    expect(invoices).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Tipo de CFDI')).not.toBeInTheDocument();
  });

  it('downloads the zip of the chosen period once Desde and Hasta are set', async () => {
    sessionStore.set(menuAtom, [aMenuItem(60, '/facturas', ['ver', 'exportar'])]);
    sessionStore.set(currentPathAtom, '/facturas');
    jest.spyOn(billingApi, 'invoices').mockResolvedValue(page([row({})]));
    const periodZip = jest.spyOn(billingApi, 'periodZip').mockResolvedValue(undefined);
    const user = userEvent.setup();
    await renderPage('invoices');
    await screen.findByRole('table', { name: 'Facturas' });
    const button = screen.getByRole('button', { name: 'Zip del periodo (XML + PDF)' });
    expect(button).toBeDisabled();

    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-03-31' } });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    expect(periodZip).toHaveBeenCalledWith({ from: '2026-03-01', to: '2026-03-31', module: undefined });
  });
});
