import { render, screen } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { tokenAtom } from './atoms/auth';
import { SessionProvider } from './SessionProvider';
import { sessionStore } from './store';
import { freshSession } from './testing/reset';

function TokenProbe() {
  return <span>{useAtomValue(tokenAtom) || 'sin token'}</span>;
}

beforeEach(freshSession);

describe('SessionProvider', () => {
  it('gives plain jotai hooks of a React root the shared session store', () => {
    sessionStore.set(tokenAtom, 'token-abcdefghijkl');

    render(
      <SessionProvider>
        <TokenProbe />
      </SessionProvider>,
    );

    expect(screen.getByText('token-abcdefghijkl')).toBeTruthy();
  });
});
