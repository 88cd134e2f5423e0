import { useEffect, useRef, useState, type ReactNode } from 'react';
import { logout, refreshMe } from '@mikro/session';
import { LoadingState } from '@mikro/ui/core';
import { useSessionState } from '../../shared/useSessionState';
import { navigateTo } from '../../shared/navigation/location';
import { isPublicPath } from './public-pages';

/**
 * The `auth` guard: protected pages redirect to /login without a token. A token without its user or menu
 * (a reload while logging in) is completed from /me; if that fails the session is closed and login asked again.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const state = useSessionState();
  // One attempt per page load: a role whose menu is really empty is let through once it has been made.
  const started = useRef(false);
  const [recovered, setRecovered] = useState(false);
  useEffect(() => {
    if (state !== 'incomplete' || started.current) return;
    started.current = true;
    refreshMe()
      .catch(() => logout())
      .finally(() => setRecovered(true));
  }, [state]);
  useEffect(() => {
    if (state !== 'anonymous') return;
    // The page asked for, to return to after the login: read from the browser, which a logout may already have
    // taken to /login outside the router.
    const { pathname, search } = window.location;
    navigateTo('/login', { replace: true, state: isPublicPath(pathname) ? null : { from: pathname + search } });
  }, [state]);
  if (state === 'anonymous') return null;
  if (state === 'incomplete' && !recovered) return <LoadingState label="Recuperando la sesión…" />;
  return children;
}
