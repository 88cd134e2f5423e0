import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Paginated } from '@mikro/contracts';
import { currentPathAtom, menuAtom, sessionStore } from '@mikro/session';
import { aMenuItem } from '@mikro/session/testing';
import { renderScreen } from '@mikro/mfe-kit/testing';
import type { CustomerFiscalData } from '@mikro/contracts';
import { CustomerFiscalDataPage, customerBookApi } from './CustomerFiscalDataPage';

const entry = (patch: Partial<CustomerFiscalData>): CustomerFiscalData => ({
  id: 1, rfc: 'GODE561231GR8', name: 'DANIEL GÓMEZ NÚÑEZ', regime: '612', zip: '64000', cfdiUse: 'G03', email: '', invoices: 3, lastInvoicedAt: '2026-11-20T16:00:00.000Z',
  ...patch,
});
const page = (data: CustomerFiscalData[]): Paginated<CustomerFiscalData> => ({ data, count: data.length, total: data.length, page: 1, pageCount: 1 });

beforeEach(() => {
  sessionStore.set(currentPathAtom, '/facturas/clientes');
  sessionStore.set(menuAtom, [aMenuItem(148, '/facturas/clientes', ['ver', 'editar', 'eliminar'])]);
});

afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.set(menuAtom, []);
});

describe('CustomerFiscalDataPage', () => {
  it('lists the book, searches it by RFC or name, and offers no «Nuevo» (entries come from invoices)', async () => {
    const list = jest.spyOn(customerBookApi, 'listPaged').mockResolvedValue(page([entry({}), entry({ id: 2, rfc: 'EKU9003173C9', name: 'ESCUELA KEMPER URGATE', regime: '601' })]));
    const user = userEvent.setup();
    await renderScreen(<CustomerFiscalDataPage />);
    expect(await screen.findByRole('row', { name: /GODE561231GR8/ })).toHaveTextContent('DANIEL GÓMEZ NÚÑEZ');
    expect(screen.getByRole('heading', { name: 'Datos fiscales de clientes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Nuevo/ })).toBeNull();
    await user.type(screen.getByRole('searchbox'), 'kemper');
    await waitFor(() => expect(JSON.stringify(list.mock.lastCall?.[0])).toContain('kemper'));
    expect(JSON.stringify(list.mock.lastCall?.[0])).toMatch(/rfc.*name|name.*rfc/);
  });

  it('edits an entry and sends its RFC in capitals', async () => {
    jest.spyOn(customerBookApi, 'listPaged').mockResolvedValue(page([entry({})]));
    const update = jest.spyOn(customerBookApi, 'update').mockResolvedValue(entry({ zip: '66220' }));
    const user = userEvent.setup();
    await renderScreen(<CustomerFiscalDataPage />);
    const row = await screen.findByRole('row', { name: /GODE561231GR8/ });
    await user.click(within(row).getByRole('button', { name: /Editar/ }));
    const zip = await screen.findByLabelText(/Código postal/);
    await user.clear(zip);
    await user.type(zip, '66220');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(1, expect.objectContaining({ rfc: 'GODE561231GR8', zip: '66220', regime: '612', cfdiUse: 'G03' })));
  });

  it('deletes an entry only after confirming, and hides editing without the route’s actions', async () => {
    jest.spyOn(customerBookApi, 'listPaged').mockResolvedValue(page([entry({})]));
    const remove = jest.spyOn(customerBookApi, 'remove').mockResolvedValue(entry({}));
    const user = userEvent.setup();
    await renderScreen(<CustomerFiscalDataPage />);
    const row = await screen.findByRole('row', { name: /GODE561231GR8/ });
    await user.click(within(row).getByRole('button', { name: /Eliminar/ }));
    expect(remove).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('GODE561231GR8 · DANIEL GÓMEZ NÚÑEZ');
    await user.click(within(dialog).getByRole('button', { name: /Eliminar|Confirmar/ }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(1));
  });

  it('only lists for a role that may just look', async () => {
    sessionStore.set(menuAtom, [aMenuItem(148, '/facturas/clientes', ['ver'])]);
    jest.spyOn(customerBookApi, 'listPaged').mockResolvedValue(page([entry({})]));
    await renderScreen(<CustomerFiscalDataPage />);
    const row = await screen.findByRole('row', { name: /GODE561231GR8/ });
    expect(within(row).queryByRole('button', { name: /Editar|Eliminar/ })).toBeNull();
  });
});
