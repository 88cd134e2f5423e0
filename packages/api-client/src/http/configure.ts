import { type ApiClientConfig, setBridge } from './config';
import { DEFAULT_BASE_URL, DEFAULT_HELPERS_BASE_URL, helpersHttp, http } from './instances';

/** Connects the HTTP layer to the session (token, branch office, what to do when auth is lost). */
export function configureApiClient(config: ApiClientConfig): void {
  const { baseURL, helpersBaseURL, ...bridge } = config;
  http.defaults.baseURL = baseURL ?? DEFAULT_BASE_URL;
  helpersHttp.defaults.baseURL = helpersBaseURL ?? DEFAULT_HELPERS_BASE_URL;
  setBridge(bridge);
}
