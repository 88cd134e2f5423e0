import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { stockApi } from '@mikro/api-client';
import type { Product, StockMovement } from '@mikro/contracts';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { KardexDialog } from './KardexDialog';

afterEach(() => {
  jest.restoreAllMocks();
});

const movement = (patch: Partial<StockMovement>): StockMovement => ({
  id: 1, productId: 3, type: 'venta', quantity: '-2', stockAfter: '8', reason: '', referenceType: 'sale', referenceId: 40, folio: 'V1-23',
  user: { id: 2, name: 'Carmen' }, createdAt: '2026-11-28T16:00:00.000Z', ...patch,
});

describe('KardexDialog', () => {
  it('names the document of each movement: the sale by its folio, the order, a dash for an adjustment', async () => {
    jest.spyOn(stockApi, 'kardex').mockResolvedValue({
      data: [movement({}), movement({ id: 2, type: 'entrada', quantity: '10', referenceType: 'purchase-order', referenceId: 12, folio: 'Pedido 12' }), movement({ id: 3, type: 'ajuste', quantity: '5', referenceType: 'adjustment', referenceId: null, folio: null, reason: 'Conteo' })],
      count: 3, total: 3, page: 1, pageCount: 1,
    });
    await renderScreen(<KardexDialog product={{ id: 3, name: 'Lápiz' } as Product} onClose={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Movimientos de existencia de Lápiz' });
    expect(within(table).getByRole('columnheader', { name: 'Folio' })).toBeInTheDocument();
    const rows = await within(table).findAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(['V1-23', 'Pedido 12', '—']);
  });
});
