// Jest starts the files it knows no time of by size, and a suite group's own file is a few lines
// (jest.suites.cjs): this sequencer weighs a group by its suites instead, so the largest groups start first
// rather than run alone at the end of a stage.
const { statSync } = require('node:fs');
const { basename, dirname } = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const { GROUP_FILE, suitesOf } = require('./jest.suites.cjs');

const bytes = (file) => statSync(file).size;
const weight = (testPath) =>
  GROUP_FILE.test(basename(testPath)) ? suitesOf(dirname(testPath)).reduce((sum, file) => sum + bytes(file), 0) : bytes(testPath);

class LargestFirst extends Sequencer {
  sort(tests) {
    return [...tests].sort((a, b) => weight(b.path) - weight(a.path));
  }
}

module.exports = LargestFirst;
