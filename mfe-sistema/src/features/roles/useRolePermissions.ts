// The permission editor's data: the route tree with its actions, what a role holds, and saving the role's set.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RoutePermissionInput } from '@mikro/contracts';
import { adminApi, adminKeys, permissionsApi } from '@mikro/api-client';

export function usePermissionTree() {
  return useQuery({ queryKey: adminKeys.permissionTree(), queryFn: () => adminApi.permissionTree() });
}

export function useRolePermissions(idRole: number) {
  return useQuery({ queryKey: adminKeys.rolePermissions(idRole), queryFn: () => permissionsApi.byRole(idRole) });
}

/** Replaces the role's whole set; resolves once the role's permissions are refetched. */
export function useSaveRolePermissions(idRole: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (permissions: RoutePermissionInput[]) => adminApi.saveRolePermissions(idRole, permissions),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.rolePermissions(idRole) }),
  });
}
