import { startTransition, Suspense, useEffect, useState } from 'react';
import { PublicApp } from './features/auth/PublicApp';
import { matchPublicPage } from './features/auth/public-pages';
import { currentPathname, subscribeToLocation } from './shared/navigation/location';
import { preloadSignedIn, routedApp } from './chunks';

/**
 * The public pages (login, forgot and reset password) render without the router, react-query or the full
 * HTTP client, so the login page's first load does not carry them; every other path is the routed
 * application, a chunk of its own that the login page preloads while the person types.
 */
export function App() {
  const [pathname, setPathname] = useState(currentPathname);
  useEffect(() => {
    // A transition: while the routed application's chunk loads, the page on screen stays.
    const follow = () => startTransition(() => setPathname(currentPathname()));
    follow();
    return subscribeToLocation(follow);
  }, []);

  const page = matchPublicPage(pathname);
  return (
    <Suspense fallback={null}>
      {page ? <PublicApp page={page} preload={preloadSignedIn} /> : <routedApp.Component />}
    </Suspense>
  );
}
