import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { providersApi, purchaseOrdersApi } from '@mikro/api-client';
import type { PurchaseOrderDetail } from '@mikro/contracts';
import { renderScreen, testQueryClient } from '@mikro/mfe-kit/testing';
import { OrderEditPage } from './OrderEditPage';
import { ReceivePage } from './ReceivePage';
import { OrdersPage } from './OrdersPage';
import { warehouseKeys } from '../../shared/queryKeys';

const line = (id: number, productName: string, quantity: string, receivedQuantity: string, unitCost: string) => ({
  id, productId: id * 10, productName, productCode: `P${id}`, quantity, receivedQuantity, unitCost, total: '0.00',
});

const order = (patch: Partial<PurchaseOrderDetail>): PurchaseOrderDetail => ({
  id: 5, branchOfficeId: 1, provider: { id: 1, name: 'Papelera' }, status: 'borrador', total: '0.00', notes: '', expectedDate: null,
  user: { id: 1, name: 'Admin' } as PurchaseOrderDetail['user'], createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-01T00:00:00Z',
  lines: [line(1, 'Lápiz', '10', '0', '2.50'), line(2, 'Goma', '4', '4', '3.00')],
  ...patch,
});

/** The page at /:idOrden with the order (and no providers) already read: nothing is fetched. */
async function renderAt(page: ReactElement, detail: PurchaseOrderDetail) {
  const client = testQueryClient({ staleTime: Infinity });
  client.setQueryData(warehouseKeys.order(detail.id), detail);
  client.setQueryData(warehouseKeys.providers(), [detail.provider]);
  await renderScreen(
    <MemoryRouter initialEntries={[`/${detail.id}`]}>
      <Routes>
        <Route path="/:idOrden" element={page} />
      </Routes>
    </MemoryRouter>,
    { client },
  );
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('OrderEditPage', () => {
  it('says beside each field what keeps the order from being saved, and sends nothing', async () => {
    const update = jest.spyOn(purchaseOrdersApi, 'update');
    const user = userEvent.setup();
    await renderAt(<OrderEditPage />, order({}));
    await user.clear(screen.getByLabelText('Costo de Lápiz'));
    await user.type(screen.getByLabelText('Costo de Lápiz'), 'abc');
    await user.clear(screen.getByLabelText('Cantidad de Goma'));
    await user.type(screen.getByLabelText('Cantidad de Goma'), '0');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByLabelText('Costo de Lápiz')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Escriba un costo de 0 o más, con hasta 2 decimales')).toBeInTheDocument();
    expect(screen.getByLabelText('Cantidad de Goma')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Escriba una cantidad mayor que 0, con hasta 3 decimales')).toBeInTheDocument();
    expect(screen.getByLabelText('Cantidad de Lápiz')).not.toHaveAttribute('aria-invalid', 'true');
    expect(update).not.toHaveBeenCalled();
  });

  it('edits the lines of a draft in the table, with the amounts and the total', async () => {
    const user = userEvent.setup();
    await renderAt(<OrderEditPage />, order({}));
    const table = screen.getByRole('table', { name: 'Productos del pedido' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Producto', 'Cantidad', 'Costo unitario', 'Importe', 'Acciones']);
    expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('$ 37.00');

    await user.clear(screen.getByLabelText('Cantidad de Lápiz'));
    await user.type(screen.getByLabelText('Cantidad de Lápiz'), '12');
    expect(screen.getByLabelText('Cantidad de Lápiz')).toHaveValue('12');
    expect(within(table).getByRole('row', { name: /Lápiz/ })).toHaveTextContent('$ 30.00');
    expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('$ 42.00');

    await user.click(screen.getByRole('button', { name: 'Quitar Goma' }));
    expect(screen.queryByLabelText('Cantidad de Goma')).toBeNull();
    expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('$ 30.00');
  });

  it('shows a sent order read-only, without the remove buttons', async () => {
    await renderAt(<OrderEditPage />, order({ status: 'enviada' }));
    expect(screen.getByLabelText('Costo de Lápiz')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Quitar Lápiz' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Acciones' })).toBeNull();
  });
});

describe('ReceivePage', () => {
  it('takes the quantity received of each pending line', async () => {
    const user = userEvent.setup();
    await renderAt(<ReceivePage />, order({ status: 'parcialmente surtida' }));
    const table = screen.getByRole('table', { name: 'Recepción del pedido' });
    expect(within(table).getByRole('row', { name: /Lápiz/ })).toHaveTextContent('Lápiz10010');
    await user.type(screen.getByLabelText('Recibir Lápiz'), '3');
    expect(screen.getByLabelText('Recibir Lápiz')).toHaveValue('3');
    expect(screen.getByLabelText('Recibir Goma')).toBeDisabled();
  });

  it('refuses beyond what is pending beside that line, and receives nothing', async () => {
    const receive = jest.spyOn(purchaseOrdersApi, 'receive');
    const user = userEvent.setup();
    await renderAt(<ReceivePage />, order({ status: 'enviada', lines: [line(1, 'Lápiz', '10', '4', '2.50')] }));
    await user.type(screen.getByLabelText('Recibir Lápiz'), '7');
    await user.click(screen.getByRole('button', { name: 'Recibir capturado' }));
    expect(screen.getByLabelText('Recibir Lápiz')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Solo quedan 6 por recibir')).toBeInTheDocument();
    expect(receive).not.toHaveBeenCalled();
  });

  it('asks before receiving everything pending, naming what enters the stock', async () => {
    const receive = jest.spyOn(purchaseOrdersApi, 'receive').mockResolvedValue(order({ status: 'surtida' }));
    // Receiving reads the order again.
    jest.spyOn(purchaseOrdersApi, 'get').mockResolvedValue(order({ status: 'surtida' }));
    const user = userEvent.setup();
    await renderAt(<ReceivePage />, order({ status: 'enviada', lines: [line(1, 'Lápiz', '10', '4', '2.50'), line(2, 'Goma', '4', '4', '3.00')] }));
    await user.click(screen.getByRole('button', { name: 'Recibir todo lo pendiente' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Entra a la existencia todo lo que falta del pedido #5: 6 de Lápiz.');
    expect(receive).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Recibir todo' }));
    expect(receive).toHaveBeenCalledWith(5, {});
  });

  it('has no column to receive once the order is complete', async () => {
    await renderAt(<ReceivePage />, order({ status: 'surtida' }));
    expect(screen.getByRole('columnheader', { name: 'Pendiente' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Recibir ahora' })).toBeNull();
  });
});

describe('OrdersPage', () => {
  it('finds the orders of one provider', async () => {
    jest.spyOn(providersApi, 'list').mockResolvedValue([{ id: 1, name: 'Papelera' }, { id: 2, name: 'Uniformes Regios' }] as never);
    const list = jest.spyOn(purchaseOrdersApi, 'list').mockResolvedValue({ data: [], count: 0, total: 0, page: 1, pageCount: 0 });
    const user = userEvent.setup();
    await renderScreen(
      <MemoryRouter>
        <OrdersPage />
      </MemoryRouter>,
    );
    await screen.findByRole('option', { name: 'Uniformes Regios' });
    await user.selectOptions(screen.getByLabelText('Proveedor del pedido'), 'Uniformes Regios');
    expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 10, providerId: 2 });
    expect(await screen.findByText('No hay pedidos con estos filtros')).toBeInTheDocument();
  });
});

describe('ReceivePage without an order', () => {
  it('still names the screen, then says how to choose an order', async () => {
    await renderScreen(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/:idOrden?" element={<ReceivePage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Surtir pedido' })).toBeInTheDocument();
    expect(screen.getByText('Elija un pedido')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver pedidos' })).toBeInTheDocument();
  });
});
