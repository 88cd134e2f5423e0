import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { billingApi } from '@mikro/api-client';
import { currentPathAtom, menuAtom, sessionStore } from '@mikro/session';
import { aMenuItem } from '@mikro/session/testing';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { SaleInvoicePanel } from './SaleInvoicePanel';

const HISTORY = aMenuItem(60, '/tienda/historial-ventas', ['ver', 'editar']);

beforeEach(() => {
  jest.spyOn(billingApi, 'paymentInvoices').mockResolvedValue({ stamped: 0, invoices: [] });
  sessionStore.set(currentPathAtom, '/tienda/historial-ventas');
});

afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.set(menuAtom, []);
  sessionStore.set(currentPathAtom, '/');
});

/** The panel of sale 41, opened (it starts closed under «Facturas» in the sale detail). */
async function openPanel(paid: boolean) {
  await renderScreen(<SaleInvoicePanel saleId={41} paid={paid} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Facturas' }));
  expect(await screen.findByText('Sin facturar')).toBeInTheDocument();
}

describe('SaleInvoicePanel', () => {
  it('offers Facturar on a paid sale to whom the invoices route grants crear', async () => {
    sessionStore.set(menuAtom, [HISTORY, aMenuItem(76, '/facturas', ['ver', 'crear'])]);
    await openPanel(true);
    expect(screen.getByRole('button', { name: 'Facturar' })).toBeEnabled();
  });

  it('shows the invoices but no Facturar to a cashier without it (the API would refuse with 403)', async () => {
    sessionStore.set(menuAtom, [HISTORY, aMenuItem(76, '/facturas', ['ver'])]);
    await openPanel(true);
    expect(screen.queryByRole('button', { name: 'Facturar' })).toBeNull();
  });

  it('offers no Facturar on a sale not yet paid, whatever the permission', async () => {
    sessionStore.set(menuAtom, [HISTORY, aMenuItem(76, '/facturas', ['ver', 'crear'])]);
    await openPanel(false);
    expect(screen.queryByRole('button', { name: 'Facturar' })).toBeNull();
  });
});
