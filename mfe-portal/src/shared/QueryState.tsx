// The loading and error states every portal screen shows while its one query is not ready.
import { toApiError } from '@mikro/api-client';
import { ErrorState, LoadingState } from '@mikro/ui';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** null once the query has data; else the loading panel or the error with a retry. */
export function QueryState({ query, loading }: { query: QueryLike; loading: string }) {
  if (query.isError) return <ErrorState message={toApiError(query.error).message} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <LoadingState label={loading} />;
  return null;
}
