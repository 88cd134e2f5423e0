import { useReducer, useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import { cartReducer, initialCart, type CartProduct } from '@mikro/domain';
import { UiProvider } from '@mikro/ui';
import { CartPanel } from './CartPanel';
import { quantityRefusal } from './CartLineRow';

const pencil: CartProduct = { id: 1, name: 'Lápiz', code: 'L1', price: '8.62', priceWithIVA: '10.00', IVA: true, stock: 10, unitMeasurement: 'H87', storeClassification: null };

function Harness() {
  const [cart, dispatch] = useReducer(cartReducer, cartReducer(initialCart, { type: 'addProduct', product: pencil, quantity: 2 }));
  const quantityRef = useRef<HTMLInputElement>(null);
  return <CartPanel cart={cart} dispatch={dispatch} products={new Map()} quantityRef={quantityRef} />;
}

async function renderCart() {
  await act(async () => {
    render(
      <UiProvider>
        <Harness />
      </UiProvider>,
    );
  });
}

describe('CartPanel', () => {
  it('never leaves a quantity on screen that the cart refused', async () => {
    const user = userEvent.setup();
    await renderCart();
    const quantity = screen.getByLabelText('Cantidad de Lápiz');
    expect(quantity).toHaveValue('2');
    await user.clear(quantity);
    await user.type(quantity, '-3');
    await user.tab();
    expect(screen.getByLabelText('Cantidad de Lápiz')).toHaveValue('2');
    expect(screen.getByTestId('line-total')).toHaveTextContent('$ 20.00');

    await user.clear(screen.getByLabelText('Cantidad de Lápiz'));
    await user.type(screen.getByLabelText('Cantidad de Lápiz'), '3{Enter}');
    expect(screen.getByLabelText('Cantidad de Lápiz')).toHaveValue('3');
    expect(screen.getByTestId('line-total')).toHaveTextContent('$ 30.00');
  });

  it('sells a pencil whole: 2.5 typed goes back to the quantity before, and the field asks for whole numbers', async () => {
    const user = userEvent.setup();
    await renderCart();
    expect(screen.getByLabelText('Cantidad de Lápiz')).toHaveAttribute('inputmode', 'numeric');
    await user.clear(screen.getByLabelText('Cantidad de Lápiz'));
    await user.type(screen.getByLabelText('Cantidad de Lápiz'), '2.5{Enter}');
    expect(screen.getByLabelText('Cantidad de Lápiz')).toHaveValue('2');
    expect(screen.getByTestId('line-total')).toHaveTextContent('$ 20.00');
    expect(quantityRefusal('2.5', 'H87')).toBe('La cantidad debe ser un número entero: se vende por pieza');
    expect(quantityRefusal('2.5', 'KGM')).toBeNull();
  });

  it('selects and unselects a line with its check box', async () => {
    const user = userEvent.setup();
    await renderCart();
    const box = () => screen.getByRole('checkbox', { name: 'Seleccionar Lápiz' });
    expect(box()).not.toBeChecked();
    await user.click(box());
    expect(box()).toBeChecked();
    await user.click(box());
    expect(box()).not.toBeChecked();
  });
});
