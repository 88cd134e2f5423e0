import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { ChargePayment, ChargePaymentReceipt, SchoolPaymentListQuery, Student } from '@mikro/contracts';
import { schoolApi, selfInvoiceApi, studentsApi } from '@mikro/api-client';
import { currentPathAtom, menuAtom, sessionStore } from '@mikro/session';
import { aMenuItem } from '@mikro/session/testing';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { PaymentHistoryPage } from './PaymentHistoryPage';

const payment: ChargePayment = {
  id: 41, module: 3, branchOfficeId: 1, serie: 'C1', folio: 118, payer: { studentId: 7, externalId: null, familyId: null, name: 'Lucía Hernández Soto' },
  cashier: { id: 2, name: 'Ernesto Salas' }, gross: '2800.00', discounts: '0.00', surcharges: '0.00', subtotal: '2800.00', tax: '0.00', total: '2800.00',
  received: '3000.00', change: '200.00', status: 'paid', stamped: 0, notes: '', cancelReason: '', cancelledAt: null, createdAt: '2026-11-28T06:31:47.000Z',
} as ChargePayment;

const lucia = { id: 7, enrollment: 'M2026007', name: 'Lucía', lastNameFather: 'Hernández', lastNameMother: 'Soto', family: null } as unknown as Student;

let payments: jest.SpiedFunction<typeof schoolApi.payments>;

beforeEach(() => {
  sessionStore.set(menuAtom, [aMenuItem(142, '/colegio/cobros/historial', ['ver', 'eliminar', 'exportar'])]);
  sessionStore.set(currentPathAtom, '/colegio/cobros/historial');
  payments = jest.spyOn(schoolApi, 'payments').mockResolvedValue({ data: [payment], count: 1, total: 1, page: 1, pageCount: 1 });
});

afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.set(menuAtom, []);
  sessionStore.set(currentPathAtom, '/');
});

const lastQuery = (): SchoolPaymentListQuery => payments.mock.calls.at(-1)?.[0] ?? {};
const renderPage = () =>
  renderScreen(
    <MemoryRouter initialEntries={['/colegio/cobros/historial']}>
      <PaymentHistoryPage />
    </MemoryRouter>,
  );

describe('the school payment history', () => {
  it('lists the payments paged, with their folio and a 24-hour time', async () => {
    await renderPage();
    const row = (await screen.findByText('C1-118')).closest('tr')!;
    expect(within(row).getByText('Lucía Hernández Soto')).toBeInTheDocument();
    expect(within(row).getByText(/^28\/11\/2026 \d{2}:31:47$/)).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ page: 1, limit: expect.any(Number) });
  });

  it('finds a payment by its folio as printed, by state and by period', async () => {
    const user = userEvent.setup();
    await renderPage();
    await screen.findByText('C1-118');
    await user.type(screen.getByPlaceholderText('Folio (C1-118 o 118)'), 'C1-118');
    await waitFor(() => expect(lastQuery()).toMatchObject({ folio: 118 }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Cancelado');
    await waitFor(() => expect(lastQuery()).toMatchObject({ folio: 118, status: 'cancelled' }));
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ from: '2026-11-01', page: 1 }));
  });

  it("finds a student's payments through the student search", async () => {
    jest.spyOn(studentsApi, 'listPaged').mockResolvedValue({ data: [lucia], count: 1, total: 1, page: 1, pageCount: 1 });
    const user = userEvent.setup();
    await renderPage();
    await user.type(screen.getByLabelText('Filtrar por alumno'), 'lucia');
    await user.click(await screen.findByRole('button', { name: /Filtrar/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ studentId: 7 }));
    expect(screen.getByText('Alumno: Lucía Hernández Soto')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar filtro de alumno' }));
    await waitFor(() => expect(lastQuery().studentId).toBeUndefined());
  });

  it('reprints the receipt, also as the server PDF', async () => {
    jest.spyOn(schoolApi, 'receipt').mockResolvedValue({ ...payment, lines: [], methods: [], company: { name: 'Colegio Mikro', businessName: '', rfc: 'CMI010101AB1', address: '', zip: '64000' }, branchOffice: { id: 1, name: 'Matriz Centro', address: '' } } as ChargePaymentReceipt);
    jest.spyOn(selfInvoiceApi, 'link').mockResolvedValue({ available: false, reason: 'Fuera del mes', url: null, qrSvg: null, lastDay: null } as never);
    const pdf = jest.spyOn(schoolApi, 'downloadReceiptPdf').mockResolvedValue(undefined);
    const user = userEvent.setup();
    await renderPage();
    await user.click(within((await screen.findByText('C1-118')).closest('tr')!).getByRole('button', { name: 'Recibo' }));
    expect(await screen.findByTestId('receipt-folio')).toHaveTextContent('C1-118');
    await user.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(pdf).toHaveBeenCalledWith(41, 'recibo-C1-118.pdf'));
  });
});
