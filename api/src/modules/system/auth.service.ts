// Login, token refresh and logout over server-side sessions (user_sessions) so a session can be revoked.
import { hash, verify } from '@node-rs/argon2';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { LoginResponse } from '@mikro/contracts';
import type { Database } from '../../db/client';
import { userSessions, users } from '../../db/schema/index';
import { HttpError, unauthorized } from '../../plugins/errors';
import { buildSessionData } from './session.service';
import { REFRESH_WINDOW_SECONDS, type TokenService } from './tokens';

export const WRONG_CREDENTIALS = 'Usuario o contraseña incorrectos';

// Verifying against a throw-away hash when the e-mail is unknown keeps both failures equally slow.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hash('mikro-dummy-password'));

export async function login(
  db: Database,
  tokens: TokenService,
  input: { email: string; password: string; userAgent: string },
): Promise<LoginResponse> {
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

  const [session] = await db
    .insert(userSessions)
    .values({ userId: matched.id, userAgent: input.userAgent.slice(0, 500) })
    .returning({ id: userSessions.id });
  const token = await tokens.sign({
    userId: matched.id,
    sessionId: session.id,
    companyId: matched.companyId,
    roleId: matched.roleId,
  });
  const data = await buildSessionData(db, matched.id, matched.companyId);
  return { ...data, token };
}

/** Exchanges a valid or recently expired token (within the refresh window) of a live session for a new one. */
export async function refresh(db: Database, tokens: TokenService, token: string): Promise<string> {
  const claims = await tokens.verify(token, REFRESH_WINDOW_SECONDS);
  if (!claims) throw unauthorized();
  const [live] = await db
    .select({ roleId: users.roleId, companyId: users.companyId })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(
      and(
        eq(userSessions.id, claims.sessionId),
        eq(userSessions.userId, claims.userId),
        isNull(userSessions.revokedAt),
        eq(users.isActive, true),
      ),
    );
  if (!live) throw unauthorized();
  await db.update(userSessions).set({ lastRefreshAt: new Date() }).where(eq(userSessions.id, claims.sessionId));
  return tokens.sign({ ...claims, roleId: live.roleId, companyId: live.companyId });
}

export async function logout(db: Database, sessionId: string): Promise<void> {
  await db
    .update(userSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(userSessions.id, sessionId), isNull(userSessions.revokedAt)));
}
