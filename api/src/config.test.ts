import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db', JWT_SECRET: 's3cret' }).jwtSecret).toBe('s3cret');
  });
});
