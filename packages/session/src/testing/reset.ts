// Test support: a clean browser and session before each test.
import Cookies from 'js-cookie';
import { clearSession, initSession } from '../actions/session';
import { currentPathAtom } from '../atoms/menu';
import { sessionStore } from '../store';

export function freshSession(): void {
  clearSession();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  localStorage.clear();
  sessionStore.set(currentPathAtom, '/');
  initSession();
}
