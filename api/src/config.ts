// Environment configuration with defaults (see README.md).
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface AppConfig {
  port: number;
  host: string;
  /** Unset = embedded PGlite in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  /** Connections the API keeps to PostgreSQL (per instance). */
  databasePoolSize: number;
  /**
   * DATABASE_DIRECT_URL: set when DATABASE_URL is a transaction-mode pooler (PgBouncer); a session-keeping
   * connection for the listener, the start-up lock with the migrations and the fixed transactions (ADR 0023).
   */
  databaseDirectUrl?: string;
  /** DATABASE_DIRECT_POOL_SIZE: connections kept to DATABASE_DIRECT_URL per instance (default 5). */
  databaseDirectPoolSize?: number;
  /** DATABASE_REPLICA_URL and its bounds: the streaming replica that reports, dashboards and exports read (ADR 0024). */
  replica?: { url: string; poolSize: number; maxLagMs: number; waitMs: number };
  /** SHUTDOWN_DRAIN_MS: on SIGTERM, how long readiness answers 503 while requests are still served, before closing. */
  shutdownDrainMs?: number;
  dataDir: string;
  jwtSecret: string;
  /** Folder holding shell/dist and mfe-<x>/dist. */
  staticRoot: string;
  logger: boolean;
  loginRateLimit: { max: number; timeWindowMs: number; delay?: { firstMs: number; maxMs: number } };
  /** SMTP server that delivers the outbox (SMTP_URL, smtp:// or smtps://); unset: mail stays in Correos. */
  smtpUrl?: string;
  /** The From of every message (MAIL_FROM); default DEFAULT_MAIL_FROM. */
  mailFrom?: string;
  /** The address users reach the product at, for links in e-mails. */
  publicUrl: string;
  /** Absolute lifetime of a session (login to forced re-login), whatever its refreshes; default 7 days. */
  sessionLifetimeMs?: number;
  /**
   * TRUST_PROXY: the proxies in front of the API whose X-Forwarded-For gives the client's address (login limits
   * count per client): a number of hops, or addresses and CIDR ranges (also loopback, linklocal, uniquelocal).
   * Unset: the connection's own address, so behind a proxy every client would share the proxy's.
   */
  trustProxy?: number | string[];
  /**
   * PAC_ALLOWED_URLS: origins a company may point its PAC at besides the providers' published endpoints (an
   * internal PAC gateway, a test double); these are trusted as they are, internal addresses included.
   */
  pacAllowedOrigins?: string[];
  /** Origins (scheme://host[:port]) a remote's manifest may be served from besides this server's own paths. */
  remoteOrigins?: string[];
  /**
   * PAYMENT_GATEWAY and its provider's keys: how the families' portal takes online payments (docs/adr/0029-online-payments.md).
   * Unset: the sandbox gateway (test cards, references the desk marks paid).
   */
  paymentGateway?: { provider: 'sandbox' } | { provider: 'stripe'; secretKey: string; webhookSecret: string; apiUrl?: string };
}

/** A JWT_SECRET must carry at least this much: 32 bytes in length, 128 bits once its patterns are discounted. */
export const MIN_SECRET_BYTES = 32;
const MIN_SECRET_ENTROPY_BITS = 128;
/** How the messages tell an operator to make a secret: 32 random bytes, base64. */
export const SECRET_RECIPE = 'openssl rand -base64 32';

/**
 * An estimate of a secret's entropy that patterns do not inflate: a character continuing a run of equal steps
 * ("0123", "aaaa", "zyx") or starting a repeat of three or more earlier characters ("…abc…abc") adds nothing;
 * each other character adds what one character of the secret's observed distribution carries (Shannon).
 * 32 random bytes in hex or base64 give about 230 bits; "0123456789abcdef0123456789abcdef" gives under 30.
 */
