import type { ReactNode } from 'react';
import { SessionProvider } from '@mikro/session';
import { ApiQueryProvider, configureNotifier } from '@mikro/api-client';
import { notify, UiProvider } from '@mikro/ui';

// The resource mutations of @mikro/api-client show SPEC §8's toasts through the one toaster of @mikro/ui.
configureNotifier({ created: () => notify.created(), updated: () => notify.updated(), saveError: () => notify.saveError() });

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
