// Attempt limits kept in the database (login_attempts), so every API instance counts the same attempts: one
// row per key. Two kinds: a fixed window (countAttempt: the client-address limits of login and password reset,
// 'ip:…', and of the public self-invoicing routes, 'self-invoice:<route>:ip:…') and a growing delay (paceAttempt:
// one e-mail from one client address, 'login:…').
import { isIPv6 } from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { loginAttempts } from '../db/schema/index';

export interface AttemptCount {
  /** Some key went over its limit in the current window. */
  exceeded: boolean;
  /** Seconds until the window of the exceeded keys ends (0 when none is exceeded). */
  retryAfterSeconds: number;
}

const KEY_LENGTH = 320;
export const limitKey = (key: string) => key.slice(0, KEY_LENGTH);

/** Counts one attempt on each key (atomically, per row, in the shared table). */
export async function countAttempt(db: Executor, keys: { key: string; max: number }[], timeWindowMs: number): Promise<AttemptCount> {
  const window = sql`(now() - make_interval(secs => ${timeWindowMs / 1000}))`;
  const rows = await db
    .insert(loginAttempts)
    .values(keys.map(({ key }) => ({ key: limitKey(key), attempts: 1 })))
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        attempts: sql`CASE WHEN ${loginAttempts.windowStart} < ${window} THEN 1 ELSE ${loginAttempts.attempts} + 1 END`,
        windowStart: sql`CASE WHEN ${loginAttempts.windowStart} < ${window} THEN now() ELSE ${loginAttempts.windowStart} END`,
      },
    })
    .returning({
      key: loginAttempts.key,
      attempts: loginAttempts.attempts,
      // RETURNING sees the row as written: the window's end, from its (possibly new) start.
      left: sql<number>`ceil(extract(epoch from ${loginAttempts.windowStart} + make_interval(secs => ${timeWindowMs / 1000}) - now()))::int`,
    });
  let retryAfterSeconds = 0;
  for (const row of rows) {
    const max = keys.find((k) => limitKey(k.key) === row.key)?.max ?? Infinity;
    if (row.attempts > max) retryAfterSeconds = Math.max(retryAfterSeconds, Number(row.left), 1);
  }
  return { exceeded: retryAfterSeconds > 0, retryAfterSeconds };
}

export interface Pace {
  /** Attempts answered at full speed; each one past them waits a delay after the previous attempt. */
  free: number;
  /** The first delay; each further attempt doubles it, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A key untouched this long starts over. */
  forgetAfterMs: number;
}

/**
 * Counts one attempt on `key` if its pace allows it now: the first `free` attempts at once, then each only once
 * baseDelayMs × 2^(n − free) (at most maxDelayMs) have passed since the previous one. Checked and counted in one
 * statement on the shared row, so concurrent attempts cannot slip past the pace. Answers the seconds to wait
 * when the attempt is refused (0 when it was counted).
 */
export async function paceAttempt(db: Executor, key: string, pace: Pace): Promise<{ retryAfterSeconds: number }> {
  const forgotten = sql`${loginAttempts.windowStart} < now() - make_interval(secs => ${pace.forgetAfterMs / 1000})`;
  const due = sql`${loginAttempts.windowStart} + make_interval(secs => least(${pace.maxDelayMs / 1000}::float8, ${pace.baseDelayMs / 1000}::float8 * power(2::float8, (${loginAttempts.attempts} - ${pace.free})::float8)))`;
  const counted = await db
    .insert(loginAttempts)
    .values({ key: limitKey(key), attempts: 1 })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: { attempts: sql`CASE WHEN ${forgotten} THEN 1 ELSE ${loginAttempts.attempts} + 1 END`, windowStart: sql`now()` },
      setWhere: sql`${loginAttempts.attempts} < ${pace.free} OR ${forgotten} OR ${due} <= now()`,
    })
    .returning({ attempts: loginAttempts.attempts });
  if (counted.length > 0) return { retryAfterSeconds: 0 };
  const [waiting] = await db
    .select({ left: sql<number>`ceil(extract(epoch from ${due} - now()))::int` })
    .from(loginAttempts)
    .where(eq(loginAttempts.key, limitKey(key)));
  return { retryAfterSeconds: Math.max(1, Number(waiting?.left ?? 1)) };
}

/** Forgets the attempts of the keys (a successful login starts its pace over). */
export async function clearAttempts(db: Executor, keys: string[]): Promise<void> {
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, keys.map(limitKey)));
}

/** Gives back one attempt on each key (e.g. a successful login). */
export async function forgiveAttempt(db: Executor, keys: string[]): Promise<void> {
  await db
    .update(loginAttempts)
    .set({ attempts: sql`greatest(${loginAttempts.attempts} - 1, 0)` })
    .where(inArray(loginAttempts.key, keys.map(limitKey)));
}

/**
 * The client an address stands for: an IPv4 address (also when mapped into IPv6) or an IPv6 /64 network, the
 * block one subscriber usually gets — counting single IPv6 addresses would let one client pose as many.
 */
export function clientOf(address: string): string {
  if (!isIPv6(address)) return address.toLowerCase();
  const lower = address.toLowerCase();
  const mapped = /^(?:0{0,4}:){0,5}ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower.replace(/^::/, '0:'));
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = lower.split('::');
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])));
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
