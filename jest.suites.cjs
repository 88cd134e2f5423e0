// Test suites run in groups (docs/adr/0042-database-suites-run-in-groups.md): a suite is a `*.suite.ts[x]` file
// beside the code, and the `suites.test.ts[x]` of a folder loads every suite under it, except those under a
// deeper group file, so that they share one module graph. `SUITE=<part of a path>` keeps only the suites whose
// path, from the group's folder, contains it.
// path, from the group's folder, contains it. Loaded both by jest.sequencer.cjs and inside test files.
const { readdirSync } = require('node:fs');
const { join, relative } = require('node:path');

const GROUP_FILE = /^suites\.test\.tsx?$/;
const SUITE_FILE = /\.suite\.tsx?$/;

const hasGroupFile = (folder) => readdirSync(folder).some((name) => GROUP_FILE.test(name));

/** The suite files the group in `dir` runs, in path order (only those matching SUITE when it is set). */
function suitesOf(dir) {
  const under = (folder, isGroup) => {
    if (!isGroup && hasGroupFile(folder)) return [];
    return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : under(full, false);
      return SUITE_FILE.test(entry.name) ? [full] : [];
    });
  };
  const only = process.env.SUITE;
  return under(dir, true)
    .filter((file) => !only || relative(dir, file).includes(only))
    .sort();
}

/**
 * Loads every suite of the group in `dir`, for a workspace whose tests are CommonJS. Each suite is loaded inside a
 * describe block named by its path, so the hooks it declares at its top level apply to its own tests only.
 */
function requireSuites(dir) {
  const { describe } = require('@jest/globals');
  for (const file of suitesOf(dir)) describe(relative(dir, file), () => {
    require(file);
  });
}

module.exports = { GROUP_FILE, suitesOf, requireSuites };
