import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import { classificationsApi, productsApi, resourceKeys } from '@mikro/api-client';
import type { Product } from '@mikro/contracts';
import { renderScreen, testQueryClient } from '@mikro/mfe-kit/testing';
import { MENU_GROUPS_QUERY } from '../../shared/menuOrder';
import { MenuPage, menuQuery } from './MenuPage';

const products = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `${prefix} ${String(i + 1).padStart(2, '0')}`, priceWithIVA: '10.00', isFavorite: false }) as Product);

describe('menuQuery', () => {
  it('lists the active products of a classification in menu order', () => {
    expect(menuQuery(3)).toEqual({
      limit: 200,
      sort: [{ field: 'menuOrder', order: 'ASC' }, { field: 'name', order: 'ASC' }],
      filter: [{ field: 'isActive', operator: '$eq', value: true }, { field: 'storeClassificationId', operator: '$eq', value: 3 }],
    });
  });

  it('lists products without a classification', () => {
    expect(menuQuery(null).filter?.[1]).toEqual({ field: 'storeClassificationId', operator: '$isnull' });
  });
});

describe('MenuPage', () => {
  it('numbers the products by their place in the whole group and shows a new group from its first page', async () => {
    const user = userEvent.setup();
    const client = testQueryClient({ staleTime: Infinity });
    client.setQueryData(resourceKeys.list(classificationsApi, MENU_GROUPS_QUERY), [{ id: 1, name: 'Bebidas' }, { id: 2, name: 'Dulces' }]);
    client.setQueryData(resourceKeys.list(productsApi, menuQuery(1)), products(30, 'Bebida'));
    client.setQueryData(resourceKeys.list(productsApi, menuQuery(2)), products(27, 'Dulce'));
    await renderScreen(<MenuPage />, { client });
    const firstRow = () => within(screen.getByRole('table', { name: /^Productos de / })).getAllByRole('row')[1]?.textContent;
    expect(screen.getByRole('table', { name: 'Productos de Bebidas' })).toBeTruthy();
    expect(firstRow()).toContain('1Bebida 01');
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(firstRow()).toContain('26Bebida 26');
    await user.click(screen.getByRole('button', { name: 'Dulces' }));
    expect(screen.getByRole('table', { name: 'Productos de Dulces' })).toBeTruthy();
    expect(firstRow()).toContain('1Dulce 01');
  });
});
