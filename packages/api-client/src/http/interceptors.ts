import type { AxiosError, AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { isAxiosError, isCancel } from 'axios';
import type { RefreshTokenResponse } from '@mikro/contracts';
import { currentToken, getBridge } from './config';
import { toApiError } from './errors';

export const REFRESH_TOKEN_PATH = '/system/refresh-token';
/** A refreshed token is accepted only if it is longer than this many characters. */
const MIN_REFRESHED_TOKEN_LENGTH = 10;
/** How long a tab whose refresh lost waits for the winning tab's token. */
const LOSING_TAB_WAIT_MS = 400;

// Synchronous: axios then sends the request inside the caller's task (e.g. the key handler of a search) instead
// of after a chain of promises, by which time React has rendered the new text and the request waits for it.
const SYNCHRONOUS = { synchronous: true } as const;

function addSessionHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const { getBranchOfficeId } = getBridge();
  const token = currentToken();
  // A repeated request already carries the refreshed token: keep it.
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  const branchOfficeId = getBranchOfficeId?.();
  if (branchOfficeId !== null && branchOfficeId !== undefined) {
    config.headers.set('X-Branch-Office', String(branchOfficeId));
  }
  return config;
}

function tokenSentWith(config: InternalAxiosRequestConfig): string | null {
  const header = config.headers.get('Authorization');
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length);
}

/**
 * A download asked as a Blob (a PDF, a zip) that the API refused carries its JSON error as a Blob too: read it
 * back, so the error says what the API said (e.g. «Acote el periodo…») instead of «[object Blob]».
 */
async function withReadableBody(error: unknown): Promise<unknown> {
  const response = isAxiosError(error) ? error.response : undefined;
  if (!response || !(response.data instanceof Blob) || !response.data.type.includes('json')) return error;
  const text = await response.data.text();
  try {
    response.data = JSON.parse(text);
  } catch {
    // Labelled JSON but not JSON: the text itself is the most the user can be told.
    response.data = text;
  }
  return error;
}

async function rejectAsApiError(error: unknown): Promise<never> {
  // Cancellations (e.g. react-query aborting a stale query) must stay recognisable as such.
  if (isCancel(error)) throw error;
  throw toApiError(await withReadableBody(error));
}

/** Installs bearer/branch headers and the error normalisation on a helpers-style instance. */
export function installBaseInterceptors(instance: AxiosInstance): void {
  instance.interceptors.request.use(addSessionHeaders, undefined, SYNCHRONOUS);
  instance.interceptors.response.use(undefined, rejectAsApiError);
}

/**
 * Installs the main instance's interceptors, including the 401 rule: with a token and no
 * earlier retry, refresh once and repeat the request; concurrent 401s share one refresh call.
 */
export function installApiInterceptors(instance: AxiosInstance): void {
  let pendingRefresh: Promise<string | null> | null = null;

  async function requestRefreshedToken(token: string): Promise<string | null> {
    try {
      const { data } = await instance.post<RefreshTokenResponse>(
        REFRESH_TOKEN_PATH,
        { token },
        { skipAuthRefresh: true },
      );
      const refreshed = data?.refresh_token;
      if (typeof refreshed !== 'string' || refreshed.length <= MIN_REFRESHED_TOKEN_LENGTH) return null;
      getBridge().setToken(refreshed);
      return refreshed;
    } catch {
      // Two tabs refreshing the same token at once: the server lets one win, and the winner stores its
      // token for every tab. Give it a moment to arrive before calling the session lost.
      await new Promise((resolve) => setTimeout(resolve, LOSING_TAB_WAIT_MS));
      return tokenFromAnotherTab(token);
    }
  }

  /** One refresh for every request that failed meanwhile; a failed refresh reports the lost session once. */
  function sharedRefresh(token: string): Promise<string | null> {
    pendingRefresh ??= requestRefreshedToken(token)
      .then((refreshed) => {
        if (!refreshed) getBridge().onAuthFailure?.();
        return refreshed;
      })
      .finally(() => {
        pendingRefresh = null;
      });
    return pendingRefresh;
  }

  /** A token another tab stored after `sentToken` left, adopted by this tab; null when there is none. */
  function tokenFromAnotherTab(sentToken: string | null): string | null {
    const stored = getBridge().readStoredToken?.();
    if (!stored || stored.trim() === '' || stored === sentToken || stored === currentToken()) return null;
    getBridge().setToken(stored);
    return stored;
  }

  async function onRejected(error: AxiosError): Promise<unknown> {
    const config = error.config;
    const token = currentToken();
    const canRefresh =
      error.response?.status === 401 && config && token && !config.authRetried && !config.skipAuthRefresh;
    if (!canRefresh) return rejectAsApiError(error);

    // Another request (or another tab) already refreshed the token after this one left: just repeat it.
    const sentToken = tokenSentWith(config);
    const refreshed =
      tokenFromAnotherTab(sentToken) ??
      (sentToken !== null && sentToken !== token && !pendingRefresh ? token : await sharedRefresh(token));

    if (!refreshed) return rejectAsApiError(error);
    config.authRetried = true;
    config.headers.set('Authorization', `Bearer ${refreshed}`);
    return instance.request(config);
  }

  instance.interceptors.request.use(addSessionHeaders, undefined, SYNCHRONOUS);
  instance.interceptors.response.use(undefined, onRejected);
}
