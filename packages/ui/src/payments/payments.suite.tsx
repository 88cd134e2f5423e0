import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import { UiTestProvider } from '../test/UiTestProvider';
import { ChargeLineList } from './ChargeLineList';
import { PaymentMethodsDialog } from './PaymentMethodsDialog';
import { rowAmountProblem, summarizePaymentRows, toPaymentMethods } from './paymentRows';

describe('summarizePaymentRows', () => {
  it('gives change only from cash', () => {
    expect(summarizePaymentRows('950.00', [{ methodId: 1, bankId: null, amount: '1000', reference: '' }])).toEqual({ received: '1000.00', remaining: '0.00', change: '50.00', problem: null, problemCode: null });
    const card = summarizePaymentRows('950.00', [{ methodId: 4, bankId: 2, amount: '1000', reference: '' }]);
    expect(card.problem).toMatch(/efectivo/);
    expect(card.problemCode).toBe('change-without-cash');
  });

  it('refuses short or malformed amounts', () => {
    expect(summarizePaymentRows('950.00', [{ methodId: 1, bankId: null, amount: '900', reference: '' }]).problem).toBe('El importe recibido no cubre el total');
    expect(summarizePaymentRows('950.00', [{ methodId: 1, bankId: null, amount: 'abc', reference: '' }]).problem).toBe('Cada importe debe ser un número mayor que cero');
    expect(summarizePaymentRows('950.00', []).problem).toBe('Agregue al menos una forma de pago');
    const absurd = summarizePaymentRows('950.00', [{ methodId: 1, bankId: null, amount: '999999999999.991', reference: '' }]);
    expect(absurd.problemCode).toBe('invalid-row');
    expect(rowAmountProblem({ methodId: 1, bankId: null, amount: '999999999999.99', reference: '' })).toBeNull();
    expect(rowAmountProblem({ methodId: 1, bankId: null, amount: '1000000000000', reference: '' })).toBe('El importe no puede pasar de $ 999,999,999,999.99');
  });

  it('sends the bank only with methods that carry one', () => {
    expect(
      toPaymentMethods([
        { methodId: 1, bankId: 3, amount: ' 500 ', reference: '' },
        { methodId: 3, bankId: 3, amount: '450.5', reference: ' SPEI 1 ' },
      ]),
    ).toEqual([
      { methodId: 1, bankId: null, amount: '500.00', reference: '' },
      { methodId: 3, bankId: 3, amount: '450.50', reference: 'SPEI 1' },
    ]);
  });
});

describe('PaymentMethodsDialog', () => {
  it('confirms with Enter once the cash covers the total and shows the change', async () => {
    const onConfirm = jest.fn(async (_methods: unknown) => undefined);
    render(
      <UiTestProvider>
        <PaymentMethodsDialog total="950.00" onClose={jest.fn<() => void>()} onConfirm={onConfirm} />
      </UiTestProvider>,
    );
    const amount = await screen.findByLabelText('Importe 1');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1000');
    expect(screen.getByTestId('change')).toHaveTextContent('50.00');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith([{ methodId: 1, bankId: null, amount: '1000.00', reference: '' }]));
  });
});

describe('PaymentMethodsDialog errors', () => {
  function renderDialog() {
    render(
      <UiTestProvider>
        <PaymentMethodsDialog total="950.00" onClose={jest.fn<() => void>()} onConfirm={jest.fn(async (_methods: unknown) => undefined)} />
      </UiTestProvider>,
    );
  }

  it('tells a wrong amount on the Importe field of its row, not under the totals', async () => {
    renderDialog();
    const amount = await screen.findByLabelText('Importe 1');
    await userEvent.clear(amount);
    await userEvent.type(amount, 'abc');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(amount).toHaveAccessibleErrorMessage('El importe debe ser un número mayor que cero'));
    expect(within(screen.getByRole('group', { name: 'Pago 1' })).getByText('El importe debe ser un número mayor que cero')).toBeInTheDocument();
    expect(screen.queryByText('Cada importe debe ser un número mayor que cero')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar cobro' })).toBeDisabled();
  });

  it('tells an amount past what money can hold on its field, and does not charge it', async () => {
    renderDialog();
    const amount = await screen.findByLabelText('Importe 1');
    await userEvent.clear(amount);
    await userEvent.type(amount, '10000000000000');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(amount).toHaveAccessibleErrorMessage('El importe no puede pasar de $ 999,999,999,999.99'));
    expect(screen.getByRole('button', { name: 'Confirmar cobro' })).toBeDisabled();
  });

  it('marks only the row whose amount is wrong, and asks for a blank one', async () => {
    renderDialog();
    const first = await screen.findByLabelText('Importe 1');
    await userEvent.clear(first);
    await userEvent.type(first, '500');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar forma de pago' }));
    const second = screen.getByLabelText('Importe 2');
    await userEvent.clear(second);
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(within(screen.getByRole('group', { name: 'Pago 2' })).getByText('Escriba el importe')).toBeInTheDocument();
    expect(first).not.toHaveAttribute('aria-invalid');
  });

  it('keeps under the totals what the rows together lack', async () => {
    renderDialog();
    const amount = await screen.findByLabelText('Importe 1');
    await userEvent.clear(amount);
    await userEvent.type(amount, '900');
    expect(screen.getByRole('status')).toHaveTextContent('El importe recibido no cubre el total');
    expect(amount).not.toHaveAttribute('aria-invalid');
  });
});

describe('ChargeLineList', () => {
  it('shows each adjustment with its kind and removes a line', async () => {
    const onRemove = jest.fn();
    render(
      <UiTestProvider>
        <ChargeLineList
          onRemove={onRemove}
          lines={[{ key: 7, title: 'Colegiatura', subtitle: 'septiembre 2026', base: '2000.00', total: '2200.00', adjustments: [{ name: 'Recargo por pago tardío', kind: 2, amount: '200.00', automatic: true }] }]}
        />
      </UiTestProvider>,
    );
    expect(screen.getByText('Recargo')).toBeInTheDocument();
    expect(screen.getByText('Recargo por pago tardío')).toBeInTheDocument();
    expect(screen.getByTestId('line-total')).toHaveTextContent('2,200.00');
    await userEvent.click(screen.getByRole('button', { name: 'Quitar Colegiatura' }));
    expect(onRemove).toHaveBeenCalledWith(7);
  });
});
