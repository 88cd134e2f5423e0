// A session is usable once the token, the user and the menu are all stored: login stores them one after the
// other, and a reload in between leaves a token without a user (every route would then answer 403).
import type { MenuItem, SessionUser } from '@mikro/contracts';

export type SessionState = 'anonymous' | 'incomplete' | 'complete';

export function sessionState(token: string, user: SessionUser | null, menu: readonly MenuItem[]): SessionState {
  if (token.trim() === '') return 'anonymous';
  return user !== null && menu.length > 0 ? 'complete' : 'incomplete';
}
