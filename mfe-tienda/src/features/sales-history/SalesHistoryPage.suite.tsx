import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { salesApi } from '@mikro/api-client';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { SalesHistoryPage } from './SalesHistoryPage';

let list: jest.SpiedFunction<typeof salesApi.list>;

beforeEach(() => {
  list = jest.spyOn(salesApi, 'list').mockResolvedValue({ data: [], count: 0, total: 0, page: 1, pageCount: 1 } as never);
  jest.spyOn(salesApi, 'cashiers').mockResolvedValue([]);
});

afterEach(() => {
  jest.restoreAllMocks();
});

const lastQuery = () => list.mock.calls.at(-1)?.[0];

describe('SalesHistoryPage: the period', () => {
  it('shows Desde and Hasta as labels and asks for the sales of the period typed', async () => {
    await renderScreen(<SalesHistoryPage />);
    expect(screen.getByText('Desde')).toBeVisible();
    expect(screen.getByText('Hasta')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-11-15' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ from: '2026-11-01', to: '2026-11-15', page: 1 }));
  });

  it('refuses Hasta before Desde beside it and keeps asking for the last valid period', async () => {
    await renderScreen(<SalesHistoryPage />);
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-11-10' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ from: '2026-11-10' }));
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-11-02' } });
    expect(await screen.findByText(/no puede ser anterior/)).toBeVisible();
    expect(list.mock.calls.some(([query]) => query?.to === '2026-11-02')).toBe(false);
  });
});
