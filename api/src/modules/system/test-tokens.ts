// Tests that forge a copy of a session token (expired, or issued too long ago) start from a real one's claims.
import { decodeJwt } from 'jose';

export interface SessionTokenClaims {
  sub: string;
  sid: string;
  cid: number;
  rid: number;
}

/** The claims of a signed session token, read without verifying it. */
export function sessionClaimsOf(token: string): SessionTokenClaims {
  const { sub, sid, cid, rid } = decodeJwt(token);
  if (typeof sub !== 'string' || typeof sid !== 'string' || typeof cid !== 'number' || typeof rid !== 'number') {
    throw new Error('not a session token');
  }
  return { sub, sid, cid, rid };
}
