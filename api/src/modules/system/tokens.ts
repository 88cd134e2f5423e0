// Access tokens: HS256 JWTs carrying user (sub), session (sid), company (cid) and role (rid).
import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;
/** An expired token may still be exchanged for a new one during this window after its expiry. */
export const REFRESH_WINDOW_SECONDS = 24 * 60 * 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TokenClaims {
  userId: number;
  sessionId: string;
  companyId: number;
  roleId: number;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims, now: Date = new Date()): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ sid: claims.sessionId, cid: claims.companyId, rid: claims.roleId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_LIFETIME_SECONDS)
      .sign(this.key);
  }

  /** Verifies signature and expiry; `graceSeconds` accepts tokens expired at most that long ago. Null when invalid. */
  async verify(token: string, graceSeconds = 0): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], clockTolerance: graceSeconds });
      const userId = Number(payload.sub);
      const { sid, cid, rid } = payload;
      if (!Number.isInteger(userId) || typeof sid !== 'string' || !UUID.test(sid) || typeof cid !== 'number' || typeof rid !== 'number') {
        return null;
      }
      if (typeof payload.exp !== 'number') return null;
      return { userId, sessionId: sid, companyId: cid, roleId: rid };
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}
