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
 * Each mounted remote's React root wraps itself in these providers (the shell's root has its own, with the
 * page's global styles and toaster, which a remote's root leaves to it). Context does not cross single-spa
 * roots; the shared singletons behind them (jotai store, QueryClient, Chakra system, toaster) are what make
 * all roots one application.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <ApiQueryProvider>
        <UiProvider nested>{children}</UiProvider>
      </ApiQueryProvider>
    </SessionProvider>
  );
}
