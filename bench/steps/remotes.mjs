// Issue 2, measure 3: every built remote's remoteEntry.js and its whole dist JavaScript.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSize, KIB, kib, table } from '../lib/format.mjs';
import { repoRoot } from '../lib/paths.mjs';

// Issue 15: a remote's entry carries little more than its exposes and shared map; the host provides the
// Module Federation runtime.
const ENTRY_BUDGET_KIB = 10;

function javaScriptFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

function measure(file) {
  const body = readFileSync(file);
  return { raw: body.length, gzip: gzipSize(body) };
}

export const remotes = {
  name: 'remotes',
  title: 'Remote sizes (mfe-*/dist)',
  async run({ print }) {
    const remoteDirs = readdirSync(repoRoot, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
      .map((entry) => entry.name)
      .filter((name) => existsSync(join(repoRoot, name, 'dist', 'remoteEntry.js')))
      .sort();
    if (remoteDirs.length === 0) {
      print('No mfe-*/dist/remoteEntry.js found.');
      return { rows: [{ measure: 'Remotes built', value: '0' }], data: { remotes: [] } };
    }

    const results = remoteDirs.map((name) => {
      const dist = join(repoRoot, name, 'dist');
      const entry = measure(join(dist, 'remoteEntry.js'));
      const files = javaScriptFiles(dist).map((file) => ({ file: relative(dist, file), ...measure(file) }));
      const totalRaw = files.reduce((sum, file) => sum + file.raw, 0);
      const totalGzip = files.reduce((sum, file) => sum + file.gzip, 0);
      return { name, entry, files: files.length, totalRaw, totalGzip };
    });

    print(
      table(
        ['Remote', 'remoteEntry raw', 'remoteEntry gzip', 'dist JS files', 'dist JS raw', 'dist JS gzip'],
        results.map((r) => [r.name, kib(r.entry.raw), kib(r.entry.gzip), String(r.files), kib(r.totalRaw), kib(r.totalGzip)]),
      ),
    );
    return {
      rows: results.flatMap((r) => [
        {
          measure: `${r.name} remoteEntry.js (raw / gzip)`,
          value: `${kib(r.entry.raw)} / ${kib(r.entry.gzip)}`,
          budget: `≤ ${ENTRY_BUDGET_KIB} KiB gzip`,
          within: r.entry.gzip <= ENTRY_BUDGET_KIB * KIB,
        },
        { measure: `${r.name} dist JS total (gzip)`, value: kib(r.totalGzip) },
      ]),
      data: { remotes: results },
    };
  },
};
