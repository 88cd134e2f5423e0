import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { OnlinePayment } from '@mikro/contracts';
import { currentPathAtom, menuAtom, sessionStore } from '@mikro/session';
import { aMenuItem } from '@mikro/session/testing';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { deskOnlinePaymentsApi, type DeskOnlinePaymentsQuery } from './api';
import { OnlinePaymentsPage } from './OnlinePaymentsPage';

const base: OnlinePayment = {
  id: 5, provider: 'sandbox', method: 'oxxo', status: 'pending', amount: '2800.00', charged: null,
  lines: [{ chargeId: 9, studentId: 7, name: 'Colegiatura agosto', total: '2800.00' }],
  instructions: { kind: 'oxxo', reference: '93000012345678' }, expiresAt: '2026-12-01T06:00:00.000Z', cardLast4: '', failureReason: '', reviewReason: '',
  receipt: null, familyId: 3, familyName: 'Familia Peña Núñez', createdAt: '2026-11-28T16:31:47.000Z',
};
const paidByCard: OnlinePayment = { ...base, id: 6, method: 'card', status: 'paid', instructions: null, cardLast4: '4242', charged: '1500.00', amount: '1500.00', receipt: { paymentId: 40, serie: 'C1', folio: 118 }, familyName: 'Familia Ruiz Soto' };

let list: jest.SpiedFunction<typeof deskOnlinePaymentsApi.list>;
const lastQuery = (): DeskOnlinePaymentsQuery => list.mock.calls.at(-1)?.[0] ?? { page: 0, limit: 0 };
const grant = (actions: string[]) => sessionStore.set(menuAtom, [aMenuItem(140, '/colegio/cobros', actions)]);

beforeEach(() => {
  grant(['ver', 'crear', 'eliminar']);
  sessionStore.set(currentPathAtom, '/colegio/cobros/en-linea');
  list = jest.spyOn(deskOnlinePaymentsApi, 'list').mockResolvedValue({ data: [base, paidByCard], count: 2, total: 2, page: 1, pageCount: 1 });
});

afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.set(menuAtom, []);
  sessionStore.set(currentPathAtom, '/');
});

const renderPage = () =>
  renderScreen(
    <MemoryRouter initialEntries={['/colegio/cobros/en-linea']}>
      <OnlinePaymentsPage />
    </MemoryRouter>,
  );

describe('the desk’s online payments', () => {
  it('lists each payment with its family, method, state, amount, day and receipt or reference', async () => {
    await renderPage();
    const oxxo = (await screen.findByText('Familia Peña Núñez')).closest('tr')!;
    expect(within(oxxo).getByText('OXXO')).toBeInTheDocument();
    expect(within(oxxo).getByText('Pendiente')).toBeInTheDocument();
    expect(within(oxxo).getByText(/^\$\s?2,800\.00$/)).toBeInTheDocument();
    expect(within(oxxo).getByText('Ref. 93000012345678')).toBeInTheDocument();
    expect(within(oxxo).getByText(/^28\/11\/2026 \d{2}:31:47$/)).toBeInTheDocument();
    const card = screen.getByText('Familia Ruiz Soto').closest('tr')!;
    expect(within(card).getByText('Tarjeta')).toBeInTheDocument();
    expect(within(card).getByText('Recibo C1-118')).toBeInTheDocument();
    // Only a pending sandbox reference can be marked paid.
    expect(within(oxxo).getByRole('button', { name: 'Marcar como pagado' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Marcar como pagado' })).toBeNull();
    expect(lastQuery()).toMatchObject({ page: 1, limit: expect.any(Number) });
  });

  it('on a phone, shows each payment as a card titled by the family, with its method, state, amount and day', async () => {
    await renderPage();
    const row = (await screen.findByText('Familia Peña Núñez')).closest('tr')!;
    const role = (text: string | RegExp) => within(row).getByText(text).closest('td')!.getAttribute('data-phone');
    expect(role('Familia Peña Núñez')).toBe('title');
    for (const shown of ['OXXO', 'Pendiente', /^\$\s?2,800\.00$/, /^28\/11\/2026/]) expect(role(shown)).not.toBe('hide');
    expect(role('Ref. 93000012345678')).toBe('hide');
  });

  it('filters by family or reference, state, method and period, from the first page', async () => {
    const user = userEvent.setup();
    await renderPage();
    await screen.findByText('Familia Peña Núñez');
    await user.type(screen.getByPlaceholderText('Familia o referencia'), 'peña');
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'peña', page: 1 }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Pendiente');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Método' }), 'SPEI');
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'peña', status: 'pending', method: 'spei' }));
    await user.type(screen.getByLabelText('Desde'), '2026-11-01');
    await waitFor(() => expect(lastQuery()).toMatchObject({ from: '2026-11-01', page: 1 }));
  });

  it('marks a reference paid after confirming, and shows the receipt folio', async () => {
    const mark = jest.spyOn(deskOnlinePaymentsApi, 'markPaid').mockResolvedValue({ ...base, status: 'paid', instructions: null, receipt: { paymentId: 41, serie: 'C1', folio: 119 } });
    const user = userEvent.setup();
    await renderPage();
    const row = (await screen.findByText('Familia Peña Núñez')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Marcar como pagado' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Familia Peña Núñez pagó la referencia OXXO 93000012345678 por \$\s?2,800\.00/)).toBeInTheDocument();
    expect(mark).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como pagado' }));
    await waitFor(() => expect(mark).toHaveBeenCalledWith(5));
    expect(await screen.findByText('Pago registrado con el recibo C1-119')).toBeInTheDocument();
    await waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(1));
  });

  it('offers no marking without the fee counter’s «crear»', async () => {
    grant(['ver']);
    await renderPage();
    await screen.findByText('Familia Peña Núñez');
    expect(screen.queryByRole('button', { name: 'Marcar como pagado' })).toBeNull();
  });
});
