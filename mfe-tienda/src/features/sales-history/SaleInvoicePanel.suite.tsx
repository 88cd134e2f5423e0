import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { billingApi } from '@mikro/api-client';
import { currentPathAtom, menuAtom, sessionStore } from '@mikro/session';
import { aMenuItem } from '@mikro/session/testing';
import { renderScreen } from '@mikro/mfe-kit/testing';
import type { SaleStatus } from '@mikro/contracts';
import { SaleInvoicePanel, saleInvoicing } from './SaleInvoicePanel';

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
async function openPanel(status: SaleStatus) {
  await renderScreen(<SaleInvoicePanel saleId={41} status={status} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Facturas' }));
  expect(await screen.findByText('Sin facturar')).toBeInTheDocument();
}

describe('SaleInvoicePanel', () => {
  it('offers Facturar on a paid sale to whom the invoices route grants crear', async () => {
    sessionStore.set(menuAtom, [HISTORY, aMenuItem(76, '/facturas', ['ver', 'crear'])]);
    await openPanel('pagada');
    expect(screen.getByRole('button', { name: 'Facturar' })).toBeEnabled();
  });

  it('shows the invoices but no Facturar to a cashier without it (the API would refuse with 403)', async () => {
    sessionStore.set(menuAtom, [HISTORY, aMenuItem(76, '/facturas', ['ver'])]);
    await openPanel('pagada');
    expect(screen.queryByRole('button', { name: 'Facturar' })).toBeNull();
  });

  it('offers Facturar on a sale on credit still owed, which is invoiced PPD, and says so', async () => {
    sessionStore.set(menuAtom, [HISTORY, aMenuItem(76, '/facturas', ['ver', 'crear'])]);
    await openPanel('pendiente');
    expect(screen.getByRole('button', { name: 'Facturar' })).toBeEnabled();
    expect(screen.getByText(/se factura en parcialidades \(PPD, forma de pago 99 Por definir\)/)).toBeInTheDocument();
  });

  it('offers no Facturar on a cancelled sale, whatever the permission', async () => {
    sessionStore.set(menuAtom, [HISTORY, aMenuItem(76, '/facturas', ['ver', 'crear'])]);
    await openPanel('cancelada');
    expect(screen.queryByRole('button', { name: 'Facturar' })).toBeNull();
  });
});

describe('saleInvoicing', () => {
  it.each([
    ['pagada', 'PUE'],
    ['devuelta parcial', 'PUE'],
    ['pendiente', 'PPD'],
    ['cancelada', null],
  ] as const)('a sale %s is invoiced %s', (status, method) => {
    expect(saleInvoicing(status)).toBe(method);
  });
});
