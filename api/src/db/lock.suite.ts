import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { openDatabase } from './client';
import { DataDirLockedError, lockDataDir } from './lock';

describe('embedded database folder', () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'mikro-lock-')), 'nested', 'data');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates a missing folder, refuses a second opener, and reopens after close', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/ya está en uso.*already in use/);
    await first.close();
    const again = await openDatabase({ kind: 'pglite', dataDir });
    await again.close();
  });
});

describe('a lock left by a killed process', () => {
  it('is taken over at once when its owner no longer exists', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mikro-stale-'));
    try {
      // A child process takes the lock and is killed with SIGKILL before it can release it.
      const script = `import { lockDataDir } from ${JSON.stringify(new URL('./lock.ts', import.meta.url).pathname)};
        await lockDataDir(${JSON.stringify(dataDir)}); process.stdout.write('locked'); setInterval(() => {}, 1000);`;
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
        child.once('exit', (code) => reject(new Error(`child exited ${code}`)));
      });
      await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      const started = Date.now();
      const release = await lockDataDir(dataDir);
      expect(Date.now() - started).toBeLessThan(2_000);
      await release();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Starting a TypeScript child process takes seconds, far more on a machine busy with other tests.
  }, 120_000);
});
