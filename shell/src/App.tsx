import { Suspense, useEffect, useState } from 'react';
import { SessionProvider } from '@mikro/session';
import { ProgressBar, UiProvider } from '@mikro/ui/core';
import { PublicApp } from './features/auth/PublicApp';
import { matchPublicPage } from './features/auth/public-pages';
import { currentPathname, subscribeToLocation } from './shared/navigation/location';
import { preloadSignedIn, routedApp } from './chunks';

/**
 * The public pages (login, forgot and reset password) render without the router, react-query or the full
 * HTTP client, so the login page's first load does not carry them; every other path is the routed
 * application, a chunk of its own that the login page preloads while the person types. The session and the
 * design system (theme, toaster, progress bar) wrap both and stay mounted when a login or a logout switches
 * between them; the routed application adds the query client (see RoutedApp).
 */
export function App() {
  const [pathname, setPathname] = useState(currentPathname);
  useEffect(() => {
    const follow = () => setPathname(currentPathname());
    follow();
    return subscribeToLocation(follow);
  }, []);

  const page = matchPublicPage(pathname);
  return (
    <SessionProvider>
      <UiProvider>
        <ProgressBar />
        <Suspense fallback={null}>
          {page ? <PublicApp page={page} preload={preloadSignedIn} /> : <routedApp.Component />}
        </Suspense>
      </UiProvider>
    </SessionProvider>
  );
}
