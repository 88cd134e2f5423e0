// Environment configuration with defaults (see README.md).
import { randomBytes } from 'node:crypto';
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
  dataDir: string;
  jwtSecret: string;
  /** Folder holding shell/dist and mfe-<x>/dist. */
  staticRoot: string;
  logger: boolean;
  loginRateLimit: { max: number; timeWindowMs: number };
  /** Where outgoing e-mail is written (no mail server is assumed): DATA_DIR/outbox. */
  mailOutboxDir: string;
  /** The address users reach the product at, for links in e-mails. */
  publicUrl: string;
  /** Absolute lifetime of a session (login to forced re-login), whatever its refreshes; default 7 days. */
  sessionLifetimeMs?: number;
  /** Origins (scheme://host[:port]) a remote's manifest may be served from besides this server's own paths. */
  remoteOrigins?: string[];
}

/** A JWT_SECRET must carry at least this much: 32 bytes (256 bits) in length, 128 bits by its character mix. */
export const MIN_SECRET_BYTES = 32;
const MIN_SECRET_ENTROPY_BITS = 128;

/** Shannon estimate of a secret's entropy: length × bits per character of its observed distribution. */
export function secretEntropyBits(secret: string): number {
  const counts = new Map<string, number>();
  for (const char of secret) counts.set(char, (counts.get(char) ?? 0) + 1);
  const length = [...secret].length;
  let perChar = 0;
  for (const count of counts.values()) perChar -= (count / length) * Math.log2(count / length);
  return perChar * length;
}

function checkSecret(secret: string): void {
  if (Buffer.byteLength(secret, 'utf8') < MIN_SECRET_BYTES || secretEntropyBits(secret) < MIN_SECRET_ENTROPY_BITS) {
    throw new ConfigError(
      `JWT_SECRET debe tener al menos ${MIN_SECRET_BYTES} bytes aleatorios (p. ej. openssl rand -hex 32) / ` +
        `JWT_SECRET must hold at least ${MIN_SECRET_BYTES} random bytes (e.g. openssl rand -hex 32)`,
    );
  }
}

function originList(value: string | undefined): string[] {
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
        throw new ConfigError(`REMOTE_ORIGINS no válido / invalid REMOTE_ORIGINS: ${item}`);
      }
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError(`REMOTE_ORIGINS no válido / invalid REMOTE_ORIGINS: ${item}`);
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

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (!value) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new ConfigError(`${name} no válido / invalid ${name}: ${value}`);
  return parsed;
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
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    databasePoolSize: positiveInteger(env.DATABASE_POOL_SIZE, 20, 'DATABASE_POOL_SIZE'),
    dataDir,
    jwtSecret,
    staticRoot: resolve(env.STATIC_ROOT || repoRoot),
    logger: env.LOG_LEVEL !== 'silent',
    loginRateLimit: { max: positiveInteger(env.LOGIN_RATE_LIMIT_MAX, 10, 'LOGIN_RATE_LIMIT_MAX'), timeWindowMs: 60_000 },
    mailOutboxDir: join(dataDir, 'outbox'),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    sessionLifetimeMs: positiveInteger(env.SESSION_LIFETIME_HOURS, 7 * 24, 'SESSION_LIFETIME_HOURS') * 3_600_000,
    remoteOrigins: originList(env.REMOTE_ORIGINS),
  };
}
