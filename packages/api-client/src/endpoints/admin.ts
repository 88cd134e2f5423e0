// The administration endpoints of mfe-sistema beyond the generic engine.
import type { ActionCatalogInput, ActionCatalogItem, RoutePermissionInput, RouteTreeInput, RouteTreeNode } from '@mikro/contracts';
import { http } from '../http/instances';

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
};
