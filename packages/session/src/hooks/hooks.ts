import { useAtomValue } from 'jotai';
import type { BranchOffice, Company, Cycle, SessionUser } from '@mikro/contracts';
import { companyAtom, isAdminAtom, isAuthenticatedAtom, tokenAtom, userAtom } from '../atoms/auth';
import { branchOfficesAtom, currentBranchOfficeAtom } from '../atoms/branchOffice';
import { type CurrentCycle, currentCycleAtom, cyclesAtom } from '../atoms/cycle';
import { menuAtom, permissionsAtom } from '../atoms/menu';
import { routeActions } from '../atoms/routeMatch';
import { onlineAtom } from '../atoms/online';
import { sessionStore } from '../store';

// The store is passed explicitly so the hooks read the shared session even in a React root
// that forgot the SessionProvider.
const options = { store: sessionStore };

export interface SessionState {
  user: SessionUser | null;
  company: Company | null;
  token: string;
  isAuthenticated: boolean;
  isAdmin: boolean;
  branchOffices: BranchOffice[];
  currentBranchOffice: BranchOffice | null;
  cycles: Cycle[];
  currentCycle: CurrentCycle | null;
}

export function useSession(): SessionState {
  return {
    user: useAtomValue(userAtom, options),
    company: useAtomValue(companyAtom, options),
    token: useAtomValue(tokenAtom, options),
    isAuthenticated: useAtomValue(isAuthenticatedAtom, options),
    isAdmin: useAtomValue(isAdminAtom, options),
    branchOffices: useAtomValue(branchOfficesAtom, options),
    currentBranchOffice: useAtomValue(currentBranchOfficeAtom, options),
    cycles: useAtomValue(cyclesAtom, options),
    currentCycle: useAtomValue(currentCycleAtom, options),
  };
}

/** The actions the user's role has on the current route. */
export function usePermissions(): readonly string[] {
  return useAtomValue(permissionsAtom, options);
}

export function useCan(action: string): boolean {
  return usePermissions().includes(action);
}

/**
 * Whether the role may open `route`, or, with `action`, has that action on it: for a screen that offers what
 * another route grants (a payment's «Facturar» is the invoices route's `crear`, the permission the API checks),
 * or that links to other screens. The route is named as in the menu ('/facturas'); its own grant counts, not
 * the one of a route it lies under.
 */
export function useCanOn(route: string, action?: string): boolean {
  return useRouteAccess()(route, action);
}

/** useCanOn for a list of routes (the reports a role may open): the same check as a function. */
export function useRouteAccess(): (route: string, action?: string) => boolean {
  const menu = useAtomValue(menuAtom, options);
  return (route, action) => {
    const actions = routeActions(menu, route);
    return actions !== null && (action === undefined || actions.includes(action));
  };
}

/**
 * An action on what every company shares (the route tree, the actions catalogue): the route must grant it
 * and the user's role must be the platform operator's, as the API checks.
 */
export function useCanOnShared(action: string): boolean {
  const user = useAtomValue(userAtom, options);
  return useCan(action) && user?.isPlatformOperator === true;
}

/** What the catalogue screen kit needs: the route's crear / editar / eliminar actions. */
export function useCrudPermissions(): { create: boolean; edit: boolean; delete: boolean } {
  const actions = usePermissions();
  return { create: actions.includes('crear'), edit: actions.includes('editar'), delete: actions.includes('eliminar') };
}

export function useOnline(): boolean {
  return useAtomValue(onlineAtom, options);
}
