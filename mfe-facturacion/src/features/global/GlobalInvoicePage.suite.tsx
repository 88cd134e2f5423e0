import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { billingApi } from '@mikro/api-client';
import { currentPathAtom, menuAtom, sessionStore } from '@mikro/session';
import { aMenuItem } from '@mikro/session/testing';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { GlobalInvoicePage } from './GlobalInvoicePage';

let notInvoiced: jest.SpiedFunction<typeof billingApi.notInvoiced>;

beforeEach(() => {
  sessionStore.set(menuAtom, [aMenuItem(77, '/facturas/global', ['ver', 'crear'])]);
  sessionStore.set(currentPathAtom, '/facturas/global');
  notInvoiced = jest.spyOn(billingApi, 'notInvoiced').mockResolvedValue([{ id: 2, reference: 'A1-1', date: '2026-11-25T17:17:47.000Z', total: '720.00' }]);
});

afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.set(menuAtom, []);
  sessionStore.set(currentPathAtom, '/');
});

describe('GlobalInvoicePage', () => {
  it('counts one payment in the singular, in the summary and in the confirmation', async () => {
    const user = userEvent.setup();
    await renderScreen(<GlobalInvoicePage />);
    await user.selectOptions(screen.getByLabelText('Módulo'), 'Academias');
    await user.click(screen.getByRole('button', { name: 'Ver pagos sin facturar' }));
    expect(await screen.findByText('1 pago sin facturar · $ 720.00')).toBeInTheDocument();
    expect(notInvoiced).toHaveBeenCalledWith(2, expect.objectContaining({ from: expect.any(String), to: expect.any(String) }));
    await user.click(screen.getByRole('button', { name: 'Emitir factura global' }));
    expect(await screen.findByText('Se timbrará una factura al público en general con 1 pago por $ 720.00.')).toBeInTheDocument();
  });

  it('puts the list away when the period changes, so Emitir never invoices dates the screen no longer shows', async () => {
    const user = userEvent.setup();
    await renderScreen(<GlobalInvoicePage />);
    await user.click(screen.getByRole('button', { name: 'Ver pagos sin facturar' }));
    expect(await screen.findByRole('button', { name: 'Emitir factura global' })).toBeEnabled();
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-11-10' } });
    expect(screen.queryByRole('button', { name: 'Emitir factura global' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Pagos sin facturar' })).toBeNull();
  });
});
