import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, jest } from '@jest/globals';
import { storeCatalogApi } from '@mikro/api-client';
import type { Product } from '@mikro/contracts';
import { testQueryClient } from '@mikro/mfe-kit/testing';
import type { OfflineTicket } from '../../shared/offline/offlineDb';
import type { OfflinePos } from './offline/useOfflinePos';
import { usePointOfSale } from './usePointOfSale';

const product = (id: number, name: string) =>
  ({ id, name, code: `P-${id}`, codeBar: '', price: '10.00', priceWithIVA: '10.00', IVA: false, stock: '50.00', unitMeasurement: 'H87' }) as Product;
const cookie = product(1, 'Galleta');
const juice = product(2, 'Jugo');

/** A device without network: every sale is queued and gets its ticket at once. */
function offlineDevice(): OfflinePos {
  const ticket = { provisional: 'C1-A-0001' } as OfflineTicket;
  return { online: false, catalog: null, markUnreachable: () => {}, sellOffline: async () => ({ ticket }) } as unknown as OfflinePos;
}

/** The counter's hook on that device, once its first reads have settled. */
async function offlineCounter() {
  jest.spyOn(storeCatalogApi, 'automaticChargesToday').mockResolvedValue([]);
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => usePointOfSale(offlineDevice(), 1), { wrapper });
  await waitFor(() => expect(client.isFetching()).toBe(0));
  return result;
}

describe('usePointOfSale offline', () => {
  it('empties the sold cart when its ticket closes, so a product typed right after is kept', async () => {
    const result = await offlineCounter();

    act(() => result.current.add(cookie));
    await act(async () => {
      await result.current.charge([{ methodId: 1, amount: '10.00' }], 'regular', {});
    });
    expect(result.current.offlineTicket?.provisional).toBe('C1-A-0001');

    // Esc and the next product before the browser paints the ticket (a quick cashier on a busy machine).
    act(() => {
      result.current.closeOfflineTicket();
      result.current.add(juice);
      result.current.dispatch({ type: 'text', text: 'Jugo' });
    });
    // Whatever the paint would have run has had its frame.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));

    expect(result.current.offlineTicket).toBeNull();
    expect(result.current.state.cart.lines.map((line) => line.productName)).toEqual(['Jugo']);
    expect(result.current.state.text).toBe('Jugo');
  });

  it('opens the ticket over the payment dialog, which closes with the cart once the ticket is drawn', async () => {
    const result = await offlineCounter();

    act(() => result.current.add(cookie));
    act(() => result.current.dispatch({ type: 'checkout', checkout: { kind: 'cart', saleType: 'regular' } }));
    const charge = result.current.charge;
    await act(async () => {
      expect(await charge([{ methodId: 1, amount: '10.00' }], 'regular', {})).toBe(true);
    });
    expect(result.current.offlineTicket?.provisional).toBe('C1-A-0001');
    expect(result.current.state.checkout).not.toBeNull();
    // The charge handed to the memoised dialog is the same function across renders.
    expect(result.current.charge).toBe(charge);

    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(result.current.state.checkout).toBeNull();
    expect(result.current.state.cart.lines).toHaveLength(0);
    expect(result.current.offlineTicket?.provisional).toBe('C1-A-0001');
  });
});
