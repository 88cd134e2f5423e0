import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirLockedError } from './lock';

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
