// The school's writes (an enrolment, a drop, a cancellation, a concept change…) as react-query mutations.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { schoolKeys } from '@mikro/api-client';

/**
 * A write whose success refetches the reads under `keys` (every school read unless told otherwise); the
 * promise of `mutateAsync` resolves once they are refetched, so what the screen does next sees fresh data.
 */
export function useSchoolMutation<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>, keys: readonly QueryKey[] = [schoolKeys.all]) {
  const client = useQueryClient();
  return useMutation({
    // The write gets its arguments alone (react-query also passes its own context).
    mutationFn: (args: TArgs) => fn(args),
    onSuccess: () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
