// Access tokens: HS256 JWTs carrying user (sub), session (sid), company (cid) and role (rid).
import { createSecretKey, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;
/** A token may be exchanged for a new one (once) until this long after it was issued. */
export const REFRESH_WINDOW_SECONDS = 24 * 60 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TokenClaims {
  userId: number;
  sessionId: string;
  companyId: number;
  roleId: number;
  /** The session's refresh generation the token was issued at (0 for the login token). */
  generation?: number;
}

export interface VerifiedClaims extends TokenClaims {
  generation: number;
  /** Seconds since the epoch. */
  issuedAt: number;
}

export class TokenService {
  // A KeyObject made once: given raw bytes, jose imports the HMAC key again on every sign and verify.
  private readonly key: KeyObject;

  constructor(secret: string) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  sign(claims: TokenClaims, now: Date = new Date()): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ sid: claims.sessionId, cid: claims.companyId, rid: claims.roleId, gen: claims.generation ?? 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_LIFETIME_SECONDS)
      .sign(this.key);
  }

  /** Verifies signature and expiry; `graceSeconds` accepts tokens expired at most that long ago. Null when invalid. */
  async verify(token: string, graceSeconds = 0): Promise<VerifiedClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], clockTolerance: graceSeconds });
      const userId = Number(payload.sub);
      const { sid, cid, rid } = payload;
      const gen = payload.gen ?? 0;
      if (typeof gen !== 'number' || !Number.isInteger(gen) || gen < 0 || typeof payload.iat !== 'number') return null;
      if (!Number.isInteger(userId) || typeof sid !== 'string' || !UUID.test(sid) || typeof cid !== 'number' || typeof rid !== 'number') {
        return null;
      }
      if (typeof payload.exp !== 'number') return null;
      return { userId, sessionId: sid, companyId: cid, roleId: rid, generation: gen, issuedAt: payload.iat };
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}
