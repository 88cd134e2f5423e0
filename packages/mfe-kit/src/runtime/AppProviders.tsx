import type { ReactNode } from 'react';
import { SessionProvider } from '@mikro/session';
import { ApiQueryProvider, configureNotifier } from '@mikro/api-client';
import { notify, UiProvider } from '@mikro/ui/core';

// The resource mutations of @mikro/api-client show their toasts through the one toaster of @mikro/ui;
// a refused write shows the server's reason.
configureNotifier({
  created: () => notify.created(),
  updated: () => notify.updated(),
  deleted: () => notify.deleted(),
  restored: () => notify.restored(),
  saveError: (message) => notify.saveError(message),
});

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
