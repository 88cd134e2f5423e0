import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { salesApi } from '@mikro/api-client';
import type { Sale, SaleDetail } from '@mikro/contracts';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { menuAtom, sessionStore } from '@mikro/session';
import { aMenuItem } from '@mikro/session/testing';
import { SalesHistoryPage } from './SalesHistoryPage';

const flagged: Sale = {
  id: 9, serie: 'V1', folio: 31, branchOfficeId: 1, cashRegisterId: 4, cashier: { id: 2, name: 'Cajera' }, client: null, studentId: null, quotationId: null,
  saleType: 'regular', status: 'pagada', gross: '12.00', discounts: '0.00', surcharges: '0.00', subtotal: '10.34', tax: '1.66', total: '12.00', paid: '12.00',
  balance: '0.00', change: '0.00', refunded: '0.00', notes: '', createdAt: '2026-11-28T18:05:00.000Z', instalments: [],
  offline: {
    cashRegisterId: 4, deviceId: 'AB12CD34', number: 3, provisional: 'C4-AB12CD34-0003', soldAt: '2026-11-28T18:00:00.000Z',
    reviewReason: 'El producto «Agua 600 ml» se eliminó del catálogo antes de recibir la venta', reviewedAt: null,
  },
};

let list: jest.SpiedFunction<typeof salesApi.list>;

beforeEach(() => {
  list = jest.spyOn(salesApi, 'list').mockResolvedValue({ data: [flagged], count: 1, total: 1, page: 1, pageCount: 1 });
  jest.spyOn(salesApi, 'cashiers').mockResolvedValue([]);
});

afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.set(menuAtom, []);
});

describe('Ventas sin conexión', () => {
  it('lists the offline sales waiting for review with their provisional number and reason, and lets only a supervisor mark them', async () => {
    await renderScreen(<SalesHistoryPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Ventas sin conexión' }));
    expect(await screen.findByText('C4-AB12CD34-0003')).toBeVisible();
    expect(screen.getByText(/se eliminó del catálogo/)).toBeVisible();
    expect(screen.getByText('Por revisar', { selector: 'span' })).toBeVisible();
    await waitFor(() => expect(list.mock.calls.at(-1)?.[0]).toMatchObject({ offline: true, review: 'pendiente' }));
    expect(screen.queryByRole('button', { name: 'Marcar revisada' })).toBeNull();
  });

  it('marks a sale reviewed for a supervisor', async () => {
    const reviewed = jest.spyOn(salesApi, 'markReviewed').mockResolvedValue({ ...flagged, lines: [], miniStoreSalePayments: [] } as SaleDetail);
    sessionStore.set(menuAtom, [aMenuItem(12, '/ventas', ['ver', 'supervisar'])]);
    await renderScreen(<SalesHistoryPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Ventas sin conexión' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Marcar revisada' }));
    await waitFor(() => expect(reviewed).toHaveBeenCalledWith(9));
  });
});
