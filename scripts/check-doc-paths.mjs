#!/usr/bin/env node
// Fails when a document names a repository path that does not exist, or when the API reads an environment
// variable its README does not document, so docs cannot drift from the tree.
// A path is a backticked token that starts with a top-level folder of the repository (`api/src/app.ts`) or
// names a file by its extension (`template-database.ts`, `../rules.md`). It is looked up from the repository
// root, from the document's folder, and from the document's workspace (`src/…` in `api/README.md`). A bare
// file name is found anywhere in the tree. Globs, placeholders (`<name>`), URLs and package names are skipped.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', '.artifacts', '.turbo', 'coverage']);
const FILE_EXTENSION = /\.(ts|tsx|js|mjs|cjs|json|md|sql|ya?ml|sh|cfg|conf|ini|xsd|xslt|css|html)$/;
// Files the build or a run writes, named by documents but never committed.
const GENERATED = new Set(['remoteEntry.js', 'mf-manifest.json', 'last-run.json']);
const GENERATED_DIRS = ['.out', '.artifacts', 'dist'];
// The add-a-remote guide writes `xyz` for the new remote's name.
const PLACEHOLDER = 'xyz';

function walk(dir, visit) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) walk(full, visit);
    else visit(full);
  }
}

const allFiles = [];
walk(ROOT, (file) => allFiles.push(relative(ROOT, file)));
const baseNames = new Set(allFiles.map((file) => file.split(sep).pop()));
const topLevel = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => !SKIP_DIRS.has(entry.name))
  .map((entry) => entry.name);
const workspaces = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).workspaces.flatMap((pattern) =>
  pattern.endsWith('/*') ? readdirSync(join(ROOT, pattern.slice(0, -2))).map((name) => join(pattern.slice(0, -2), name)) : [pattern],
);

const packageNames = new Set(
  allFiles
    .filter((file) => file.endsWith('package.json'))
    .flatMap((file) => {
      const manifest = JSON.parse(readFileSync(join(ROOT, file), 'utf8'));
      return [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})];
    }),
);

function isCandidate(token) {
  if (/[\s*<>{}$|,;=()'"]/.test(token) || token.includes('://') || token.startsWith('@')) return false;
  const cleaned = token.replace(/:\d+(-\d+)?$/, '').replace(/#.*$/, '').replace(/\/$/, '');
  if (!cleaned) return false;
  const parts = cleaned.split('/');
  if (GENERATED.has(parts[parts.length - 1]) || parts.some((part) => GENERATED_DIRS.includes(part)) || cleaned.includes(PLACEHOLDER)) return false;
  if (packageNames.has(cleaned)) return false;
  // A module a remote exposes (`./lifecycles`) is not a file path.
  if (/^\.\/[\w-]+$/.test(cleaned)) return false;
  const first = cleaned.replace(/^\.\//, '').split('/')[0];
  if (cleaned.includes('/') && (topLevel.includes(first) || cleaned.startsWith('../') || cleaned.startsWith('./'))) return cleaned;
  if (!cleaned.includes('/') && FILE_EXTENSION.test(cleaned) && !cleaned.startsWith('.')) return cleaned;
  if (cleaned.includes('/') && FILE_EXTENSION.test(cleaned)) return cleaned;
  return false;
}

function exists(path, documentDir) {
  const workspace = workspaces.find((ws) => documentDir === ws || documentDir.startsWith(`${ws}${sep}`));
  const bases = [ROOT, join(ROOT, documentDir), ...(workspace ? [join(ROOT, workspace)] : [])];
  if (bases.some((base) => existsSync(join(base, path)))) return true;
  if (!path.includes('/')) return baseNames.has(path);
  // A path written from a folder the text names just before it (`src/modules/x.ts` of a workspace README).
  return allFiles.some((file) => file.endsWith(`${sep}${path.split('/').join(sep)}`)) || isDirectorySuffix(path);
}

function isDirectorySuffix(path) {
  const suffix = `${sep}${path.split('/').join(sep)}${sep}`;
  return allFiles.some((file) => `${sep}${file}`.includes(suffix));
}

const documents = allFiles.filter((file) => file.endsWith('.md') && statSync(join(ROOT, file)).isFile());
const missing = [];
for (const document of documents) {
  const text = readFileSync(join(ROOT, document), 'utf8').replace(/```[\s\S]*?```/g, '');
  for (const match of text.matchAll(/`([^`\n]+)`/g)) {
    const path = isCandidate(match[1].trim());
    if (path && !exists(path, dirname(document))) {
      const line = text.slice(0, match.index).split('\n').length;
      missing.push(`${document}:${line}: \`${match[1]}\``);
    }
  }
}

// Every environment variable the API's configuration reads is documented in its README.
const config = readFileSync(join(ROOT, 'api', 'src', 'config.ts'), 'utf8');
const apiReadme = readFileSync(join(ROOT, 'api', 'README.md'), 'utf8');
const variables = [...new Set([...config.matchAll(/env(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g)].map((m) => m[1] ?? m[2]))];
const undocumented = variables.filter((name) => !apiReadme.includes(`\`${name}\``));

if (missing.length > 0 || undocumented.length > 0) {
  if (missing.length > 0) console.error(`Documents name ${missing.length} path(s) that do not exist:\n${missing.join('\n')}`);
  if (undocumented.length > 0) console.error(`api/README.md does not document these environment variables of api/src/config.ts: ${undocumented.join(', ')}`);
  process.exit(1);
}
console.log(`Every repository path named in ${documents.length} documents exists; api/README.md documents all ${variables.length} environment variables.`);
