import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { DashboardData, DashboardModule } from '@mikro/contracts';
import { reportsApi } from '@mikro/api-client';
import { branchOfficesAtom, currentBranchOfficeIdAtom, menuAtom, sessionStore } from '@mikro/session';
import { aBranchOffice, aMenuItem } from '@mikro/session/testing';
import { renderScreen } from '@mikro/mfe-kit/testing';
import { Dashboard } from './Dashboard';

const empty = (module: DashboardModule): DashboardData => ({ module, today: '2026-11-28', cards: [], incomeByDay: [], incomeByMethod: [], debtsByGroup: [], topItems: [], hasData: false });

/** The school staff's reports: the dashboard, the school's and the academies' debts. */
const SCHOOL_STAFF_MENU = [
  aMenuItem(83, '/reportes', ['ver']),
  aMenuItem(90, '/reportes/colegios/adeudos', ['ver', 'exportar']),
  aMenuItem(84, '/reportes/academias/adeudos', ['ver', 'exportar']),
];

function inBranch(modules: number[]) {
  sessionStore.set(branchOfficesAtom, [aBranchOffice(1, modules, 'Matriz Centro')]);
  sessionStore.set(currentBranchOfficeIdAtom, 1);
}

afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.set(menuAtom, []);
  sessionStore.set(branchOfficesAtom, []);
  sessionStore.set(currentBranchOfficeIdAtom, null);
});

describe('the dashboard tabs', () => {
  it('are the school and academy ones for the school staff where the branch office runs all three modules', async () => {
    sessionStore.set(menuAtom, SCHOOL_STAFF_MENU);
    inBranch([1, 2, 3]);
    const dashboard = jest.spyOn(reportsApi, 'dashboard').mockImplementation(async (module) => empty(module));
    await renderScreen(<Dashboard />);
    expect(await screen.findByRole('button', { name: 'Colegio' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Academias' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tienda' })).not.toBeInTheDocument();
    await waitFor(() => expect(dashboard).toHaveBeenCalledWith(0));
    expect(dashboard).not.toHaveBeenCalledWith(2);
  });

  it('leave out a module the branch office does not run', async () => {
    sessionStore.set(menuAtom, SCHOOL_STAFF_MENU);
    inBranch([3]);
    jest.spyOn(reportsApi, 'dashboard').mockImplementation(async (module) => empty(module));
    await renderScreen(<Dashboard />);
    expect(await screen.findByRole('button', { name: 'Colegio' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Academias' })).not.toBeInTheDocument();
  });

  it('show nothing and ask for nothing to a role that reads no module report', async () => {
    sessionStore.set(menuAtom, [aMenuItem(83, '/reportes', ['ver'])]);
    inBranch([1, 2, 3]);
    const dashboard = jest.spyOn(reportsApi, 'dashboard');
    await renderScreen(<Dashboard />);
    expect(screen.queryByTestId('reports-dashboard')).not.toBeInTheDocument();
    expect(dashboard).not.toHaveBeenCalled();
  });
});
