import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { salesApi } from '@mikro/api-client';
import type { SaleDetail, SaleLine, SalePayment } from '@mikro/contracts';
import { renderScreen, testQueryClient } from '@mikro/mfe-kit/testing';
import { SaleDetailDialog } from './SaleDetailDialog';
import { returnConfirmation } from './SaleReturn';

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
  instalments: [], offline: null, lines: [], miniStoreSalePayments: [payment({})], ...patch,
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

const ABONO_INVALID = 'Escriba un importe mayor que 0 con hasta 2 decimales, p. ej. 150.00';

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

describe('SaleDetailDialog: what the cashier reads', () => {
  it('names the sale type and each payment kind in Spanish', async () => {
    await renderDialog(
      sale({
        saleType: 'deferred',
        miniStoreSalePayments: [
          payment({}),
          payment({ id: 2, kind: 'abono', amount: '50.00', received: '50.00' }),
          payment({ id: 3, kind: 'devolucion', amount: '-16.00', received: '-16.00', reference: 'Sobraron' }),
        ],
      }),
    );
    expect(screen.getByText('Tipo: Pagos diferidos')).toBeInTheDocument();
    expect(screen.queryByText(/deferred/)).not.toBeInTheDocument();
    const kinds = screen.getAllByTestId('sale-payment').map((row) => row.textContent);
    expect(kinds[0]).toContain('· Pago ·');
    expect(kinds[1]).toContain('· Abono ·');
    expect(kinds[2]).toContain('· Devolución ·');
  });
});

describe('SaleDetailDialog: abono beyond the balance', () => {
  it('in cash, says how much is change before sending and after', async () => {
    const addPayments = jest.spyOn(salesApi, 'addPayments').mockResolvedValue(sale({ status: 'pagada', paid: '350.00', balance: '0.00' }));
    const user = userEvent.setup();
    await renderDialog(sale());
    await user.type(screen.getByLabelText('Importe del abono'), '300');
    expect(screen.getByTestId('abono-change')).toHaveTextContent('Se abonan $ 250.00 · cambio $ 50.00');
    await user.click(screen.getByRole('button', { name: 'Registrar abono' }));
    expect(addPayments).toHaveBeenCalledWith(SALE_ID, { payments: [{ methodId: 1, amount: '300' }] });
    expect(await screen.findByText('Abono registrado. Entregue $ 50.00 de cambio')).toBeInTheDocument();
  });

  it('with a card, is refused under the amount and nothing is sent', async () => {
    const addPayments = jest.spyOn(salesApi, 'addPayments');
    const user = userEvent.setup();
    await renderDialog(sale());
    await user.selectOptions(screen.getByLabelText('Forma de pago del abono'), 'Tarjeta de débito');
    await user.type(screen.getByLabelText('Importe del abono'), '300');
    expect(screen.getByLabelText('Importe del abono')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Con Tarjeta de débito el abono no puede pasar del saldo de $ 250.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrar abono' })).toBeDisabled();
    expect(addPayments).not.toHaveBeenCalled();
  });
});

describe('returnConfirmation', () => {
  const pencils = { id: 7, quantity: '5.000', returnedQuantity: '0.000', total: '40.00', productName: 'Lápiz del número 2' } as SaleLine;
  it('states what the return is worth and the money that goes back, or that it comes off what is owed', () => {
    const picked = [{ lineId: 7, quantity: '2' }];
    expect(returnConfirmation({ total: '40.00', paid: '40.00', lines: [pencils] }, picked, 'Efectivo')).toBe('Regresan a la existencia 2 de Lápiz del número 2, por $ 16.00. Se devuelven $ 16.00 al cliente en Efectivo.');
    expect(returnConfirmation({ total: '40.00', paid: '10.00', lines: [pencils] }, picked, 'Efectivo')).toBe('Regresan a la existencia 2 de Lápiz del número 2, por $ 16.00. No se devuelve dinero: el importe se descuenta de lo que debe el cliente.');
    expect(returnConfirmation({ total: '40.00', paid: '30.00', lines: [pencils] }, picked, 'Efectivo')).toBe('Regresan a la existencia 2 de Lápiz del número 2, por $ 16.00. Se devuelven $ 6.00 al cliente en Efectivo; $ 10.00 se descuentan de lo que debe.');
  });
});

describe('SaleDetailDialog: partial return', () => {
  const line = (patch: Partial<SaleLine>): SaleLine => ({
    id: 7, productId: 3, productName: 'Lápiz del número 2', productCode: 'PAP-002', quantity: '5.000', returnedQuantity: '0.000', unitMeasurement: 'H87', unity: 6,
    price: '6.90', priceWithIVA: '8.00', isIva: true, extraCharges: [], gross: '40.00', discounts: '0.00', surcharges: '0.00', subtotal: '34.48', tax: '5.52', total: '40.00', ...patch,
  });
  const paidSale = () => sale({ status: 'pagada', paid: '350.00', balance: '0.00', lines: [line({})] });

  it('says under the reason that it is missing, and a refused quantity beside its line; nothing is sent', async () => {
    const returnItems = jest.spyOn(salesApi, 'returnItems');
    const user = userEvent.setup();
    await renderDialog(paidSale());
    await user.type(screen.getByLabelText('Devolver Lápiz del número 2'), '9');
    await user.click(screen.getByRole('button', { name: 'Devolver productos' }));
    expect(screen.getByLabelText('Motivo de la devolución')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Escriba el motivo de la devolución')).toBeInTheDocument();
    expect(screen.getByLabelText('Devolver Lápiz del número 2')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('No puede devolver más de lo vendido')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(returnItems).not.toHaveBeenCalled();
  });

  it('asks before returning, naming what goes back, then sends the lines', async () => {
    const returnItems = jest.spyOn(salesApi, 'returnItems').mockResolvedValue({ refunded: '16.00', sale: paidSale() } as Awaited<ReturnType<typeof salesApi.returnItems>>);
    const user = userEvent.setup();
    await renderDialog(paidSale());
    await user.type(screen.getByLabelText('Motivo de la devolución'), 'Sobraron');
    await user.type(screen.getByLabelText('Devolver Lápiz del número 2'), '2');
    await user.click(screen.getByRole('button', { name: 'Devolver productos' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Regresan a la existencia 2 de Lápiz del número 2, por $ 16.00. Se devuelven $ 16.00 al cliente en Efectivo.');
    expect(returnItems).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Devolver' }));
    await waitFor(() => expect(returnItems).toHaveBeenCalledWith(SALE_ID, { reason: 'Sobraron', methodId: 1, lines: [{ lineId: 7, quantity: '2' }] }));
  });
});
