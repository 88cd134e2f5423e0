// `vitest` as seen by a test running under jest: the same describe/it, expect with vitest's optional message,
// hooks with vitest's separate hook timeout (the preset's `hookTimeout`), and `vi` mapped onto `jest` for the
// vi.* functions the repository's tests use.
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

// vitest's conditional suites and tests: describe.skipIf(condition)(name, fn), it.runIf(condition)(name, fn).
// Attached to jest's own functions (not wrapped), so a failure still points at the test's line.
for (const register of [globals.describe, globals.it, globals.test]) {
  if (!register.skipIf) register.skipIf = (condition) => (condition ? register.skip : register);
  if (!register.runIf) register.runIf = (condition) => (condition ? register : register.skip);
}

/** A failed assertion's error, led by the message the test gave (`expect(value, message)`). */
function withMessage(error, message) {
  if (error instanceof Error) {
    error.message = `${message}\n\n${error.message}`;
    // The failure points at the test's line, not at this file.
    if (typeof error.stack === 'string') {
      error.stack = error.stack
        .split('\n')
        .filter((line) => !line.includes(__filename))
        .join('\n');
    }
    return error;
  }
  return new Error(`${message}: ${String(error)}`);
}

/** The matchers of `expect(actual)` (and of .not, .resolves, .rejects) reporting `message` when they fail. */
function labelled(assertion, message) {
  return new Proxy(assertion, {
    get(target, key) {
      const value = Reflect.get(target, key);
      if (typeof value === 'function') {
        return (...args) => {
          let result;
          try {
            result = value.apply(target, args);
          } catch (error) {
            throw withMessage(error, message);
          }
          if (result && typeof result.then === 'function') {
            return result.then(undefined, (error) => {
              throw withMessage(error, message);
            });
          }
          return result;
        };
      }
      if (value && typeof value === 'object') return labelled(value, message);
      return value;
    },
  });
}

// vitest's expect takes an optional second argument, the message shown when the assertion fails; jest's
// refuses it. Everything else (expect.any, expect.objectContaining, expect.extend...) is jest's own.
const expect = new Proxy(globals.expect, {
  apply(target, thisArg, args) {
    if (args.length < 2 || args[1] === undefined) return Reflect.apply(target, thisArg, [args[0]]);
    return labelled(Reflect.apply(target, thisArg, [args[0]]), String(args[1]));
  },
});

module.exports = {
  describe: globals.describe,
  it: globals.it,
  test: globals.test,
  expect,
  beforeAll: hook(globals.beforeAll),
  afterAll: hook(globals.afterAll),
  beforeEach: hook(globals.beforeEach),
  afterEach: hook(globals.afterEach),
  vi,
};
