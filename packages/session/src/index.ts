// @mikro/session: the signed-in session (jotai atoms in one shared store), its persistence and its actions.
export { sessionStore } from './store';
export { SessionProvider } from './SessionProvider';

export {
  tokenAtom,
  userAtom,
  companyAtom,
  firstLoadAtom,
  isAuthenticatedAtom,
  isAdminAtom,
  ADMIN_ROLE_ID,
  ADMIN_ROLE_NAME,
} from './atoms/auth';
export {
  branchOfficesAtom,
  currentBranchOfficeIdAtom,
  currentBranchOfficeAtom,
  branchOfficeSettingsAtom,
  enabledModulesAtom,
  toModuleType,
  fileSettingsByModule,
  type BranchOfficeSettings,
} from './atoms/branchOffice';
export { cyclesAtom, currentCycleAtom, type CurrentCycle } from './atoms/cycle';
export { menuAtom, currentPathAtom, currentRouteAtom, permissionsAtom } from './atoms/menu';
export { findRoute, matchesRoute, matchUrl, START_ROUTE_ID } from './atoms/routeMatch';
export { preferencesAtom } from './atoms/preferences';
export { onlineAtom } from './atoms/online';

export { hydrateSession } from './actions/hydrate';
export {
  initSession,
  login,
  logout,
  refreshMe,
  clearSession,
  LOGOUT_DELAY_MS,
  type InitSessionOptions,
} from './actions/session';
export { selectCycle, selectBranchOffice, savePreferences, loadPreferences } from './actions/choices';

export { useSession, usePermissions, useCan, useCanOn, useCanOnShared, useRouteAccess, useCrudPermissions, useOnline, type SessionState } from './hooks/hooks';
export { SESSION_COOKIE_OPTIONS, TOKEN_COOKIE, USER_COOKIE, COMPANY_COOKIE } from './storage/cookies';
export { LOCAL_PREFIX } from './storage/local';
