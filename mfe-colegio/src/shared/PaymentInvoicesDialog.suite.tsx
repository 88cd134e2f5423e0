import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { billingApi } from '@mikro/api-client';
import type { ChargePayment } from '@mikro/contracts';
import { currentPathAtom, menuAtom, sessionStore } from '@mikro/session';
import { aMenuItem } from '@mikro/session/testing';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { PaymentInvoicesDialog } from './PaymentInvoicesDialog';

const payment: ChargePayment = {
  id: 1, module: 3, branchOfficeId: 1, serie: 'C1', folio: 1,
  payer: { studentId: 7, externalId: null, familyId: 1, name: 'Lucía Hernández Soto' }, cashier: { id: 3, name: 'Ernesto Salas' },
  gross: '2800.00', discounts: '0.00', surcharges: '150.00', subtotal: '2950.00', tax: '0.00', total: '2950.00', received: '3000.00', change: '50.00',
  status: 'paid', stamped: 0, notes: '', cancelReason: '', cancelledAt: null, createdAt: '2026-11-25T17:16:58.000Z',
};

beforeEach(() => {
  jest.spyOn(billingApi, 'paymentInvoices').mockResolvedValue({ stamped: 0, invoices: [] });
  sessionStore.set(currentPathAtom, '/colegio/alumnos/perfil/7');
});

afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.set(menuAtom, []);
  sessionStore.set(currentPathAtom, '/');
});

describe('PaymentInvoicesDialog', () => {
  it('offers Facturar to whom the invoices route grants crear', async () => {
    sessionStore.set(menuAtom, [aMenuItem(71, '/colegio/alumnos/perfil/:idalum/:idac', ['ver']), aMenuItem(76, '/facturas', ['ver', 'crear'])]);
    await renderScreen(<PaymentInvoicesDialog payment={payment} onClose={() => {}} onInvoiced={() => {}} />);
    expect(await screen.findByText('Sin facturar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Facturar' })).toBeEnabled();
  });

  it('shows the invoices but no Facturar to school staff without it (the API would refuse with 403)', async () => {
    sessionStore.set(menuAtom, [aMenuItem(71, '/colegio/alumnos/perfil/:idalum/:idac', ['ver', 'crear', 'editar'])]);
    await renderScreen(<PaymentInvoicesDialog payment={payment} onClose={() => {}} onInvoiced={() => {}} />);
    expect(await screen.findByText('Sin facturar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Facturar' })).toBeNull();
  });
});
