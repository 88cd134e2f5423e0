import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { billingApi } from '@mikro/api-client';
import type { PpdInvoice, PpdInvoiceList } from '@mikro/contracts';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { PpdInvoicesPage } from './PpdInvoicesPage';

const ppd = (patch: Partial<PpdInvoice>): PpdInvoice => ({
  id: 7, module: 1, type: 'I', isGlobal: false, serie: 'F', folio: 12, uuid: '7F97DA55-69FF-4309-A240-D40B1B7462B8', status: 'timbrada',
  receiverRfc: 'GODE561231GR8', receiverName: 'DANIEL GÓMEZ NÚÑEZ', total: '116.00', issuedAt: '2026-10-20T10:00:00', sandbox: true, relatedInvoiceId: null, lastError: '',
  paid: '60.00', credited: '0.00', balance: '56.00', complementsDue: [],
  ...patch,
});
const page = (data: PpdInvoice[], reminders: PpdInvoiceList['reminders']): PpdInvoiceList => ({ data, count: data.length, total: data.length, page: 1, pageCount: 1, reminders });

afterEach(() => {
  jest.restoreAllMocks();
});

describe('PpdInvoicesPage', () => {
  it('shows each balance, the payments whose complement is due, and reminds of the overdue ones', async () => {
    jest.spyOn(billingApi, 'ppdInvoices').mockResolvedValue(
      page(
        [
          ppd({ complementsDue: [{ paymentId: 3, paidOn: '2026-10-18', pending: '20.00', form: '01', deadline: '2026-11-05', daysLeft: -23, overdue: true }] }),
          ppd({ id: 8, folio: 13, paid: '116.00', balance: '0.00' }),
        ],
        { due: 1, overdue: 1, nextDeadline: '2026-11-05' },
      ),
    );
    await renderScreen(<PpdInvoicesPage />);
    const reminder = await screen.findByRole('alert');
    expect(reminder).toHaveTextContent('1 pago espera su complemento de pago');
    expect(reminder).toHaveTextContent('1 ya venció: el SAT pide el complemento a más tardar el día 5 del mes siguiente al pago.');
    const row = screen.getByRole('row', { name: /F-12/ });
    expect(row).toHaveTextContent('$ 56.00');
    expect(row).toHaveTextContent('18/10/2026 · $ 20.00 · Vencido desde el 05/11/2026');
    expect(screen.getByRole('row', { name: /F-13/ })).toHaveTextContent('Al corriente');
  });

  it('names the next deadline while none is overdue, and asks for the open ones first, then all', async () => {
    const list = jest.spyOn(billingApi, 'ppdInvoices').mockResolvedValue(page([ppd({})], { due: 2, overdue: 0, nextDeadline: '2026-12-05' }));
    const user = userEvent.setup();
    await renderScreen(<PpdInvoicesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('2 pagos esperan su complemento de pago');
    expect(screen.getByRole('alert')).toHaveTextContent('El primero vence el 05/12/2026');
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ open: true }));
    await user.selectOptions(screen.getByLabelText('Mostrar'), 'all');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ open: undefined })));
  });

  it('shows no reminder when every payment has its complement', async () => {
    jest.spyOn(billingApi, 'ppdInvoices').mockResolvedValue(page([], { due: 0, overdue: 0, nextDeadline: null }));
    await renderScreen(<PpdInvoicesPage />);
    expect(await screen.findByText('No hay facturas PPD con saldo')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(document.body).getByRole('heading', { name: 'Facturas en parcialidades (PPD)' })).toBeInTheDocument();
  });
});
