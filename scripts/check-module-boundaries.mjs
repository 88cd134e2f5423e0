#!/usr/bin/env node
// Fails when API code reaches into a module's internals: from outside `api/src/modules/<name>/`, that module is
// imported only through its front door, `api/src/modules/<name>/index.ts`. What several modules share lives in
// `api/src/shared/`. Tests may reach in (they exercise internals on purpose), and so may test fixtures.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(ROOT, 'api', 'src');
const MODULES = join(SRC, 'modules');
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const isTestCode = (file) => /\.(test|suite)\.tsx?$/.test(file) || /test-(fixture|support|files|tokens|pac)/.test(file) || file.includes(`${sep}test-support${sep}`);

function walk(dir, into = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) walk(full, into);
    else if (/\.tsx?$/.test(entry.name)) into.push(full);
  }
  return into;
}

/** The module a path belongs to, or undefined outside api/src/modules. */
function moduleOf(path) {
  const inside = relative(MODULES, path);
  return inside.startsWith('..') ? undefined : inside.split(sep)[0];
}

const violations = [];
for (const file of walk(SRC)) {
  if (isTestCode(file)) continue;
  const own = moduleOf(file);
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    const target = resolve(dirname(file), specifier);
    const targetModule = moduleOf(target);
    if (!targetModule || targetModule === own) continue;
    const inside = relative(join(MODULES, targetModule), target);
    if (inside === '' || inside === 'index' || inside === 'index.ts') continue;
    const line = text.slice(0, match.index).split('\n').length;
    violations.push(`${relative(ROOT, file)}:${line}: imports ${specifier} (inside module ${targetModule}; use its index.ts)`);
  }
}

if (violations.length > 0) {
  console.error(`${violations.length} import(s) reach into another API module's internals:\n${violations.join('\n')}`);
  process.exit(1);
}
console.log('Every API module is imported through its index.ts.');
