import { setServerFieldErrors, toApiError } from '@mikro/api-client';
import { notify } from '@mikro/ui';

/** Shows an API failure: its fields on the form (when given) and its Spanish message as a toast. */
export function reportError(error: unknown, setFieldError?: (field: string, message: string) => void): void {
  const apiError = setFieldError ? setServerFieldErrors(error, setFieldError) : toApiError(error);
  notify.error(apiError.message);
}
