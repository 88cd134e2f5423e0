import { useAtomValue } from 'jotai';
import { menuAtom, tokenAtom, userAtom } from '@mikro/session';
import { sessionState, type SessionState } from './session-complete';

export function useSessionState(): SessionState {
  return sessionState(useAtomValue(tokenAtom), useAtomValue(userAtom), useAtomValue(menuAtom));
}
