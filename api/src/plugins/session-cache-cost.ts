// What a request's authentication costs this process, from the session cache and without it (the bench's crud
// step runs it on its PostgreSQL database): one login, then `resolve` of the list route's context in a loop —
// a cache hit (no signature check, no query) and a miss (signature check + the prepared statement's round trip).
// Usage: node --import tsx src/plugins/session-cache-cost.ts <DATABASE_URL> [iterations]; prints JSON.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { loadConfig } from '../config';
import { RequestContexts } from './auth';
import { SessionCache } from './session-cache';

const [url, iterationsArg] = process.argv.slice(2);
if (!url) {
  console.error('Usage: session-cache-cost.ts <DATABASE_URL> [iterations]');
  process.exit(2);
}
const iterations = Number(iterationsArg ?? 2_000);

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (middle === undefined) throw new Error('no timings to take the median of');
  return middle;
}

async function timeEach(count: number, work: () => Promise<unknown>): Promise<{ medianUs: number; meanUs: number }> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await work();
    times.push((performance.now() - started) * 1000);
  }
  return { medianUs: median(times), meanUs: times.reduce((sum, t) => sum + t, 0) / times.length };
}

const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
const dataDir = mkdtempSync(join(tmpdir(), 'mikro-auth-cost-'));
const config = loadConfig({ DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'silent', JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString('base64') });
const app = await buildApp(config, database);
try {
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/system/auth/login', payload: { email: 'admin@mikro.mx', password: 'Mikro2026!' } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const { token } = login.json<{ token: string }>();
  const checks = { permission: { route: '/tienda/productos', action: 'ver' as const }, branchOfficeId: 1 };
  const cached = new RequestContexts(app.db, app.tokens, app.sessionCache);
  const uncached = new RequestContexts(app.db, app.tokens, new SessionCache(0));
  const resolved = await cached.resolve(token, checks);
  if (!resolved?.permitted) throw new Error('the admin is not let through');
  // Warm both paths (JIT, prepared statements on the pool's connections).
  await timeEach(200, () => uncached.resolve(token, checks));
  await timeEach(2_000, () => cached.resolve(token, checks));
  const hitsBefore = app.sessionCache.stats().hits;
  const hit = await timeEach(iterations * 10, () => cached.resolve(token, checks));
  const hits = app.sessionCache.stats().hits - hitsBefore;
  const miss = await timeEach(iterations, () => uncached.resolve(token, checks));
  console.log(JSON.stringify({ hit, miss, hitsServed: hits, hitIterations: iterations * 10, missIterations: iterations }));
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
