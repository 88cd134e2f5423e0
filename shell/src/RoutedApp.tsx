import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { ApiQueryProvider } from '@mikro/api-client';
import { currentPathAtom } from '@mikro/session';
import { LoadingState } from '@mikro/ui/core';
import { RequireAuth } from './features/auth/RequireAuth';
import { isPublicPath } from './features/auth/public-pages';
import { syncLocation } from './shared/navigation/location';
import { signedInApp } from './chunks';

/** The public self-invoicing page (whoever holds a ticket's link, no session): a chunk of its own. */
const SelfInvoicePage = lazy(() => import('./features/self-invoice/SelfInvoicePage'));

/**
 * Feeds the current URL to the session (permissions follow the current route) and to the App, which shows the
 * public pages outside the router: a navigation of the router to one of them hands over to it.
 */
function RoutedPages() {
  const { pathname } = useLocation();
  const setPath = useSetAtom(currentPathAtom);
  useEffect(() => {
    setPath(pathname);
    syncLocation();
  }, [pathname, setPath]);
  if (isPublicPath(pathname)) return null;

  return (
    <Routes>
      <Route
        path="/autofactura/:code"
        element={
          <Suspense fallback={<LoadingState label="Cargando…" />}>
            <SelfInvoicePage />
          </Suspense>
        }
      />
      <Route
        path="*"
        element={
          <RequireAuth>
            <Suspense fallback={<LoadingState label="Cargando…" />}>
              <signedInApp.Component />
            </Suspense>
          </RequireAuth>
        }
      />
    </Routes>
  );
}

/**
 * Every page but the public ones (login, forgot and reset password), under the router. Inside the App's session
 * and design-system providers it adds the one QueryClient, which completes the providers every root has (each
 * remote wraps itself in mfe-kit's AppProviders, where the resource mutations' toasts are also wired: only
 * remotes run those mutations).
 */
export default function RoutedApp() {
  return (
    <ApiQueryProvider>
      <BrowserRouter>
        <RoutedPages />
      </BrowserRouter>
    </ApiQueryProvider>
  );
}
