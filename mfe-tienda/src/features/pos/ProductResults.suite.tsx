import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import type { Product } from '@mikro/contracts';
import { UiProvider } from '@mikro/ui';
import { ProductResults } from './ProductResults';

const product = (id: number, name: string, stock: string) =>
  ({ id, name, code: `P${id}`, price: '8.62', priceWithIVA: '10.00', IVA: true, stock, minStock: '5', unitMeasurement: 'H87', unity: 6, storePriceList: null, priceListItems: [] }) as unknown as Product;

const products = [product(1, 'Lápiz', '10'), product(2, 'Goma', '2')];

function renderList(onAdd: (product: Product) => void) {
  render(
    <UiProvider>
      <ProductResults products={products} view="list" onAdd={onAdd} />
    </UiProvider>,
  );
  return screen.getByRole('table', { name: 'Resultados de productos' });
}

describe('ProductResults as a list', () => {
  it('shows one row per product with its price and stock, low stock marked', () => {
    const table = renderList(jest.fn());
    const [, pencil, eraser] = within(table).getAllByRole('row');
    expect(pencil).toHaveTextContent(/^LápizP1\$ 10\.00/);
    expect(within(eraser!).getByText(/^2\b/)).toBeInTheDocument();
  });

  it('adds a product with its Agregar button or a double click on its row', async () => {
    const onAdd = jest.fn();
    const table = renderList(onAdd);
    await userEvent.click(within(table).getByRole('button', { name: 'Agregar Goma' }));
    expect(onAdd).toHaveBeenLastCalledWith(products[1]);
    await userEvent.dblClick(within(table).getAllByRole('row')[1]!);
    expect(onAdd).toHaveBeenLastCalledWith(products[0]);
    expect(onAdd).toHaveBeenCalledTimes(2);
  });
});
