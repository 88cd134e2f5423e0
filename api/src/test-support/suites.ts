// Runs the database-backed test suites of a folder as one jest test file.
//
// Under jest every test file loads the API's whole module graph again and warms it again (about 1.5 s of CPU
// to import the app; the first app build fills caches later builds reuse), and a suite that opens a database
// spends most of its time there. So such a suite is a `*.suite.ts` file, and the `suites.test.ts` of its folder,
// or of the nearest folder above with one, imports it (the repository's jest.suites.cjs says which). Each suite still opens its
// own databases and builds its own apps (forEachDatabase), so suites see none of each other's data; what they
// share is the loaded modules.
//
// One suite alone: `SUITE=credit-notes npx jest src/modules/billing/suites.test.ts` (a part of its path).
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const { suitesOf } = createRequire(import.meta.url)('../../../jest.suites.cjs') as { suitesOf: (dir: string) => string[] };

/** Imports, and so registers, the suites of the group whose file is at `groupUrl` (its `import.meta.url`). */
export async function importSuites(groupUrl: string): Promise<void> {
  for (const file of suitesOf(dirname(fileURLToPath(groupUrl)))) await import(file);
}
