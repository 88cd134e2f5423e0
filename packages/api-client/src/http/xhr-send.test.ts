// @test-environment jsdom
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { helpersHttp, http } from './instances';

afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'cookieStore');
});

describe('sending through the browser XMLHttpRequest', () => {
  it('sends within the call even where the browser has an asynchronous cookie store', async () => {
    // Chromium has window.cookieStore; axios reads its XSRF cookie through it, a promise, unless told not to.
    Object.defineProperty(window, 'cookieStore', { value: { get: async () => null }, configurable: true });
    const send = jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => undefined);
    for (const instance of [http, helpersHttp]) {
      const controller = new AbortController();
      const pending = instance.get('/system/roles', { signal: controller.signal });
      expect(send).toHaveBeenCalledTimes(instance === http ? 1 : 2);
      controller.abort();
      await expect(pending).rejects.toBeDefined();
    }
  });
});
