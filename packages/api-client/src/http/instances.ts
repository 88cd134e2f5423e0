import axios from 'axios';
import { installApiInterceptors, installBaseInterceptors } from './interceptors';

export const DEFAULT_BASE_URL = '/api';
export const DEFAULT_HELPERS_BASE_URL = '/';
export const HTTP_TIMEOUT_MS = 15_000;
export const HELPERS_TIMEOUT_MS = 50_000;

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not try the refresh-once rule on a 401 (login, logout and the refresh call itself). */
    skipAuthRefresh?: boolean;
    /** Set on the repetition of a request after a token refresh, so it is never refreshed twice. */
    authRetried?: boolean;
  }
}

// The API authenticates with a bearer header and sets no cookies, so there is no XSRF cookie to copy. Saying so
// matters for speed: for a same-origin request axios would otherwise read that cookie through the browser's
// asynchronous cookie store before every send, which delays each request by a few milliseconds, until
// React has rendered whatever the event that asked for it changed.

/** The main API instance: every call of the product goes through it. */
export const http = axios.create({
  baseURL: DEFAULT_BASE_URL,
  timeout: HTTP_TIMEOUT_MS,
  headers: { Accept: 'application/json' },
  withXSRFToken: false,
});

/** The helpers host (SAT catalogues), slower and separate from the main API. */
export const helpersHttp = axios.create({
  baseURL: DEFAULT_HELPERS_BASE_URL,
  timeout: HELPERS_TIMEOUT_MS,
  headers: { Accept: 'application/json' },
  withXSRFToken: false,
});

installApiInterceptors(http);
installBaseInterceptors(helpersHttp);
