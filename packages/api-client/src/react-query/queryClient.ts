import { notifyManager, QueryClient } from '@tanstack/react-query';
import { attachServerCache, toApiError } from '@mikro/api-client/core';

const STALE_TIME_MS = 30_000;
const MAX_RETRIES = 1;

/** Client errors (4xx) will not change on a retry; server and network errors might. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const { statusCode } = toApiError(error);
  if (statusCode >= 400 && statusCode < 500) return false;
  return failureCount < MAX_RETRIES;
}

// Screens hear of new server data in a microtask rather than the library's default zero-delay timer: an answer
// (a search typed at the counter) then renders in the task that received it, not after a frame the browser may
// paint in between. Updates made together are still delivered together.
notifyManager.setScheduler((notify) => queueMicrotask(notify));

/** The one QueryClient of the application, shared by the shell and every remote. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: shouldRetry,
      staleTime: STALE_TIME_MS,
      refetchOnWindowFocus: false,
    },
    mutations: {
      retry: false,
    },
  },
});

// The session clears and refreshes it through the core entry (it does not import react-query).
attachServerCache(queryClient);
