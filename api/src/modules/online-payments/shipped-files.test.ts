// What the families' modules ship: every file of online payments, the portal and the reminders that is not a test is
// reached from its module's index (or is the reminders' bench entry). A test double left among them (a fake
// provider, a fixture) would be built and deployed with the API; those live in src/test-support.
import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const MODULES = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FAMILY_MODULES = ['online-payments', 'portal', 'reminders'];
/** Entry points besides the indexes: the bench's timings of the reminders and of the portal's home (`npm run bench`). */
const OTHER_ENTRIES = [join(MODULES, 'reminders', 'bench.ts'), join(MODULES, 'portal', 'bench.ts')];

function sourcesOf(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourcesOf(path);
    return entry.name.endsWith('.ts') && !/\.(test|suite)\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The relative imports of a file, resolved to .ts files (static, dynamic and re-exports). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]!);
  return specifiers.flatMap((specifier) => {
    const base = resolve(dirname(file), specifier);
    const candidate = [`${base}.ts`, join(base, 'index.ts'), base].find((path) => path.endsWith('.ts') && existsSync(path));
    return candidate ? [candidate] : [];
  });
}

function reachable(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !file.startsWith(MODULES)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return seen;
}

describe('files shipped by the families modules', () => {
  it('are all reached from a module index: no test double among them', () => {
    const entries = [...FAMILY_MODULES.map((name) => join(MODULES, name, 'index.ts')), ...OTHER_ENTRIES];
    const used = reachable(entries);
    const stray = FAMILY_MODULES.flatMap((name) => sourcesOf(join(MODULES, name))).filter((file) => !used.has(file));
    expect(stray.map((file) => relative(MODULES, file))).toEqual([]);
  });
});
