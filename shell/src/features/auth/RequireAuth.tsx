import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { isAuthenticatedAtom } from '@mikro/session';

/** The `auth` guard: protected pages redirect to /login when there is no token. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const location = useLocation();
  if (!authenticated) {
    const from = location.pathname + location.search;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return children;
}
