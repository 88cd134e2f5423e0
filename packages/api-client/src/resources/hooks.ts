// react-query hooks over a ResourceClient: lists and records as queries, writes as mutations that refresh the
// resource's queries and show the created/updated/deleted/restored toasts (or the server's reason for a refusal)
// through the configured notifier.
import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import type { Paginated } from '@mikro/contracts';
import type { QueryParams } from '../query/buildQuery';
import type { OneQuery, ResourceClient } from './createResourceClient';
import { notifier, RESOURCE_MESSAGES, saveErrorMessage } from './notifier';

export const resourceKeys = {
  all: (client: { path: string }) => ['resource', client.path] as const,
  list: (client: { path: string }, query: QueryParams = {}) => ['resource', client.path, 'list', query] as const,
  one: (client: { path: string }, id: number, query: OneQuery = {}) => ['resource', client.path, 'one', id, query] as const,
};

type QueryExtras<T> = Omit<UseQueryOptions<T>, 'queryKey' | 'queryFn'>;

/** GET / — paged (envelope) when the query has page or offset, a plain array otherwise. */
export function useList<T, C, U>(client: ResourceClient<T, C, U>, query: QueryParams = {}, options: QueryExtras<T[] | Paginated<T>> = {}) {
  return useQuery({ queryKey: resourceKeys.list(client, query), queryFn: () => client.list(query), ...options });
}

export function useOne<T, C, U>(client: ResourceClient<T, C, U>, id: number | null | undefined, query: OneQuery = {}, options: QueryExtras<T> = {}) {
  return useQuery({
    queryKey: resourceKeys.one(client, id ?? 0, query),
    queryFn: () => client.get(id as number, query),
    enabled: id !== null && id !== undefined && id > 0,
    ...options,
  });
}

function useInvalidate(client: { path: string }) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(client) });
}

const saveError = (error: unknown) => notifier().saveError(saveErrorMessage(error), error);

export function useCreate<T, C, U>(client: ResourceClient<T, C, U>) {
  const invalidate = useInvalidate(client);
  return useMutation({
    mutationFn: (body: C) => client.create(body),
    onSuccess: async () => {
      notifier().created(RESOURCE_MESSAGES.created);
      await invalidate();
    },
    onError: saveError,
  });
}

export function useUpdate<T, C, U>(client: ResourceClient<T, C, U>) {
  const invalidate = useInvalidate(client);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: U }) => client.update(id, body),
    onSuccess: async () => {
      notifier().updated(RESOURCE_MESSAGES.updated);
      await invalidate();
    },
    onError: saveError,
  });
}

/** DELETE: permanent, or the soft delete with `{ soft: true }`. */
export function useDelete<T, C, U>(client: ResourceClient<T, C, U>, { soft = false }: { soft?: boolean } = {}) {
  const invalidate = useInvalidate(client);
  return useMutation({
    mutationFn: (id: number) => (soft ? client.softDelete(id) : client.remove(id)),
    onSuccess: async () => {
      notifier().deleted(RESOURCE_MESSAGES.deleted);
      await invalidate();
    },
    onError: saveError,
  });
}

export function useRestore<T, C, U>(client: ResourceClient<T, C, U>) {
  const invalidate = useInvalidate(client);
  return useMutation({
    mutationFn: (id: number) => client.restore(id),
    onSuccess: async () => {
      notifier().restored(RESOURCE_MESSAGES.restored);
      await invalidate();
    },
    onError: saveError,
  });
}
