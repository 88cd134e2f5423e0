import { useReducer, useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import type { Product } from '@mikro/contracts';
import { cartLineTotals, cartReducer, initialCart, sumCartTotals, taxFactor, type CartProduct, type CartState } from '@mikro/domain';
import { UiProvider, formatMoney } from '@mikro/ui';
import { toCartProduct } from '../../shared/pricing';
import { CartPanel } from './CartPanel';
import { quantityRefusal } from './CartLineRow';

const pencil: CartProduct = { id: 1, name: 'Lápiz', code: 'L1', price: '8.62', priceWithIVA: '10.00', IVA: true, stock: 10, unitMeasurement: 'H87', storeClassification: null };

const pencilCart = () => cartReducer(initialCart, { type: 'addProduct', product: pencil, quantity: 2 });

function Harness({ start }: { start: () => CartState }) {
  const [cart, dispatch] = useReducer(cartReducer, undefined, start);
  const quantityRef = useRef<HTMLInputElement>(null);
  return <CartPanel cart={cart} dispatch={dispatch} products={new Map()} quantityRef={quantityRef} />;
}

async function renderCart(start: () => CartState = pencilCart) {
  await act(async () => {
    render(
      <UiProvider>
        <Harness start={start} />
      </UiProvider>,
    );
  });
}

/** A catalogue product as the API lists it (the store's Product), priced as the product form saves it. */
function storeProduct(id: number, name: string, taxObject: Product['taxObject'], price: string, priceWithIVA: string): Product {
  const IVA = taxObject === 'iva16' || taxObject === 'iva8';
  return { id, name, code: `P${id}`, price, priceWithIVA, IVA, taxObject, stock: '50', minStock: '0', unitMeasurement: 'H87', storePriceList: null, priceListItems: [] } as unknown as Product;
}

/** What checkout charges for these lines: each split with its product's factor (1.08 at 8 %), then summed. */
function serverTotals(lines: { product: Product; quantity: string }[]) {
  return sumCartTotals(
    lines.map(({ product, quantity }) => {
      const factor = product.IVA && product.taxObject === 'iva8' ? taxFactor('iva8') : undefined;
      return cartLineTotals({ quantity, price: product.price, priceWithIVA: product.priceWithIVA, isIva: product.IVA, extraCharges: [] }, factor);
    }),
  );
}

const amountBeside = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

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

  it('splits a 16 % + 8 % (border region) + exempt cart as checkout charges it, to the centavo', async () => {
    const lines = [
      { product: storeProduct(1, 'Cuaderno', 'iva16', '38.79', '45.00'), quantity: '2' },
      { product: storeProduct(2, 'Tortillas', 'iva8', '20.00', '21.60'), quantity: '3' },
      { product: storeProduct(3, 'Libro de texto', 'exento', '150.00', '150.00'), quantity: '1' },
    ];
    await renderCart(() => lines.reduce((cart, { product, quantity }) => cartReducer(cart, { type: 'addProduct', product: toCartProduct(product), quantity }), initialCart));
    const charged = serverTotals(lines);
    // 90.00 / 1.16 = 77.59 (IVA 12.41); 64.80 / 1.08 = 60.00 (IVA 4.80); 150.00 exempt.
    expect(charged).toMatchObject({ subtotal: '287.59', tax: '17.21', total: '304.80' });
    expect(amountBeside('Subtotal')).toBe(formatMoney(charged.subtotal));
    expect(amountBeside('IVA')).toBe(formatMoney(charged.tax));
    expect(screen.getByTestId('cart-total')).toHaveTextContent(formatMoney(charged.total));
    expect(screen.getByRole('group', { name: 'Línea Tortillas' })).toHaveTextContent(`IVA 8 % ${formatMoney('4.80')}`);
    expect(screen.getByRole('group', { name: 'Línea Libro de texto' })).toHaveTextContent('Exento de IVA');
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
