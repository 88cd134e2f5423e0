// @test-environment jsdom
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { BranchWizardInput } from '@mikro/contracts';
import { adminApi, adminKeys, queryKeys } from '@mikro/api-client';
import { testQueryClient } from '@mikro/mfe-kit/testing';
import { useSaveBranchOffice } from './useBranchWizard';

afterEach(() => {
  jest.restoreAllMocks();
});

function saveHook() {
  const client = testQueryClient();
  client.setQueryData(queryKeys.branchOffices.list(), []);
  client.setQueryData(adminKeys.branchWizard(7), { id: 7 });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, ...renderHook(() => useSaveBranchOffice(), { wrapper }) };
}

const input = { name: 'Sucursal Poniente' } as BranchWizardInput;

describe('saving a branch office from the wizard', () => {
  it('creates it when there is no id, answers the new id and marks the office lists and wizard reads stale', async () => {
    const create = jest.spyOn(adminApi, 'createBranchOffice').mockResolvedValue({ id: 9 });
    const update = jest.spyOn(adminApi, 'updateBranchOffice');
    const { client, result } = saveHook();
    let saved: { id: number } | undefined;
    await act(async () => {
      saved = await result.current.mutateAsync({ id: null, input });
    });
    expect(saved).toEqual({ id: 9 });
    expect(create).toHaveBeenCalledWith(input);
    expect(update).not.toHaveBeenCalled();
    expect(client.getQueryState(queryKeys.branchOffices.list())?.isInvalidated).toBe(true);
    expect(client.getQueryState(adminKeys.branchWizard(7))?.isInvalidated).toBe(true);
  });

  it('replaces it when editing, and leaves the cache as it was when the API refuses', async () => {
    const update = jest.spyOn(adminApi, 'updateBranchOffice').mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('rechazada'));
    const { client, result } = saveHook();
    await act(async () => {
      expect(await result.current.mutateAsync({ id: 7, input })).toEqual({ id: 7 });
    });
    expect(update).toHaveBeenCalledWith(7, input);

    client.setQueryData(queryKeys.branchOffices.list(), []);
    await act(async () => {
      await expect(result.current.mutateAsync({ id: 7, input })).rejects.toThrow('rechazada');
    });
    expect(client.getQueryState(queryKeys.branchOffices.list())?.isInvalidated).toBe(false);
  });
});
