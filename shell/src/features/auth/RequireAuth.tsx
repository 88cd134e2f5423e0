import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { logout, refreshMe } from '@mikro/session';
import { LoadingState } from '@mikro/ui/core';
import { useSessionState } from '../../shared/useSessionState';

/**
 * The `auth` guard: protected pages redirect to /login without a token. A token without its user or menu
 * (a reload while logging in) is completed from /me; if that fails the session is closed and login asked again.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const state = useSessionState();
  const location = useLocation();
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
  if (state === 'anonymous') {
    const from = location.pathname + location.search;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  if (state === 'incomplete' && !recovered) return <LoadingState label="Recuperando la sesión…" />;
  return children;
}
