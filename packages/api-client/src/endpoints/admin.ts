// The administration endpoints of mfe-sistema beyond the generic engine.
import type {
  ActionCatalogInput,
  ActionCatalogItem,
  BankRecord,
  BranchWizardInput,
  BranchWizardRecord,
  CompanyBankAccount,
  CompanyBankAccountInput,
  RoutePermissionInput,
  RouteTreeInput,
  RouteTreeNode,
} from '@mikro/contracts';
import { http } from '@mikro/api-client/core';
import { createResourceClient } from '../resources/createResourceClient';

/** The administration screens' query keys; `all` invalidates every one (the branch wizard does after a save). */
export const adminKeys = {
  all: ['admin'] as const,
  actions: () => ['admin', 'actions'] as const,
  /** Every route read: the tree and the classic screen's pages. */
  routes: ['admin', 'routes'] as const,
  routeTree: () => ['admin', 'routes', 'tree'] as const,
  routePage: (list: 'fathers' | 'childs', params: object) => ['admin', 'routes', list, params] as const,
  permissionTree: () => ['admin', 'permission-tree'] as const,
  rolePermissions: (idRole: number) => ['admin', 'role-permissions', idRole] as const,
  branchWizard: (id: number | null) => ['admin', 'branch-wizard', id] as const,
  mailDelivery: () => ['admin', 'mail-delivery'] as const,
};

export const adminApi = {
  /** The whole route tree with the actions each route offers, as the permission editor reads it. */
  async permissionTree(): Promise<RouteTreeNode[]> {
    const { data } = await http.get<RouteTreeNode[]>('/system/permissions/route-tree');
    return data;
  },
  /** Replaces the role's permission set in one transaction. */
  async saveRolePermissions(idRole: number, permissions: RoutePermissionInput[]): Promise<void> {
    await http.put(`/system/permissions/role/${idRole}`, permissions);
  },
  async routeTree(): Promise<RouteTreeNode[]> {
    const { data } = await http.get<RouteTreeNode[]>('/system/route-tree');
    return data;
  },
  async createRoute(input: RouteTreeInput): Promise<{ id: number }> {
    const { data } = await http.post<{ id: number }>('/system/route-tree', input);
    return data;
  },
  async updateRoute(id: number, input: RouteTreeInput): Promise<void> {
    await http.put(`/system/route-tree/${id}`, input);
  },
  async deleteRoute(id: number): Promise<void> {
    await http.delete(`/system/route-tree/${id}`);
  },
  async actions(): Promise<ActionCatalogItem[]> {
    const { data } = await http.get<ActionCatalogItem[]>('/system/action-catalog');
    return data;
  },
  async createAction(input: ActionCatalogInput): Promise<{ id: number }> {
    const { data } = await http.post<{ id: number }>('/system/action-catalog', input);
    return data;
  },
  async renameAction(id: number, name: string): Promise<void> {
    await http.patch(`/system/action-catalog/${id}`, { name });
  },
  async deleteAction(id: number): Promise<void> {
    await http.delete(`/system/action-catalog/${id}`);
  },
  async branchOffice(id: number): Promise<BranchWizardRecord> {
    const { data } = await http.get<BranchWizardRecord>(`/system/branch-wizard/${id}`);
    return data;
  },
  /** Branch office, modules, campuses and series in one transaction. */
  async createBranchOffice(input: BranchWizardInput): Promise<{ id: number }> {
    const { data } = await http.post<{ id: number }>('/system/branch-wizard', input);
    return data;
  },
  async updateBranchOffice(id: number, input: BranchWizardInput): Promise<void> {
    await http.put(`/system/branch-wizard/${id}`, input);
  },
};

export const banksApi = createResourceClient<BankRecord, never, never>('/system/banks');
export const companyBankAccountsApi = createResourceClient<CompanyBankAccount, CompanyBankAccountInput, Partial<CompanyBankAccountInput>>('/system/company-bank-accounts');
