// Login, token refresh and logout over server-side sessions (user_sessions) so a session can be revoked.
import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { LoginResponse } from '@mikro/contracts';
import type { Database } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { userSessions, users } from '../../db/schema/index';
import { HttpError, unauthorized } from '../../plugins/errors';
import { clearAttempts, clientOf, countAttempt, forgiveAttempt, paceAttempt } from '../../shared/attempt-limit';
import { ADDRESS_FACTOR, addressKey, pairKey, pairPace, type LoginLimit } from './login-limit.service';
import { buildSessionData } from './session.service';
import { REFRESH_WINDOW_SECONDS, type TokenService } from '../../shared/tokens';

export const WRONG_CREDENTIALS = 'Usuario o contraseña incorrectos';
export const LOGIN_RATE_LIMITED = 'Demasiados intentos de inicio de sesión; espere un minuto e intente de nuevo';
/** The pair's pace refused the attempt: says how long to wait. */
export function loginPaced(seconds: number): HttpError {
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}` : `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
  return new HttpError(429, `Demasiados intentos fallidos con este correo; espere ${wait} e intente de nuevo`, {}, { 'retry-after': String(seconds) });
}
/** Default absolute lifetime of a session. */
export const DEFAULT_SESSION_LIFETIME_MS = 7 * 24 * 3_600_000;

export interface LoginPolicy {
  limit: LoginLimit;
  sessionLifetimeMs: number;
}

// Verifying against a throw-away hash when the e-mail is unknown keeps both failures equally slow.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hash('mikro-dummy-password'));

export async function login(
  db: Database,
  tokens: TokenService,
  input: { email: string; password: string; userAgent: string; clientAddress: string },
  policy: LoginPolicy,
): Promise<LoginResponse> {
  const client = clientOf(input.clientAddress);
  const pair = pairKey(input.email, client);
  const { retryAfterSeconds } = await paceAttempt(db, pair, pairPace(policy.limit));
  if (retryAfterSeconds > 0) throw loginPaced(retryAfterSeconds);
  const address = addressKey(client);
  if ((await countAttempt(db, [{ key: address, max: policy.limit.max * ADDRESS_FACTOR }], policy.limit.timeWindowMs)).exceeded) {
    throw new HttpError(429, LOGIN_RATE_LIMITED);
  }
  const candidates = await db
    .select({ id: users.id, companyId: users.companyId, roleId: users.roleId, passwordHash: users.passwordHash, isActive: users.isActive })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email.trim().toLowerCase()));
  let matched: (typeof candidates)[number] | undefined;
  for (const candidate of candidates) {
    if (await verify(candidate.passwordHash, input.password)) {
      matched = candidate;
      break;
    }
  }
  if (candidates.length === 0) await verify(await getDummyHash(), input.password);
  if (!matched || !matched.isActive) throw new HttpError(401, WRONG_CREDENTIALS);
  await clearAttempts(db, [pair]);
  await forgiveAttempt(db, [address]);

  const session = onlyRow(
    await db
      .insert(userSessions)
      .values({ userId: matched.id, userAgent: input.userAgent.slice(0, 500), expiresAt: new Date(Date.now() + policy.sessionLifetimeMs) })
      .returning({ id: userSessions.id }),
  );
  const token = await tokens.sign({
    userId: matched.id,
    sessionId: session.id,
    companyId: matched.companyId,
    roleId: matched.roleId,
  });
  const data = await buildSessionData(db, matched.id, matched.companyId);
  return { ...data, token };
}

/**
 * Exchanges a token for a new one, once: the token must have been issued less than 24 h ago, be the session's
 * latest (its generation), and the session must be live (not revoked, not past its absolute end). The
 * generation moves on in the same statement, so of two concurrent refreshes of one token only one succeeds.
 */
export async function refresh(db: Database, tokens: TokenService, token: string): Promise<string> {
  const claims = await tokens.verify(token, REFRESH_WINDOW_SECONDS);
  if (!claims) throw unauthorized();
  if (claims.issuedAt + REFRESH_WINDOW_SECONDS <= Math.floor(Date.now() / 1000)) throw unauthorized();
  const [advanced] = await db
    .update(userSessions)
    .set({ tokenGeneration: sql`${userSessions.tokenGeneration} + 1`, lastRefreshAt: new Date() })
    .where(
      and(
        eq(userSessions.id, claims.sessionId),
        eq(userSessions.userId, claims.userId),
        eq(userSessions.tokenGeneration, claims.generation),
        isNull(userSessions.revokedAt),
        gt(userSessions.expiresAt, sql`now()`),
      ),
    )
    .returning({ generation: userSessions.tokenGeneration });
  if (!advanced) throw unauthorized();
  const [live] = await db
    .select({ roleId: users.roleId, companyId: users.companyId })
    .from(users)
    .where(and(eq(users.id, claims.userId), eq(users.isActive, true)));
  if (!live) throw unauthorized();
  return tokens.sign({ userId: claims.userId, sessionId: claims.sessionId, roleId: live.roleId, companyId: live.companyId, generation: advanced.generation });
}

export async function logout(db: Database, sessionId: string): Promise<void> {
  await db
    .update(userSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(userSessions.id, sessionId), isNull(userSessions.revokedAt)));
}
