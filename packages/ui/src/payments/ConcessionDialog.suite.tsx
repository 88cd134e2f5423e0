import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import { UiTestProvider } from '../test/UiTestProvider';
import { ConcessionDialog } from './ConcessionDialog';

function renderDialog() {
  const onApply = jest.fn();
  const onClose = jest.fn();
  render(
    <UiTestProvider>
      <ConcessionDialog lineLabel="Colegiatura · septiembre 2025" onApply={onApply} onClose={onClose} />
    </UiTestProvider>,
  );
  return { onApply, onClose, dialog: screen.getByRole('dialog', { name: 'Condonar o descontar: Colegiatura · septiembre 2025' }) };
}

describe('ConcessionDialog', () => {
  it('asks for the reason before applying a waiver, and says why on the field', async () => {
    const user = userEvent.setup();
    const { onApply, dialog } = renderDialog();
    expect(within(dialog).getByRole('checkbox', { name: 'Condonar los recargos de este cargo' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(await within(dialog).findByText('Escriba el motivo (mínimo 5 caracteres)')).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/Motivo/), 'Acuerdo con dirección');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ waiveSurcharges: true, reason: 'Acuerdo con dirección' }));
  });

  it('refuses a discount that is not an amount, then grants a fixed one without waiving', async () => {
    const user = userEvent.setup();
    const { onApply, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Condonar los recargos de este cargo' }));
    await user.type(within(dialog).getByLabelText(/Descuento en caja/), 'cien');
    await user.type(within(dialog).getByLabelText(/Motivo/), 'Apoyo por contingencia');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(await within(dialog).findByText('Escriba un importe (por ejemplo 150.00)')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/Descuento en caja/));
    await user.type(within(dialog).getByLabelText(/Descuento en caja/), '300');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ waiveSurcharges: false, discount: '300', reason: 'Apoyo por contingencia' }));
  });
});
