// The slow stage of the API tests (npm run test:slow): the files that load the database on purpose (hundreds
// of concurrent checkouts, fuzzing, thousands of enrolments, connection faults, row-cap imports), listed in
// slow-tests.json. `npm test` runs this stage beside the rest of the unit stage (turbo, two tasks at a time).
import { defineConfig } from 'vitest/config';
import SLOW_TEST_FILES from './slow-tests.json' with { type: 'json' };

export default defineConfig({
  test: {
    environment: 'node',
    include: SLOW_TEST_FILES,
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
