// Failed-login limits, counted in the database by the shared attempt counter (attempt-limit.service), so every
// API instance counts the same attempts. The pace is kept per e-mail *and* client address together: an attacker
// guessing one account's password from one address slows only that pair, never the account's owner signing in
// from elsewhere, nor other people behind the attacker's address. Past LOGIN_RATE_LIMIT_MAX attempts the pair
// waits a growing delay between attempts, and the right password still gets in once the delay has passed. The
// client address also has a fixed-window limit of its own, higher, against one address trying many accounts.
// Every attempt is counted before the password is checked (concurrent guesses cannot slip past the limits) and a
// successful login starts its pair over and gives its address attempt back.
import type { Pace } from '../../shared/attempt-limit';

export interface LoginLimit {
  /** Attempts of one e-mail from one client address answered at full speed (and per window for the address, × ADDRESS_FACTOR). */
  max: number;
  timeWindowMs: number;
  /** The pair's first delay and its ceiling (default 1 s and 2 min; tests lengthen them to stay clear of the clock). */
  delay?: { firstMs: number; maxMs: number };
}

/** A client address may try this many times the per-account limit (several people behind one office router). */
export const ADDRESS_FACTOR = 3;

/** The delay after the free attempts of a pair: 1 s, doubling with each attempt, at most 2 minutes; a pair left alone a day starts over. */
export const pairPace = (limit: LoginLimit): Pace => ({
  free: limit.max,
  baseDelayMs: limit.delay?.firstMs ?? 1_000,
  maxDelayMs: limit.delay?.maxMs ?? 120_000,
  forgetAfterMs: 24 * 3_600_000,
});

export const pairKey = (email: string, client: string) => `login:${client}|${email.trim().toLowerCase()}`;
export const addressKey = (address: string) => `ip:${address}`;
