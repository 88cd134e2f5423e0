import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginLayout } from './LoginLayout';
import { LoginPage } from './LoginPage';
import type { PublicPage } from './public-pages';
import { ResetPasswordPage } from './ResetPasswordPage';

function PageOf({ page, preload }: { page: PublicPage; preload: () => Promise<void> }) {
  switch (page.name) {
    case 'login':
      return <LoginPage preload={preload} />;
    case 'forgot-password':
      return <ForgotPasswordPage />;
    case 'reset-password':
      return <ResetPasswordPage key={page.key} resetKey={page.key} />;
  }
}

export interface PublicAppProps {
  page: PublicPage;
  /** Loads what a login leads to (see LoginPage). */
  preload: () => Promise<void>;
}

/**
 * The login, forgot-password and reset-password pages in the login layout, without the router or react-query:
 * they need neither, and the login page's first load is what every person downloads.
 */
export function PublicApp({ page, preload }: PublicAppProps) {
  return (
    <LoginLayout>
      <PageOf page={page} preload={preload} />
    </LoginLayout>
  );
}
