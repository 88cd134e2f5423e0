import { Route, Routes } from 'react-router-dom';
import { DefaultLayout } from './features/layout/DefaultLayout';
import { IndexPage } from './features/dashboard/IndexPage';
import { ErrorPage } from './shared/ErrorPage';
import { RightDrawer } from './features/account/RightDrawer';

/**
 * Everything behind the login: the layout (menu, top bar, drawers), the index page, the error pages and
 * the remotes' outlet. It is its own chunk, so the login page does not download it; App starts loading it
 * when the login is sent, alongside the request.
 */
export default function SignedInApp() {
  return (
    <Routes>
      <Route element={<DefaultLayout renderDrawer={(props) => <RightDrawer {...props} />} />}>
        <Route index element={<IndexPage />} />
        <Route path="403" element={<ErrorPage status={403} />} />
        <Route path="404" element={<ErrorPage status={404} />} />
        <Route path="500" element={<ErrorPage status={500} />} />
        <Route path="*" element={null} />
      </Route>
    </Routes>
  );
}
