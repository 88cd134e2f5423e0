import { useState } from 'react';
import { LOGOUT_DELAY_MS, logout } from '@mikro/session';
import { navigateTo } from './navigation/location';

/** 'Cerrar Sesion': a short loading state, the session cleared, then the login page. */
export function useSignOut(onDone?: () => void): { leaving: boolean; signOut: () => void } {
  const [leaving, setLeaving] = useState(false);
  const signOut = () => {
    setLeaving(true);
    window.setTimeout(async () => {
      await logout();
      setLeaving(false);
      onDone?.();
      navigateTo('/login', { replace: true });
    }, LOGOUT_DELAY_MS);
  };
  return { leaving, signOut };
}
