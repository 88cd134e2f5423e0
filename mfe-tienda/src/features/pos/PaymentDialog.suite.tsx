import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { salesApi } from '@mikro/api-client';
import type { SaleType } from '@mikro/contracts';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { PaymentDialog } from './PaymentDialog';

type ChargeHandler = Parameters<typeof PaymentDialog>[0]['onCharge'];

interface Options {
  saleType?: SaleType;
  clientId?: number | null;
  canOverrideCredit?: boolean;
}

async function renderDialog(onCharge = jest.fn<ChargeHandler>().mockResolvedValue(undefined), { saleType = 'regular', clientId = null, canOverrideCredit = false, onClose = () => {} }: Options & { onClose?: () => void } = {}) {
  await renderScreen(
    <PaymentDialog
      total="117.00"
      initialSaleType={saleType}
      defaultMethodId={1}
      defaultBankId={null}
      hasClient={clientId !== null}
      clientId={clientId}
      canOverrideCredit={canOverrideCredit}
      onClose={onClose}
      onCharge={onCharge}
    />,
  );
  return onCharge;
}

describe('PaymentDialog by keyboard', () => {
  // jsdom lays nothing out, so the dialog's focus trap would find no visible field to focus: give every element a box.
  beforeEach(() => {
    jest.spyOn(Element.prototype, 'getClientRects').mockReturnValue([new DOMRect(0, 0, 100, 20)] as unknown as DOMRectList);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('charges by keyboard: opens on the amount with the total selected, Enter confirms only a complete payment', async () => {
    const user = userEvent.setup();
    const onCharge = await renderDialog();
    const amount = await screen.findByLabelText<HTMLInputElement>('Importe 1');
    await waitFor(() => expect(amount).toHaveFocus());
    expect([amount.selectionStart, amount.selectionEnd]).toEqual([0, '117.00'.length]);
    await user.keyboard('100{Enter}');
    expect(onCharge).not.toHaveBeenCalled();
    await user.clear(amount);
    await user.keyboard('150{Enter}');
    expect(onCharge).toHaveBeenCalledTimes(1);
    expect(onCharge).toHaveBeenCalledWith([{ methodId: 1, bankId: null, amount: '150.00', reference: '' }], 'regular', {});
  });

  it('cancels with Esc and confirms with F9 from anywhere in the dialog', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const onCharge = await renderDialog(undefined, { onClose });
    await waitFor(() => expect(screen.getByLabelText('Importe 1')).toHaveFocus());
    await user.click(screen.getByRole('combobox', { name: 'Tipo de venta' }));
    await user.keyboard('{F9}');
    expect(onCharge).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});

describe('PaymentDialog', () => {
  it('starts with the whole total in the preferred method and shows the change of a bigger cash payment', async () => {
    const user = userEvent.setup();
    const onCharge = await renderDialog();
    const amount = await screen.findByLabelText('Importe 1');
    expect(amount).toHaveValue('117.00');
    await user.clear(amount);
    await user.type(amount, '120');
    expect(screen.getByTestId('change')).toHaveTextContent('$ 3.00');
    await user.click(screen.getByRole('button', { name: 'Confirmar cobro' }));
    expect(onCharge).toHaveBeenCalledWith([{ methodId: 1, bankId: null, amount: '120.00', reference: '' }], 'regular', {});
  });

  it('charges once however often Confirmar is pressed, and shows it busy only when the charge takes a while', async () => {
    let finish: (charged: boolean) => void = () => {};
    const onCharge = await renderDialog(jest.fn<ChargeHandler>().mockImplementation(() => new Promise<boolean>((resolve) => (finish = resolve))));
    const confirm = await screen.findByRole('button', { name: 'Confirmar cobro' });
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(confirm);
      await user.keyboard('{F9}');
      expect(onCharge).toHaveBeenCalledTimes(1);
      // A charge on the device ends within this time: the dialog is not drawn busy for it.
      act(() => jest.advanceTimersByTime(90));
      expect(confirm).not.toHaveAttribute('data-loading');
      // A slow one (the server's answer) shows it.
      act(() => jest.advanceTimersByTime(20));
      expect(confirm).toHaveAttribute('data-loading');
      expect(confirm).toBeDisabled();
      // Refused: it can charge again.
      await act(async () => finish(false));
      expect(confirm).not.toHaveAttribute('data-loading');
      await user.click(confirm);
      expect(onCharge).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('splits the payment and refuses change from a card', async () => {
    const user = userEvent.setup();
    await renderDialog();
    await user.selectOptions(await screen.findByLabelText('Forma de pago 1'), '4');
    const amount = screen.getByLabelText('Importe 1');
    await user.clear(amount);
    await user.type(amount, '100');
    expect(screen.getByTestId('remaining')).toHaveTextContent('$ 17.00');
    expect(screen.getByRole('button', { name: 'Confirmar cobro' })).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '130');
    expect(screen.getByTestId('charge-blocker')).toHaveTextContent('El cambio solo puede entregarse en efectivo.');
    expect(screen.getByRole('button', { name: 'Confirmar cobro' })).toBeDisabled();
  });

  it('says why it cannot charge a payment of 0', async () => {
    const user = userEvent.setup();
    await renderDialog();
    const amount = await screen.findByLabelText('Importe 1');
    await user.clear(amount);
    await user.type(amount, '0');
    expect(screen.getByRole('button', { name: 'Confirmar cobro' })).toBeDisabled();
    expect(screen.getByTestId('charge-blocker')).toHaveTextContent('Cada pago necesita un importe mayor que 0');
  });

  it('asks for a client before selling on credit', async () => {
    const user = userEvent.setup();
    await renderDialog();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Tipo de venta' }), 'fiado');
    expect(screen.getByTestId('charge-blocker')).toHaveTextContent('Seleccione un cliente para vender fiado o con pagos diferidos.');
    expect(screen.getByRole('button', { name: 'Confirmar cobro' })).toBeDisabled();
  });

  it('switches to fiado with nothing paid, so confirming as is records no payment', async () => {
    jest.spyOn(salesApi, 'credit').mockResolvedValue({ clientId: 7, limit: '5000.00', balance: '0.00', available: '5000.00' });
    const user = userEvent.setup();
    const onCharge = await renderDialog(undefined, { clientId: 7 });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Tipo de venta' }), 'fiado');
    expect(screen.queryByLabelText('Importe 1')).toBeNull();
    expect(screen.getByTestId('remaining')).toHaveTextContent('$ 117.00');
    await user.click(screen.getByRole('button', { name: 'Confirmar cobro' }));
    expect(onCharge).toHaveBeenCalledWith([], 'fiado', {});
  });

  it('plans deferred payments: number of instalments and their dates', async () => {
    jest.spyOn(salesApi, 'credit').mockResolvedValue({ clientId: 7, limit: '5000.00', balance: '0.00', available: '5000.00' });
    const user = userEvent.setup();
    const onCharge = await renderDialog(undefined, { clientId: 7 });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Tipo de venta' }), 'deferred');
    const count = screen.getByLabelText(/Número de pagos/);
    await user.clear(count);
    await user.type(count, '2');
    const plan = screen.getByRole('group', { name: 'Plan de pagos' });
    expect(plan).toHaveTextContent('Pago 1');
    expect(plan).toHaveTextContent('$ 58.50');
    await user.click(screen.getByRole('button', { name: 'Confirmar cobro' }));
    expect(onCharge).toHaveBeenCalledWith([], 'deferred', { instalments: { count: 2, firstDueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), frequency: 'mensual' } });
  });

  it('shows the credit limit before charging and refuses a cashier a sale beyond it', async () => {
    jest.spyOn(salesApi, 'credit').mockResolvedValue({ clientId: 7, limit: '100.00', balance: '50.00', available: '50.00' });
    await renderDialog(undefined, { clientId: 7, saleType: 'fiado' });
    expect(await screen.findByTestId('client-credit')).toHaveTextContent('Límite de crédito $ 100.00 · debe $ 50.00 · disponible $ 50.00');
    expect(screen.getByText(/Excede el límite de crédito/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar cobro' })).toBeDisabled();
  });

  it('sends the administrator override reason', async () => {
    jest.spyOn(salesApi, 'credit').mockResolvedValue({ clientId: 7, limit: '100.00', balance: '50.00', available: '50.00' });
    const user = userEvent.setup();
    const onCharge = await renderDialog(undefined, { clientId: 7, saleType: 'fiado', canOverrideCredit: true });
    await user.type(await screen.findByLabelText(/Motivo para autorizar/), 'Pago de nómina el viernes');
    await user.click(screen.getByRole('button', { name: 'Confirmar cobro' }));
    expect(onCharge).toHaveBeenCalledWith([], 'fiado', { creditOverride: { reason: 'Pago de nómina el viernes' } });
  });
});
