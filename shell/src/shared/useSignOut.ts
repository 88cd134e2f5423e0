import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGOUT_DELAY_MS, logout } from '@mikro/session';

/** 'Cerrar Sesion': a short loading state, the session cleared, then the login page. */
export function useSignOut(onDone?: () => void): { leaving: boolean; signOut: () => void } {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const signOut = () => {
    setLeaving(true);
    window.setTimeout(async () => {
      await logout();
      setLeaving(false);
      onDone?.();
      navigate('/login', { replace: true });
    }, LOGOUT_DELAY_MS);
  };
  return { leaving, signOut };
}
