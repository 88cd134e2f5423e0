// The fault and abuse suites (npm run test:faults / test:abuse): slower than the unit stage, run on their own.
const { apiPreset } = require('../jest.api.cjs');

module.exports = apiPreset({
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  testTimeout: 600_000,
});
