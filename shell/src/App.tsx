import { useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { AppProviders } from '@mikro/mfe-kit';
import { currentPathAtom } from '@mikro/session';
import { ProgressBar } from '@mikro/ui';
import { LoginLayout } from './features/auth/LoginLayout';
import { LoginPage } from './features/auth/LoginPage';
import { ForgotPasswordPage } from './features/auth/ForgotPasswordPage';
import { ResetPasswordPage } from './features/auth/ResetPasswordPage';
import { RequireAuth } from './features/auth/RequireAuth';
import { DefaultLayout } from './features/layout/DefaultLayout';
import { IndexPage } from './features/dashboard/IndexPage';
import { ErrorPage } from './shared/ErrorPage';
import { RightDrawer } from './features/account/RightDrawer';

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
            <Route path="/login" element={<LoginPage />} />
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/reset-password/:key?" element={<ResetPasswordPage />} />
          </Route>
          <Route
            element={
              <RequireAuth>
                <DefaultLayout renderDrawer={(props) => <RightDrawer {...props} />} />
              </RequireAuth>
            }
          >
            <Route index element={<IndexPage />} />
            <Route path="/403" element={<ErrorPage status={403} />} />
            <Route path="/404" element={<ErrorPage status={404} />} />
            <Route path="/500" element={<ErrorPage status={500} />} />
            <Route path="*" element={null} />
          </Route>
        </Routes>
      </BrowserRouter>
    </AppProviders>
  );
}
