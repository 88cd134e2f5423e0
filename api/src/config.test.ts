import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('defaults to port 3000 and generates a persistent secret for the embedded database', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'mikro-config-')), 'data');
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', databaseUrl: undefined, dataDir });
    expect(config.jwtSecret.length).toBeGreaterThan(40);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('requires JWT_SECRET with DATABASE_URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x@h/db' })).toThrow(ConfigError);
    const secret = 'f3a9c0d1e2b4a5968778695a4b3c2d1e0f9e8d7c6b5a4938';
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db', JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });

  it('refuses a JWT_SECRET shorter than 32 bytes or without enough entropy', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x@h/db', JWT_SECRET: 's' })).toThrow(/al menos 32 bytes/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x@h/db', JWT_SECRET: 's3cret' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x@h/db', JWT_SECRET: 'a'.repeat(64) })).toThrow(ConfigError);
    expect(() => loadConfig({ JWT_SECRET: 'abababababababababababababababababab' })).toThrow(ConfigError);
  });

  it('refuses a patterned JWT_SECRET however long its character mix, saying how to make one', () => {
    for (const patterned of ['0123456789abcdef0123456789abcdef', 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz', 'zyxwvutsrqponmlkjihgfedcba9876543210', 'Secreto123Secreto123Secreto123Secreto123']) {
      expect(() => loadConfig({ DATABASE_URL: 'postgres://x@h/db', JWT_SECRET: patterned })).toThrow(/openssl rand -base64 32/);
    }
  });

  it('accepts 32 random bytes written in hex, base64 or base64url', () => {
    for (let draw = 0; draw < 50; draw++) {
      const bytes = randomBytes(32);
      for (const secret of [bytes.toString('hex'), bytes.toString('base64'), bytes.toString('base64url')]) {
        expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db', JWT_SECRET: secret }).jwtSecret).toBe(secret);
      }
    }
  });

  it('reads the trusted proxies as a hop count or a list of addresses and ranges, and refuses anything else', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mikro-config-'));
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.0/8, loopback,::1' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback', '::1']);
    for (const invalid of ['true', '0', 'proxy.example', '10.0.0.0/abc']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: invalid })).toThrow(/TRUST_PROXY no válido/);
    }
  });

  it('reads the session lifetime and the allowed origins of remotes', () => {
    const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'mikro-config-')), SESSION_LIFETIME_HOURS: '12', REMOTE_ORIGINS: 'https://cdn.example/x, http://127.0.0.1:4000' });
    expect(config.sessionLifetimeMs).toBe(12 * 3_600_000);
    expect(config.remoteOrigins).toEqual(['https://cdn.example', 'http://127.0.0.1:4000']);
    expect(() => loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'mikro-config-')), REMOTE_ORIGINS: 'javascript:alert(1)' })).toThrow(ConfigError);
    expect(loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'mikro-config-')) }).sessionLifetimeMs).toBe(7 * 24 * 3_600_000);
  });

  it('reads the SMTP server and the sender of e-mail, keeping mail in the outbox without a server', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mikro-config-'));
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({ smtpUrl: undefined, mailFrom: 'Mikro ERP <no-reply@mikro.mx>' });
    const config = loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'smtps://avisos%40colegio.mx:secreto@smtp.colegio.mx:465?pool=true', MAIL_FROM: ' Colegio Mikro <avisos@colegio.mx> ' });
    expect(config).toMatchObject({ smtpUrl: 'smtps://avisos%40colegio.mx:secreto@smtp.colegio.mx:465?pool=true', mailFrom: 'Colegio Mikro <avisos@colegio.mx>' });
    expect(loadConfig({ DATA_DIR: dataDir, MAIL_FROM: 'avisos@colegio.mx' }).mailFrom).toBe('avisos@colegio.mx');
    for (const smtpUrl of ['smtp.colegio.mx', 'https://smtp.colegio.mx', 'smtp://']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, SMTP_URL: smtpUrl })).toThrow(/SMTP_URL no válido/);
    }
    // The refusal never repeats the URL, which may carry the server's password.
    expect(() => loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'http://usuario:secreto@smtp.colegio.mx' })).toThrow(expect.objectContaining({ message: expect.not.stringContaining('secreto') }));
    for (const from of ['Colegio Mikro', 'avisos@', '<avisos@colegio.mx']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, MAIL_FROM: from })).toThrow(/MAIL_FROM no válido/);
    }
  });

  it('reads the pooled topology: the direct connection, the replica with its bounds, the drain on shutdown', () => {
    const secret = 'f3a9c0d1e2b4a5968778695a4b3c2d1e0f9e8d7c6b5a4938';
    const base = { DATABASE_URL: 'postgres://x@pgbouncer:6432/mikro', JWT_SECRET: secret };
    expect(loadConfig(base)).toMatchObject({ shutdownDrainMs: 0 });
    expect(loadConfig(base).replica).toBeUndefined();
    expect(loadConfig(base).databaseDirectUrl).toBeUndefined();
    const config = loadConfig({
      ...base,
      DATABASE_DIRECT_URL: 'postgres://x@pgbouncer:6432/mikro_session',
      DATABASE_REPLICA_URL: 'postgres://x@replica:5432/mikro',
      REPLICA_MAX_LAG_MS: '2000',
      SHUTDOWN_DRAIN_MS: '1500',
    });
    expect(config).toMatchObject({
      databaseDirectUrl: 'postgres://x@pgbouncer:6432/mikro_session',
      databaseDirectPoolSize: 5,
      replica: { url: 'postgres://x@replica:5432/mikro', poolSize: 5, maxLagMs: 2000, waitMs: 1000 },
      shutdownDrainMs: 1500,
    });
    expect(() => loadConfig({ ...base, REPLICA_WAIT_MS: '-1', DATABASE_REPLICA_URL: 'postgres://x@replica/mikro' })).toThrow(/REPLICA_WAIT_MS/);
    expect(() => loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'mikro-config-')), DATABASE_REPLICA_URL: 'postgres://x@replica/mikro' })).toThrow(/requieren DATABASE_URL/);
  });
});
