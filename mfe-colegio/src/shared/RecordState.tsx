// Loading / error / not-found state of a screen that shows one record.
import { toApiError } from '@mikro/api-client';
import { ErrorState, LoadingState } from '@mikro/ui';

export function RecordState({ isLoading, error, onRetry, notFoundText }: { isLoading: boolean; error: unknown; onRetry: () => void; notFoundText: string }) {
  if (isLoading) return <LoadingState />;
  if (error) {
    const apiError = toApiError(error);
    return <ErrorState message={apiError.statusCode === 404 ? notFoundText : apiError.message} onRetry={apiError.statusCode === 404 ? undefined : onRetry} />;
  }
  return null;
}
