// @test-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { ChargePaymentReceipt } from '@mikro/contracts';
import { configureApiClient } from '../http/configure';
import { http } from '../http/instances';
import { fakeServer } from '../testing/fakeServer';
import { academyKeys, useAcademyMutation, usePayAcademy } from './academy';

const line = { chargeId: 1 } as never;

function seeded() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(academyKeys.quote([line]), { total: '100.00' });
  client.setQueryData(academyKeys.payments({}), { data: [] });
  client.setQueryData(['resource', '/academies/groups', 'list', {}], []);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

beforeEach(() => {
  configureApiClient({ getToken: () => 'token-0123456789', setToken: () => undefined });
});

describe('academy writes', () => {
  it("pays with the counter's key, lets the screen clear its selection, drops the quotes and marks every read stale", async () => {
    const requests = fakeServer(http, () => [201, { id: 3, serie: 'A', folio: 7 }]);
    const { client, wrapper } = seeded();
    const order: string[] = [];
    const onPaid = jest.fn((receipt: ChargePaymentReceipt) => {
      order.push(`paid ${receipt.folio}, quote ${client.getQueryData(academyKeys.quote([line])) ? 'kept' : 'gone'}`);
    });
    const { result } = renderHook(() => usePayAcademy(onPaid), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ lines: [line], methods: [], idempotencyKey: 'clave-1' });
    });
    expect(requests.map((request) => [request.method, request.url, request.headers['Idempotency-Key']])).toEqual([['POST', '/academies/charges/payments', 'clave-1']]);
    expect(order).toEqual(['paid 7, quote kept']);
    expect(client.getQueryData(academyKeys.quote([line]))).toBeUndefined();
    expect(client.getQueryState(academyKeys.payments({}))?.isInvalidated).toBe(true);
    expect(client.getQueryState(['resource', '/academies/groups', 'list', {}])?.isInvalidated).toBe(true);
  });

  it('leaves the quote and the cache alone when the payment is refused', async () => {
    fakeServer(http, () => [409, { message: 'El cargo ya está pagado' }]);
    const { client, wrapper } = seeded();
    const onPaid = jest.fn();
    const { result } = renderHook(() => usePayAcademy(onPaid), { wrapper });
    await act(async () => {
      await expect(result.current.mutateAsync({ lines: [line], methods: [], idempotencyKey: 'clave-1' })).rejects.toMatchObject({ statusCode: 409 });
    });
    expect(onPaid).not.toHaveBeenCalled();
    expect(client.getQueryData(academyKeys.quote([line]))).toEqual({ total: '100.00' });
    expect(client.getQueryState(academyKeys.payments({}))?.isInvalidated).toBe(false);
  });

  it('hands a write its own arguments only and refetches every read after it', async () => {
    const { client, wrapper } = seeded();
    const write = jest.fn(async (id: number) => ({ id }));
    const { result } = renderHook(() => useAcademyMutation(write), { wrapper });
    await act(async () => {
      expect(await result.current.mutateAsync(5)).toEqual({ id: 5 });
    });
    expect(write.mock.calls).toEqual([[5]]);
    expect(client.getQueryState(academyKeys.payments({}))?.isInvalidated).toBe(true);
  });
});
