#!/usr/bin/env node
// Checks the API modules (`api/src/modules/<name>/`) two ways.
// Boundaries: from outside a module, it is imported only through its front door, `api/src/modules/<name>/index.ts`.
// What several modules share lives in `api/src/shared/`, and what their tests share in `api/src/test-support/`.
// Tests follow the same rule: they exercise their own module's internals, and another module only through its
// index.ts (or over HTTP).
// Shape (api/README.md, "Conventions for modules"): every module has its index.ts and routes, and every store
// feature folder its `<feature>.routes.ts`; a folder that declares routes (`*.routes.ts`) keeps their TypeBox
// schemas in a `schemas.ts` beside them, never inline in the routes file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SRC = join(ROOT, 'api', 'src');
const MODULES = join(SRC, 'modules');
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

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

/** Modules without routes of their own: engines that other modules call. */
const ENGINE_MODULES = {
  payments: 'the payment engine: the school and academy modules collect, cancel and print through it',
};
/** Modules whose routes are built by the CRUD engine from resource definitions, which carry the schemas. */
const RESOURCE_MODULES = {
  catalogs: 'every route is registerResource over a resource definition; the engine builds its schemas',
};
/** A TypeBox schema built in place (`Type.Object(`, `Type.Array(`…, or a page of items, `Page(X)`), outside comments. */
const INLINE_SCHEMA = /\bType\.[A-Z]\w*\s*\(|\bPage\s*\(/;
const code = (text) => text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, '')).replace(/(^|[^:])\/\/.*$/gm, '$1');

const shape = [];
const at = (path) => relative(ROOT, path);
const subfolders = (dir) => readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => join(dir, e.name));
const files = (dir) => readdirSync(dir, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);

for (const module of subfolders(MODULES)) {
  const name = relative(MODULES, module);
  if (!existsSync(join(module, 'index.ts'))) shape.push(`${at(module)}: no index.ts (the module's plugin and front door)`);
  const routeFolders = [module, ...walkFolders(module)].filter((dir) => files(dir).some((f) => f.endsWith('.routes.ts')));
  if (routeFolders.length === 0 && !(name in ENGINE_MODULES)) {
    shape.push(`${at(module)}: no *.routes.ts (a module without routes is an engine: list it in ENGINE_MODULES with the reason)`);
  }
  for (const dir of routeFolders) {
    if (!(name in RESOURCE_MODULES) && !existsSync(join(dir, 'schemas.ts'))) shape.push(`${at(dir)}: declares routes but has no schemas.ts`);
    for (const file of files(dir).filter((f) => f.endsWith('.routes.ts'))) {
      const lines = code(readFileSync(join(dir, file), 'utf8')).split('\n');
      const line = lines.findIndex((text) => INLINE_SCHEMA.test(text));
      if (line >= 0) shape.push(`${at(join(dir, file))}:${line + 1}: declares a TypeBox schema inline (move it to schemas.ts): ${lines[line].trim().slice(0, 80)}`);
    }
  }
}
// The store's features each live in a folder whose entry is <feature>.routes.ts (store/index.ts registers them);
// shared/ holds what they share.
for (const feature of subfolders(join(MODULES, 'store'))) {
  const name = relative(join(MODULES, 'store'), feature);
  if (name !== 'shared' && !existsSync(join(feature, `${name}.routes.ts`))) shape.push(`${at(feature)}: a store feature without ${name}.routes.ts`);
}

function walkFolders(dir, into = []) {
  for (const sub of subfolders(dir)) {
    into.push(sub);
    walkFolders(sub, into);
  }
  return into;
}

if (violations.length > 0) console.error(`${violations.length} import(s) reach into another API module's internals:\n${violations.join('\n')}`);
if (shape.length > 0) console.error(`${shape.length} API module(s) out of shape (api/README.md, "Conventions for modules"):\n${shape.join('\n')}`);
if (violations.length > 0 || shape.length > 0) process.exit(1);
console.log('Every API module is imported through its index.ts and has the shape of api/README.md.');
