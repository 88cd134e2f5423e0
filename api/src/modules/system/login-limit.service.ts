// Failed-login limits kept in the database, so every API instance counts the same attempts: one counter per
// e-mail and one per client address, each over a fixed window. Every attempt is counted before the password
// is checked (concurrent guesses cannot slip past the limit) and a successful login gives its attempt back.
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginAttempts } from '../../db/schema/index';

export interface LoginLimit {
  /** Attempts per e-mail in a window. */
  max: number;
  timeWindowMs: number;
}

/** A client address may try this many times the per-e-mail limit (several people behind one office router). */
export const ADDRESS_FACTOR = 3;

export const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`.slice(0, 320);
export const addressKey = (address: string) => `ip:${address}`.slice(0, 320);

/** Counts one attempt on each key; true when any of them went over its limit in the current window. */
export async function countAttempt(db: Executor, keys: { key: string; max: number }[], timeWindowMs: number): Promise<boolean> {
  const window = sql`(now() - make_interval(secs => ${timeWindowMs / 1000}))`;
  const rows = await db
    .insert(loginAttempts)
    .values(keys.map(({ key }) => ({ key, attempts: 1 })))
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        attempts: sql`CASE WHEN ${loginAttempts.windowStart} < ${window} THEN 1 ELSE ${loginAttempts.attempts} + 1 END`,
        windowStart: sql`CASE WHEN ${loginAttempts.windowStart} < ${window} THEN now() ELSE ${loginAttempts.windowStart} END`,
      },
    })
    .returning({ key: loginAttempts.key, attempts: loginAttempts.attempts });
  return rows.some((row) => row.attempts > (keys.find((k) => k.key === row.key)?.max ?? Infinity));
}

/** Gives back the attempt of a successful login. */
export async function forgiveAttempt(db: Executor, keys: string[]): Promise<void> {
  await db
    .update(loginAttempts)
    .set({ attempts: sql`greatest(${loginAttempts.attempts} - 1, 0)` })
    .where(inArray(loginAttempts.key, keys));
}
