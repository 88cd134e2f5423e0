// Locations shared by every bench step.
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = resolve(benchDir, '..');
export const outDir = join(benchDir, '.out');

export function ensureOutDir() {
  mkdirSync(outDir, { recursive: true });
  return outDir;
}
