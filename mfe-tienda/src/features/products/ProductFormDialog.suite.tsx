import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError, classificationsApi, helpersApi, priceListsApi, productsApi, providersApi } from '@mikro/api-client';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { ProductFormDialog } from './ProductFormDialog';

const DUPLICATE = 'Ya existe un registro con ese valor';

beforeEach(() => {
  jest.spyOn(classificationsApi, 'list').mockResolvedValue([]);
  jest.spyOn(priceListsApi, 'list').mockResolvedValue([]);
  jest.spyOn(providersApi, 'list').mockResolvedValue([]);
  jest.spyOn(helpersApi, 'list').mockResolvedValue({ data: [{ code: '50131700', name: 'Productos lácteos' }] } as never);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('ProductFormDialog: a new product', () => {
  it('says under Código that the code is taken when the API refuses it as a duplicate naming the field', async () => {
    const create = jest.spyOn(productsApi, 'create').mockRejectedValue(new ApiError({ message: DUPLICATE, statusCode: 409, fields: [{ field: 'code', message: DUPLICATE }] }));
    const user = userEvent.setup();
    await renderScreen(<ProductFormDialog product={null} onClose={() => {}} />);
    await user.type(screen.getByLabelText(/^Código\s*\*?$/), 'PAP-001');
    await user.type(screen.getByLabelText(/^Nombre\s*\*?$/), 'Cuaderno repetido');
    await user.type(screen.getByLabelText('Buscar clave SAT'), 'lác');
    await user.click(await screen.findByRole('button', { name: /50131700/ }));
    await user.type(screen.getByLabelText(/^Precio sin IVA/), '10');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(DUPLICATE)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Código\s*\*?$/)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('ProductFormDialog: errors', () => {
  it('marks the SAT key and both prices on the first click on Guardar, not on leaving them untouched', async () => {
    const create = jest.spyOn(productsApi, 'create');
    const user = userEvent.setup();
    await renderScreen(<ProductFormDialog product={null} onClose={() => {}} />);
    await user.click(screen.getByLabelText('Buscar clave SAT'));
    await user.click(screen.getByLabelText(/^Precio sin IVA/));
    await user.tab();
    expect(screen.getByLabelText(/^Precio sin IVA/)).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByLabelText(/^Precio sin IVA/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(/^Precio con IVA/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Buscar clave SAT')).toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();
  });
});

describe('ProductFormDialog: the sale unit', () => {
  it('follows the SAT unit: KGM sells by the kilogram, LTR by the litre, a piece by the piece', async () => {
    const user = userEvent.setup();
    await renderScreen(<ProductFormDialog product={null} onClose={() => {}} />);
    const satUnit = screen.getByLabelText('Unidad SAT');
    const saleUnit = screen.getByLabelText(/^Unidad de venta/);
    await user.selectOptions(satUnit, 'KGM · Kilogramo');
    expect(saleUnit).toHaveDisplayValue('Kilogramos (kg(s))');
    await user.selectOptions(satUnit, 'LTR · Litro');
    expect(saleUnit).toHaveDisplayValue('Litros (Lts)');
    await user.selectOptions(satUnit, 'H87 · Pieza');
    expect(saleUnit).toHaveDisplayValue('Pieza (pza(s))');
  });
});
