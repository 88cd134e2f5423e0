// The route administration's data: the tree, the actions a route can offer, and each write followed by every
// route read (the tree and the classic screen's pages).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouteTreeInput } from '@mikro/contracts';
import { adminApi, adminKeys } from '@mikro/api-client';

export function useRouteTree() {
  return useQuery({ queryKey: adminKeys.routeTree(), queryFn: () => adminApi.routeTree() });
}

export function useRouteActions() {
  return useQuery({ queryKey: adminKeys.actions(), queryFn: () => adminApi.actions() });
}

/** Creates a route (no id) or replaces one; resolves once the route reads are refetched. */
export function useSaveRoute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: RouteTreeInput }) =>
      id === null ? adminApi.createRoute(input).then(() => undefined) : adminApi.updateRoute(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.routes }),
  });
}

export function useDeleteRoute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminApi.deleteRoute(id),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.routes }),
  });
}
