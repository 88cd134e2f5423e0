import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { AppProviders } from '@mikro/mfe-kit';
import { currentPathAtom } from '@mikro/session';
import { LoadingState, ProgressBar } from '@mikro/ui/core';
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

/** Every page but the public ones (login, forgot and reset password), under the router. */
export default function RoutedApp() {
  return (
    <AppProviders>
      <ProgressBar />
      <BrowserRouter>
        <RoutedPages />
      </BrowserRouter>
    </AppProviders>
  );
}
