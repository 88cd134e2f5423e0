// `vitest` as seen by a test running under jest: the same describe/it/expect, and `vi` mapped onto `jest`
// for the few vi.* functions the repository's tests use.
const globals = require('@jest/globals');

const jestApi = globals.jest;
const vi = {
  fn: (...args) => jestApi.fn(...args),
  spyOn: (...args) => jestApi.spyOn(...args),
  useFakeTimers: (...args) => jestApi.useFakeTimers(...args),
  useRealTimers: () => jestApi.useRealTimers(),
  advanceTimersByTime: (ms) => jestApi.advanceTimersByTime(ms),
  advanceTimersByTimeAsync: (ms) => jestApi.advanceTimersByTimeAsync(ms),
  runAllTimers: () => jestApi.runAllTimers(),
  restoreAllMocks: () => jestApi.restoreAllMocks(),
  clearAllMocks: () => jestApi.clearAllMocks(),
  resetAllMocks: () => jestApi.resetAllMocks(),
  setSystemTime: (now) => jestApi.setSystemTime(now),
};

module.exports = {
  describe: globals.describe,
  it: globals.it,
  test: globals.test,
  expect: globals.expect,
  beforeAll: globals.beforeAll,
  afterAll: globals.afterAll,
  beforeEach: globals.beforeEach,
  afterEach: globals.afterEach,
  vi,
};
