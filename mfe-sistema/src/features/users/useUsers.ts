import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { branchOfficesApi, queryKeys, rolesApi, usersApi, type QueryFilter, type QueryParams } from '@mikro/api-client';
import type { CreateUserRequest, UpdatePasswordRequest, UpdateUserRequest } from '@mikro/contracts';
import type { SortState } from '@mikro/ui';

export interface UsersListState {
  page: number;
  pageSize: number;
  search: string;
  status: 'all' | 'active' | 'inactive';
  sort: SortState | null;
}

/** Translates the screen's list state into the CRUD query language. */
export function usersQuery(state: UsersListState): QueryParams {
  const filter: QueryFilter[] = [];
  if (state.status !== 'all') filter.push({ field: 'isActive', operator: '$eq', value: state.status === 'active' });
  const text = state.search.trim();
  if (text) filter.push({ field: 'name', operator: '$contL', value: text });
  return { filter, sort: state.sort ? [state.sort] : [], page: state.page, limit: state.pageSize };
}

export function useUsersList(state: UsersListState) {
  const query = usersQuery(state);
  return useQuery({ queryKey: queryKeys.users.list(query), queryFn: () => usersApi.list(query), placeholderData: keepPreviousData });
}

export function useRoles() {
  return useQuery({ queryKey: queryKeys.roles.list(), queryFn: () => rolesApi.list() });
}

export function useBranchOffices() {
  return useQuery({ queryKey: queryKeys.branchOffices.list(), queryFn: () => branchOfficesApi.list() });
}

export function useSaveUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; changes: UpdateUserRequest } | { id: null; user: CreateUserRequest }) =>
      input.id === null ? usersApi.create(input.user) : usersApi.update(input.id, input.changes),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}

/** Sets a user's password; nothing cached shows it, so nothing is refetched. */
export function useSetPassword() {
  return useMutation({ mutationFn: (body: UpdatePasswordRequest) => usersApi.updatePassword(body) });
}
