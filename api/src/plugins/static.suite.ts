import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../app';
import { openDatabase, type AppDatabase } from '../db/client';
import { testConfig } from '../test-support/databases';

describe('serving the builds from one port', () => {
  const root = mkdtempSync(join(tmpdir(), 'mikro-static-'));
  let app: FastifyInstance;
  let database: AppDatabase;

  beforeAll(async () => {
    mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
    mkdirSync(join(root, 'mfe-sistema', 'dist'), { recursive: true });
    writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<html>shell</html>');
    writeFileSync(join(root, 'shell', 'dist', 'main.0123abcd89.js'), 'console.log(1)');
    writeFileSync(join(root, 'mfe-sistema', 'dist', 'mf-manifest.json'), '{"name":"mfe_sistema"}');
    writeFileSync(join(root, 'secret.txt'), 'no');
    database = await openDatabase({ kind: 'pglite-memory' });
    // Migrated: modules read their tables when the app becomes ready (the billing demo CSD).
    await database.migrate();
    app = await buildApp(testConfig({ staticRoot: root, remoteOrigins: ['https://cdn.mikro.example'] }), database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('serves the shell with an SPA fallback and no-cache on index.html', async () => {
    for (const url of ['/', '/usuarios', '/colegio/ctrlescolar/ciclos']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('<html>shell</html>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const asset = await app.inject({ url: '/main.0123abcd89.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('serves a remote build and 404s a missing remote or file', async () => {
    const manifest = await app.inject({ url: '/remotes/sistema/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/remotes/tienda/mf-manifest.json' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/remotes/sistema/nada.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/remotes/sistema/..%2F..%2Fsecret.txt' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/remotes/sistema/../../secret.txt' })).body).not.toBe('no');
  });

  it('sends the shell page with a Content-Security-Policy that allows this server and the remotes’ origins only', async () => {
    const policy = String((await app.inject({ url: '/usuarios' })).headers['content-security-policy']);
    const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self' https://cdn.mikro.example");
    expect(directive('connect-src')).toBe("connect-src 'self' https://cdn.mikro.example");
    expect(directive('style-src')).toContain("'unsafe-inline'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await app.inject({ url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json().statusCode).toBe(404);
  });
});
