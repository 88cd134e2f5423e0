import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../http/errors';
import { clearServerCache, invalidateServerCache } from '../cache/server-cache';
import { notifyManager, QueryObserver } from '@tanstack/react-query';
import { queryClient, shouldRetry } from './queryClient';

const failure = (statusCode: number) => new ApiError({ message: 'x', statusCode });

describe('queryClient', () => {
  it('retries a server or network failure once, a client error never', () => {
    expect(shouldRetry(0, failure(500))).toBe(true);
    expect(shouldRetry(1, failure(500))).toBe(false);
    expect(shouldRetry(0, failure(0))).toBe(true);
    expect(shouldRetry(0, failure(404))).toBe(false);
    expect(shouldRetry(0, failure(401))).toBe(false);
  });

  it('tells the screens of new data before any timer runs', async () => {
    const observer = new QueryObserver(queryClient, { queryKey: ['notified'], queryFn: () => 'x', enabled: false });
    const heard: unknown[] = [];
    // useQuery hands React its store-change callback through batchCalls, as here.
    const stop = observer.subscribe(notifyManager.batchCalls((result: { data: unknown }) => void heard.push(result.data)));
    let timerRan = false;
    setTimeout(() => {
      timerRan = true;
    }, 0);
    queryClient.setQueryData(['notified'], 'nuevo');
    await Promise.resolve();
    expect(timerRan).toBe(false);
    expect(heard).toContain('nuevo');
    stop();
  });

  it('keeps data fresh for 30 s and does not refetch on window focus', () => {
    const { queries } = queryClient.getDefaultOptions();
    expect(queries?.staleTime).toBe(30_000);
    expect(queries?.refetchOnWindowFocus).toBe(false);
  });

  it('is the cache the session clears and invalidates through the core entry', async () => {
    queryClient.setQueryData(['roles'], ['admin']);
    await queryClient.prefetchQuery({ queryKey: ['cycles'], queryFn: () => ['2025'] });

    invalidateServerCache();
    expect(queryClient.getQueryState(['cycles'])?.isInvalidated).toBe(true);

    clearServerCache();
    expect(queryClient.getQueryData(['roles'])).toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
