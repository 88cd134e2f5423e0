// `vitest` as seen by a test running under jest: the same describe/it/expect, hooks with vitest's separate
// hook timeout (the preset's `hookTimeout`), and `vi` mapped onto `jest` for the vi.* functions the
// repository's tests use.
const globals = require('@jest/globals');

const jestApi = globals.jest;
// Captured before any test installs fake timers: vi.waitFor polls on real time, as vitest's does.
const realSetTimeout = setTimeout;
const realClearTimeout = clearTimeout;

const hookTimeout = () => globalThis.__VITEST_COMPAT_HOOK_TIMEOUT__;
const hook = (register) => (fn, timeout) => register(fn, timeout ?? hookTimeout());

/** vitest's vi.waitFor: calls `callback` until it neither throws nor rejects, every `interval` ms, for `timeout` ms. */
function waitFor(callback, options = {}) {
  const { timeout = 1000, interval = 50 } = typeof options === 'number' ? { timeout: options } : options;
  return new Promise((resolve, reject) => {
    let lastError;
    let settled = false;
    let retry;
    const deadline = realSetTimeout(() => {
      settled = true;
      realClearTimeout(retry);
      reject(lastError ?? new Error(`vi.waitFor: timed out after ${timeout} ms`));
    }, timeout);
    const attempt = async () => {
      if (settled) return;
      try {
        const value = await callback();
        if (settled) return;
        settled = true;
        realClearTimeout(deadline);
        resolve(value);
      } catch (error) {
        lastError = error;
        if (!settled) retry = realSetTimeout(attempt, interval);
      }
    };
    attempt();
  });
}

const vi = {
  fn: (...args) => jestApi.fn(...args),
  spyOn: (...args) => jestApi.spyOn(...args),
  isMockFunction: (fn) => jestApi.isMockFunction(fn),
  useFakeTimers: (...args) => jestApi.useFakeTimers(...args),
  useRealTimers: () => jestApi.useRealTimers(),
  advanceTimersByTime: (ms) => jestApi.advanceTimersByTime(ms),
  advanceTimersByTimeAsync: (ms) => jestApi.advanceTimersByTimeAsync(ms),
  runAllTimers: () => jestApi.runAllTimers(),
  runAllTimersAsync: () => jestApi.runAllTimersAsync(),
  runOnlyPendingTimers: () => jestApi.runOnlyPendingTimers(),
  setSystemTime: (now) => jestApi.setSystemTime(now),
  restoreAllMocks: () => jestApi.restoreAllMocks(),
  clearAllMocks: () => jestApi.clearAllMocks(),
  resetAllMocks: () => jestApi.resetAllMocks(),
  waitFor,
};

// vitest's own matchers the tests use, beside jest's.
globals.expect.extend({
  toHaveBeenCalledOnce(received) {
    const calls = received?.mock?.calls?.length;
    const pass = calls === 1;
    return {
      pass,
      message: () =>
        `expected ${received?.getMockName?.() ?? 'the mock'} ${pass ? 'not ' : ''}to have been called once, but it was called ${calls} times`,
    };
  },
});

module.exports = {
  describe: globals.describe,
  it: globals.it,
  test: globals.test,
  expect: globals.expect,
  beforeAll: hook(globals.beforeAll),
  afterAll: hook(globals.afterAll),
  beforeEach: hook(globals.beforeEach),
  afterEach: hook(globals.afterEach),
  vi,
};
