// The API's tests on jest (npm test -w @mikro/api): native ES modules, as the API runs (PGlite finds its WASM
// through import.meta.url), so jest runs with NODE_OPTIONS=--experimental-vm-modules (the package.json scripts
// set it). Each file opens its own database (PGlite in memory and, with DATABASE_URL, a fresh PostgreSQL one);
// two files at a time, since much of a file's time is spent waiting on the database. The concurrency and fuzz
// files (slow-tests.json) run in their own stage, jest.slow.config.cjs.
const { apiPreset } = require('./jest.api.cjs');
const SLOW_TEST_FILES = require('./slow-tests.json');

module.exports = {
  ...apiPreset({
    testPathIgnorePatterns: ['/node_modules/', ...SLOW_TEST_FILES.map((file) => `<rootDir>/${file}`)],
    // A test or hook that hangs fails after 2 minutes; a file's database set-up (migrate + seed) can take
    // most of a minute on a busy 2-core machine.
    testTimeout: 120_000,
  }),
  // The largest suite groups first (../jest.sequencer.cjs).
  testSequencer: require.resolve('../jest.sequencer.cjs'),
  maxWorkers: 2,
  // Jest's ES module mode keeps part of each finished file's module graph alive in its worker (some 30 MB a
  // file here); a worker past this size is replaced before its next file. Each garbage collection walks what is
  // kept (opening PGlite cost 0.5 s of CPU in a new worker, 1.5 s in one at 500 MB), but a new worker costs its
  // start: 256 MB measured 11 % less CPU with one worker and 6 % more with two, within this machine's noise.
  workerIdleMemoryLimit: '512MB',
};
