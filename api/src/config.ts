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
  dataDir: string;
  jwtSecret: string;
  /** Folder holding shell/dist and mfe-<x>/dist. */
  staticRoot: string;
  logger: boolean;
  loginRateLimit: { max: number; timeWindowMs: number };
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
  }
  const port = Number(env.PORT || 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT no válido / invalid PORT: ${env.PORT}`);
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir,
    jwtSecret,
    staticRoot: resolve(env.STATIC_ROOT || repoRoot),
    logger: env.LOG_LEVEL !== 'silent',
    loginRateLimit: { max: 10, timeWindowMs: 60_000 },
  };
}
