// Failed-login limits, counted in the database by the shared attempt counter (attempt-limit.service), so every
// API instance counts the same attempts: one counter per e-mail and one per client address, each over a fixed
// window. Every attempt is counted before the password is checked (concurrent guesses cannot slip past the
// limit) and a successful login gives its attempt back.
export interface LoginLimit {
  /** Attempts per e-mail in a window. */
  max: number;
  timeWindowMs: number;
}

/** A client address may try this many times the per-e-mail limit (several people behind one office router). */
export const ADDRESS_FACTOR = 3;

export const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
export const addressKey = (address: string) => `ip:${address}`;
