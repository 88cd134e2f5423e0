import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { logout, refreshMe } from '@mikro/session';
import { LoadingState } from '@mikro/ui';
import { useSessionState } from '../../shared/useSessionState';

/**
 * The `auth` guard: protected pages redirect to /login without a token. A token without its user or menu
 * (a reload while logging in) is completed from /me; if that fails the session is closed and login asked again.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const state = useSessionState();
  const location = useLocation();
  const [recovering, setRecovering] = useState(false);
  // One attempt per page load: a role whose menu is really empty is let through after it.
  const tried = useRef(false);
  useEffect(() => {
    if (state !== 'incomplete' || recovering || tried.current) return;
    tried.current = true;
    setRecovering(true);
    refreshMe()
      .catch(() => logout())
      .finally(() => setRecovering(false));
  }, [state, recovering]);
  if (state === 'anonymous') {
    const from = location.pathname + location.search;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  if (state === 'incomplete' && (recovering || !tried.current)) return <LoadingState label="Recuperando la sesión…" />;
  return children;
}
