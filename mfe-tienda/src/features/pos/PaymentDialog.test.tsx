import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@mikro/ui';
import { PaymentDialog } from './PaymentDialog';

async function renderDialog(onCharge = vi.fn().mockResolvedValue(undefined)) {
  await act(async () => {
    render(
      <UiProvider>
        <PaymentDialog total="117.00" initialSaleType="regular" defaultMethodId={1} defaultBankId={null} hasClient={false} onClose={() => {}} onCharge={onCharge} />
      </UiProvider>,
    );
  });
  return onCharge;
}

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
    expect(onCharge).toHaveBeenCalledWith([{ methodId: 1, bankId: null, amount: '120', reference: '' }], 'regular');
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
    expect(screen.getByText('El cambio solo puede entregarse en efectivo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar cobro' })).toBeDisabled();
  });

  it('asks for a client before selling on credit', async () => {
    const user = userEvent.setup();
    await renderDialog();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Tipo de venta' }), 'fiado');
    expect(screen.getByText('Selecciona un cliente para vender fiado o con pagos diferidos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar cobro' })).toBeDisabled();
  });
});
