// @mikro/api-client/core: what the login page and the session need — the one axios instance (the 401
// refresh-once rule included), its errors, the auth and preferences endpoints and the bridge to the cache of
// server data. No CRUD query builder (qs) and no react-query: those are in the full entry, which re-exports
// this one by package name and reaches the axios instance only through it, so every build uses the one loaded
// copy of the instance and its interceptors.
export type { ApiClientConfig } from '../http/config';
export { configureApiClient } from '../http/configure';
export {
  http,
  helpersHttp,
  DEFAULT_BASE_URL,
  DEFAULT_HELPERS_BASE_URL,
  HTTP_TIMEOUT_MS,
  HELPERS_TIMEOUT_MS,
} from '../http/instances';
export { ApiError, toApiError, CONNECTION_ERROR_MESSAGE } from '../http/errors';
export { authApi } from '../endpoints/auth';
export { preferencesApi } from '../endpoints/preferences';
export { attachServerCache, clearServerCache, invalidateServerCache, type ServerCache } from '../cache/server-cache';
