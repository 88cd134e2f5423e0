import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { salesApi } from '@mikro/api-client';
import type { SaleDetail, SalePayment } from '@mikro/contracts';
import { renderScreen, testQueryClient } from '@mikro/mfe-kit/testing';
import { SaleDetailDialog } from './SaleDetailDialog';

const SALE_ID = 41;

const payment = (patch: Partial<SalePayment>): SalePayment => ({
  id: 1, saleId: SALE_ID, kind: 'pago', methodId: 1, methodName: 'Efectivo', methodCode: '01', bankId: null, amount: '100.00', received: '100.00',
  reference: '', paymentStatus: 'pagado', cashRegisterId: 3, createdAt: '2026-03-02T10:00:00', ...patch,
});

/** A fiado sale of 350.00 with 100.00 paid: 250.00 still owed. */
const sale = (patch: Partial<SaleDetail> = {}): SaleDetail => ({
  id: SALE_ID, serie: 'V1', folio: 12, branchOfficeId: 1, cashRegisterId: 3, cashier: { id: 1, name: 'Cajera' }, client: { id: 8, name: 'Papelería Norte' },
  studentId: null, quotationId: null, saleType: 'fiado', status: 'pendiente', gross: '350.00', discounts: '0.00', surcharges: '0.00', subtotal: '301.72',
  tax: '48.28', total: '350.00', paid: '100.00', balance: '250.00', change: '0.00', refunded: '0.00', notes: '', createdAt: '2026-03-02T10:00:00',
  instalments: [], lines: [], miniStoreSalePayments: [payment({})], ...patch,
});

afterEach(() => {
  jest.restoreAllMocks();
});

/** The dialog with the sale already read (nothing is fetched for it). */
async function renderDialog(detail: SaleDetail, canEdit = true) {
  const client = testQueryClient({ staleTime: Infinity });
  client.setQueryData(['sales-history', 'detail', detail.id], detail);
  await renderScreen(<SaleDetailDialog saleId={detail.id} canEdit={canEdit} onClose={() => {}} />, { client });
}

const ABONO_INVALID = 'Escribe un importe mayor que 0 con hasta 2 decimales, p. ej. 150.00';

describe('SaleDetailDialog: abono to the balance', () => {
  it.each([
    ['a third decimal', '150.005'],
    ['a negative amount', '-50'],
    ['zero', '0'],
    ['text that is not an amount', '15o'],
  ])('refuses %s: says why and keeps the button off', async (_case, typed) => {
    const addPayments = jest.spyOn(salesApi, 'addPayments');
    const user = userEvent.setup();
    await renderDialog(sale());
    const amount = screen.getByLabelText('Importe del abono');
    const register = screen.getByRole('button', { name: 'Registrar abono' });
    expect(register).toBeDisabled();
    expect(screen.queryByText(ABONO_INVALID)).not.toBeInTheDocument();

    await user.type(amount, typed);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(ABONO_INVALID)).toBeInTheDocument();
    expect(register).toBeDisabled();
    await user.click(register);
    expect(addPayments).not.toHaveBeenCalled();
  });

  it('sends the amount in the chosen method, then shows the new balance and clears the input', async () => {
    const paid = sale({
      paid: '250.50',
      balance: '99.50',
      miniStoreSalePayments: [payment({}), payment({ id: 2, kind: 'abono', methodId: 6, methodName: 'Tarjeta de débito', methodCode: '28', amount: '150.50', received: '150.50' })],
    });
    const addPayments = jest.spyOn(salesApi, 'addPayments').mockResolvedValue(paid);
    const user = userEvent.setup();
    await renderDialog(sale());
    expect(screen.getByTestId('sale-balance')).toHaveTextContent('$ 250.00');

    await user.selectOptions(screen.getByLabelText('Forma de pago del abono'), 'Tarjeta de débito');
    await user.type(screen.getByLabelText('Importe del abono'), ' 150.50 ');
    expect(screen.queryByText(ABONO_INVALID)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Registrar abono' }));

    expect(addPayments).toHaveBeenCalledTimes(1);
    expect(addPayments).toHaveBeenCalledWith(SALE_ID, { payments: [{ methodId: 6, amount: '150.50' }] });
    await waitFor(() => expect(screen.getByTestId('sale-balance')).toHaveTextContent('$ 99.50'));
    expect(screen.getByLabelText('Importe del abono')).toHaveValue('');
    expect(screen.getByLabelText('Forma de pago del abono')).toHaveDisplayValue('Efectivo');
  });

  it('keeps what was typed when the server refuses the abono', async () => {
    jest.spyOn(salesApi, 'addPayments').mockRejectedValue(new Error('La caja está cerrada'));
    const user = userEvent.setup();
    await renderDialog(sale());
    await user.type(screen.getByLabelText('Importe del abono'), '80');
    await user.click(screen.getByRole('button', { name: 'Registrar abono' }));
    expect(await screen.findByText('La caja está cerrada')).toBeInTheDocument();
    expect(screen.getByLabelText('Importe del abono')).toHaveValue('80');
    expect(screen.getByTestId('sale-balance')).toHaveTextContent('$ 250.00');
  });

  it.each([
    ['a sale paid in full', sale({ status: 'pagada', paid: '350.00', balance: '0.00' }), true],
    ['a cancelled sale', sale({ status: 'cancelada' }), true],
    ['a user who cannot edit', sale(), false],
  ])('offers no abono for %s', async (_case, detail, canEdit) => {
    await renderDialog(detail, canEdit);
    expect(screen.getByTestId('sale-balance')).toBeInTheDocument();
    expect(screen.queryByLabelText('Importe del abono')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrar abono' })).not.toBeInTheDocument();
  });
});
