import type { ReactNode } from 'react';
import { SessionProvider } from '@mikro/session';
import { ApiQueryProvider } from '@mikro/api-client';
import { UiProvider } from '@mikro/ui';

/**
 * Every React root (the shell and each mounted remote) wraps itself in these providers.
 * Context does not cross single-spa roots; the shared singletons behind them (jotai store,
 * QueryClient, Chakra system, toaster) are what make all roots one application.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <ApiQueryProvider>
        <UiProvider>{children}</UiProvider>
      </ApiQueryProvider>
    </SessionProvider>
  );
}