export function secretEntropyBits(secret: string): number {
  const chars = [...secret];
  const counts = new Map<string, number>();
  for (const char of chars) counts.set(char, (counts.get(char) ?? 0) + 1);
  let perChar = 0;
  for (const count of counts.values()) perChar -= (count / chars.length) * Math.log2(count / chars.length);
  const code = (index: number) => chars[index]!.codePointAt(0)!;
  let novel = 0;
  for (let index = 0; index < chars.length; ) {
    if (index >= 2 && code(index) - code(index - 1) === code(index - 1) - code(index - 2)) {
      index++;
      continue;
    }
    // The longest earlier occurrence of what starts here (three characters at least) is skipped whole.
    let repeat = 0;
    for (let start = 0; start < index; start++) {
      let length = 0;
      while (index + length < chars.length && start + length < index && chars[start + length] === chars[index + length]) length++;
      repeat = Math.max(repeat, length);
    }
    if (repeat >= 3) {
      index += repeat;
      continue;
    }
    novel++;
    index++;
  }
  return novel * perChar;
}

function checkSecret(secret: string): void {
  if (Buffer.byteLength(secret, 'utf8') < MIN_SECRET_BYTES || secretEntropyBits(secret) < MIN_SECRET_ENTROPY_BITS) {
    throw new ConfigError(
      `JWT_SECRET debe ser aleatorio, de al menos ${MIN_SECRET_BYTES} bytes y sin patrones (secuencias o repeticiones); genere uno con: ${SECRET_RECIPE} / ` +
        `JWT_SECRET must be random, at least ${MIN_SECRET_BYTES} bytes, without sequences or repeats; make one with: ${SECRET_RECIPE}`,
    );
  }
}

const NAMED_PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function proxyTrust(value: string | undefined): number | string[] | undefined {
  if (!value?.trim()) return undefined;
  const invalid = () =>
    new ConfigError(
      `TRUST_PROXY no válido: use un número de proxies (p. ej. 1) o direcciones y rangos separados por comas (p. ej. 10.0.0.0/8,loopback) / ` +
        `invalid TRUST_PROXY: a hop count or comma-separated addresses and CIDR ranges: ${value}`,
    );
  if (/^\d+$/.test(value.trim())) {
    const hops = Number(value.trim());
    if (hops < 1) throw invalid();
    return hops;
  }
  const items = value.split(',').map((item) => item.trim()).filter(Boolean);
  for (const item of items) {
    const [address = '', prefix] = item.split('/');
    if (NAMED_PROXY_RANGES.has(item)) continue;
    if (isIP(address) === 0 || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) throw invalid();
  }
  return items;
}

function originList(value: string | undefined, name = 'REMOTE_ORIGINS'): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      let url: URL;
      try {
        url = new URL(item);
      } catch {
        throw new ConfigError(`${name} no válido / invalid ${name}: ${item}`);
      }
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError(`${name} no válido / invalid ${name}: ${item}`);
      return url.origin;
    });
}

export class ConfigError extends Error {}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export const DEFAULT_MAIL_FROM = 'Mikro ERP <no-reply@mikro.mx>';

function smtpUrlOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('SMTP_URL no válido / invalid SMTP_URL (smtp://usuario:contraseña@servidor:587 o smtps://…:465)');
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    throw new ConfigError('SMTP_URL no válido / invalid SMTP_URL (smtp://usuario:contraseña@servidor:587 o smtps://…:465)');
  }
  return value;
}

function mailFromOf(value: string | undefined): string {
  if (!value) return DEFAULT_MAIL_FROM;
  // An address alone or a display name with the address in angle brackets: "Colegio <avisos@colegio.mx>".
  if (!/^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/.test(value.trim())) {
    throw new ConfigError(`MAIL_FROM no válido / invalid MAIL_FROM: ${value}`);
  }
  return value.trim();
}

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (!value) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new ConfigError(`${name} no válido / invalid ${name}: ${value}`);
  return parsed;
}

