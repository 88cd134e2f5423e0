import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { academyApi, billingApi, selfInvoiceApi } from '@mikro/api-client';
import type { ChargePayment, ChargePaymentDetail } from '@mikro/contracts';
import { currentPathAtom, menuAtom, sessionStore } from '@mikro/session';
import { aMenuItem } from '@mikro/session/testing';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { PaymentsPage } from './PaymentsPage';

const payment: ChargePayment = {
  id: 2, module: 2, branchOfficeId: 1, serie: 'A1', folio: 1,
  payer: { studentId: null, externalId: 4, familyId: null, name: 'Valeria Treviño Salinas' }, cashier: { id: 3, name: 'Ernesto Salas' },
  gross: '600.00', discounts: '30.00', surcharges: '150.00', subtotal: '720.00', tax: '0.00', total: '720.00', received: '720.00', change: '0.00',
  status: 'paid', stamped: 0, notes: '', cancelReason: '', cancelledAt: null, createdAt: '2026-11-25T17:17:47.000Z',
};
const detail: ChargePaymentDetail = { ...payment, lines: [], methods: [{ methodId: 1, methodName: 'Efectivo', bankId: null, bankName: '', amount: '720.00', applied: '720.00', reference: '' }] };

beforeEach(() => {
  jest.spyOn(academyApi, 'payments').mockResolvedValue({ data: [payment], count: 1, total: 1, page: 1, pageCount: 1 });
  jest.spyOn(academyApi, 'payment').mockResolvedValue(detail);
  jest.spyOn(billingApi, 'paymentInvoices').mockResolvedValue({ stamped: 0, invoices: [] });
  jest.spyOn(selfInvoiceApi, 'link').mockResolvedValue({ available: false, reason: 'Sin autofactura', url: null, qrSvg: null, lastDay: null });
  sessionStore.set(currentPathAtom, '/academias/payments');
});

afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.set(menuAtom, []);
  sessionStore.set(currentPathAtom, '/');
});

async function openPaymentInvoices() {
  const user = userEvent.setup();
  await renderScreen(<PaymentsPage />);
  const table = await screen.findByRole('table', { name: 'Pagos de academia' });
  await user.click(within(await within(table).findByRole('row', { name: /A1-1/ })).getByRole('button', { name: 'Detalle' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pago A1-1' });
  await user.click(within(dialog).getByRole('button', { name: 'Facturas' }));
  expect(await within(dialog).findByText('Sin facturar')).toBeInTheDocument();
  return dialog;
}

describe('PaymentsPage', () => {
  it("offers Facturar on a payment's panel to whom the invoices route grants crear", async () => {
    sessionStore.set(menuAtom, [aMenuItem(30, '/academias/payments', ['ver']), aMenuItem(76, '/facturas', ['ver', 'crear'])]);
    const dialog = await openPaymentInvoices();
    expect(within(dialog).getByRole('button', { name: 'Facturar' })).toBeEnabled();
  });

  it('shows the invoices but no Facturar to academy staff without it (the API would refuse with 403)', async () => {
    sessionStore.set(menuAtom, [aMenuItem(30, '/academias/payments', ['ver', 'crear', 'editar'])]);
    const dialog = await openPaymentInvoices();
    expect(within(dialog).queryByRole('button', { name: 'Facturar' })).toBeNull();
  });
});
