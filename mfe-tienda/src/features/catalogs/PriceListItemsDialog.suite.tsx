import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { productsApi, storeCatalogApi } from '@mikro/api-client';
import type { PriceListItem, Product, StorePriceList } from '@mikro/contracts';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { PriceListItemsDialog } from './PriceListItemsDialog';

const STAMP = '2026-03-01T00:00:00Z';

/** Mayoreo: 10 % off the catalogue price, unless a product has a price of its own in it. */
const LIST: StorePriceList = {
  id: 3, companyId: 1, branchOfficeId: 1, name: 'Mayoreo', description: '', percentage: '-10.00', isActive: true, deletedAt: null, createdAt: STAMP, updatedAt: STAMP,
};

const ownPrice = (productId: number, priceWithIVA: string): PriceListItem => ({
  id: 70 + productId, companyId: 1, branchOfficeId: 1, priceListId: LIST.id, productId, price: priceWithIVA, priceWithIVA, createdAt: STAMP, updatedAt: STAMP,
});

const product = (id: number, name: string, priceWithIVA: string, priceListItems: PriceListItem[] = []): Product => ({
  id, companyId: 1, branchOfficeId: 1, name, description: '', code: `P-${id}`, sat_code: '', codeBar: '', isActive: true, price: priceWithIVA, priceWithIVA,
  priceProvider: '0.00', IVA: false, isFavorite: false, picture: '', stock: '10', minStock: '0', maxStock: '0', objetoImp: '01', taxObject: 'no-objeto', unity: 1, unitMeasurement: 'H87',
  menuOrder: 0, storeClassificationId: null, storePriceListId: null, deletedAt: null, createdAt: STAMP, updatedAt: STAMP, priceListItems,
});

const NOTEBOOK = product(5, 'Cuaderno', '50.00');
const PENCIL = product(8, 'Lápiz', '8.00', [ownPrice(8, '6.50')]);
const LIST_PRICE_INVALID = 'Escriba un precio con hasta 2 decimales, p. ej. 15.00';

afterEach(() => {
  jest.restoreAllMocks();
});

async function renderDialog() {
  const listPaged = jest.spyOn(productsApi, 'listPaged').mockResolvedValue({ data: [NOTEBOOK, PENCIL], count: 2, total: 2, page: 1, pageCount: 1 });
  await renderScreen(<PriceListItemsDialog list={LIST} onClose={() => {}} />);
  const table = await screen.findByRole('table', { name: 'Precios de Mayoreo' });
  await within(table).findByRole('row', { name: /Cuaderno/ });
  return { listPaged, row: (name: RegExp) => within(table).getByRole('row', { name }) };
}

describe('PriceListItemsDialog: the price of a product in the list', () => {
  it('starts from the saved price of its own, or empty with the percentage price shown', async () => {
    const { row } = await renderDialog();
    expect(screen.getByLabelText('Precio con IVA de Lápiz en la lista')).toHaveValue('6.50');
    expect(row(/Lápiz/)).toHaveTextContent('Precio propio');
    expect(within(row(/Lápiz/)).getByRole('button', { name: 'Quitar' })).toBeInTheDocument();

    expect(screen.getByLabelText('Precio con IVA de Cuaderno en la lista')).toHaveValue('');
    expect(row(/Cuaderno/)).toHaveTextContent('$ 45.00');
    expect(row(/Cuaderno/)).toHaveTextContent('Porcentaje');
    expect(within(row(/Cuaderno/)).getByRole('button', { name: 'Guardar' })).toBeDisabled();
    expect(within(row(/Cuaderno/)).queryByRole('button', { name: 'Quitar' })).not.toBeInTheDocument();
    expect(screen.queryByText(LIST_PRICE_INVALID)).not.toBeInTheDocument();
  });

  it.each([
    ['a third decimal', '45.555'],
    ['a negative price', '-5'],
    ['text that is not a price', '4a'],
  ])('refuses %s: says why and keeps Guardar off', async (_case, typed) => {
    const save = jest.spyOn(storeCatalogApi, 'savePriceListItems');
    const user = userEvent.setup();
    const { row } = await renderDialog();
    const input = screen.getByLabelText('Precio con IVA de Cuaderno en la lista');
    await user.type(input, typed);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(within(row(/Cuaderno/)).getByText(LIST_PRICE_INVALID)).toBeInTheDocument();
    const saveButton = within(row(/Cuaderno/)).getByRole('button', { name: 'Guardar' });
    expect(saveButton).toBeDisabled();
    await user.click(saveButton);
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the typed price with IVA for that product in that list, then reads the rows again', async () => {
    const save = jest.spyOn(storeCatalogApi, 'savePriceListItems').mockResolvedValue([ownPrice(NOTEBOOK.id, '44.50')]);
    const user = userEvent.setup();
    const { listPaged, row } = await renderDialog();
    const reads = listPaged.mock.calls.length;
    await user.type(screen.getByLabelText('Precio con IVA de Cuaderno en la lista'), ' 44.50 ');
    expect(screen.queryByText(LIST_PRICE_INVALID)).not.toBeInTheDocument();
    await user.click(within(row(/Cuaderno/)).getByRole('button', { name: 'Guardar' }));

    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(LIST.id, { items: [{ productId: NOTEBOOK.id, priceWithIVA: '44.50' }] });
    await waitFor(() => expect(listPaged.mock.calls.length).toBeGreaterThan(reads));
  });

  it('removes the own price of a product, going back to the percentage', async () => {
    const remove = jest.spyOn(storeCatalogApi, 'deletePriceListItem').mockResolvedValue(undefined);
    const save = jest.spyOn(storeCatalogApi, 'savePriceListItems');
    const user = userEvent.setup();
    const { row } = await renderDialog();
    await user.click(within(row(/Lápiz/)).getByRole('button', { name: 'Quitar' }));

    expect(remove).toHaveBeenCalledWith(LIST.id, PENCIL.id);
    expect(save).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByLabelText('Precio con IVA de Lápiz en la lista')).toHaveValue(''));
  });
});
