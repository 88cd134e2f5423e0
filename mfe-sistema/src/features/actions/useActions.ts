// The actions catalogue's data: the list, and each write followed by the list it changes.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionCatalogInput } from '@mikro/contracts';
import { adminApi, adminKeys } from '@mikro/api-client';

export function useActions() {
  return useQuery({ queryKey: adminKeys.actions(), queryFn: () => adminApi.actions() });
}

/** Creates an action (no id) or renames one (the key never changes); the list is refetched before it resolves. */
export function useSaveAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ActionCatalogInput }) =>
      id === null ? adminApi.createAction(input).then(() => undefined) : adminApi.renameAction(id, input.name),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.actions() }),
  });
}

export function useDeleteAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminApi.deleteAction(id),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.actions() }),
  });
}
