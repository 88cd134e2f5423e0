// Matchers the API tests share, registered for every API test file (jest.api.cjs setupFilesAfterEnv).
import { expect } from '@jest/globals';

interface InjectedResponse {
  statusCode: number;
  body: string;
}

declare module 'expect' {
  interface Matchers<R> {
    /** The response has this HTTP status; a failure prints the response body, which says why. */
    toHaveStatus(status: number): R;
  }
}

expect.extend({
  toHaveStatus(received: InjectedResponse, status: number) {
    const pass = received.statusCode === status;
    return {
      pass,
      message: () =>
        `expected status ${pass ? 'other than ' : ''}${status}, got ${received.statusCode}: ${String(received.body).slice(0, 2_000)}`,
    };
  },
});
