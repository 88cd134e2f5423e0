// Attempt limits kept in the database (login_attempts), so every API instance counts the same attempts: one
// row per key, counting over a fixed window. The login and password-reset limits use it (keys 'email:…',
// 'ip:…'), and so do the public self-invoicing routes ('self-invoice:<route>:ip:…').
import { isIPv6 } from 'node:net';
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginAttempts } from '../../db/schema/index';

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
