// The in-process cache of validated request contexts (session + role permission + branch-office access).
// A context is kept a few seconds at most, never past its token's or its session's end, and only while this
// instance receives the database's access-change notifications: a revoked session, a removed permission, a
// deactivated user or a withdrawn branch office is forgotten as soon as the change commits, on every instance.

/** What a cached context is keyed and invalidated by. */
export interface CachedIdentity {
  sessionId: string;
  userId: number;
  roleId: number;
}

interface Entry<T> extends CachedIdentity {
  value: T;
  /** Epoch milliseconds after which the entry is not used. */
  validUntil: number;
}

export interface SessionCacheStats {
  hits: number;
  misses: number;
  invalidations: number;
  entries: number;
  /** Whether access changes are being received (the cache is bypassed otherwise). */
  live: boolean;
}

export const DEFAULT_SESSION_CACHE_TTL_MS = 5_000;
const DEFAULT_MAX_ENTRIES = 10_000;

export class SessionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private receiving = false;
  private changes = 0;
  private hits = 0;
  private misses = 0;

  constructor(
    readonly ttlMs: number = DEFAULT_SESSION_CACHE_TTL_MS,
    private readonly maxEntries: number = DEFAULT_MAX_ENTRIES,
  ) {}

  /**
   * Counts the invalidations seen: read it before loading a context and hand it to `set`, so a context loaded
   * while a change was committing is not stored (the change may have been read before or after it).
   */
  get epoch(): number {
    return this.changes;
  }

  get(key: string, now: number = Date.now()): T | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined || !this.receiving) {
      this.misses += 1;
      return undefined;
    }
    if (entry.validUntil <= now) {
      this.entries.delete(key);
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    return entry.value;
  }

  /** Stores a context loaded when `epoch` was current, valid until `notAfter` at the latest. */
  set(key: string, identity: CachedIdentity, value: T, epoch: number, notAfter: number, now: number = Date.now()): void {
    if (!this.receiving || this.ttlMs <= 0 || epoch !== this.changes) return;
    const validUntil = Math.min(now + this.ttlMs, notAfter);
    if (validUntil <= now) return;
    this.entries.delete(key);
    this.entries.set(key, { ...identity, value, validUntil });
    // Map order is insertion order: the oldest entries go first when the cache is full.
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  /**
   * Applies one access-change message: 's:<session id>', 'u:<user id>', 'r:<role id>', or anything else
   * (e.g. '*', a route or branch office changed) forgets every entry.
   */
  invalidate(message: string): void {
    this.changes += 1;
    const kind = message.slice(0, 2);
    const id = message.slice(2);
    let matches: ((entry: Entry<T>) => boolean) | null = null;
    if (kind === 's:') matches = (entry) => entry.sessionId === id;
    else if (kind === 'u:' && /^\d+$/.test(id)) matches = (entry) => entry.userId === Number(id);
    else if (kind === 'r:' && /^\d+$/.test(id)) matches = (entry) => entry.roleId === Number(id);
    if (!matches) {
      this.entries.clear();
      return;
    }
    for (const [key, entry] of this.entries) if (matches(entry)) this.entries.delete(key);
  }

  /** Whether changes are being received; while they are not, nothing is served from or stored in the cache. */
  live(receiving: boolean): void {
    this.changes += 1;
    this.receiving = receiving;
    this.entries.clear();
  }

  stats(): SessionCacheStats {
    return { hits: this.hits, misses: this.misses, invalidations: this.changes, entries: this.entries.size, live: this.receiving };
  }
}
