import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { useCan, useCanOn, useCanOnShared, useOnline, usePermissions, useRouteAccess, useSession } from '../hooks/hooks';
import { sessionStore } from '../store';
import { aMenuItem, aUser } from '../testing/fixtures';
import { freshSession } from '../testing/reset';
import { isAdminAtom, isAuthenticatedAtom, tokenAtom, userAtom } from './auth';
import { currentPathAtom, currentRouteAtom, menuAtom, permissionsAtom } from './menu';
import { onlineAtom } from './online';

const { get, set } = sessionStore;

beforeEach(freshSession);

describe('isAdmin', () => {
  it('is true for role id 1 or the role named Desarrollador, false otherwise', () => {
    set(userAtom, aUser({ role: { id: 1, name: 'Administrador' } }));
    expect(get(isAdminAtom)).toBe(true);
    set(userAtom, aUser({ role: { id: 8, name: 'Desarrollador' } }));
    expect(get(isAdminAtom)).toBe(true);
    set(userAtom, aUser({ role: { id: 3, name: 'Cajero' } }));
    expect(get(isAdminAtom)).toBe(false);
    set(userAtom, null);
    expect(get(isAdminAtom)).toBe(false);
  });
});

describe('isAuthenticated', () => {
  it('needs a non-blank token', () => {
    set(tokenAtom, '   ');
    expect(get(isAuthenticatedAtom)).toBe(false);
    set(tokenAtom, 'token-abcdefghijkl');
    expect(get(isAuthenticatedAtom)).toBe(true);
  });
});

describe('current route and permissions', () => {
  it('follow the path the shell sets', () => {
    set(menuAtom, [aMenuItem(21, '/', ['ver']), aMenuItem(40, '/alumnos/:idalum', ['ver', 'editar'])]);

    expect(get(currentRouteAtom)?.id).toBe(21);
    set(currentPathAtom, '/alumnos/7');
    expect(get(currentRouteAtom)?.id).toBe(40);
    expect(get(permissionsAtom)).toEqual(['ver', 'editar']);
    set(currentPathAtom, '/no-existe');
    expect(get(permissionsAtom)).toEqual([]);
  });

  it('answer useCan and usePermissions in any React root', () => {
    set(menuAtom, [aMenuItem(9, '/usuarios', ['ver', 'crear'])]);
    set(currentPathAtom, '/usuarios');

    const { result } = renderHook(() => ({ canCreate: useCan('crear'), canDelete: useCan('eliminar'), all: usePermissions() }));

    expect(result.current).toEqual({ canCreate: true, canDelete: false, all: ['ver', 'crear'] });
    act(() => set(currentPathAtom, '/'));
    expect(result.current.canCreate).toBe(false);
  });

  it('grant actions on what every company shares only to the platform operator', () => {
    set(menuAtom, [aMenuItem(9, '/rutas', ['ver', 'editar'])]);
    set(currentPathAtom, '/rutas');
    set(userAtom, aUser({ role: { id: 1, name: 'Administrador' }, isPlatformOperator: false }));

    const { result } = renderHook(() => ({ route: useCan('editar'), shared: useCanOnShared('editar') }));

    expect(result.current).toEqual({ route: true, shared: false });
    act(() => set(userAtom, aUser({ role: { id: 1, name: 'Administrador' }, isPlatformOperator: true })));
    expect(result.current.shared).toBe(true);
  });
});

describe('permissions on another route', () => {
  it("answer the named route's own actions, wherever the user is", () => {
    set(menuAtom, [aMenuItem(9, '/colegio/cobros', ['ver', 'crear']), aMenuItem(30, null, [], [aMenuItem(31, '/facturas', ['ver', 'crear'])])]);
    set(currentPathAtom, '/colegio/cobros');

    const { result } = renderHook(() => ({ invoice: useCanOn('/facturas', 'crear'), cancel: useCanOn('/facturas', 'eliminar'), open: useCanOn('/facturas') }));

    expect(result.current).toEqual({ invoice: true, cancel: false, open: true });
    // A role whose menu lacks the invoices route is offered nothing of it.
    act(() => set(menuAtom, [aMenuItem(9, '/colegio/cobros', ['ver', 'crear'])]));
    expect(result.current).toEqual({ invoice: false, cancel: false, open: false });
  });

  it('do not lend a route the grant of the route it lies under', () => {
    // findRoute gives '/reportes' for '/reportes/colegios/adeudos' (a nested screen); its own grant is another matter.
    set(menuAtom, [aMenuItem(50, '/reportes', ['ver', 'exportar']), aMenuItem(51, '/reportes/colegios/ingresos', ['ver'])]);

    const { result } = renderHook(() => useRouteAccess());

    expect(result.current('/reportes/colegios/ingresos')).toBe(true);
    expect(result.current('/reportes/colegios/ingresos', 'exportar')).toBe(false);
    expect(result.current('/reportes/colegios/adeudos')).toBe(false);
    expect(result.current('/reportes', 'exportar')).toBe(true);
  });
});

describe('online status', () => {
  it('follows the online and offline events of the browser', () => {
    const { result, unmount } = renderHook(() => useOnline());
    expect(result.current).toBe(true);

    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(result.current).toBe(false);

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(result.current).toBe(true);
    unmount();
  });

  it('is tracked by the store for non-React subscribers too', () => {
    const seen: boolean[] = [];
    const unsubscribe = sessionStore.sub(onlineAtom, () => seen.push(get(onlineAtom)));

    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    unsubscribe();

    expect(seen).toEqual([false, true]);
  });
});

describe('useSession', () => {
  it('exposes the signed-in user and derived flags', () => {
    set(tokenAtom, 'token-abcdefghijkl');
    set(userAtom, aUser({ role: { id: 1, name: 'Administrador' } }));

    const { result } = renderHook(() => useSession());

    expect(result.current).toMatchObject({ isAuthenticated: true, isAdmin: true, user: { id: 7 }, currentCycle: null });
  });
});
