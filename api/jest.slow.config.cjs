// The slow stage of the API tests (npm run test:slow): the files that load the database on purpose (hundreds
// of concurrent checkouts, fuzzing, thousands of enrolments, connection faults, row-cap imports), listed in
// slow-tests.json, one at a time. The unit stage runs it after the screens' and packages' tests, beside the
// end of the API's other files (scripts/unit-stage.mjs).
const { apiPreset } = require('./jest.api.cjs');
const SLOW_TEST_FILES = require('./slow-tests.json');

module.exports = {
  ...apiPreset({
    testMatch: SLOW_TEST_FILES.map((file) => `<rootDir>/${file}`),
    testTimeout: 120_000,
  }),
  maxWorkers: 1,
};
