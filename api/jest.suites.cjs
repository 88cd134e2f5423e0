// The API's database-backed suites (`*.suite.ts`) run in groups: the `suites.test.ts` of a folder imports every
// suite under it, except those under a deeper `suites.test.ts` (see src/test-support/suites.ts for why).
//
// Jest starts the files it knows no time of by size, and a group's own file is four lines: the sequencer below
// weighs a group by its suites instead, so the largest groups start first rather than run alone at the end.
const { existsSync, readdirSync, statSync } = require('node:fs');
const { basename, dirname, join } = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const GROUP_FILE = 'suites.test.ts';
const SUITE_FILE = /\.suite\.ts$/;

/** The suite files the group in `dir` runs, in path order. */
function suitesOf(dir) {
  const under = (folder, isGroup) => {
    if (!isGroup && existsSync(join(folder, GROUP_FILE))) return [];
    return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : under(full, false);
      return SUITE_FILE.test(entry.name) ? [full] : [];
    });
  };
  return under(dir, true).sort();
}

const bytes = (file) => statSync(file).size;
const weight = (testPath) =>
  basename(testPath) === GROUP_FILE ? suitesOf(dirname(testPath)).reduce((sum, file) => sum + bytes(file), 0) : bytes(testPath);

class LargestFirst extends Sequencer {
  sort(tests) {
    return [...tests].sort((a, b) => weight(b.path) - weight(a.path));
  }
}

module.exports = LargestFirst;
module.exports.suitesOf = suitesOf;
