import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider, type QueryObserverOptions } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { UiProvider } from '@mikro/ui/core';

/**
 * A QueryClient for one test: a failed request fails at once (react-query would retry three times with a
 * back-off and the test would wait for it), plus whatever query defaults the test adds, e.g. `staleTime:
 * Infinity` when it seeds the cache and nothing should be fetched.
 */
export function testQueryClient(queries: Omit<QueryObserverOptions, 'queryKey'> = {}): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, ...queries } } });
}

/**
 * Renders a remote's screen as it runs: inside a QueryClientProvider and the design system's UiProvider, and
 * within act so the first effects and already-resolved queries have settled when it returns. The client is
 * `options.client` when the test seeded one, a fresh `testQueryClient()` otherwise; it is returned either way.
 */
export async function renderScreen(ui: ReactElement, options: { client?: QueryClient } = {}): Promise<{ client: QueryClient }> {
  const client = options.client ?? testQueryClient();
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <UiProvider>{ui}</UiProvider>
      </QueryClientProvider>,
    );
  });
  return { client };
}