function paymentGatewayOf(env: NodeJS.ProcessEnv): NonNullable<AppConfig['paymentGateway']> {
  const provider = env.PAYMENT_GATEWAY?.trim() || 'sandbox';
  if (provider === 'sandbox') return { provider };
  if (provider !== 'stripe') throw new ConfigError(`PAYMENT_GATEWAY no válido (sandbox o stripe) / invalid PAYMENT_GATEWAY: ${provider}`);
  const secretKey = env.STRIPE_SECRET_KEY?.trim() ?? '';
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() ?? '';
  if (!/^(sk|rk)_(test|live)_\w+$/.test(secretKey)) throw new ConfigError('STRIPE_SECRET_KEY no válido (sk_live_… o sk_test_…) / invalid STRIPE_SECRET_KEY');
  if (!/^whsec_\w+$/.test(webhookSecret)) throw new ConfigError('STRIPE_WEBHOOK_SECRET no válido (whsec_…) / invalid STRIPE_WEBHOOK_SECRET');
  const apiUrl = env.STRIPE_API_URL?.trim();
  if (apiUrl && !/^https?:\/\/[^/]+\/?$/.test(apiUrl)) throw new ConfigError(`STRIPE_API_URL no válido / invalid STRIPE_API_URL: ${apiUrl}`);
  return { provider, secretKey, webhookSecret, ...(apiUrl ? { apiUrl } : {}) };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = resolve(env.DATA_DIR || join(repoRoot, '.data'));
  let jwtSecret = env.JWT_SECRET;
  if (!jwtSecret) {
    if (databaseUrl) {
      throw new ConfigError(
        'JWT_SECRET es obligatorio cuando se usa DATABASE_URL / JWT_SECRET is required when DATABASE_URL is set',
      );
    }
    jwtSecret = readOrCreateSecret(dataDir);
  } else {
    checkSecret(jwtSecret);
  }
  const port = Number(env.PORT || 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT no válido / invalid PORT: ${env.PORT}`);
  }
  const databaseDirectUrl = env.DATABASE_DIRECT_URL || undefined;
  const replicaUrl = env.DATABASE_REPLICA_URL || undefined;
  if ((databaseDirectUrl || replicaUrl) && !databaseUrl) {
    throw new ConfigError(
      'DATABASE_DIRECT_URL y DATABASE_REPLICA_URL requieren DATABASE_URL / DATABASE_DIRECT_URL and DATABASE_REPLICA_URL require DATABASE_URL',
    );
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    databasePoolSize: positiveInteger(env.DATABASE_POOL_SIZE, 20, 'DATABASE_POOL_SIZE'),
    ...(databaseDirectUrl ? { databaseDirectUrl, databaseDirectPoolSize: positiveInteger(env.DATABASE_DIRECT_POOL_SIZE, 5, 'DATABASE_DIRECT_POOL_SIZE') } : {}),
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS ? positiveInteger(env.SHUTDOWN_DRAIN_MS, 0, 'SHUTDOWN_DRAIN_MS') : 0,
    ...(replicaUrl
      ? {
          replica: {
            url: replicaUrl,
            poolSize: positiveInteger(env.DATABASE_REPLICA_POOL_SIZE, 5, 'DATABASE_REPLICA_POOL_SIZE'),
            maxLagMs: positiveInteger(env.REPLICA_MAX_LAG_MS, 5_000, 'REPLICA_MAX_LAG_MS'),
            waitMs: positiveInteger(env.REPLICA_WAIT_MS, 1_000, 'REPLICA_WAIT_MS'),
          },
        }
      : {}),
    dataDir,
    jwtSecret,
    staticRoot: resolve(env.STATIC_ROOT || repoRoot),
    logger: env.LOG_LEVEL !== 'silent',
    loginRateLimit: { max: positiveInteger(env.LOGIN_RATE_LIMIT_MAX, 10, 'LOGIN_RATE_LIMIT_MAX'), timeWindowMs: 60_000 },
    smtpUrl: smtpUrlOf(env.SMTP_URL),
    mailFrom: mailFromOf(env.MAIL_FROM),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    sessionLifetimeMs: positiveInteger(env.SESSION_LIFETIME_HOURS, 7 * 24, 'SESSION_LIFETIME_HOURS') * 3_600_000,
    remoteOrigins: originList(env.REMOTE_ORIGINS),
    pacAllowedOrigins: originList(env.PAC_ALLOWED_URLS, 'PAC_ALLOWED_URLS'),
    paymentGateway: paymentGatewayOf(env),
    ...(env.TRUST_PROXY?.trim() ? { trustProxy: proxyTrust(env.TRUST_PROXY) } : {}),
  };
}
