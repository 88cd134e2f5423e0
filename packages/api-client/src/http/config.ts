// The bridge through which the session feeds the HTTP layer: api-client must not import session
// (session imports api-client), so the session registers these callbacks at start-up.

export interface ApiClientConfig {
  /** Main API base address; '/api' by default. */
  baseURL?: string;
  /** Host of the helper catalogues (SAT codes, units, icons, tax regimes); '/' by default. */
  helpersBaseURL?: string;
  getToken: () => string | null | undefined;
  setToken: (token: string) => void;
  /**
   * The token as stored for every tab of the browser (another tab may have refreshed it). A 401 first tries
   * that token, so two tabs never spend the same refresh and log each other out.
   */
  readStoredToken?: () => string | null | undefined;
  getBranchOfficeId?: () => number | null | undefined;
  /** Called when a 401 cannot be cured by refreshing the token. */
  onAuthFailure?: () => void;
}

export type SessionBridge = Omit<ApiClientConfig, 'baseURL' | 'helpersBaseURL'>;

const noBridge: SessionBridge = {
  getToken: () => null,
  setToken: () => undefined,
};

let bridge: SessionBridge = noBridge;

export function getBridge(): SessionBridge {
  return bridge;
}

export function setBridge(next: SessionBridge): void {
  bridge = next;
}

export function currentToken(): string | null {
  const token = bridge.getToken();
  return token && token.trim() !== '' ? token : null;
}
