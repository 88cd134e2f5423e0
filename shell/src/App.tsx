import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { AppProviders } from '@mikro/mfe-kit';
import { currentPathAtom } from '@mikro/session';
import { LoadingState, ProgressBar } from '@mikro/ui/core';
import { LoginLayout } from './features/auth/LoginLayout';
import { LoginPage } from './features/auth/LoginPage';
import { ForgotPasswordPage } from './features/auth/ForgotPasswordPage';
import { ResetPasswordPage } from './features/auth/ResetPasswordPage';
import { RequireAuth } from './features/auth/RequireAuth';

/** The signed-in part of the application, a chunk of its own; asking for it twice loads it once. */
const loadSignedInApp = () => import('./SignedInApp');
const SignedInApp = lazy(loadSignedInApp);
/** The public self-invoicing page (whoever holds a ticket's link, no session): a chunk of its own too. */
const SelfInvoicePage = lazy(() => import('./features/self-invoice/SelfInvoicePage'));

/** Starts downloading the signed-in part while the person types and the login request is on its way. */
function preloadSignedInApp(): void {
  void loadSignedInApp().catch(() => undefined);
}

/** Feeds the current URL to the session so permissions follow the current route. */
function PathTracker() {
  const { pathname } = useLocation();
  const setPath = useSetAtom(currentPathAtom);
  useEffect(() => setPath(pathname), [pathname, setPath]);
  return null;
}

export function App() {
  return (
    <AppProviders>
      <ProgressBar />
      <BrowserRouter>
        <PathTracker />
        <Routes>
          <Route element={<LoginLayout />}>
            <Route path="/login" element={<LoginPage onIntent={preloadSignedInApp} />} />
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/reset-password/:key?" element={<ResetPasswordPage />} />
          </Route>
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
                  <SignedInApp />
                </Suspense>
              </RequireAuth>
            }
          />
        </Routes>
      </BrowserRouter>
    </AppProviders>
  );
}
